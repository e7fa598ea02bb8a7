// What the add and edit forms make of what was typed (docs/behaviour/conventions.md, "Field limits"; a set
// row's numbers are checked in sets/set-values.ts): the shared rules decide (the readers and limits
// the API's field schemas are built on, so the screen needs no zod), on values converted from the
// user's unit to the stored one, and each field that fails gets a message in the user's unit.
// Nothing is clamped or replaced silently.
import { TEXT, WORKOUT } from "@shared/limits";
import { formatAmount, weightFromStored, weightLabel, weightTextToStored, type WeightUnit } from "@shared/units";
import { DEFAULT_REPS } from "@shared/workouts/defaults";
import { EXERCISE_TYPES, isPlannedReps, readPlannedWeight, typeFields, type ExerciseType } from "@shared/workouts/rules";

export type ExerciseFormText = { name: string; sets: string; reps: string; weight: string; rest: string; type?: ExerciseType };
export type ExerciseValues = { name: string; sets: number; reps: string; weight: string; restTime: number; type?: ExerciseType };
export type FormErrors = Partial<Record<keyof ExerciseFormText, string>>;

export { TYPE_NAMES } from "@shared/workouts/type-defaults";
export const FORM_TYPES = EXERCISE_TYPES;

/** A whole number as typed: digits only, so '3.5', '3x' and '' are not read as 3. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

type Read<T> = { ok: true; value: T } | { ok: false };
const read = <T>(value: T | null): Read<T> => (value === null ? { ok: false } : { ok: true, value });
const within = (n: number, min: number, max: number) => read(Number.isInteger(n) && n >= min && n <= max ? n : null);

/** The name as the API keeps it: trimmed, 1 to TEXT.name characters. */
const readName = (text: string) => {
  const name = text.trim();
  return read(name.length >= 1 && name.length <= TEXT.name ? name : null);
};

/** Planned reps as the API keeps them: trimmed, at most TEXT.short characters, blank for the default. */
const readPlannedReps = (text: string) => {
  const reps = text.trim() || DEFAULT_REPS;
  return read(text.trim().length <= TEXT.short && isPlannedReps(reps) ? reps : null);
};

export function checkExerciseForm(text: ExerciseFormText, unit: WeightUnit): { values: ExerciseValues } | { errors: FormErrors } {
  const type = text.type && (EXERCISE_TYPES as readonly string[]).includes(text.type) ? text.type : "weight_reps";
  // A kind without reps or weight sends none (the form may hold a cleared field).
  const fields = typeFields(type);
  if (!fields.reps) text = { ...text, reps: "" };
  if (!fields.weight) text = { ...text, weight: "" };
  const errors: FormErrors = {};
  const name = readName(text.name);
  if (!name.ok) errors.name = "Exercise name is required";
  const sets = within(whole(text.sets), WORKOUT.minSets, WORKOUT.maxSets);
  if (!sets.ok) errors.sets = `Sets must be a whole number from ${WORKOUT.minSets} to ${WORKOUT.maxSets}`;
  const reps = fields.reps ? readPlannedReps(text.reps) : read("");
  if (!reps.ok) errors.reps = `Reps must be whole reps from 0 to ${WORKOUT.maxReps} (such as 8 or 8-10) or a word such as AMRAP`;
  const weight = fields.weight ? read(readPlannedWeight(weightTextToStored(text.weight, unit))) : read("");
  if (!weight.ok) {
    const max = formatAmount(weightFromStored(WORKOUT.maxWeight, unit));
    errors.weight = `Weight must be a number from 0 to ${max} ${weightLabel(unit)}, a range such as 60-70, or BW`;
  }
  const rest = within(whole(text.rest), 0, WORKOUT.maxRestSeconds);
  if (!rest.ok) errors.rest = `Rest time must be a whole number of seconds from 0 to ${WORKOUT.maxRestSeconds}`;
  if (!name.ok || !sets.ok || !reps.ok || !weight.ok || !rest.ok) return { errors };
  return { values: { name: name.value, sets: sets.value, reps: reps.value, weight: weight.value, restTime: rest.value, type } };
}
