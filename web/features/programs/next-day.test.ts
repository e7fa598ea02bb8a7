// The day the next workout falls on once the day's program workout is done, and StrongLifts'
// published starting weights in the start dialog.
import { describe, expect, test } from "bun:test";
import { toIsoDate } from "@shared/dates";
import type { CatalogueProgram, ProgramDto } from "@shared/programs/contract";
import { weightFromStored } from "@shared/units";
import { startingFields } from "./format";
import { doneOn, doneWords, nextScheduledDay } from "./next-day";

const rotation = { schedule: "rotation", workouts: [] } as unknown as Pick<ProgramDto, "schedule" | "workouts">;
const weekdays = {
  schedule: "weekdays",
  workouts: [
    { name: "Workout A", weekdays: ["Monday", "Friday"], exercises: [] },
    { name: "Workout B", weekdays: ["Wednesday"], exercises: [] },
  ],
} as unknown as Pick<ProgramDto, "schedule" | "workouts">;

describe("the next workout's day", () => {
  test("a weekday schedule: the next of its weekdays; a rotation: two days on", () => {
    // 2026-11-30 is a Monday.
    expect(toIsoDate(nextScheduledDay(weekdays, "Workout B", "2026-11-30"))).toBe("2026-12-02");
    expect(toIsoDate(nextScheduledDay(weekdays, "Workout A", "2026-12-02"))).toBe("2026-12-04");
    expect(toIsoDate(nextScheduledDay(weekdays, "Workout A", "2026-12-04"))).toBe("2026-12-07");
    expect(toIsoDate(nextScheduledDay(rotation, "Workout B", "2026-11-30"))).toBe("2026-12-02");
    expect(doneWords(rotation, "Workout B", "2026-11-30", "2026-11-30")).toBe("Done today: next Workout B on Wednesday, December 2");
    expect(doneWords(rotation, "Workout B", "2026-11-30", "2026-12-01")).toBe("Done this day: next Workout B on Wednesday, December 2");
  });

  test("done: the day holds another program workout than the next", () => {
    const sessions = [{ date: "2026-11-30", workout: "Workout A", exercises: [] }];
    expect(doneOn(sessions, "2026-11-30", "Workout B")).toBe(true);
    expect(doneOn(sessions, "2026-11-30", "Workout A")).toBe(false);
    expect(doneOn(sessions, "2026-12-01", "Workout B")).toBe(false);
  });
});

describe("StrongLifts' starting weights", () => {
  const five = (name: string) => ({
    name,
    sets: 5,
    reps: 5,
    amrap: false,
    rule: { type: "linear" },
    startWeight: 0,
    equipment: "barbell",
    restTime: 180,
  });
  const stronglifts = {
    id: "stronglifts-5x5",
    name: "StrongLifts 5x5",
    description: "",
    schedule: "rotation",
    workouts: [
      { name: "Workout A", weekdays: [], exercises: [five("Squat"), five("Bench Press"), five("Barbell Row")] },
      { name: "Workout B", weekdays: [], exercises: [five("Squat"), five("Overhead Press"), five("Deadlift")] },
    ],
    startingWeights: ["Squat", "Bench Press", "Barbell Row", "Overhead Press", "Deadlift"],
  } as unknown as CatalogueProgram;

  test("the empty bar, and a loaded bar for the row and the deadlift, in the member's unit", () => {
    const shown = (unit: "kg" | "lb") => startingFields(stronglifts, unit).map((f) => [f.name, weightFromStored(f.startWeight, unit)]);
    expect(shown("kg")).toEqual([
      ["Squat", 20],
      ["Bench Press", 20],
      ["Barbell Row", 30],
      ["Overhead Press", 20],
      ["Deadlift", 40],
    ]);
    expect(shown("lb")).toEqual([
      ["Squat", 45],
      ["Bench Press", 45],
      ["Barbell Row", 65],
      ["Overhead Press", 45],
      ["Deadlift", 95],
    ]);
  });

  test("another program's own weights stay as they are", () => {
    const other = { ...stronglifts, id: "gzclp" } as CatalogueProgram;
    expect(startingFields(other, "kg").map((f) => f.startWeight)).toEqual([0, 0, 0, 0, 0]);
  });
});
