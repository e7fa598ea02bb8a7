// A user's meal plan: meals per date with their ingredients, prep and consumed flags (saving a
// whole day and copying one are in day.ts). Every query is scoped to the user; another user's ids
// behave exactly like missing ones.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { customIngredients, mealIngredients, meals } from "../../db/schema";
import { findOwned, ownedBy } from "../../db/owned";
import { insertRows, inTransaction } from "../../db/prepared";
import { badRequest, notFound } from "../../errors";
import { MEAL } from "../../shared/limits";
import type {
  CreateMealInput,
  Meal,
  MealIngredient,
  MealIngredientInput,
  UpdateMealIngredientInput,
  UpdateMealInput,
} from "../../shared/meals/contract";
import { NUTRIENT_FIELDS, ingredientListMax, type NutrientKey } from "../../shared/meals/fields";
import { isMealPrepped, markMealPrepped, rescaledNutrition } from "../../shared/meals/rules";
import { normalizeUnit } from "../../shared/meals/units";
import {
  dayMealsFromValues,
  ingredientFields,
  ingredientFromValues,
  mealFields,
  mealFromValues,
  newIngredientValues,
  toIngredient,
  toMeal,
  type IngredientRow,
  type IngredientValues,
  type MealRow,
  type MealValues,
} from "./rows";
import { queries, sqliteStatements } from "./statements";

export const MEAL_NOT_FOUND = "Meal not found";

/**
 * Keeps the prepped rule on the stored rows: a meal with ingredients is prepped exactly when all
 * of them are (docs/behaviour.md, "Prep"). Run after any change to a meal's ingredients.
 */
function syncMealPrepped(db: Conn, userId: number, mealId: number) {
  const { total, prepped } = queries(db).prepCount.get({ userId, mealId })!;
  if (total === 0) return;
  queries(db).setMealPrepped.run({ userId, mealId, isPrepped: prepped === total });
}

/** Marking the meal marks all of its ingredients (unmarking unmarks them). */
function markIngredientsOf(db: Conn, userId: number, mealId: number, isPrepped: boolean) {
  queries(db).markIngredients.run({ userId, mealId, isPrepped });
}

/** A new or saved meal: its own mark, when set, marks its ingredients; otherwise they decide. */
export function settlePrepped(db: Conn, userId: number, mealId: number, markedPrepped: boolean) {
  if (markedPrepped) markIngredientsOf(db, userId, mealId, true);
  else syncMealPrepped(db, userId, mealId);
}

/** Refuses a change that would leave more than the cap of meals on `date`. */
export function checkMealRoom(db: Conn, userId: number, date: string, adding: number): void {
  const count = queries(db).dayCount.get({ userId, date })!.count;
  if (count + adding > MEAL.maxMealsPerDay) throw badRequest(`A day can hold at most ${MEAL.maxMealsPerDay} meals`);
}

/** The day's meals, sorted by time (then by creation, for meals at the same time). */
export function listMeals(db: Conn, userId: number, date: string): Meal[] {
  const statements = sqliteStatements(db);
  const rows = statements.dayMeals.values(userId, date) as MealValues[];
  if (rows.length === 0) return [];
  return dayMealsFromValues(rows, statements.dayIngredients.values(userId, date) as IngredientValues[]);
}

function ownMeal(db: Conn, userId: number, mealId: number): MealRow {
  return findOwned(db, meals, userId, mealId, MEAL_NOT_FOUND);
}

export function getMeal(db: Conn, userId: number, mealId: number): Meal {
  return toMeal(ownMeal(db, userId, mealId), queries(db).mealIngredients.all({ userId, mealId }));
}

/** A link to a custom ingredient must point at one of the user's own. */
export function checkCustomIngredients(db: Conn, userId: number, inputs: MealIngredientInput[]) {
  const ids = [...new Set(inputs.map((i) => i.customIngredientId).filter((id): id is number => typeof id === "number"))];
  if (ids.length === 0) return;
  const found = db
    .select({ id: customIngredients.id })
    .from(customIngredients)
    .where(and(eq(customIngredients.userId, userId), inArray(customIngredients.id, ids)))
    .all();
  if (found.length !== ids.length) throw notFound("Custom ingredient not found");
}

const ingredientRow = (userId: number, mealId: number, i: MealIngredientInput) => ({
  mealId,
  userId,
  customIngredientId: i.customIngredientId ?? null,
  ...ingredientFields(i),
  isPrepped: i.isPrepped ?? false,
});

/** Adds the ingredients to the meal; callers answer with the meal, read back after. */
export function insertIngredients(db: Conn, userId: number, mealId: number, inputs: MealIngredientInput[]): void {
  const insert = queries(db).insertIngredient;
  for (const i of inputs) insert.run(ingredientRow(userId, mealId, i));
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
    const statements = sqliteStatements(db);
    const row = statements.insertMeal.values(userId, input.date, fields.name, fields.time, fields.notes, Number(prep.isPrepped), Number(fields.isConsumed))[0] as MealValues;
    const meal = mealFromValues(row, []);
    // Answered as stored, in the order a read gives them (by id, so as added).
    meal.ingredients = insertRows<IngredientValues>(
      statements.insertIngredients,
      inputs.map((i, k) => newIngredientValues(meal.id, userId, i, prep.ingredients[k]!.isPrepped)),
    ).map(ingredientFromValues);
    return meal;
  });
}

export function updateMeal(db: Db, userId: number, mealId: number, input: UpdateMealInput): Meal {
  return inTransaction(db, (tx) => updateMealIn(tx, userId, mealId, input));
}

function updateMealIn(db: Conn, userId: number, mealId: number, input: UpdateMealInput): Meal {
  ownMeal(db, userId, mealId);
  const changes: Partial<MealRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.time !== undefined) changes.time = input.time;
  if (input.notes !== undefined) changes.notes = input.notes;
  if (input.isPrepped !== undefined) changes.isPrepped = input.isPrepped;
  if (input.isConsumed !== undefined) changes.isConsumed = input.isConsumed;
  if (Object.keys(changes).length > 0) {
    db.update(meals)
      .set(changes)
      .where(ownedBy(meals, userId, mealId))
      .run();
  }
  if (input.isPrepped !== undefined) markIngredientsOf(db, userId, mealId, input.isPrepped);
  return getMeal(db, userId, mealId);
}

export function deleteMeal(db: Db, userId: number, mealId: number) {
  ownMeal(db, userId, mealId);
  // Ingredients go with it (ON DELETE CASCADE).
  db.delete(meals)
    .where(ownedBy(meals, userId, mealId))
    .run();
}

export function addIngredient(db: Db, userId: number, mealId: number, input: MealIngredientInput): MealIngredient {
  return inTransaction(db, (tx) => {
    ownMeal(tx, userId, mealId);
    checkCustomIngredients(tx, userId, [input]);
    const { count } = tx
      .select({ count: sql<number>`count(*)` })
      .from(mealIngredients)
      .where(and(eq(mealIngredients.mealId, mealId), eq(mealIngredients.userId, userId)))
      .get()!;
    if (count >= MEAL.maxIngredientsPerMeal) throw badRequest(ingredientListMax);
    const row = queries(tx).addIngredient.get(ingredientRow(userId, mealId, input))!;
    syncMealPrepped(tx, userId, mealId);
    return toIngredient(row);
  });
}

function ownIngredient(db: Conn, userId: number, ingredientId: number): IngredientRow {
  return findOwned(db, mealIngredients, userId, ingredientId, "Ingredient not found");
}

/**
 * Changes a meal ingredient's prep state, quantity or unit. A new quantity or unit recomputes its
 * nutrition (`rescaledNutrition`): from its custom ingredient when it came from one that is still
 * there, otherwise in proportion to the quantity; a nutrient the new quantity pushes past its limit
 * is refused like a typed one.
 */
export function updateIngredient(db: Db, userId: number, ingredientId: number, input: UpdateMealIngredientInput): MealIngredient {
  return inTransaction(db, (tx) => {
    const current = ownIngredient(tx, userId, ingredientId);
    const changes: Partial<IngredientRow> = {};
    if (input.isPrepped !== undefined) changes.isPrepped = input.isPrepped;
    if (input.quantity !== undefined || input.unit !== undefined) {
      const next = { quantity: input.quantity ?? current.quantity, unit: input.unit ?? current.unit };
      const custom =
        current.customIngredientId === null
          ? undefined
          : tx
              .select()
              .from(customIngredients)
              .where(and(eq(customIngredients.userId, userId), eq(customIngredients.id, current.customIngredientId)))
              .get();
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
    const row = tx.update(mealIngredients).set(changes).where(ownedBy(mealIngredients, userId, ingredientId)).returning().get()!;
    if (input.isPrepped !== undefined) syncMealPrepped(tx, userId, row.mealId);
    return toIngredient(row);
  });
}

export function deleteIngredient(db: Db, userId: number, ingredientId: number) {
  inTransaction(db, (tx) => {
    const row = ownIngredient(tx, userId, ingredientId);
    tx.delete(mealIngredients)
      .where(ownedBy(mealIngredients, userId, ingredientId))
      .run();
    syncMealPrepped(tx, userId, row.mealId);
  });
}
