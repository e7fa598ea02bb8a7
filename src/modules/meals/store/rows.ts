// Meal and meal-ingredient rows: the columns the store's reads name (each under its record's key),
// the records it hands the services, their mapping to the API's shapes, and the ingredient fields a
// planned meal and a saved library meal store alike (a missing nutrient is stored as null).
import { storedFlag } from "@db/prepared";
import type { mealIngredients, meals } from "@db/schema";
import type { LibraryIngredient } from "@shared/meal-library/contract";
import type { Meal, MealIngredient } from "@shared/meals/contract";
import type { RecipeInput } from "@shared/recipes/contract";
import { NO_RECIPE, perPortion, servingsOf, type RecipeFields } from "@shared/recipes/rules";

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

/** The steps, source and times a meal keeps as JSON (its `recipe` column), read leniently: anything else is none. */
type StoredRecipe = Omit<RecipeFields, "servings">;

function storedRecipe(value: unknown): StoredRecipe {
  let v = value;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      v = null;
    }
  }
  const r = v !== null && typeof v === "object" ? (v as Partial<StoredRecipe>) : {};
  const n = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? x : null);
  return {
    steps: Array.isArray(r.steps) ? r.steps.filter((x): x is string => typeof x === "string") : [],
    sourceUrl: typeof r.sourceUrl === "string" ? r.sourceUrl : null,
    prepMinutes: n(r.prepMinutes),
    cookMinutes: n(r.cookMinutes),
  };
}

/** A meal's recipe fields from its servings and recipe columns. */
export const recipeFieldsOf = (servings: number, recipe: unknown): RecipeFields => ({
  servings: servingsOf(servings),
  ...storedRecipe(recipe),
});

/**
 * The recipe columns a write stores: each field sent replaces the stored one (`current`), each
 * absent one keeps it; a recipe with no steps, source or times is stored as null.
 */
export function recipeColumns(input: RecipeInput, current: RecipeFields = NO_RECIPE): { servings: number; recipe: StoredRecipe | null } {
  const next = {
    steps: input.steps ?? current.steps,
    sourceUrl: input.sourceUrl === undefined ? current.sourceUrl : input.sourceUrl,
    prepMinutes: input.prepMinutes === undefined ? current.prepMinutes : input.prepMinutes,
    cookMinutes: input.cookMinutes === undefined ? current.cookMinutes : input.cookMinutes,
  };
  const empty = next.steps.length === 0 && next.sourceUrl === null && next.prepMinutes === null && next.cookMinutes === null;
  return { servings: input.servings ?? current.servings, recipe: empty ? null : next };
}

/** The meal with its per-portion figures worked out from its ingredients as they stand (at the reader's portion). */
export function withPerPortion(meal: Omit<Meal, "perPortion">): Meal {
  return Object.assign(meal, { perPortion: perPortion(meal.ingredients, meal.servings) });
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
  return withPerPortion({
    id: row.id,
    date: row.date,
    name: row.name,
    time: row.time,
    notes: row.notes,
    isPrepped: row.isPrepped,
    isConsumed: row.isConsumed,
    ...recipeFieldsOf(row.servings, row.recipe),
    ingredients: ingredients.map(toIngredient),
  });
}

/** A meal's columns as a day's read names them (MealValues). */
export const MEAL_COLUMNS = "id, date, name, time, notes, is_prepped AS isPrepped, is_consumed AS isConsumed, portion, servings, recipe";

/** A meal ingredient's columns as a day's read names them (IngredientValues). */
export const INGREDIENT_COLUMNS =
  "id, meal_id AS mealId, name, quantity, unit, calories, protein, carbs, fat, is_prepped AS isPrepped, " +
  "custom_ingredient_id AS customIngredientId, fiber, sugar, sodium, food_id AS foodId, portion";

/** A meal_ingredients row as read in INGREDIENT_COLUMNS: the flag as stored (0 or 1). */
export type IngredientValues = Omit<MealIngredient, "isPrepped"> & { isPrepped: number };

/** A meals row as read in MEAL_COLUMNS: the flags as stored. */
export type MealValues = {
  id: number;
  date: string;
  name: string;
  time: string;
  notes: string | null;
  isPrepped: number;
  isConsumed: number;
  portion: number;
  servings: number;
  /** JSON text, or null. */
  recipe: string | null;
};

/**
 * A family meal another member cooks, as one included member reads it: MEAL_COLUMNS with the
 * member's own consumed mark, then the member's portion and the cook.
 */
export type GuestMealValues = MealValues & { guestPortion: number; cookId: number };

/** A member of a family meal other than its cook: meal, member, portion. */
export type PortionValues = { mealId: number; userId: number; portion: number };

export function ingredientFromValues(r: IngredientValues): MealIngredient {
  return {
    id: r.id,
    mealId: r.mealId,
    name: r.name,
    quantity: r.quantity,
    unit: r.unit,
    calories: r.calories,
    protein: r.protein,
    carbs: r.carbs,
    fat: r.fat,
    fiber: r.fiber,
    sugar: r.sugar,
    sodium: r.sodium,
    isPrepped: storedFlag(r.isPrepped),
    customIngredientId: r.customIngredientId,
    foodId: r.foodId,
    portion: r.portion,
  };
}

export function mealFromValues(r: MealValues, ingredients: MealIngredient[]): Meal {
  return withPerPortion({
    id: r.id,
    date: r.date,
    name: r.name,
    time: r.time,
    notes: r.notes,
    isPrepped: storedFlag(r.isPrepped),
    isConsumed: storedFlag(r.isConsumed),
    ...recipeFieldsOf(r.servings, r.recipe),
    ingredients,
  });
}

/** A day's meals (in order) with their ingredients (by meal, then id), as a day's read gives them. */
export function dayMealsFromValues(rows: MealValues[], ingredients: IngredientValues[]): Meal[] {
  // Grouped once: filtering the whole list per meal grew with meals x ingredients.
  const byMeal = new Map<number, MealIngredient[]>(rows.map((r) => [r.id, []]));
  for (const i of ingredients) byMeal.get(i.mealId)?.push(ingredientFromValues(i));
  return rows.map((r) => mealFromValues(r, byMeal.get(r.id) ?? []));
}

/** A new meal's ingredient, bound by position to insertIngredients (statements.ts). */
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

/** The answer of a new meal's ingredient, from what was bound (newIngredientValues) and its new id. */
export function newIngredient(
  id: number,
  mealId: number,
  i: LibraryIngredient & { customIngredientId?: number | null },
  isPrepped: boolean,
): MealIngredient {
  const f = ingredientFields(i);
  const { foodId, portion } = f;
  return {
    id,
    mealId,
    name: f.name,
    quantity: f.quantity,
    unit: f.unit,
    calories: f.calories,
    protein: f.protein,
    carbs: f.carbs,
    fat: f.fat,
    fiber: f.fiber,
    sugar: f.sugar,
    sodium: f.sodium,
    isPrepped,
    customIngredientId: i.customIngredientId ?? null,
    foodId,
    portion,
  };
}

/** A day's copy: its meals' values for copyMeals and its ingredients' for copyIngredients, each bound by position. */
export function copiedMealValues(userId: number, date: string, meal: MealValues) {
  return [userId, date, meal.name, meal.time, meal.notes, meal.servings, meal.recipe];
}

/** A copied ingredient's values, `mealIdOf` giving its meal's copy. */
export function copiedIngredientValues(userId: number, mealIdOf: (mealId: number) => number, r: IngredientValues) {
  return [
    mealIdOf(r.mealId),
    userId,
    r.customIngredientId,
    r.name,
    r.quantity,
    r.unit,
    r.calories,
    r.protein,
    r.carbs,
    r.fat,
    r.fiber,
    r.sugar,
    r.sodium,
    r.foodId,
    r.portion,
  ];
}
