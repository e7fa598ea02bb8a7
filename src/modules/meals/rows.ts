// Meal and meal-ingredient rows: their mapping to the API's shapes, and the ingredient fields a
// planned meal and a saved library meal store alike (a missing nutrient is stored as null), and a
// meal's own columns.
import { storedFlag } from "@db/prepared";
import type { mealIngredients, meals } from "@db/schema";
import type { LibraryIngredient } from "@shared/meal-library/contract";
import type { Meal, MealIngredient } from "@shared/meals/contract";

export type MealRow = typeof meals.$inferSelect;
export type IngredientRow = typeof mealIngredients.$inferSelect;

/** Name, quantity, unit and the seven nutrients, the food and the portion; a missing one is null. */
export function ingredientFields(i: LibraryIngredient) {
  return {
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    calories: i.calories ?? null,
    protein: i.protein ?? null,
    carbs: i.carbs ?? null,
    fat: i.fat ?? null,
    fiber: i.fiber ?? null,
    sugar: i.sugar ?? null,
    sodium: i.sodium ?? null,
    foodId: i.foodId ?? null,
    portion: i.portion ?? null,
  };
}

/**
 * A library meal's ingredient as its JSON keeps it: name, quantity, unit and the four macros, in
 * this order, then fibre, sugar, sodium, the food and the portion only where known.
 */
export function libraryIngredientFields(i: LibraryIngredient): LibraryIngredient {
  const { fiber, sugar, sodium, foodId, portion, ...fields } = ingredientFields(i);
  const known = Object.entries({ fiber, sugar, sodium, foodId, portion }).filter(([, v]) => v !== null);
  return { ...fields, ...Object.fromEntries(known) };
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
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    isPrepped: row.isPrepped,
    customIngredientId: row.customIngredientId,
    foodId: row.foodId,
    portion: row.portion,
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

/** A meal's columns in the order the answers carry them (MealValues). */
export const MEAL_COLUMNS = "id, date, name, time, notes, is_prepped, is_consumed, portion";

/** A meal ingredient's columns in the order the answers carry them (IngredientValues). */
export const INGREDIENT_COLUMNS =
  "id, meal_id, name, quantity, unit, calories, protein, carbs, fat, is_prepped, custom_ingredient_id, fiber, sugar, sodium, food_id, portion";

/** A meal_ingredients row as read in INGREDIENT_COLUMNS. */
export type IngredientValues = [
  id: number,
  mealId: number,
  name: string,
  quantity: number,
  unit: string,
  calories: number | null,
  protein: number | null,
  carbs: number | null,
  fat: number | null,
  isPrepped: number,
  customIngredientId: number | null,
  fiber: number | null,
  sugar: number | null,
  sodium: number | null,
  foodId: string | null,
  portion: string | null,
];

/** A meals row as read in MEAL_COLUMNS. */
export type MealValues = [
  id: number,
  date: string,
  name: string,
  time: string,
  notes: string | null,
  isPrepped: number,
  isConsumed: number,
  portion: number,
];

/**
 * A family meal another member cooks, as one included member reads it: MEAL_COLUMNS with the
 * member's own consumed mark, then the member's portion and the cook.
 */
export type GuestMealValues = [...MealValues, guestPortion: number, cookId: number];

/** A family meal's other members: meal, member, portion. */
export type PortionValues = [mealId: number, userId: number, portion: number];

export function ingredientFromValues(r: IngredientValues): MealIngredient {
  return {
    id: r[0],
    mealId: r[1],
    name: r[2],
    quantity: r[3],
    unit: r[4],
    calories: r[5],
    protein: r[6],
    carbs: r[7],
    fat: r[8],
    fiber: r[11],
    sugar: r[12],
    sodium: r[13],
    isPrepped: storedFlag(r[9]),
    customIngredientId: r[10],
    foodId: r[14],
    portion: r[15],
  };
}

export function mealFromValues(r: MealValues, ingredients: MealIngredient[]): Meal {
  return {
    id: r[0],
    date: r[1],
    name: r[2],
    time: r[3],
    notes: r[4],
    isPrepped: storedFlag(r[5]),
    isConsumed: storedFlag(r[6]),
    ingredients,
  };
}

/** A row's id: the first of MEAL_COLUMNS and of INGREDIENT_COLUMNS. */
export const idOf = (row: MealValues | IngredientValues): number => row[0];

/** A day's meals (in order) with their ingredients (by meal, then id), as a day's read gives them. */
export function dayMealsFromValues(rows: MealValues[], ingredients: IngredientValues[]): Meal[] {
  // Grouped once: filtering the whole list per meal grew with meals x ingredients.
  const byMeal = new Map<number, MealIngredient[]>(rows.map((r) => [r[0], []]));
  for (const i of ingredients) byMeal.get(i[1])?.push(ingredientFromValues(i));
  return rows.map((r) => mealFromValues(r, byMeal.get(r[0]) ?? []));
}

/** A new meal's ingredient, bound by position to statements.ts's insertIngredients. */
export function newIngredientValues(
  mealId: number,
  userId: number,
  i: LibraryIngredient & { customIngredientId?: number | null },
  isPrepped: boolean,
) {
  const f = ingredientFields(i);
  return [
    mealId,
    userId,
    i.customIngredientId ?? null,
    f.name,
    f.quantity,
    f.unit,
    f.calories,
    f.protein,
    f.carbs,
    f.fat,
    Number(isPrepped),
    f.fiber,
    f.sugar,
    f.sodium,
    f.foodId,
    f.portion,
  ];
}

/** A day's copy: its meals' values for copyMeals and its ingredients' for copyIngredients, each bound by position. */
export function copiedMealValues(userId: number, date: string, [, , name, time, notes]: MealValues) {
  return [userId, date, name, time, notes];
}

/** A copied ingredient's values, `mealIdOf` giving its meal's copy. */
export function copiedIngredientValues(userId: number, mealIdOf: (mealId: number) => number, row: IngredientValues) {
  const [, mealId, name, quantity, unit, calories, protein, carbs, fat, , customIngredientId, fiber, sugar, sodium, foodId, portion] = row;
  return [
    mealIdOf(mealId),
    userId,
    customIngredientId,
    name,
    quantity,
    unit,
    calories,
    protein,
    carbs,
    fat,
    fiber,
    sugar,
    sodium,
    foodId,
    portion,
  ];
}
