// The units of the meal areas, shared by the meal plan, the meal library and custom ingredients:
// the two screens' unit lists and the one normalisation that stores either spelling singular
// (docs/behaviour/conventions.md, "Units").

/** The unit list of the meal plan and meal library screens. */
export const MEAL_UNITS = ["g", "kg", "oz", "lb", "ml", "l", "fl oz", "cup", "tbsp", "tsp", "piece", "slice"] as const;
/** The unit list of the My Ingredients screen. */
export const INGREDIENT_UNITS = ["g", "kg", "oz", "lb", "cups", "tbsp", "tsp", "ml", "l", "fl oz", "pieces", "slices"] as const;

const PLURALS: Record<string, string> = { cups: "cup", pieces: "piece", slices: "slice" };
const SINGULARS = new Set<string>(MEAL_UNITS);

/** The stored (singular) spelling of a unit, or null when it is not a unit either list knows. */
export function normalizeUnit(unit: string): string | null {
  const clean = unit.trim().toLowerCase().replace(/\s+/g, " ");
  const singular = PLURALS[clean] ?? clean;
  return SINGULARS.has(singular) ? singular : null;
}
