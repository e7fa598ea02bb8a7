// Workout rules and the contract's schemas.
import { describe, expect, test } from "bun:test";
import { exerciseUpdateSchema, newExerciseSchema, postWorkoutSchema } from "./contract";
import { allSetsDone, findPrevious, latestNumbers, setsDone } from "./rules";
import { logged } from "./test-fixtures";

describe("completion", () => {
  test("complete only when there are sets and all are ticked", () => {
    expect(allSetsDone([])).toBe(false);
    expect(allSetsDone([{ completed: true }, { completed: false }])).toBe(false);
    expect(allSetsDone([{ completed: true }, { completed: true }])).toBe(true);
    expect(setsDone([{ completed: true }, { completed: false }, { completed: true }])).toBe(2);
  });
});

describe("'Last' matching", () => {
  test("by name, case-insensitively, ignoring surrounding spaces", () => {
    const prev = [logged("Bench Press"), logged("Squat")];
    expect(findPrevious(prev, "bench press")?.name).toBe("Bench Press");
    expect(findPrevious(prev, " SQUAT ")?.name).toBe("Squat");
    expect(findPrevious(prev, "Deadlift")).toBeUndefined();
    expect(findPrevious(undefined, "Squat")).toBeUndefined();
  });
});

describe("numbers for the look-back", () => {
  test("the weight and reps really lifted: the last ticked set, else the plan", () => {
    const rows = [
      { setNumber: 1, weight: "100", reps: "10", completed: true, kind: "normal" as const },
      { setNumber: 2, weight: "110", reps: "8", completed: true, kind: "normal" as const },
      { setNumber: 3, weight: "120", reps: "6", completed: false, kind: "normal" as const },
    ];
    expect(latestNumbers(logged("A", { setRows: rows }))).toEqual({ sets: 3, reps: "8", weight: "110", restTime: 90 });
    expect(latestNumbers(logged("A", { setRows: rows.map((r) => ({ ...r, completed: false })) }))).toEqual({
      sets: 3,
      reps: "8-10",
      weight: "100",
      restTime: 90,
    });
  });
});

describe("schemas", () => {
  test("target names are accepted; the plain name wins", () => {
    const parsed = newExerciseSchema.parse({ name: "Dip", targetSets: 4, targetReps: 12, targetWeight: 20 });
    expect(parsed).toMatchObject({ sets: 4, reps: "12", weight: "20", restTime: 90, isCompleted: false, notes: null });
    expect(newExerciseSchema.parse({ name: "Dip", sets: 2, targetSets: 4 }).sets).toBe(2);
    expect(exerciseUpdateSchema.parse({ targetSets: 5 })).toEqual({ sets: 5 });
  });
  test("dates must be real and agree with the weekday", () => {
    expect(postWorkoutSchema.safeParse({ date: "2026-02-29", exercises: [{ name: "A" }] }).success).toBe(false);
    expect(postWorkoutSchema.safeParse({ date: "2026-03-02", dayOfWeek: "Monday", exercises: [{ name: "A" }] }).success).toBe(true);
    expect(postWorkoutSchema.safeParse({ date: "2026-03-02", dayOfWeek: "Sunday", exercises: [{ name: "A" }] }).success).toBe(false);
    expect(postWorkoutSchema.safeParse({ date: "x".repeat(300), dayOfWeek: "Sunday", exercises: [] }).success).toBe(false);
  });
  test("weights must be finite and short", () => {
    expect(newExerciseSchema.safeParse({ name: "A", weight: "x".repeat(51) }).success).toBe(false);
    expect(newExerciseSchema.safeParse({ name: "A", weight: null }).success).toBe(false);
  });
});
