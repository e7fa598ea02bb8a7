// A quick entry (docs/behaviour/meals.md, "Meal ingredients"): calories with nothing else needed,
// stored as 1 piece named "Quick add" unless named, marked by its food so that the shopping list
// leaves it off.
export const QUICK_NAME = "Quick add";
export const QUICK_FOOD_ID = "quick";
export const QUICK_UNIT = "piece";
