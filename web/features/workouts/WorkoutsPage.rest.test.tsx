// The rest timer on the Workouts screen against a stand-in API: ticking a set starts that
// exercise's rest in the one shared timer, unticking does not, and the bar shows it.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import {
  accessibleName,
  click,
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  render,
  type,
  waitFor,
} from "@web/test/render";
import { idleRest, REST_STORAGE_KEY, restEffects, useRestStore } from "./rest-store";

const today = toIsoDate(new Date());
let clock = 1_000_000;
const original = { ...restEffects };

beforeEach(() => {
  clock = 1_000_000;
  restEffects.now = () => clock;
  restEffects.alarm = () => {};
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

afterEach(() => Object.assign(restEffects, original));

function exercise(id: number, name: string, restTime: number, sets = 2): ExerciseDto {
  return {
    id,
    name,
    sets,
    reps: "8",
    weight: "100",
    restTime,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: Array.from({ length: sets }, (_, i) => ({
      setNumber: i + 1,
      weight: "100",
      reps: "8",
      completed: false,
      kind: "normal" as const,
    })),
  };
}

function fakeServer(list: ExerciseDto[]) {
  const day: WorkoutDto = { date: today, dayOfWeek: weekdayName(new Date()), exercises: structuredClone(list) };
  const routes: Record<string, unknown> = {
    "GET /api/auth/user": { body: signedIn() },
    [`GET /api/workouts/${today}`]: () => ({ body: day }),
    [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
  };
  for (const e of day.exercises) {
    routes[`PUT /api/exercises/${e.id}`] = (call: Call) => {
      Object.assign(e, call.body);
      return { body: e };
    };
    for (const row of e.setRows) {
      routes[`PUT /api/exercises/${e.id}/sets/${row.setNumber}`] = (call: Call) => {
        Object.assign(row, call.body);
        e.isCompleted = e.setRows.every((r) => r.completed);
        return { body: e };
      };
    }
  }
  return mockFetch(routes as Parameters<typeof mockFetch>[0]);
}

function cardOf(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}
const tick = async (name: string, set: number) => {
  await act(async () => {
    cardOf(name).querySelector<HTMLElement>(`[aria-label="Set ${set} completed"]`)!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};
const bar = () => queryByRole("region", { name: "Rest timer" });
const cardClock = (name: string) => getByRole("timer", undefined, getByRole("group", { name: `Rest timer for ${name}` })).textContent;

describe("rest timer on the Workouts screen", () => {
  test("ticking a set starts that exercise's rest; ticking another exercise's set moves it there", async () => {
    const mock = fakeServer([exercise(1, "Squat", 90), exercise(2, "Row", 60)]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    expect(bar()).toBeNull();

    await tick("Squat", 1);
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(1));
    expect(bar()).not.toBeNull();
    expect(bar()!.textContent).toContain("Squat");
    expect(getByRole("timer", undefined, bar()!).textContent).toBe("1:30");
    expect(cardClock("Squat")).toBe("1:30");
    expect(getByRole("button", { name: "Pause" }, cardOf("Squat"))).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(REST_STORAGE_KEY)!)).toMatchObject({ exerciseId: 1, exerciseName: "Squat", durationMs: 90_000 });

    clock += 20_000;
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(getByRole("timer", undefined, bar()!).textContent).toBe("1:10");

    // Only one rest: the row's set starts the row's rest, and the squat card goes back to idle.
    await tick("Row", 1);
    expect(bar()!.textContent).toContain("Row");
    expect(getByRole("timer", undefined, bar()!).textContent).toBe("1:00");
    expect(cardClock("Squat")).toBe("1:30");
    expect(getByRole("button", { name: "Start" }, cardOf("Squat"))).toBeTruthy();
    expect(cardClock("Row")).toBe("1:00");

    // Skip from the bar ends it.
    click(getByRole("button", { name: "Skip" }));
    expect(bar()).toBeNull();
    expect(getByRole("button", { name: "Start" }, cardOf("Row"))).toBeTruthy();
  });

  test("unticking does not start a rest, nor does an exercise without rest", async () => {
    const day = [exercise(1, "Squat", 90), exercise(2, "Curl", 0)];
    day[0]!.setRows[0]!.completed = true;
    fakeServer(day);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    await tick("Squat", 1);
    expect(bar()).toBeNull();
    await tick("Curl", 1);
    expect(bar()).toBeNull();
    expect(useRestStore.getState().timer.status).toBe("idle");
  });

  test("Start on a card starts the shared rest, shown in the bar too", async () => {
    fakeServer([exercise(1, "Squat", 45)]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Start" }, cardOf("Squat")));
    expect(getByRole("timer", undefined, bar()!).textContent).toBe("0:45");
    click(getByRole("button", { name: "Add 15 seconds" }));
    expect(cardClock("Squat")).toBe("1:00");
  });

  test("the rest time is changed in place: steppers, a seconds box, Save sends it, bad values are not sent", async () => {
    const mock = fakeServer([exercise(1, "Squat", 90)]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    const open = () => click(getByRole("button", { name: "Rest time of Squat: 1:30. Change" }));
    const editorOrNull = () => document.querySelector<HTMLFormElement>('form[aria-label="Rest time of Squat"]');
    const editor = () =>
      editorOrNull() ??
      (() => {
        throw new Error("the rest time editor is not open");
      })();
    expect(getByText("Rest 1:30", cardOf("Squat"))).toBeTruthy();

    // Cancel sends nothing.
    open();
    click(getByRole("button", { name: "15 seconds more rest" }, editor()));
    click(getByRole("button", { name: "Cancel" }, editor()));
    expect(editorOrNull()).toBeNull();

    open();
    const seconds = () => getByLabelText("Rest Time (sec)", editor());
    expect(seconds().value).toBe("90");
    expect(seconds().inputMode).toBe("numeric");
    click(getByRole("button", { name: "15 seconds more rest" }, editor()));
    expect(seconds().value).toBe("105");
    click(getByRole("button", { name: "15 seconds less rest" }, editor()));
    click(getByRole("button", { name: "15 seconds less rest" }, editor()));
    expect(seconds().value).toBe("75");

    for (const bad of ["abc", "3601", "1.5", "-5", ""]) {
      type(seconds(), bad);
      await act(async () => {
        getByRole("button", { name: "Save" }, editor()).click();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(getByRole("alert", undefined, editor()).textContent).toBe("Rest time must be a whole number of seconds from 0 to 3600");
    }
    expect(mock.callsTo("PUT", "/api/exercises/1")).toHaveLength(0);

    type(seconds(), "3600");
    click(getByRole("button", { name: "15 seconds more rest" }, editor()));
    expect(seconds().value).toBe("3600");
    type(seconds(), "120");
    await act(async () => {
      getByRole("button", { name: "Save" }, editor()).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1")).toHaveLength(1));
    expect(mock.callsTo("PUT", "/api/exercises/1")[0]!.body).toEqual({ restTime: 120, changedAt: expect.any(Number) });
    await waitFor(() => getByText("Rest 2:00", cardOf("Squat")));
    expect(editorOrNull()).toBeNull();
    expect(cardClock("Squat")).toBe("2:00");

    // 0 is allowed: no rest, and no timer on the card.
    click(getByRole("button", { name: "Rest time of Squat: 2:00. Change" }));
    click(getByRole("button", { name: "15 seconds less rest" }, editor()));
    type(seconds(), "0");
    await act(async () => {
      getByRole("button", { name: "Save" }, editor()).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => getByText("No rest", cardOf("Squat")));
    expect(mock.callsTo("PUT", "/api/exercises/1")[1]!.body).toEqual({ restTime: 0, changedAt: expect.any(Number) });
    expect(queryByText("Rest 2:00", cardOf("Squat"))).toBeNull();
    expect(queryByRole("group", { name: "Rest timer for Squat" })).toBeNull();
  });
});
