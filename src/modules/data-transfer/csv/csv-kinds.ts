// The kind of exercise a workout CSV's rows describe (docs/behaviour/data-transfer.md, "Data import"): neither
// Strong nor Hevy writes it, so it is read from what the rows hold. A run is a distance and a
// time, a plank a time, a pull-up reps alone, never sets of 0 x 0.
import type { ExerciseType } from "@shared/workouts/rules";

type Figures = { weight: string; reps: string; durationSeconds?: number; distanceMeters?: number };

const some = (text: string) => text !== "" && Number(text) > 0;

/**
 * Movements done with the body's own weight, named as the apps' catalogues name them ('Chin Up',
 * 'Pull Up', 'Dip', 'Push Up'): with weight in the rows they are weighted bodyweight (a belt or a
 * vest), not a lift of that weight. A machine or band version is not.
 */
const BODYWEIGHT_MOVES = new RegExp(
  "^(?!.*\\((?:machine|band|smith machine|cable)\\))(?:(?:chest|triceps|ring|parallel bar) )?" +
    "(?:chin[- ]?ups?|pull[- ]?ups?|dips?|push[- ]?ups?|muscle[- ]?ups?|inverted rows?)\\b",
  "i",
);

/**
 * The type of an exercise from its rows: any distance makes it distance and duration; a time with
 * no weight and no reps, duration; reps with no weight at all, bodyweight reps. A weighted one is
 * weight and reps, or weighted or assisted bodyweight when its name says so ('Pull Up
 * (Assisted)', 'Dip (Weighted)') or names a bodyweight movement ('Chin Up' with weight).
 */
export function exerciseTypeOf(name: string, sets: readonly Figures[]): ExerciseType {
  const weighted = sets.some((s) => some(s.weight));
  const reps = sets.some((s) => some(s.reps));
  if (sets.some((s) => s.distanceMeters !== undefined)) return "distance_duration";
  if (!weighted && !reps && sets.some((s) => s.durationSeconds !== undefined)) return "duration";
  if (!weighted) return reps ? "bodyweight_reps" : "weight_reps";
  if (/\bassisted\b/i.test(name)) return "assisted_bodyweight";
  if (/\bweighted\b/i.test(name) || BODYWEIGHT_MOVES.test(name)) return "weighted_bodyweight";
  return "weight_reps";
}

/**
 * A set's weight and reps as its type shows them: the 0 an export writes where a type has no
 * weight (bodyweight, a time, a distance) or no reps (a time, a distance) is blank, not a 0.
 */
export function tidySet<T extends Figures>(set: T, type: ExerciseType): T {
  const noWeight = type === "bodyweight_reps" || type === "duration" || type === "distance_duration";
  const noReps = type === "duration" || type === "distance_duration";
  const zero = (text: string) => text !== "" && Number(text) === 0;
  return {
    ...set,
    weight: noWeight && zero(set.weight) ? "" : set.weight,
    reps: noReps && zero(set.reps) ? "" : set.reps,
  };
}
