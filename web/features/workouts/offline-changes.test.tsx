// Every change of the Workouts screen with the server out of reach: adding an exercise, editing its
// notes, adding and removing a set, moving, deleting and ticking all show at once, wait in the one
// outbox, and go out in the order they were made when the network returns; an exercise made on the
// phone is named by its phone id until the server's is known; a change the server refuses then is
// taken off the screen with a toast naming it.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { accessibleName, click, getByLabelText, getByRole, getByText, render, type, waitFor } from "@web/test/render";
import { idleRest, useRestStore } from "./rest-store";

const today = toIsoDate(new Date());

beforeEach(() => {
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

function exercise(id: number, name: string, over: Partial<ExerciseDto> = {}): ExerciseDto {
  const sets = over.sets ?? 2;
  return {
    id,
    name,
    sets,
    reps: "5",
    weight: "135",
    restTime: 0,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: Array.from({ length: sets }, (_, i) => ({
      setNumber: i + 1,
      weight: over.weight ?? "135",
      reps: "5",
      completed: false,
      kind: "normal" as const,
    })),
    ...over,
  };
}

/** A server that stores what it is sent, and that can be out of reach (every change fails to fetch). */
function fakeServer(list: ExerciseDto[], refuseAdds?: string) {
  const state = { down: false };
  const routes: Record<string, unknown> = {
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/workouts/week": { body: [] },
    [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
  };
  const day = (): WorkoutDto => ({
    date: today,
    dayOfWeek: weekdayName(new Date(`${today}T12:00:00`)),
    exercises: [...list].sort((a, b) => a.sortOrder - b.sortOrder),
  });
  const unreachable =
    <T,>(fn: (call: Call) => T) =>
    (call: Call) =>
      state.down ? new TypeError("Failed to fetch") : fn(call);
  let nextId = 50;
  const routesOf = (e: ExerciseDto) => {
    for (const ref of [e.id, ...(e.clientId ? [e.clientId] : [])]) {
      routes[`PUT /api/exercises/${ref}`] = unreachable((call) => {
        const body = call.body as Partial<ExerciseDto> & { addSet?: true; changedAt?: number };
        const { addSet, changedAt: _, ...fields } = body;
        Object.assign(e, fields);
        const sets = addSet ? e.setRows.length + 1 : fields.sets;
        if (sets !== undefined)
          e.setRows = Array.from({ length: sets }, (_, i) => e.setRows[i] ?? { ...e.setRows.at(-1)!, setNumber: i + 1, completed: false });
        e.sets = e.setRows.length;
        return { body: e };
      });
      routes[`DELETE /api/exercises/${ref}`] = unreachable(() => {
        list.splice(list.indexOf(e), 1);
        return { body: { ok: true } };
      });
      for (let n = 1; n <= 6; n++) {
        routes[`PUT /api/exercises/${ref}/sets/${n}`] = unreachable((call) => {
          const { changedAt: _, ...fields } = call.body as Record<string, unknown>;
          e.setRows = e.setRows.map((r) => (r.setNumber === n ? { ...r, ...fields } : r));
          return { body: e };
        });
      }
    }
  };
  list.forEach(routesOf);
  routes[`GET /api/workouts/${today}`] = unreachable(() => ({ body: day() }));
  routes["POST /api/workouts"] = unreachable((call) => {
    if (refuseAdds) return { status: 400, body: { message: refuseAdds } };
    const body = call.body as { exercises: (Partial<ExerciseDto> & { clientId: string })[] };
    for (const e of body.exercises) {
      if (list.some((x) => x.clientId === e.clientId)) continue;
      const stored = exercise(nextId++, e.name!, {
        sets: e.sets,
        reps: e.reps,
        weight: e.weight,
        restTime: e.restTime,
        clientId: e.clientId,
        sortOrder: list.length,
      });
      list.push(stored);
      routesOf(stored);
    }
    return { status: 201, body: day() };
  });
  const mock = mockFetch(routes as Parameters<typeof mockFetch>[0]);
  return { mock, state, list };
}

function cardOf(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}
const cardNames = () => Array.from(document.querySelectorAll<HTMLElement>("article")).map(accessibleName);
const byAria = (label: string, within: ParentNode = document) => {
  const el = within.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!el) throw new Error(`Nothing labelled ${label}`);
  return el;
};
async function settle(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const toastText = () => Array.from(document.querySelectorAll(".toast"), (t) => t.textContent).join(" | ");
const changeCalls = (mock: ReturnType<typeof mockFetch>) => mock.calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`);

async function addExercise(name: string) {
  await settle(() => click(getByRole("button", { name: "Add Exercise" })));
  const form = byAria("Add Exercise") as unknown as HTMLFormElement;
  type(getByLabelText("Exercise Name", form), name);
  await settle(() => click(getByRole("button", { name: "Add" }, form)));
}

/** The connection comes back: the fake server answers again and the browser says it is online. */
async function backOnline(state: { down: boolean }) {
  state.down = false;
  await act(async () => {
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Adds Row with the form and ticks its first set (a planned range asks for the reps done). */
async function addRowAndTickSet1() {
  await addExercise("Row");
  await waitFor(() => cardOf("Row"));
  type(byAria("Set 1 reps", cardOf("Row")), "8");
  await settle(() => click(byAria("Set 1 completed", cardOf("Row"))));
}

describe("changes with the server out of reach", () => {
  test("show at once, wait in order, survive nothing lost, and are sent once when the network returns", async () => {
    const { mock, state, list } = fakeServer([exercise(1, "Bench Press")]);
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    state.down = true;

    await addRowAndTickSet1();
    expect(toastText()).not.toContain("Failed");
    await waitFor(() => expect(byAria("Set 1 completed", cardOf("Row")).checked).toBe(true));
    // Edit Bench: notes, then move it below Row.
    await settle(() => click(getByRole("button", { name: "Edit Bench Press" })));
    type(getByLabelText("Notes", cardOf("Bench Press")), "belt");
    await settle(() => click(getByRole("button", { name: "Move down" }, cardOf("Bench Press"))));
    await settle(() => click(getByRole("button", { name: "Save" }, cardOf("Bench Press"))));
    await waitFor(() => getByText("belt", cardOf("Bench Press")));
    await waitFor(() => expect(cardNames()).toEqual(["Row", "Bench Press"]));
    await settle(() => click(getByRole("button", { name: "+ Add set" }, cardOf("Bench Press"))));
    await waitFor(() => getByText("Sets: 0/3", cardOf("Bench Press")));
    await waitFor(() => getByText(/changes? waiting to sync/));
    // Nothing reached the server.
    expect(list.map((e) => e.name)).toEqual(["Bench Press"]);

    await backOnline(state);
    await waitFor(() => expect(list.find((e) => e.name === "Row")?.setRows[0]?.completed).toBe(true));
    await waitFor(() => expect(list.find((e) => e.id === 1)!.setRows).toHaveLength(3));
    const row = list.find((e) => e.name === "Row")!;
    // The exercise made on the phone is named by its phone id until its id is known.
    const sent = changeCalls(mock);
    const afterOnline = sent.slice(sent.lastIndexOf("POST /api/workouts"));
    expect(afterOnline).toEqual([
      "POST /api/workouts",
      `PUT /api/exercises/${row.clientId}/sets/1`,
      // The move: Row takes the first place (Bench's number is already right).
      `PUT /api/exercises/${row.clientId}`,
      // Bench's notes, then its added set.
      "PUT /api/exercises/1",
      "PUT /api/exercises/1",
    ]);
    expect(list.find((e) => e.id === 1)!.notes).toBe("belt");
    expect([...list].sort((a, b) => a.sortOrder - b.sortOrder).map((e) => e.name)).toEqual(["Row", "Bench Press"]);
    expect(list.filter((e) => e.name === "Row")).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem("kinfit.setOutbox")).toBeNull());
    expect(cardNames()).toEqual(["Row", "Bench Press"]);
  });

  test("a delete made offline is sent once; the card stays gone", async () => {
    const { state, list, mock } = fakeServer([exercise(1, "Bench Press"), exercise(2, "Squat")]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    state.down = true;
    await settle(() => click(getByRole("button", { name: "Delete Squat" })));
    await settle(() => click(getByRole("button", { name: "Delete" })));
    await waitFor(() => expect(cardNames()).toEqual(["Bench Press"]));
    await backOnline(state);
    await waitFor(() => expect(list.map((e) => e.name)).toEqual(["Bench Press"]));
    expect(mock.callsTo("DELETE", "/api/exercises/2").length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(localStorage.getItem("kinfit.setOutbox")).toBeNull());
    expect(cardNames()).toEqual(["Bench Press"]);
  });

  test("a rest started on an exercise the server has not stored yet stays on its card once it is stored", async () => {
    const { state, list } = fakeServer([exercise(1, "Bench Press")]);
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    state.down = true;
    await addRowAndTickSet1();
    await waitFor(() => getByRole("button", { name: "Pause" }, cardOf("Row")));
    await backOnline(state);
    await waitFor(() => expect(localStorage.getItem("kinfit.setOutbox")).toBeNull());
    const row = list.find((e) => e.name === "Row")!;
    expect(row.id).toBeGreaterThan(0);
    // The card now has the server's id, and the rest running is still its own.
    await waitFor(() => getByRole("button", { name: "Pause" }, cardOf("Row")));
  });

  test("an add the server refuses once it answers is taken off the screen with what it changed, and named in a toast", async () => {
    const { state } = fakeServer([exercise(1, "Bench Press")], "exercises: a workout holds at most 100 exercises");
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    state.down = true;
    await addRowAndTickSet1();
    await backOnline(state);
    await waitFor(() => expect(toastText()).toContain("Adding Row was not saved: exercises: a workout holds at most 100 exercises"));
    await waitFor(() => expect(cardNames()).toEqual(["Bench Press"]));
    await waitFor(() => expect(localStorage.getItem("kinfit.setOutbox")).toBeNull());
  });
});
