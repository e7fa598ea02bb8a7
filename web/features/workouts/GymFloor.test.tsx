// The Workouts card against a stand-in API: set kinds, adding and removing a set, a record,
// a logged number that cannot be saved, the week's dots and moving between weeks, kg on screen.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { addDays, toIsoDate, weekDates, weekdayName } from "@shared/dates";
import type { ExerciseDto, PreviousWorkoutDto, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { accessibleName, click, getByRole, getByText, queryByText, render, type, waitFor } from "@web/test/render";
import { idleRest, useRestStore } from "./rest-store";

const now = new Date();
const today = toIsoDate(now);

beforeEach(() => {
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

function exercise(id: number, name: string, sets = 3, weight = "135"): ExerciseDto {
  return {
    id,
    name,
    sets,
    reps: "8",
    weight,
    restTime: 0,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: Array.from({ length: sets }, (_, i) => ({ setNumber: i + 1, weight, reps: "8", completed: false, kind: "normal" as const })),
  };
}

const noPrevious: PreviousWorkoutDto = { date: null, dayOfWeek: null, exercises: [] };

function fakeServer(days: Record<string, ExerciseDto[]>, previous: PreviousWorkoutDto = noPrevious, user = testUser) {
  const routes: Record<string, unknown> = { "GET /api/auth/user": { body: signedIn(user) }, "GET /api/workouts/week": { body: [] } };
  for (const [date, list] of Object.entries(days)) {
    const day: WorkoutDto = { date, dayOfWeek: weekdayName(new Date(`${date}T12:00:00`)), exercises: list };
    routes[`GET /api/workouts/${date}`] = () => ({ body: day });
    routes[`GET /api/workouts/previous/${date}`] = { body: previous };
    for (const e of list) {
      routes[`PUT /api/exercises/${e.id}`] = (call: Call) => {
        const body = call.body as { sets?: number; addSet?: true };
        const sets = body.addSet ? e.setRows.length + 1 : body.sets;
        if (sets !== undefined) {
          const last = e.setRows[e.setRows.length - 1]!;
          e.setRows = Array.from(
            { length: sets },
            (_, i) => e.setRows[i] ?? { ...last, setNumber: i + 1, completed: false, kind: "normal" as const },
          );
          e.sets = sets;
        }
        return { body: e };
      };
      for (let n = 1; n <= 6; n++) {
        routes[`PUT /api/exercises/${e.id}/sets/${n}`] = (call: Call) => {
          e.setRows = e.setRows.map((r) => (r.setNumber === n ? { ...r, ...(call.body as object) } : r));
          return { body: e };
        };
      }
    }
  }
  return mockFetch(routes as Parameters<typeof mockFetch>[0]);
}

function cardOf(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}
const byAria = (label: string, within: ParentNode = document) => {
  const el = within.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!el) throw new Error(`Nothing labelled ${label}`);
  return el;
};
/** The action, and the page's promises it started let run; what comes later is awaited with waitFor. */
async function settle(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("the exercise card", () => {
  test("tapping a set's number changes its kind and sends it", async () => {
    const mock = fakeServer({ [today]: [exercise(1, "Bench Press")] });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    await settle(() => click(byAria("Set 1, normal. Mark as warm-up", cardOf("Bench Press"))));
    await waitFor(() => byAria("Set 1, warm-up. Mark as drop set", cardOf("Bench Press")));
    expect(byAria("Set 1, warm-up. Mark as drop set").textContent).toBe("W");
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([
        { kind: "warmup", changedAt: expect.any(Number) },
      ]),
    );
  });

  test("+ Add set and Remove set change the number of sets", async () => {
    const mock = fakeServer({ [today]: [exercise(1, "Bench Press", 2)] });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    await settle(() => click(getByRole("button", { name: "+ Add set" }, cardOf("Bench Press"))));
    await waitFor(() => getByText("Sets: 0/3", cardOf("Bench Press")));
    await settle(() => click(getByRole("button", { name: /^Remove set/ }, cardOf("Bench Press"))));
    await waitFor(() => getByText("Sets: 0/2", cardOf("Bench Press")));
    expect(mock.callsTo("PUT", "/api/exercises/1").map((c) => c.body)).toEqual([
      // One more after the last, however many there are by then: two phones that each add one make two.
      { addSet: true, changedAt: expect.any(Number) },
      { sets: 2, changedAt: expect.any(Number) },
    ]);
  });

  test("a weight that cannot be saved keeps its message, is not sent, and does not tick", async () => {
    const mock = fakeServer({ [today]: [exercise(1, "Bench Press")] });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    const card = cardOf("Bench Press");
    type(byAria("Set 1 weight", card), "-5");
    await settle(() => click(byAria("Set 1 completed", card)));
    expect(getByText("Set 1: Weight must be a number from 0 to 2000 lbs", card)).toBeTruthy();
    expect(byAria("Set 1 completed", card).checked).toBe(false);
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(0);
    type(byAria("Set 1 weight", card), "137,5");
    await settle(() => click(byAria("Set 1 completed", card)));
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([
        { weight: "137.5", completed: true, changedAt: expect.any(Number) },
      ]),
    );
    expect(queryByText(/Weight must be/, card)).toBeNull();
  });

  test("a ticked set beating the best before it is marked PR; 'Last time' is dated", async () => {
    const previous: PreviousWorkoutDto = {
      date: "2026-11-09",
      dayOfWeek: "Monday",
      exercises: [
        {
          ...exercise(50, "Bench Press"),
          date: "2026-11-09",
          setCount: 2,
          sets: [{ setNumber: 1, weight: "140", reps: "5", completed: true, kind: "normal" }],
          best: { estimatedOneRepMax: 163.3, weight: 140 },
        },
      ],
    };
    fakeServer({ [today]: [exercise(1, "Bench Press")] }, previous);
    render(<App />);
    // A session of another year carries it ('Mon 9 Nov 2026' once this test runs in 2027).
    await waitFor(() => getByText(`Last time: Mon 9 Nov${new Date().getFullYear() === 2026 ? "" : " 2026"}`, cardOf("Bench Press")));
    const card = cardOf("Bench Press");
    expect(queryByText("PR", card)).toBeNull();
    type(byAria("Set 1 weight", card), "145");
    await settle(() => click(byAria("Set 1 completed", card)));
    await waitFor(() => expect(card.querySelectorAll(".set-pr")).toHaveLength(1));
    // The mark is on the set just done (its tick), never in the 'Last' column.
    expect(card.querySelector(".set-last .set-pr")).toBeNull();
    expect(card.querySelector(".set-tick .set-pr")).not.toBeNull();
    expect(card.querySelector(".set-list > li:first-child .set-pr")).not.toBeNull();
  });

  test("in kg the card shows and takes kilograms, and sends pounds", async () => {
    const mock = fakeServer({ [today]: [exercise(1, "Squat", 2, "137.7889")] }, noPrevious, {
      ...testUser,
      weightUnit: "kg",
      plates: [25, 20, 15, 10, 5, 2.5, 1.25],
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Plates for 62.5 kg" }));
    const card = cardOf("Squat");
    expect(byAria("Set 1 weight", card).value).toBe("62.5");
    type(byAria("Set 1 weight", card), "70");
    await settle(() => click(byAria("Set 1 completed", card)));
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([
        { weight: "154.3236", completed: true, changedAt: expect.any(Number) },
      ]),
    );
  });
});

describe("the gym floor's details", () => {
  test("a ticked row stays editable: a changed weight or reps is sent alone, still ticked, the rest timer left running", async () => {
    const bench = { ...exercise(1, "Bench Press", 2), restTime: 90 };
    const mock = fakeServer({ [today]: [bench] });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    await settle(() => click(byAria("Set 1 completed", cardOf("Bench Press"))));
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(1));
    const rest = useRestStore.getState();
    expect(rest.exerciseId).toBe(1);
    const card = cardOf("Bench Press");
    const weight = byAria("Set 1 weight", card);
    expect(weight.disabled).toBe(false);
    expect(byAria("Set 1 reps", card).disabled).toBe(false);
    type(weight, "140");
    await settle(() => weight.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    type(byAria("Set 1 reps", card), "6");
    await settle(() => byAria("Set 1 reps", card).dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([
        { completed: true, changedAt: expect.any(Number) },
        { weight: "140", changedAt: expect.any(Number) },
        { reps: "6", changedAt: expect.any(Number) },
      ]),
    );
    expect(byAria("Set 1 completed", cardOf("Bench Press")).checked).toBe(true);
    expect(getByText("Sets: 1/2", cardOf("Bench Press"))).toBeTruthy();
    // The same rest, not a new one.
    expect(useRestStore.getState().timer).toBe(rest.timer);
  });

  test("a planned range is a hint: ticking asks for the reps done instead of storing '8-10'", async () => {
    const row = { ...exercise(1, "Bench Press", 2), reps: "8-10" };
    row.setRows = row.setRows.map((r) => ({ ...r, reps: "8-10" }));
    const mock = fakeServer({ [today]: [row] });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    const card = cardOf("Bench Press");
    const reps = byAria("Set 1 reps", card);
    expect(reps.value).toBe("");
    expect(reps.placeholder).toBe("8-10");
    await settle(() => click(byAria("Set 1 completed", card)));
    expect(getByText("Set 1: Reps needed: type how many you did", card)).toBeTruthy();
    expect(byAria("Set 1 completed", card).checked).toBe(false);
    expect(document.activeElement).toBe(reps);
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(0);
    type(reps, "9");
    await settle(() => click(byAria("Set 1 completed", card)));
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([
        { reps: "9", completed: true, changedAt: expect.any(Number) },
      ]),
    );
    expect(queryByText(/Reps needed/, card)).toBeNull();
  });

  test("a weight of 0 is stored only when typed; the plan's untouched 0 is a hint", async () => {
    const mock = fakeServer({ [today]: [exercise(1, "Plank", 2, "0")] });
    render(<App />);
    await waitFor(() => cardOf("Plank"));
    const card = cardOf("Plank");
    expect(byAria("Set 1 weight", card).value).toBe("");
    expect(byAria("Set 1 weight", card).placeholder).toBe("0");
    await settle(() => click(byAria("Set 1 completed", card)));
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([
        { weight: "", completed: true, changedAt: expect.any(Number) },
      ]),
    );
    type(byAria("Set 2 weight", card), "0");
    await settle(() => click(byAria("Set 2 completed", card)));
    await waitFor(() =>
      expect(mock.callsTo("PUT", "/api/exercises/1/sets/2").map((c) => c.body)).toEqual([
        { completed: true, changedAt: expect.any(Number) },
      ]),
    );
    await waitFor(() => expect(byAria("Set 2 weight", cardOf("Plank")).value).toBe("0"));
  });
});

describe("weeks", () => {
  test("the week's dots; Previous week moves the day and the URL, Today comes back", async () => {
    const lastWeek = toIsoDate(addDays(now, -7));
    const mock = fakeServer({ [today]: [exercise(1, "Bench Press")], [lastWeek]: [exercise(2, "Deadlift")] });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    const monday = toIsoDate(weekDates(now, "monday")[0]!);
    expect(mock.calls.some((c) => c.url === "/api/workouts/week")).toBe(true);
    expect(document.querySelector(".weekday[aria-pressed='true']")!.getAttribute("data-mark")).toBe("planned");
    await settle(() => click(getByRole("button", { name: "Previous week" })));
    await waitFor(() => cardOf("Deadlift"));
    expect(window.location.search).toBe(`?date=${lastWeek}`);
    expect(monday).not.toBe(toIsoDate(weekDates(addDays(now, -7), "monday")[0]!));
    await settle(() => click(getByRole("button", { name: "Today" })));
    await waitFor(() => cardOf("Bench Press"));
    expect(window.location.search).toBe(`?date=${today}`);
  });

  test("the day comes from the URL", async () => {
    const lastWeek = toIsoDate(addDays(now, -7));
    window.history.replaceState(null, "", `/workouts?date=${lastWeek}`);
    fakeServer({ [today]: [], [lastWeek]: [exercise(2, "Deadlift")] });
    render(<App />);
    await waitFor(() => cardOf("Deadlift"));
    expect(getByRole("button", { name: "Today" })).toBeTruthy();
  });
});
