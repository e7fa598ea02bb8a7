// What the web's tests build their stand-in answers from: a day's exercises, their set rows, a
// program's lifts. A test says only what it is about; everything else is the usual plan here.
import type { ProgramExercise, Rule } from "@shared/programs/contract";
import type { ExerciseDto, SetRow } from "@shared/workouts/contract";
import { logged } from "@shared/workouts/test-fixtures";

export { logged, tpl } from "@shared/workouts/test-fixtures";

/** Set rows from `[weight, reps, ticked]`, numbered from 1. */
export const rowsOf = (rows: readonly (readonly [string, string, boolean])[]): SetRow[] =>
  rows.map(([weight, reps, completed], i) => ({ setNumber: i + 1, weight, reps, completed, kind: "normal" }));

/**
 * An exercise of a day as the server answers it: 2 sets of 8 at 100 with 90 s of rest, one row per
 * planned set at the planned numbers, nothing ticked, standing at its id in the day. `over` changes
 * what a test is about; the rows follow its sets, weight and reps unless it gives its own (then
 * the sets are as many as its rows).
 */
export function exercise(id: number, name: string, over: Partial<ExerciseDto> = {}): ExerciseDto {
  const { sets = over.setRows?.length ?? 2, weight = "100", reps = "8" } = over;
  const setRows = rowsOf(Array.from({ length: sets }, () => [weight, reps, false] as const));
  return logged(name, { id, sets, reps, weight, restTime: 90, sortOrder: id, setRows, ...over });
}

/** The same exercise with its first `n` rows ticked. */
export const ticked = (e: ExerciseDto, n: number): ExerciseDto => ({
  ...e,
  setRows: e.setRows.map((r) => ({ ...r, completed: r.setNumber <= n })),
});

/** A program's progression: five pounds a session, a tenth off after three misses. */
export const linear: Rule = { type: "linear", increment: 5, failuresBeforeDeload: 3, deloadPercent: 10 };

/** A lift of a program's workout: 5 x 5 on a barbell from the empty bar, three minutes of rest. */
export const programExercise = (name: string, over: Partial<ProgramExercise> = {}): ProgramExercise => ({
  name,
  sets: 5,
  reps: 5,
  amrap: false,
  rule: linear,
  startWeight: 45,
  equipment: "barbell",
  restTime: 180,
  ...over,
});
