// The template editor's rows (docs/behaviour/workout-templates.md, "Templates screen"): each exercise
// as the form holds it, in the member's unit, and back to what the API stores, in pounds.
import type { WeightUnit } from "@shared/units";
import type { TemplateExercise } from "@shared/workout-templates/contract";
import { DEFAULT_REPS, DEFAULT_WEIGHT } from "@shared/workouts/defaults";
import { typeFields, type ExerciseType } from "@shared/workouts/rules";
import { planDefaults, planForType } from "@shared/workouts/type-defaults";
import { shownWeightText, storedWeightText, templateFormRest, templateFormSets } from "./rules";

/**
 * One exercise in the editor. `weight` is in the member's unit; `stored` and `shown` are the saved
 * weight text and how it was first shown, so a weight left alone is saved exactly as it was.
 * `typeChanged` says the member chose another kind here: only then are the fields it lacks cleared,
 * so a template saved before keeps what it held.
 */
export type Row = {
  key: number;
  name: string;
  sets: string;
  reps: string;
  weight: string;
  rest: string;
  stored: string;
  shown: string;
  type: ExerciseType;
  group: number | null;
  typeChanged?: boolean;
};

let rowKey = 0;

export function toRow(e: TemplateExercise, unit: WeightUnit): Row {
  const shown = shownWeightText(e.weight, unit);
  return {
    key: ++rowKey,
    name: e.name,
    sets: String(e.sets),
    reps: e.reps,
    weight: shown,
    rest: String(e.restTime),
    stored: e.weight,
    shown,
    type: e.type ?? "weight_reps",
    group: e.supersetGroup ?? null,
  };
}

/** A new exercise of a kind, with that kind's own defaults. */
export function newRow(unit: WeightUnit, type: ExerciseType = "weight_reps"): Row {
  const plan = planDefaults(type);
  return {
    ...toRow({ name: "", sets: Number(plan.sets), reps: plan.reps, weight: "", restTime: Number(plan.rest) }, unit),
    weight: plan.weight,
    type,
  };
}

/** The row moved to another kind: the fields the kind lacks cleared, blank ones given its defaults. */
export function withType(row: Row, type: ExerciseType): Row {
  return { ...planForType(row, type), type, typeChanged: true };
}

/** The row one place up (-1) or down (1) in the list. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** Rows back to template exercises, weights in pounds; a row left without a name is dropped. */
export function fromRows(rows: readonly Row[], unit: WeightUnit): TemplateExercise[] {
  return rows
    .filter((r) => r.name.trim())
    .map((r) => {
      const fields = typeFields(r.type);
      const clear = r.typeChanged === true;
      const reps = clear && !fields.reps ? "" : r.reps.trim() || DEFAULT_REPS;
      const weight =
        clear && !fields.weight ? "" : r.weight === r.shown ? r.stored : storedWeightText(r.weight.trim() || DEFAULT_WEIGHT, unit);
      return {
        name: r.name.trim(),
        sets: templateFormSets(r.sets),
        reps,
        weight,
        restTime: templateFormRest(r.rest),
        ...(r.type !== "weight_reps" ? { type: r.type } : {}),
        ...(r.group ? { supersetGroup: r.group } : {}),
      };
    });
}
