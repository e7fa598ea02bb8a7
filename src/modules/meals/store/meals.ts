// A member's meals and their ingredients: the reads and writes of single meals, of a day saved or
// copied, and the prepped flags. The rules deciding them are the services' (service.ts, day.ts).
import { and, eq, inArray, or } from "drizzle-orm";
import type { Conn } from "@db/client";
import { ownedBy } from "@db/owned";
import { insertRowIds } from "@db/prepared";
import { customIngredients, mealIngredients, meals } from "@db/schema";
import type { Meal, MealIngredient, MealIngredientInput } from "@shared/meals/contract";
import type { LibraryIngredient } from "@shared/meal-library/contract";
import {
  copiedIngredientValues,
  copiedMealValues,
  ingredientFields,
  mealFromValues,
  newIngredient,
  newIngredientValues,
  type IngredientRow,
  type IngredientValues,
  type MealRow,
  type MealValues,
} from "./rows";
import { queries, sqliteStatements } from "./statements";

export type CustomIngredientRow = typeof customIngredients.$inferSelect;
/** A meal's own columns a change writes. */
export type MealChangesRow = Partial<Pick<MealRow, "name" | "time" | "notes" | "isPrepped" | "isConsumed" | "servings" | "recipe">>;
/** An ingredient's columns a change writes. */
export type IngredientChangesRow = Partial<Omit<IngredientRow, "id" | "mealId" | "userId">>;

/** The member's meals of a date, in time order, as stored. */
export const dayMealRows = (db: Conn, userId: number, date: string): MealValues[] => sqliteStatements(db).dayMeals.all(userId, date);

/** The ingredients of the member's meals of a date, by meal, then id. */
export const dayIngredientRows = (db: Conn, userId: number, date: string): IngredientValues[] =>
  sqliteStatements(db).dayIngredients.all(userId, date);

/** How many meals the member has on a date: their own and the family meals others cook that include them. */
export const mealsOn = (db: Conn, userId: number, date: string): number =>
  queries(db).dayCount.get({ userId, date })!.count + sqliteStatements(db).guestCount.get(userId, date)!.n;

export const mealRow = (db: Conn, mealId: number): MealRow | undefined => queries(db).meal.get({ mealId });

/** Of the custom ingredients `ids`, those the member sees (their own or shared ones). */
export function seenCustomIngredientIds(db: Conn, userId: number, ids: number[]): number[] {
  return db
    .select({ id: customIngredients.id })
    .from(customIngredients)
    .where(and(or(eq(customIngredients.userId, userId), eq(customIngredients.shared, true)), inArray(customIngredients.id, ids)))
    .all()
    .map((r) => r.id);
}

/** The custom ingredient `id` when `userId` sees it (their own or a shared one). */
export const seenCustomIngredient = (db: Conn, userId: number, id: number): CustomIngredientRow | undefined =>
  db
    .select()
    .from(customIngredients)
    .where(and(or(eq(customIngredients.userId, userId), eq(customIngredients.shared, true)), eq(customIngredients.id, id)))
    .get();

/** A new meal, as stored. */
export function insertMeal(
  db: Conn,
  userId: number,
  date: string,
  m: { name: string; time: string; notes: string | null; isPrepped: boolean; isConsumed: boolean },
  recipe: { servings: number; recipe: object | null },
): Meal {
  const row = sqliteStatements(db).insertMeal.get(
    userId,
    date,
    m.name,
    m.time,
    m.notes,
    Number(m.isPrepped),
    Number(m.isConsumed),
    recipe.servings,
    recipe.recipe === null ? null : JSON.stringify(recipe.recipe),
  )!;
  return mealFromValues(row, []);
}

/** A new meal's ingredients, several to a statement, answered as stored in the order given (`prepped[k]` the k-th's mark). */
export function insertNewIngredients(
  db: Conn,
  userId: number,
  mealId: number,
  inputs: MealIngredientInput[],
  prepped: boolean[],
): MealIngredient[] {
  const ids = insertRowIds(
    sqliteStatements(db).insertIngredients,
    inputs.map((i, k) => newIngredientValues(mealId, userId, i, prepped[k]!)),
  );
  return inputs.map((i, k) => newIngredient(ids[k]!, mealId, i, prepped[k]!));
}

const ingredientRow = (
  userId: number,
  mealId: number,
  i: LibraryIngredient & { customIngredientId?: number | null; isPrepped?: boolean },
) => ({
  mealId,
  userId,
  customIngredientId: i.customIngredientId ?? null,
  ...ingredientFields(i),
  isPrepped: i.isPrepped ?? false,
});

/** Adds the ingredients to the meal, one statement each. */
export function insertIngredients(db: Conn, userId: number, mealId: number, inputs: MealIngredientInput[]): void {
  const insert = queries(db).insertIngredient;
  for (const i of inputs) insert.run(ingredientRow(userId, mealId, i));
}

/** Adds one ingredient to the meal; answers it as stored. */
export const addIngredientRow = (db: Conn, userId: number, mealId: number, input: MealIngredientInput): IngredientRow =>
  queries(db).addIngredient.get(ingredientRow(userId, mealId, input))!;

export const ingredientCount = (db: Conn, userId: number, mealId: number): number =>
  queries(db).ingredientCount.get({ userId, mealId })!.count;

export const ingredientRowById = (db: Conn, id: number): IngredientRow | undefined => queries(db).ingredient.get({ id });

/** A meal's ingredients, in the order they were added. */
export const mealIngredientRows = (db: Conn, mealId: number): IngredientRow[] => queries(db).mealIngredients.all({ mealId });

/** How many ingredients the meal has, and how many of them are prepped. */
export const prepCount = (db: Conn, userId: number, mealId: number): { total: number; prepped: number } =>
  queries(db).prepCount.get({ userId, mealId })!;

export function setMealPrepped(db: Conn, userId: number, mealId: number, isPrepped: boolean): void {
  queries(db).setMealPrepped.run({ userId, mealId, isPrepped });
}

/** Marks (or unmarks) every ingredient of the meal. */
export function markIngredients(db: Conn, userId: number, mealId: number, isPrepped: boolean): void {
  queries(db).markIngredients.run({ userId, mealId, isPrepped });
}

/** Changes the member's meal. */
export function updateMealRow(db: Conn, userId: number, mealId: number, changes: MealChangesRow): void {
  db.update(meals)
    .set(changes)
    .where(ownedBy(meals, userId, mealId))
    .run();
}

/** Marks a meal prepped or not, whoever cooks it (prep is the household's). */
export function setAnyMealPrepped(db: Conn, mealId: number, isPrepped: boolean): void {
  db.update(meals).set({ isPrepped }).where(eq(meals.id, mealId)).run();
}

/** Deletes the member's meal; its ingredients and portions go with it (ON DELETE CASCADE). */
export function deleteMealRow(db: Conn, userId: number, mealId: number): void {
  db.delete(meals)
    .where(ownedBy(meals, userId, mealId))
    .run();
}

/** Deletes these meals of the member's. */
export function deleteMealRows(db: Conn, userId: number, mealIds: number[]): void {
  if (mealIds.length)
    db.delete(meals)
      .where(and(eq(meals.userId, userId), inArray(meals.id, mealIds)))
      .run();
}

/** Deletes every meal the member cooks on a date. */
export function deleteDayMeals(db: Conn, userId: number, date: string): void {
  db.delete(meals)
    .where(and(eq(meals.userId, userId), eq(meals.date, date)))
    .run();
}

/** A new meal of the member's on a date; answers its id. */
export const insertMealRow = (db: Conn, userId: number, date: string, values: MealChangesRow & { name: string; time: string }): number =>
  db
    .insert(meals)
    .values({ userId, date, ...values })
    .returning({ id: meals.id })
    .get().id;

/** The ids of the meals the member cooks on a date. */
export const dayMealIds = (db: Conn, userId: number, date: string): number[] =>
  db
    .select({ id: meals.id })
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.date, date)))
    .all()
    .map((r) => r.id);

/** Removes every ingredient of the member's meal. */
export function deleteMealIngredients(db: Conn, userId: number, mealId: number): void {
  db.delete(mealIngredients)
    .where(and(eq(mealIngredients.mealId, mealId), eq(mealIngredients.userId, userId)))
    .run();
}

/** Changes an ingredient of the cook's; answers it as stored. */
export const updateIngredientRow = (db: Conn, cookId: number, id: number, changes: IngredientChangesRow): IngredientRow =>
  db
    .update(mealIngredients)
    .set(changes)
    .where(ownedBy(mealIngredients, cookId, id))
    .returning()
    .get()!;

export function deleteIngredientRow(db: Conn, userId: number, id: number): void {
  db.delete(mealIngredients)
    .where(ownedBy(mealIngredients, userId, id))
    .run();
}

/**
 * Copies the meals (and then their ingredients) onto `date`, unprepped and unconsumed, several to
 * a statement; answers each source meal's copy by id. A statement's rows get growing ids in the
 * order of its VALUES (insertRowIds): the copies keep the source's order.
 */
export function copyDayRows(
  db: Conn,
  userId: number,
  date: string,
  source: MealValues[],
  ingredients: IngredientValues[],
): Map<number, number> {
  const statements = sqliteStatements(db);
  const mealIds = insertRowIds(
    statements.copyMeals,
    source.map((meal) => copiedMealValues(userId, date, meal)),
  );
  const copyOf = new Map(source.map((meal, k) => [meal.id, mealIds[k]!]));
  insertRowIds(
    statements.copyIngredients,
    ingredients.map((ingredient) => copiedIngredientValues(userId, (mealId) => copyOf.get(mealId)!, ingredient)),
  );
  return copyOf;
}
