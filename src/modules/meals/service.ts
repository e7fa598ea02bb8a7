// A member's meal plan: meals per date with their ingredients, prep and consumed flags (saving a
// whole day and copying one are in day.ts; family meals, for several members, in family.ts). A
// meal is the member's when they cook it or it includes them; any other id behaves exactly like a
// missing one.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Conn, Db } from "@db/client";
import { customIngredients, mealIngredients, mealPortions, meals } from "@db/schema";
import { ownedBy } from "@db/owned";
import { insertRows, inTransaction } from "@db/prepared";
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
  ingredientFields,
  ingredientFromValues,
  mealFields,
  mealFromValues,
  newIngredientValues,
  toIngredient,
  type IngredientRow,
  type IngredientValues,
  type MealRow,
  type MealValues,
} from "./rows";
import { queries, sqliteStatements } from "./statements";
import { dayFor, ingredientView, MEAL_NOT_FOUND, mealAccess, mealView, NOT_COOK, setPortions } from "./family";

export { MEAL_NOT_FOUND };

/**
 * Keeps the prepped rule on the stored rows: a meal with ingredients is prepped exactly when all
 * of them are (docs/behaviour/meals.md, "Prep"). Run after any change to a meal's ingredients.
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

/** Refuses a change that would leave more than the cap of meals on `date`, family meals others cook counted. */
export function checkMealRoom(db: Conn, userId: number, date: string, adding: number): void {
  const count = queries(db).dayCount.get({ userId, date })!.count + sqliteStatements(db).guestCount.get(userId, date)!.n;
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

const roomFor = (db: Conn) => (userId: number, date: string) => checkMealRoom(db, userId, date, 1);

/** A link to a custom ingredient must point at one the member sees: their own or a shared one. */
export function checkCustomIngredients(db: Conn, userId: number, inputs: MealIngredientInput[]) {
  const ids = [...new Set(inputs.map((i) => i.customIngredientId).filter((id): id is number => typeof id === "number"))];
  if (ids.length === 0) return;
  const found = db
    .select({ id: customIngredients.id })
    .from(customIngredients)
    .where(and(or(eq(customIngredients.userId, userId), eq(customIngredients.shared, true)), inArray(customIngredients.id, ids)))
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
    const row = statements.insertMeal.values(
      userId,
      input.date,
      fields.name,
      fields.time,
      fields.notes,
      Number(prep.isPrepped),
      Number(fields.isConsumed),
    )[0] as MealValues;
    const meal = mealFromValues(row, []);
    // Answered as stored, in the order a read gives them (by id, so as added).
    meal.ingredients = insertRows<IngredientValues>(
      statements.insertIngredients,
      inputs.map((i, k) => newIngredientValues(meal.id, userId, i, prep.ingredients[k]!.isPrepped)),
    ).map(ingredientFromValues);
    if (!input.portions) return meal;
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
    if (input.isConsumed !== undefined) {
      db.update(mealPortions)
        .set({ isConsumed: input.isConsumed })
        .where(and(eq(mealPortions.mealId, mealId), eq(mealPortions.userId, userId)))
        .run();
    }
    if (input.isPrepped !== undefined) {
      db.update(meals).set({ isPrepped: input.isPrepped }).where(eq(meals.id, mealId)).run();
      markIngredientsOf(db, row.userId, mealId, input.isPrepped);
    }
    return mealView(db, userId, mealId);
  }
  if (input.portions !== undefined) setPortions(db, userId, row, input.portions, roomFor(db));
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
  return mealView(db, userId, mealId);
}

/** The cook deletes the meal for everyone; an included member leaves it (their portion goes). */
export function deleteMeal(db: Db, userId: number, mealId: number) {
  const { guest } = mealAccess(db, userId, mealId);
  if (guest) {
    db.delete(mealPortions)
      .where(and(eq(mealPortions.mealId, mealId), eq(mealPortions.userId, userId)))
      .run();
    return;
  }
  // Ingredients go with it (ON DELETE CASCADE).
  db.delete(meals)
    .where(ownedBy(meals, userId, mealId))
    .run();
}

export function addIngredient(db: Db, userId: number, mealId: number, input: MealIngredientInput): MealIngredient {
  return inTransaction(db, (tx) => {
    cookedMeal(tx, userId, mealId);
    checkCustomIngredients(tx, userId, [input]);
    const { count } = tx
      .select({ count: sql<number>`count(*)` })
      .from(mealIngredients)
      .where(and(eq(mealIngredients.mealId, mealId), eq(mealIngredients.userId, userId)))
      .get()!;
    if (count >= MEAL.maxIngredientsPerMeal) throw badRequest(ingredientListMax);
    const row = queries(tx).addIngredient.get(ingredientRow(userId, mealId, input))!;
    syncMealPrepped(tx, userId, mealId);
    return ingredientView(tx, userId, toIngredient(row));
  });
}

const INGREDIENT_NOT_FOUND = "Ingredient not found";

/** An ingredient of a meal the member cooks or is included in, and whether they cook it; else 404. */
function mealIngredientFor(db: Conn, userId: number, ingredientId: number): { row: IngredientRow; cook: boolean } {
  const row = db.select().from(mealIngredients).where(eq(mealIngredients.id, ingredientId)).get();
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
              .where(
                and(
                  or(eq(customIngredients.userId, cookId), eq(customIngredients.shared, true)),
                  eq(customIngredients.id, current.customIngredientId),
                ),
              )
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
    const row = tx
      .update(mealIngredients)
      .set(changes)
      .where(ownedBy(mealIngredients, cookId, ingredientId))
      .returning()
      .get()!;
    if (input.isPrepped !== undefined) syncMealPrepped(tx, cookId, row.mealId);
    return ingredientView(tx, userId, toIngredient(row));
  });
}

export function deleteIngredient(db: Db, userId: number, ingredientId: number) {
  inTransaction(db, (tx) => {
    const { row, cook } = mealIngredientFor(tx, userId, ingredientId);
    if (!cook) throw forbidden(NOT_COOK);
    tx.delete(mealIngredients)
      .where(ownedBy(mealIngredients, userId, ingredientId))
      .run();
    syncMealPrepped(tx, userId, row.mealId);
  });
}
