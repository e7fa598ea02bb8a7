// Finish on a workout day: the tap posts the finish time and the summary shows what the server
// answers (time, volume, sets, records, the change against last time); with no connection the tap
// waits in the outbox and the summary shows what the phone can count, and the tap is sent once back
// online.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { click, getByRole, queryByRole, render, waitFor } from "@web/test/render";
import { idleRest, useRestStore } from "@web/features/workouts/rest/rest-store";
import { OUTBOX_KEY } from "@web/features/workouts/outbox/outbox-queue";
import { comparedWords, summaryOnPhone } from "./FinishWorkout";

const today = toIsoDate(new Date());

beforeEach(() => {
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

function bench(done: boolean[]): ExerciseDto {
  const setRows = done.map((completed, i) => ({
    setNumber: i + 1,
    weight: "100",
    reps: "5",
    completed,
    kind: (i === 0 ? "warmup" : "normal") as "warmup" | "normal",
  }));
  return {
    id: 1,
    name: "Bench Press",
    sets: setRows.length,
    reps: "5",
    weight: "100",
    restTime: 0,
    isCompleted: false,
    notes: null,
    sortOrder: 1,
    type: "weight_reps",
    supersetGroup: null,
    setRows,
  };
}
const dayWith = (exercises: ExerciseDto[]): WorkoutDto => ({
  date: today,
  dayOfWeek: weekdayName(new Date(`${today}T12:00:00`)),
  exercises,
});

function server(finish: Parameters<typeof mockFetch>[0][string]) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/workouts/week": { body: [] },
    [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
    [`GET /api/workouts/${today}`]: { body: dayWith([bench([true, true, true, false])]) },
    [`POST /api/workouts/${today}/finish`]: finish,
  });
}

describe("what the phone counts", () => {
  test("done working sets and their volume; warm-ups and bodyweight add none", () => {
    expect(summaryOnPhone(dayWith([bench([true, true, true, false])]))).toEqual({
      durationSeconds: null,
      setsDone: 2,
      volume: 1000,
      prs: [],
      comparedToLast: { volume: null },
    });
    expect(comparedWords({ durationSeconds: 1, setsDone: 1, volume: 1, prs: [], comparedToLast: { volume: 1200 } }, "lb")).toBe(
      "+1,200 lbs against last time",
    );
    expect(comparedWords({ durationSeconds: 1, setsDone: 1, volume: 1, prs: [], comparedToLast: { volume: -220.462 } }, "kg")).toBe(
      "-100 kg against last time",
    );
    expect(comparedWords({ durationSeconds: 1, setsDone: 1, volume: 1, prs: [], comparedToLast: { volume: null } }, "lb")).toBeNull();
  });
});

describe("Finish Workout", () => {
  test("posts the finish time and shows the server's summary", async () => {
    const summary = {
      durationSeconds: 3900,
      setsDone: 2,
      volume: 1000,
      prs: [{ exercise: "Bench Press", kind: "weight", value: 100 }],
      comparedToLast: { volume: 200 },
    };
    const mock = server({ body: summary });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Finish Workout" }));
    await act(async () => click(getByRole("button", { name: "Finish Workout" })));
    const dialog = await waitFor(() => getByRole("dialog", { name: "Workout finished" }));
    const [call] = mock.callsTo("POST", `/api/workouts/${today}/finish`);
    expect(Number.isNaN(Date.parse((call!.body as { finishedAt: string }).finishedAt))).toBe(false);
    const text = dialog.textContent ?? "";
    for (const part of ["1 h 05 min", "1,000 lbs", "2 sets", "Bench Press: heaviest 100 lbs", "+200 lbs against last time"])
      expect(text).toContain(part);
    expect(text).not.toContain("Saved on this phone");
    await act(async () => click(getByRole("button", { name: "Done" })));
    expect(queryByRole("dialog", { name: "Workout finished" })).toBeNull();
  });

  test("offline: waits in the outbox, shows what the phone counts, and is sent once back online", async () => {
    const state = { down: true };
    const mock = server(() =>
      state.down
        ? new TypeError("Failed to fetch")
        : { body: { durationSeconds: 60, setsDone: 2, volume: 1000, prs: [], comparedToLast: { volume: null } } },
    );
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Finish Workout" }));
    await act(async () => click(getByRole("button", { name: "Finish Workout" })));
    const dialog = await waitFor(() => getByRole("dialog", { name: "Workout finished" }));
    expect(dialog.textContent).toContain("2 sets");
    expect(dialog.textContent).toContain("1,000 lbs");
    expect(dialog.textContent).toContain("Saved on this phone");
    expect(localStorage.getItem(OUTBOX_KEY)).toContain('"kind":"finish"');
    state.down = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
    expect(mock.callsTo("POST", `/api/workouts/${today}/finish`)).toHaveLength(2);
  });
});
