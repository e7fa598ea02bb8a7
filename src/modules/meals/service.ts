// A member's meal plan: meals per date with their ingredients, prep and consumed flags (saving a
// whole day and copying one are in day.ts; family meals, for several members, in family.ts). A
// meal is the member's when they cook it or it includes them; any other id behaves exactly like a
// missing one.
import type { Conn, Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { badRequest, forbidden, notFound } from "@src/errors";
import { MEAL } from "@shared/limits";
import type {
  CreateMealInput,
  Meal,
  MealIngredient,
  MealIngredientInput,
  UpdateMealIngredientInput,
  UpdateMealInput,
} from "@shared/meals/contract";
import { NUTRIENT_FIELDS, ingredientListMax, type NutrientKey } from "@shared/meals/fields";
import { isMealPrepped, markMealPrepped, rescaledNutrition } from "@shared/meals/rules";
import { normalizeUnit } from "@shared/meals/units";
import {
  addIngredientRow,
  deleteIngredientRow,
  deleteMealRow,
  deletePortion,
  ingredientCount,
  ingredientRowById,
  insertMeal,
  insertNewIngredients,
  markIngredients,
  mealFields,
  mealsOn,
  prepCount,
  recipeColumns,
  recipeFieldsOf,
  seenCustomIngredient,
  seenCustomIngredientIds,
  setAnyMealPrepped,
  setMealPrepped,
  setPortionConsumed,
  toIngredient,
  updateIngredientRow,
  updateMealRow,
  withPerPortion,
  type IngredientChangesRow,
  type IngredientRow,
  type MealChangesRow,
  type MealRow,
} from "./store";
import { dayFor, ingredientView, MEAL_NOT_FOUND, mealAccess, mealView, NOT_COOK, setPortions } from "./family";
import { checkGuestRoom } from "./guests";

export { MEAL_NOT_FOUND };

/** The recipe fields of a meal: only its cook changes them. */
const RECIPE_KEYS = ["servings", "steps", "sourceUrl", "prepMinutes", "cookMinutes"] as const;

/**
 * Keeps the prepped rule on the stored rows: a meal with ingredients is prepped exactly when all
 * of them are (docs/behaviour/meals.md, "Prep"). Run after any change to a meal's ingredients.
 */
function syncMealPrepped(db: Conn, userId: number, mealId: number) {
  const { total, prepped } = prepCount(db, userId, mealId);
  if (total === 0) return;
  setMealPrepped(db, userId, mealId, prepped === total);
}

/** Marking the meal marks all of its ingredients (unmarking unmarks them). */
function markIngredientsOf(db: Conn, userId: number, mealId: number, isPrepped: boolean) {
  markIngredients(db, userId, mealId, isPrepped);
}

/** A new or saved meal: its own mark, when set, marks its ingredients; otherwise they decide. */
export function settlePrepped(db: Conn, userId: number, mealId: number, markedPrepped: boolean) {
  if (markedPrepped) markIngredientsOf(db, userId, mealId, true);
  else syncMealPrepped(db, userId, mealId);
}

/** Refuses a change that would leave more than the cap of meals on `date`, family meals others cook counted. */
export function checkMealRoom(db: Conn, userId: number, date: string, adding: number): void {
  const count = mealsOn(db, userId, date);
  if (count + adding > MEAL.maxMealsPerDay) throw badRequest(`A day can hold at most ${MEAL.maxMealsPerDay} meals`);
}

/** The day's meals, family meals included, sorted by time (then by creation, for meals at the same time). */
export const listMeals = dayFor;

/** A meal the member cooks: 404 when it is not theirs at all, 403 for a family meal another member cooks. */
function cookedMeal(db: Conn, userId: number, mealId: number): MealRow {
  const { row, guest } = mealAccess(db, userId, mealId);
  if (guest) throw forbidden(NOT_COOK);
  return row;
}

/** Room for one more family meal on another member's day: under both caps. */
export function checkGuestMealRoom(db: Conn, userId: number, date: string): void {
  checkMealRoom(db, userId, date, 1);
  checkGuestRoom(db, userId, date);
}

const roomFor = (db: Conn) => (userId: number, date: string) => checkGuestMealRoom(db, userId, date);

/** A link to a custom ingredient must point at one the member sees: their own or a shared one. */
export function checkCustomIngredients(db: Conn, userId: number, inputs: MealIngredientInput[]) {
  const ids = [...new Set(inputs.map((i) => i.customIngredientId).filter((id): id is number => typeof id === "number"))];
  if (ids.length === 0) return;
  if (seenCustomIngredientIds(db, userId, ids).length !== ids.length) throw notFound("Custom ingredient not found");
}

/** A new meal; with ingredients (adding from the library) the meal and all of them land together. */
export function createMeal(db: Db, userId: number, input: CreateMealInput): Meal {
  return inTransaction(db, () => {
    checkMealRoom(db, userId, input.date, 1);
    const inputs = input.ingredients ?? [];
    checkCustomIngredients(db, userId, inputs);
    const fields = mealFields(input);
    // settlePrepped's outcome by the same rule, worked out before writing instead of by updates
    // after: the meal's own mark marks every ingredient; otherwise the ingredients decide.
    const draft = { isPrepped: fields.isPrepped, ingredients: inputs.map((i) => ({ isPrepped: i.isPrepped ?? false })) };
    const prep = fields.isPrepped ? markMealPrepped(draft, true) : { ...draft, isPrepped: isMealPrepped(draft) };
    const meal = insertMeal(db, userId, input.date, { ...fields, isPrepped: prep.isPrepped }, recipeColumns(input));
    // Answered as stored, in the order a read gives them (by id, so as added).
    meal.ingredients = insertNewIngredients(
      db,
      userId,
      meal.id,
      inputs,
      prep.ingredients.map((i) => i.isPrepped),
    );
    if (!input.portions) return withPerPortion(meal);
    setPortions(db, userId, meal, input.portions, roomFor(db));
    return mealView(db, userId, meal.id);
  });
}

export function updateMeal(db: Db, userId: number, mealId: number, input: UpdateMealInput): Meal {
  return inTransaction(db, (tx) => updateMealIn(tx, userId, mealId, input));
}

function updateMealIn(db: Conn, userId: number, mealId: number, input: UpdateMealInput): Meal {
  const { row, guest } = mealAccess(db, userId, mealId);
  if (guest) {
    // An included member marks it consumed for themselves, and preps it for the household.
    if (input.name !== undefined || input.time !== undefined || input.notes !== undefined || input.portions !== undefined)
      throw forbidden(NOT_COOK);
    if (RECIPE_KEYS.some((k) => input[k] !== undefined)) throw forbidden(NOT_COOK);
    if (input.isConsumed !== undefined) {
      setPortionConsumed(db, mealId, userId, input.isConsumed);
    }
    if (input.isPrepped !== undefined) {
      setAnyMealPrepped(db, mealId, input.isPrepped);
      markIngredientsOf(db, row.userId, mealId, input.isPrepped);
    }
    return mealView(db, userId, mealId);
  }
  if (input.portions !== undefined) setPortions(db, userId, row, input.portions, roomFor(db));
  const changes: MealChangesRow = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.time !== undefined) changes.time = input.time;
  if (input.notes !== undefined) changes.notes = input.notes;
  if (input.isPrepped !== undefined) changes.isPrepped = input.isPrepped;
  if (input.isConsumed !== undefined) changes.isConsumed = input.isConsumed;
  if (RECIPE_KEYS.some((k) => input[k] !== undefined))
    Object.assign(changes, recipeColumns(input, recipeFieldsOf(row.servings, row.recipe)));
  if (Object.keys(changes).length > 0) updateMealRow(db, userId, mealId, changes);
  if (input.isPrepped !== undefined) markIngredientsOf(db, userId, mealId, input.isPrepped);
  return mealView(db, userId, mealId);
}

/** The cook deletes the meal for everyone; an included member leaves it (their portion goes). */
export function deleteMeal(db: Db, userId: number, mealId: number) {
  const { guest } = mealAccess(db, userId, mealId);
  if (guest) {
    deletePortion(db, mealId, userId);
    return;
  }
  // Ingredients go with it (ON DELETE CASCADE).
  deleteMealRow(db, userId, mealId);
}

export function addIngredient(db: Db, userId: number, mealId: number, input: MealIngredientInput): MealIngredient {
  return inTransaction(db, (tx) => {
    cookedMeal(tx, userId, mealId);
    checkCustomIngredients(tx, userId, [input]);
    if (ingredientCount(tx, userId, mealId) >= MEAL.maxIngredientsPerMeal) throw badRequest(ingredientListMax);
    const row = addIngredientRow(tx, userId, mealId, input);
    syncMealPrepped(tx, userId, mealId);
    return ingredientView(tx, userId, toIngredient(row));
  });
}

const INGREDIENT_NOT_FOUND = "Ingredient not found";

/** An ingredient of a meal the member cooks or is included in, and whether they cook it; else 404. */
function mealIngredientFor(db: Conn, userId: number, ingredientId: number): { row: IngredientRow; cook: boolean } {
  const row = ingredientRowById(db, ingredientId);
  if (!row) throw notFound(INGREDIENT_NOT_FOUND);
  if (row.userId === userId) return { row, cook: true };
  try {
    mealAccess(db, userId, row.mealId);
  } catch {
    throw notFound(INGREDIENT_NOT_FOUND);
  }
  return { row, cook: false };
}

/**
 * Changes a meal ingredient's prep state, quantity or unit. A new quantity or unit recomputes its
 * nutrition (`rescaledNutrition`): from its custom ingredient when it came from one that is still
 * there, otherwise in proportion to the quantity; a nutrient the new quantity pushes past its limit
 * is refused like a typed one.
 */
export function updateIngredient(db: Db, userId: number, ingredientId: number, input: UpdateMealIngredientInput): MealIngredient {
  return inTransaction(db, (tx) => {
    const { row: current, cook } = mealIngredientFor(tx, userId, ingredientId);
    if (!cook && (input.quantity !== undefined || input.unit !== undefined)) throw forbidden(NOT_COOK);
    // The cook's row: prep is the household's, and amounts are the recipe's.
    const cookId = current.userId;
    const changes: IngredientChangesRow = {};
    if (input.isPrepped !== undefined) changes.isPrepped = input.isPrepped;
    if (input.quantity !== undefined || input.unit !== undefined) {
      const next = { quantity: input.quantity ?? current.quantity, unit: input.unit ?? current.unit };
      const custom = current.customIngredientId === null ? undefined : seenCustomIngredient(tx, cookId, current.customIngredientId);
      const source = custom ? { ...custom, defaultUnit: normalizeUnit(custom.defaultUnit) ?? custom.defaultUnit } : null;
      const nutrition = rescaledNutrition(current, next, source);
      for (const key of Object.keys(NUTRIENT_FIELDS) as NutrientKey[]) {
        const value = nutrition[key];
        if (value !== null && value !== undefined && value > NUTRIENT_FIELDS[key].max) {
          const f = NUTRIENT_FIELDS[key];
          throw badRequest(`Quantity is too large: ${f.label.toLowerCase()} would be over ${f.max}${f.unit}`);
        }
      }
      Object.assign(changes, next, nutrition);
    }
    const row = updateIngredientRow(tx, cookId, ingredientId, changes);
    if (input.isPrepped !== undefined) syncMealPrepped(tx, cookId, row.mealId);
    return ingredientView(tx, userId, toIngredient(row));
  });
}

export function deleteIngredient(db: Db, userId: number, ingredientId: number) {
  inTransaction(db, (tx) => {
    const { row, cook } = mealIngredientFor(tx, userId, ingredientId);
    if (!cook) throw forbidden(NOT_COOK);
    deleteIngredientRow(tx, userId, ingredientId);
    syncMealPrepped(tx, userId, row.mealId);
  });
}
