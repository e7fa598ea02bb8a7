// What a new exercise starts with (docs/behaviour/workouts.md, "Day and exercises").
export const DEFAULT_SETS = 3;
export const DEFAULT_REPS = "8-10";
export const DEFAULT_WEIGHT = "0";
export const DEFAULT_REST_SECONDS = 90;
