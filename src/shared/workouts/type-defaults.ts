// What a new exercise of each kind starts with and how the forms name the kinds
// (docs/behaviour/workouts.md, "Kinds of exercise"): the spec's defaults (reps 8-10, weight 0) are a
// lift's; a kind without reps or weight starts with none, so a plank never stores '8-10' and 0.
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "./defaults";
import { typeFields, type ExerciseType } from "./rules";

/** The kinds of exercise as the forms name them. */
export const TYPE_NAMES: Record<ExerciseType, string> = {
  weight_reps: "Weight and reps",
  bodyweight_reps: "Bodyweight reps",
  weighted_bodyweight: "Weighted bodyweight",
  assisted_bodyweight: "Assisted bodyweight",
  duration: "Time",
  distance_duration: "Distance and time",
};

/** A plan's numbers as a form holds them (text); reps and weight blank where the kind has none. */
export type PlanText = { sets: string; reps: string; weight: string; rest: string };

const PLANS: Record<ExerciseType, PlanText> = {
  weight_reps: { sets: String(DEFAULT_SETS), reps: DEFAULT_REPS, weight: DEFAULT_WEIGHT, rest: String(DEFAULT_REST_SECONDS) },
  bodyweight_reps: { sets: String(DEFAULT_SETS), reps: "10", weight: "", rest: "60" },
  weighted_bodyweight: { sets: String(DEFAULT_SETS), reps: "8", weight: DEFAULT_WEIGHT, rest: String(DEFAULT_REST_SECONDS) },
  assisted_bodyweight: { sets: String(DEFAULT_SETS), reps: "8", weight: DEFAULT_WEIGHT, rest: String(DEFAULT_REST_SECONDS) },
  duration: { sets: String(DEFAULT_SETS), reps: "", weight: "", rest: "60" },
  distance_duration: { sets: "1", reps: "", weight: "", rest: "0" },
};

/** What a new exercise of the kind starts with. */
export const planDefaults = (type: ExerciseType): PlanText => ({ ...PLANS[type] });

/**
 * A plan moved to another kind: the fields the kind does not have are cleared, and a field it has
 * that was blank takes the kind's default; sets and rest stay as they were.
 */
export function planForType<T extends PlanText>(plan: T, type: ExerciseType): T {
  const fields = typeFields(type);
  const defaults = PLANS[type];
  return {
    ...plan,
    reps: fields.reps ? plan.reps.trim() || defaults.reps : "",
    weight: fields.weight ? plan.weight.trim() || defaults.weight : "",
  };
}
