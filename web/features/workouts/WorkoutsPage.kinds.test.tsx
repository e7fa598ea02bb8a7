// Supersets, kinds of exercise, RPE and the day's note on the Workouts screen against a stand-in
// API: a round ticked in order with the rest after its last exercise, a plank logged as a time,
// RPE picked with one tap, the note saved when its box is left.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, ExerciseType, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { accessibleName, getByRole, queryByLabelText, queryByRole, render, type, waitFor } from "@web/test/render";
import { idleRest, restEffects, useRestStore } from "./rest-store";

const today = toIsoDate(new Date());
const original = { ...restEffects };

beforeEach(() => {
  restEffects.now = () => 1_000_000;
  restEffects.alarm = () => {};
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});
afterEach(() => Object.assign(restEffects, original));

function exercise(
  id: number,
  name: string,
  over: { restTime?: number; type?: ExerciseType; supersetGroup?: number | null } = {},
): ExerciseDto {
  return {
    id,
    name,
    sets: 2,
    reps: "8",
    weight: "100",
    restTime: over.restTime ?? 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: over.type ?? "weight_reps",
    supersetGroup: over.supersetGroup ?? null,
    setRows: [1, 2].map((setNumber) => ({ setNumber, weight: "100", reps: "8", completed: false, kind: "normal" as const })),
  };
}

function fakeServer(list: ExerciseDto[], previous: unknown[] = []) {
  const day: WorkoutDto = { date: today, dayOfWeek: weekdayName(new Date()), note: null, exercises: structuredClone(list) };
  const routes: Record<string, unknown> = {
    "GET /api/auth/user": { body: signedIn() },
    [`GET /api/workouts/${today}`]: () => ({ body: day }),
    [`GET /api/workouts/previous/${today}`]: {
      body: { date: previous.length ? "2026-01-05" : null, dayOfWeek: previous.length ? "Monday" : null, exercises: previous },
    },
    [`PUT /api/workouts/${today}/note`]: (call: Call) => {
      day.note = (call.body as { note: string }).note || null;
      return { body: day };
    },
  };
  for (const e of day.exercises) {
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
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a).endsWith(name));
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}
const tick = async (name: string, set: number) => {
  await act(async () => {
    cardOf(name).querySelector<HTMLElement>(`[aria-label="Set ${set} completed"]`)!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};
const bar = () => queryByRole("region", { name: "Rest timer" });

describe("supersets on the Workouts screen", () => {
  test("A1 and A2 are labelled; a tick moves to the same set of the next; the rest starts after the round's last, with its rest", async () => {
    fakeServer([
      exercise(1, "Bench Press", { supersetGroup: 1, restTime: 90 }),
      exercise(2, "Row", { supersetGroup: 1, restTime: 60 }),
      exercise(3, "Curl"),
    ]);
    render(<App />);
    await waitFor(() => cardOf("Row"));
    expect(accessibleName(cardOf("Bench Press"))).toEndWith("Superset A1, Bench Press");
    expect(cardOf("Row").textContent).toContain("A2");
    expect(cardOf("Curl").querySelector(".superset-label")).toBeNull();

    await tick("Bench Press", 1);
    expect(bar()).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Set 1 weight"));
    expect(cardOf("Row").contains(document.activeElement)).toBe(true);

    await tick("Row", 1);
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(bar()!.textContent).toContain("Row");
    expect(getByRole("timer", undefined, bar()!).textContent).toBe("1:00");
    // Round two starts at the first exercise's next set.
    await waitFor(() => expect(cardOf("Bench Press").contains(document.activeElement)).toBe(true));
  });
});

describe("kinds of exercise", () => {
  test("a plank shows a time box, no reps or weight, and is ticked with 60 s", async () => {
    const mock = fakeServer([exercise(1, "Plank", { type: "duration" })]);
    render(<App />);
    await waitFor(() => cardOf("Plank"));
    const card = cardOf("Plank");
    expect(queryByLabelText("Set 1 reps", card)).toBeNull();
    expect(queryByLabelText("Set 1 weight", card)).toBeNull();
    await tick("Plank", 1);
    expect(card.textContent).toContain("Time needed");
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(0);
    type(card.querySelector<HTMLInputElement>('[aria-label="Set 1 time"]')!, "1:00");
    await tick("Plank", 1);
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(1));
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")[0]!.body).toMatchObject({ durationSeconds: 60, completed: true });
  });

  test("a plank held longer than ever is a record on its card; 'Last' reads as a time", async () => {
    const last = {
      ...exercise(9, "Plank", { type: "duration" }),
      date: "2026-01-05",
      setCount: 2,
      sets: [{ setNumber: 1, weight: "0", reps: "1", completed: true, kind: "normal", durationSeconds: 45 }],
      best: { estimatedOneRepMax: null, weight: null, duration: 45 },
    };
    fakeServer([exercise(1, "Plank", { type: "duration" })], [last]);
    render(<App />);
    await waitFor(() => expect(cardOf("Plank").textContent).toContain("0:45"));
    const card = cardOf("Plank");
    type(card.querySelector<HTMLInputElement>('[aria-label="Set 1 time"]')!, "60");
    await tick("Plank", 1);
    await waitFor(() => expect(card.querySelector(".badge-pr")).not.toBeNull());
  });

  test("RPE: a ticked set offers a row of values, one row at a time; one tap sets it", async () => {
    const mock = fakeServer([exercise(1, "Squat")]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    await tick("Squat", 2);
    expect(getByRole("group", { name: "Set 2 RPE" }, cardOf("Squat"))).toBeTruthy();
    await tick("Squat", 1);
    // Only the set ticked last offers it: a lifter who never rates sets sees one row at most.
    expect(queryByRole("group", { name: "Set 2 RPE" }, cardOf("Squat"))).toBeNull();
    const row = getByRole("group", { name: "Set 1 RPE" }, cardOf("Squat"));
    expect(row.querySelectorAll("button")).toHaveLength(9);
    await act(async () => {
      getByRole("button", { name: "8.5" }, row).click();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(2));
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")[1]!.body).toMatchObject({ rpe: 8.5 });
    expect(queryByRole("group", { name: "Set 1 RPE" }, cardOf("Squat"))).toBeNull();
    await waitFor(() => expect(getByRole("button", { name: "Set 1 RPE 8.5. Change RPE" }, cardOf("Squat"))).toBeTruthy());
  });

  test("the day's note is saved when its box is left", async () => {
    const mock = fakeServer([exercise(1, "Squat")]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    const box = document.querySelector<HTMLTextAreaElement>(".day-note textarea")!;
    type(box, "Gym was busy");
    await act(async () => {
      box.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      box.dispatchEvent(new FocusEvent("blur"));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(mock.callsTo("PUT", `/api/workouts/${today}/note`)).toHaveLength(1));
    expect(mock.callsTo("PUT", `/api/workouts/${today}/note`)[0]!.body).toEqual({ note: "Gym was busy" });
  });
});
