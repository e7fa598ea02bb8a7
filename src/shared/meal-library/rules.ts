// The meal library's pure rule both sides use: the meal time bucket a library meal is filed under,
// derived from the meal's hour (docs/behaviour/meal-library.md, "Meal library").
import { normalizeTime } from "@shared/time";

/** The categories a library meal may be filed under, in the order the screens list them. */
export const LIBRARY_CATEGORIES = ["breakfast", "lunch", "dinner", "snack", "pre-lift", "post-lift", "desserts"] as const;

export const MEAL_TIMES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealTime = (typeof MEAL_TIMES)[number];

/** breakfast from 5 up to before 11, lunch 11-15, dinner 15-20, otherwise (or unreadable) snack. */
export function mealTimeOf(time: string): MealTime {
  const normalized = normalizeTime(time);
  if (!normalized) return "snack";
  const hour = Number(normalized.slice(0, 2));
  if (hour >= 5 && hour < 11) return "breakfast";
  if (hour >= 11 && hour < 15) return "lunch";
  if (hour >= 15 && hour < 20) return "dinner";
  return "snack";
}
