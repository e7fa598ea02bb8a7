// What the add and edit forms make of what was typed (docs/behaviour.md, "Checked numbers"): the
// shared field rules decide, on values converted from the user's unit to the stored one, and each
// field that fails gets a message in the user's unit. Nothing is clamped or replaced silently.
import { WORKOUT } from "../../../src/shared/limits";
import { formatAmount, weightFromStored, weightLabel, weightTextToStored, type WeightUnit } from "../../../src/shared/units";
import { loggedReps, loggedWeight, plannedReps, plannedWeight, requiredName, restField, setsField } from "../../../src/shared/workouts/fields";
import type { z } from "zod";

export type ExerciseFormText = { name: string; sets: string; reps: string; weight: string; rest: string };
export type ExerciseValues = { name: string; sets: number; reps: string; weight: string; restTime: number };
export type FormErrors = Partial<Record<keyof ExerciseFormText, string>>;

/** A whole number as typed: digits only, so '3.5', '3x' and '' are not read as 3. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function first<T>(schema: z.ZodType<T>, value: unknown): { ok: true; value: T } | { ok: false } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

export function checkExerciseForm(text: ExerciseFormText, unit: WeightUnit): { values: ExerciseValues } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const name = first(requiredName(), text.name);
  if (!name.ok) errors.name = "Exercise name is required";
  const sets = first(setsField(WORKOUT.minSets), whole(text.sets));
  if (!sets.ok) errors.sets = `Sets must be a whole number from ${WORKOUT.minSets} to ${WORKOUT.maxSets}`;
  const reps = first(plannedReps(), text.reps);
  if (!reps.ok) errors.reps = `Reps must be whole reps from 0 to ${WORKOUT.maxReps} (such as 8 or 8-10) or a word such as AMRAP`;
  const weight = first(plannedWeight(), weightTextToStored(text.weight, unit));
  if (!weight.ok) {
    const max = formatAmount(weightFromStored(WORKOUT.maxWeight, unit));
    errors.weight = `Weight must be a number from 0 to ${max} ${weightLabel(unit)}, a range such as 60-70, or BW`;
  }
  const rest = first(restField, whole(text.rest));
  if (!rest.ok) errors.rest = `Rest time must be a whole number of seconds from 0 to ${WORKOUT.maxRestSeconds}`;
  if (!name.ok || !sets.ok || !reps.ok || !weight.ok || !rest.ok) return { errors };
  return { values: { name: name.value, sets: sets.value, reps: reps.value, weight: weight.value, restTime: rest.value } };
}

/** A logged set's weight as typed in the user's unit (a comma may be the decimal mark), in stored pounds. */
export function checkLoggedWeight(text: string, unit: WeightUnit): { value: string } | { error: string } {
  const stored = weightTextToStored(text, unit);
  const parsed = loggedWeight().safeParse(stored);
  if (parsed.success && !stored.includes("-")) return { value: parsed.data };
  return { error: `Weight must be a number from 0 to ${formatAmount(weightFromStored(WORKOUT.maxWeight, unit))} ${weightLabel(unit)}` };
}

export function checkLoggedReps(text: string): { value: string } | { error: string } {
  const parsed = loggedReps().safeParse(text);
  return parsed.success ? { value: parsed.data } : { error: `Reps must be a whole number from 0 to ${WORKOUT.maxReps}` };
}
