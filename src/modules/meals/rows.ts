// Meal and meal-ingredient rows: their mapping to the API's shapes, and the ingredient fields a
// planned meal and a saved library meal store alike (a missing nutrient is stored as null), and a
// meal's own columns.
import type { mealIngredients, meals } from "../../db/schema";
import type { LibraryIngredient } from "../../shared/meal-library/contract";
import type { Meal, MealIngredient } from "../../shared/meals/contract";

export type MealRow = typeof meals.$inferSelect;
export type IngredientRow = typeof mealIngredients.$inferSelect;

/** Name, quantity, unit and the four nutrients, in this order (library meals keep it in their JSON). */
export function ingredientFields(i: LibraryIngredient) {
  return {
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    calories: i.calories ?? null,
    protein: i.protein ?? null,
    carbs: i.carbs ?? null,
    fat: i.fat ?? null,
  };
}

/** A meal's own columns from a create or save payload; flags not sent are false. */
export function mealFields(m: { name: string; time: string; notes?: string | null; isPrepped?: boolean; isConsumed?: boolean }) {
  return {
    name: m.name,
    time: m.time,
    notes: m.notes ?? null,
    isPrepped: m.isPrepped ?? false,
    isConsumed: m.isConsumed ?? false,
  };
}

export function toIngredient(row: IngredientRow): MealIngredient {
  return {
    id: row.id,
    mealId: row.mealId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    isPrepped: row.isPrepped,
    customIngredientId: row.customIngredientId,
  };
}

export function toMeal(row: MealRow, ingredients: IngredientRow[]): Meal {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    time: row.time,
    notes: row.notes,
    isPrepped: row.isPrepped,
    isConsumed: row.isConsumed,
    ingredients: ingredients.map(toIngredient),
  };
}

/** A boolean column's stored value as drizzle's boolean mode reads it. */
const storedFlag = (value: unknown) => Number(value) === 1;

/** An ingredient row as direct's insertIngredient answers it (statements.ts, INGREDIENT_COLUMNS). */
export function ingredientFromValues(r: unknown[]): MealIngredient {
  return {
    id: r[0] as number,
    mealId: r[1] as number,
    name: r[2] as string,
    quantity: r[3] as number,
    unit: r[4] as string,
    calories: r[5] as number | null,
    protein: r[6] as number | null,
    carbs: r[7] as number | null,
    fat: r[8] as number | null,
    isPrepped: storedFlag(r[9]),
    customIngredientId: r[10] as number | null,
  };
}

/** A meal row as direct's insertMeal answers it (statements.ts, MEAL_COLUMNS). */
export function mealFromValues(r: unknown[], ingredients: MealIngredient[]): Meal {
  return {
    id: r[0] as number,
    date: r[1] as string,
    name: r[2] as string,
    time: r[3] as string,
    notes: r[4] as string | null,
    isPrepped: storedFlag(r[5]),
    isConsumed: storedFlag(r[6]),
    ingredients,
  };
}
