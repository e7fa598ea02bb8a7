// An exercise's 'Last' numbers where a new one starts from them (docs/behaviour/workouts.md, "Day and
// exercises"): added by a name done before, its plan and each set begin at what was lifted last
// time, as the gym apps do, rather than at the form's defaults.
import { weightTextFromStored, type WeightUnit } from "@shared/units";
import type { ExerciseDto, PreviousExerciseDto, SetRow } from "@shared/workouts/contract";
import type { ExerciseFormText } from "./exercise-form";
import type { SetChange } from "@web/features/workouts/hooks";

/** 'Last' beside set n: the n-th set ticked that day, or the last of them when there were fewer. */
export function lastFor(previous: PreviousExerciseDto | undefined, index: number): SetRow | undefined {
  if (!previous || previous.sets.length === 0) return undefined;
  return previous.sets[Math.min(index, previous.sets.length - 1)];
}

/** The add form's numbers from 'Last': that day's sets, reps and rest, and the weight of its last ticked set. */
export function formFromLast(last: PreviousExerciseDto, unit: WeightUnit): Omit<ExerciseFormText, "name"> {
  const lastSet = last.sets[last.sets.length - 1];
  const weight = lastSet?.weight.trim() ? lastSet.weight : last.weight;
  return {
    sets: String(Math.max(last.setCount, last.sets.length, 1)),
    reps: last.reps,
    weight: weightTextFromStored(weight, unit),
    rest: String(last.restTime),
    type: last.type ?? "weight_reps",
  };
}

/**
 * The plan a swapped-in exercise takes from its own 'Last' (pounds): that day's reps and kind, and
 * the weight of its last ticked working set.
 */
export function planFromLast(last: PreviousExerciseDto): Pick<ExerciseDto, "reps" | "weight" | "type"> {
  const lastWorking = last.sets.filter((s) => s.kind !== "warmup").at(-1);
  return { reps: last.reps, weight: lastWorking?.weight.trim() ? lastWorking.weight : last.weight, type: last.type ?? "weight_reps" };
}

/** For each set of the exercise just added, what differs from 'Last' (weight and reps); sets that match are left out. */
export function setsFromLast(exercise: ExerciseDto, last: PreviousExerciseDto): { setNumber: number; change: SetChange }[] {
  const changes: { setNumber: number; change: SetChange }[] = [];
  exercise.setRows.forEach((row, i) => {
    const done = lastFor(last, i);
    if (!done) return;
    const change: SetChange = {};
    if (done.weight.trim() && done.weight !== row.weight) change.weight = done.weight;
    if (done.reps.trim() && done.reps !== row.reps) change.reps = done.reps;
    if (done.durationSeconds !== undefined) change.durationSeconds = done.durationSeconds;
    if (done.distanceMeters !== undefined) change.distanceMeters = done.distanceMeters;
    if (Object.keys(change).length > 0) changes.push({ setNumber: row.setNumber, change });
  });
  return changes;
}
