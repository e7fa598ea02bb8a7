// Warm-up sets added with the server out of reach: they show at once before the working sets, which
// are renumbered; a set ticked before them and one ticked after them go out in the order they were
// made, around the warm-ups, when the network returns, and the day then is the server's. A refusal
// of the warm-ups takes them and the set changes made on top of them off the screen, with a toast.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, SetRow, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { exercise } from "@web/test/fixtures";
import { accessibleName, click, getByRole, render, waitFor } from "@web/test/render";
import { idleRest, useRestStore } from "@web/features/workouts/rest/rest-store";

const today = toIsoDate(new Date());

beforeEach(() => {
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

/** A server holding Bench at 3 x 5 x 135 that stores what it is sent, and can be out of reach. */
function fakeServer(refuseWarmups?: string) {
  const state = { down: false };
  const bench: ExerciseDto = exercise(1, "Bench Press", { sets: 3, reps: "5", weight: "135", restTime: 0 });
  const unreachable =
    <T,>(fn: (call: Call) => T) =>
    (call: Call) =>
      state.down ? new TypeError("Failed to fetch") : fn(call);
  const routes: Record<string, unknown> = {
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/workouts/week": { body: [] },
    [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
    [`GET /api/workouts/${today}`]: unreachable((): { body: WorkoutDto } => ({
      body: { date: today, dayOfWeek: weekdayName(new Date(`${today}T12:00:00`)), exercises: [bench] },
    })),
    "POST /api/exercises/1/warmups": unreachable((call) => {
      if (refuseWarmups) return { status: 400, body: { message: refuseWarmups } };
      // As the server does it: warm-ups first, unticked, the sets after them renumbered.
      const sets = (call.body as { sets: { weight: string; reps: string }[] }).sets;
      const warm = sets.map((s, i): SetRow => ({ setNumber: i + 1, ...s, completed: false, kind: "warmup" }));
      bench.setRows = [...warm, ...bench.setRows.map((r) => ({ ...r, setNumber: r.setNumber + sets.length }))];
      bench.sets = bench.setRows.length;
      return { body: bench };
    }),
  };
  for (let n = 1; n <= 8; n++) {
    routes[`PUT /api/exercises/1/sets/${n}`] = unreachable((call) => {
      const { changedAt: _, ...fields } = call.body as Record<string, unknown>;
      bench.setRows = bench.setRows.map((r) => (r.setNumber === n ? { ...r, ...fields } : r));
      return { body: bench };
    });
  }
  const mock = mockFetch(routes as Parameters<typeof mockFetch>[0]);
  return { mock, state, bench };
}

const card = () => {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === "Bench Press");
  if (!found) throw new Error("No Bench Press card");
  return found;
};
const byAria = (label: string, within: ParentNode = card()) => {
  const el = within.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!el) throw new Error(`Nothing labelled ${label}`);
  return el;
};
async function settle(action: () => void) {
  await act(async () => {
    action();
  });
}
const toastText = () => Array.from(document.querySelectorAll(".toast"), (t) => t.textContent).join(" | ");
const changeCalls = (mock: ReturnType<typeof mockFetch>) => mock.calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`);
/** Each row on screen: its number, weight and tick. */
const shownRows = () =>
  Array.from(card().querySelectorAll<HTMLElement>("li.set-row[data-set]"), (li) => {
    const n = li.dataset.set;
    return [Number(n), byAria(`Set ${n} weight`, li).value, byAria(`Set ${n} completed`, li).checked];
  });

async function addWarmupsOffline() {
  await settle(() => click(getByRole("button", { name: "+ Warm-up sets" }, card())));
  const dialog = getByRole("dialog", { name: "Warm-up sets" });
  await settle(() => click(getByRole("button", { name: "Add warm-ups" }, dialog)));
  await waitFor(() => expect(toastText()).toContain("Warm-up sets added"));
  expect(toastText()).toContain("4 warm-up sets before Bench Press.");
}

async function backOnline(state: { down: boolean }) {
  state.down = false;
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
}

describe("warm-ups with the server out of reach", () => {
  test("show at once, renumber the sets, and go out in order with the ticks made before and after them", async () => {
    const { mock, state, bench } = fakeServer();
    render(<App />);
    await waitFor(() => byAria("Set 3 completed"));
    state.down = true;

    // The first working set, ticked before the warm-ups: set 1 then.
    await settle(() => click(byAria("Set 1 completed")));
    await addWarmupsOffline();
    expect(toastText()).not.toContain("Failed");
    await waitFor(() => expect(shownRows()).toHaveLength(7));
    // A warm-up and the second working set, ticked after them: sets 3 and 6 now.
    await settle(() => click(byAria("Set 3 completed")));
    await settle(() => click(byAria("Set 6 completed")));
    const expected = [
      [1, "45", false],
      [2, "55", false],
      [3, "80", true],
      [4, "110", false],
      [5, "135", true],
      [6, "135", true],
      [7, "135", false],
    ];
    await waitFor(() => expect(shownRows()).toEqual(expected));
    expect(bench.setRows).toHaveLength(3);

    await backOnline(state);
    await waitFor(() => expect(localStorage.getItem("kinfit.setOutbox")).toBeNull());
    const sent = changeCalls(mock);
    expect(sent.slice(sent.lastIndexOf("PUT /api/exercises/1/sets/1"))).toEqual([
      "PUT /api/exercises/1/sets/1",
      "POST /api/exercises/1/warmups",
      "PUT /api/exercises/1/sets/3",
      "PUT /api/exercises/1/sets/6",
    ]);
    expect(mock.callsTo("POST", "/api/exercises/1/warmups")[0]?.body).toEqual({
      sets: [
        { weight: "45", reps: "10" },
        { weight: "55", reps: "5" },
        { weight: "80", reps: "3" },
        { weight: "110", reps: "2" },
      ],
    });
    // The server's day is the one the phone showed.
    expect(bench.setRows.map((r) => [r.setNumber, r.weight, r.completed])).toEqual(expected);
    expect(bench.setRows.map((r) => r.kind)).toEqual(["warmup", "warmup", "warmup", "warmup", "normal", "normal", "normal"]);
    expect(shownRows()).toEqual(expected);
    expect(card().textContent).toContain("Sets: 3/7");
  });

  test("refused once the server answers, they go with the set changes made on top of them, and a toast says so", async () => {
    const { state, bench } = fakeServer("sets: an exercise holds at most 20 sets");
    render(<App />);
    await waitFor(() => byAria("Set 3 completed"));
    state.down = true;
    await settle(() => click(byAria("Set 1 completed")));
    await addWarmupsOffline();
    await settle(() => click(byAria("Set 6 completed")));
    await waitFor(() => expect(shownRows()).toHaveLength(7));

    await backOnline(state);
    await waitFor(() =>
      expect(toastText()).toContain("Warm-up sets for Bench Press were not saved: sets: an exercise holds at most 20 sets"),
    );
    await waitFor(() => expect(localStorage.getItem("kinfit.setOutbox")).toBeNull());
    // The tick made before them was saved and stays; the one on top of them is gone with them.
    const before = [
      [1, "135", true],
      [2, "135", false],
      [3, "135", false],
    ];
    await waitFor(() => expect(shownRows()).toEqual(before));
    expect(bench.setRows.map((r) => [r.setNumber, r.weight, r.completed])).toEqual(before);
  });
});
