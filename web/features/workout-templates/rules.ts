// Rules of the Workout Templates screen: search and day filter, the card preview, the template
// editor's sets value and weights, and the duplicate's name (docs/behaviour/workout-templates.md, "Templates screen").
import { WORKOUT } from "@shared/limits";
import { weightTextFromStored, weightTextToStored, type WeightUnit } from "@shared/units";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { DEFAULT_REST_SECONDS } from "@shared/workouts/defaults";
import { wholeOr } from "@shared/workouts/rules";

/** A template card previews this many exercises. */
export const TEMPLATE_PREVIEW_COUNT = 4;

/** Template editor: the input's minimum is 1, but a value that is not a number becomes 0. */
export const templateFormSets = (value: string) => clamp(wholeOr(value, 0), 0, WORKOUT.maxSets);
/** Rest time: a value that is not a number takes the default. */
export const templateFormRest = (value: string) => clamp(wholeOr(value, DEFAULT_REST_SECONDS), 0, WORKOUT.maxRestSeconds);

function clamp(n: number, min: number, max: number) {
  return Math.min(max, Math.max(min, n));
}

/** Duplicate's name field starts as '{template name} (Copy)'. */
export const copyName = (name: string) => `${name} (Copy)`;

/** Search by name (any case) and filter by day ("" or "all" for all days). */
export function filterTemplates<T extends Pick<WorkoutTemplateDto, "name" | "dayOfWeek">>(
  list: readonly T[],
  search: string,
  day: string,
): T[] {
  const q = search.trim().toLowerCase();
  return list.filter((t) => (!q || t.name.toLowerCase().includes(q)) && (!day || day === "all" || t.dayOfWeek === day));
}

/** The first few exercises of a card and how many more there are ('+N more exercises'). */
export function templatePreview<T>(list: readonly T[], count = TEMPLATE_PREVIEW_COUNT): { shown: T[]; more: number } {
  return { shown: list.slice(0, count), more: Math.max(0, list.length - count) };
}

/** A card shows the weight only when it is not '0'. */
export function showsWeight(weight: string): boolean {
  const w = weight.trim();
  return w !== "" && w !== "0";
}

/**
 * A stored weight text ('135', '60-70', 'BW') as the screen shows it: in pounds exactly as saved,
 * in kilograms converted number by number ('135' -> '61.23').
 */
export const shownWeightText = (stored: string, unit: WeightUnit) => (unit === "lb" ? stored : weightTextFromStored(stored, unit));

/** A weight text typed in the user's unit, as it is stored ('62,5' kg -> '137.7889'; pounds as typed). */
export const storedWeightText = (typed: string, unit: WeightUnit) => (unit === "lb" ? typed : weightTextToStored(typed, unit));
