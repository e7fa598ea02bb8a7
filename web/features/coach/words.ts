// The coach's words and figures as the screens write them, in the member's weight unit.
import type { Confidence } from "@shared/coach/rules";
import { thousands } from "@shared/coach/rules";
import { weightFromStored, type WeightUnit } from "@shared/units";

export const CONFIDENCE_WORDS: Record<Confidence, string> = {
  none: "Not from your data yet",
  low: "Low confidence",
  medium: "Medium confidence",
  high: "High confidence",
};

/** The energy figure as the screen states it, the one the code uses. */
export const ENERGY_WORDS = "A kilogram of body weight is counted as 7,700 kcal (about 3,500 per pound).";

export const kcalText = (kcal: number | null) => (kcal === null ? "–" : `${thousands(kcal)} kcal`);

/** '-0.5 kg a week', from pounds. */
export function weeklyText(pounds: number | null, unit: WeightUnit): string {
  if (pounds === null) return "–";
  const shown = weightFromStored(pounds, unit);
  return `${shown > 0 ? "+" : ""}${shown} ${unit} a week`;
}

export const weightText = (pounds: number | null, unit: WeightUnit) =>
  pounds === null ? "–" : `${weightFromStored(pounds, unit)} ${unit}`;
