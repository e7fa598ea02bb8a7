// The day after the gym (docs/behaviour/workouts.md, "Saving sets offline"): the Workouts screen
// opens on today while another day's changes, made offline the day before, are sent; once they are
// saved, today's exercises are still on screen, not "Loading workout..." for good. And each day the
// app reads is kept for offline use, whether or not it lies in the working set's window.
import { beforeEach, describe, expect, test } from "bun:test";
import { addDays, toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { keepInMemory, readKept } from "@web/lib/kept-store";
import { gate, mockFetch, signedIn } from "@web/test/fetch-mock";
import { accessibleName, flush, render, waitFor } from "@web/test/render";
import { idleRest, useRestStore } from "@web/features/workouts/rest/rest-store";
import { OUTBOX_KEY } from "./outbox-queue";
import { keepDay, readDay } from "./working-set";

const today = toIsoDate(new Date());
const yesterday = toIsoDate(addDays(new Date(), -1));
const dayOf = (date: string, exercises: ExerciseDto[]): WorkoutDto => ({
  date,
  dayOfWeek: weekdayName(new Date(`${date}T12:00:00`)),
  exercises,
});

beforeEach(() => {
  localStorage.clear();
  keepInMemory();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

function exercise(id: number, name: string, over: Partial<ExerciseDto> = {}): ExerciseDto {
  const setRows = [1, 2, 3].map((setNumber) => ({ setNumber, weight: "135", reps: "5", completed: false, kind: "normal" as const }));
  return {
    id,
    name,
    sets: 3,
    reps: "5",
    weight: "135",
    restTime: 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows,
    ...over,
  };
}

const cardNames = () => Array.from(document.querySelectorAll<HTMLElement>("article")).map(accessibleName);

describe("the day after the gym", () => {
  test("yesterday's offline change is sent as today opens, and today's exercises stay on screen", async () => {
    const added = {
      id: "a-1",
      date: yesterday,
      exerciseName: "Front Squat",
      at: Date.now() - 86_400_000,
      kind: "add",
      dayOfWeek: weekdayName(addDays(new Date(), -1)),
      exercises: [{ name: "Front Squat", sets: 3, reps: "5", weight: "135", restTime: 90, notes: null, clientId: "c-front" }],
    };
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ members: { "1": [added] } }));
    const slow = gate();
    slow.close();
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/workouts/week": { body: [] },
      [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
      [`GET /api/workouts/${today}`]: { body: dayOf(today, [exercise(1, "Deadlift")]) },
      [`GET /api/workouts/${yesterday}`]: { body: dayOf(yesterday, []) },
      // The day's answer comes after today's read.
      "POST /api/workouts": {
        status: 201,
        body: dayOf(yesterday, [exercise(2, "Front Squat", { clientId: "c-front" })]),
        until: slow.until,
      },
    });
    render(<App />);
    await waitFor(() => expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(1));
    await waitFor(() => expect(cardNames()).toEqual(["Deadlift"]));
    slow.open();
    await waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
    await flush();
    expect(cardNames()).toEqual(["Deadlift"]);
    expect(document.body.textContent).not.toContain("Loading workout...");
  });

  test("every day read is kept, also outside the working set's window", async () => {
    const longAgo = "2022-03-01";
    mockFetch({ [`GET /api/workouts/${longAgo}`]: { body: dayOf(longAgo, [exercise(1, "Squat")]) } });
    await readDay(1, longAgo);
    // The day is kept beside the answer, not before it: the next write waits for it.
    await keepDay(1, dayOf(longAgo, [exercise(1, "Squat")]));
    expect(Object.keys((await readKept<Record<string, WorkoutDto>>(1, "days")) ?? {})).toEqual([longAgo]);
    await keepDay(1, dayOf(today, [exercise(2, "Row")]));
    expect(Object.keys((await readKept<Record<string, WorkoutDto>>(1, "days")) ?? {}).sort()).toEqual([longAgo, today]);
    // Offline, the day opens as it was last read.
    mockFetch({ [`GET /api/workouts/${longAgo}`]: new TypeError("Failed to fetch") });
    expect((await readDay(1, longAgo)).exercises.map((e) => e.name)).toEqual(["Squat"]);
  });
});
