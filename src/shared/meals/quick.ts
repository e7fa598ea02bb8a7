// A quick entry (docs/behaviour/meals.md, "Meal ingredients"): calories with nothing else needed,
// stored as 1 piece named "Quick add" unless named, marked by its food so that the shopping list
// leaves it off.
export const QUICK_NAME = "Quick add";
export const QUICK_FOOD_ID = "quick";
export const QUICK_UNIT = "piece";

/**
 * A body sent to add an ingredient as a quick entry when it has calories and no quantity, unit or
 * food: 1 piece, named as sent or "Quick add". Anything else is as it came.
 */
export function asQuickEntry(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (!("calories" in b) || "quantity" in b || "unit" in b || "foodId" in b) return body;
  const named = typeof b.name === "string" && b.name.trim() !== "";
  return { ...b, name: named ? b.name : QUICK_NAME, quantity: 1, unit: QUICK_UNIT, foodId: QUICK_FOOD_ID };
}
