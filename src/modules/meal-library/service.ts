// The household's meal library: saved meals with their ingredients, categories and the meal time
// bucket derived from the meal's hour. A member sees their own and every member's shared ones;
// only the owner changes or deletes one (docs/behaviour/household.md, "Sharing"). Stored in the
// meal_templates table, the library's old name.
import { desc, eq } from "drizzle-orm";
import type { Conn, Db } from "@db/client";
import { mealTemplates } from "@db/schema";
import { checkRoom, ownedBy } from "@db/owned";
import { findChangeable, findVisible, firstNames, othersShared, ownerOf, shareAll } from "@db/shared-items";
import { PER_USER } from "@shared/limits";
import type { CreateLibraryMealInput, LibraryCategory, LibraryMeal, UpdateLibraryMealInput } from "@shared/meal-library/contract";
import { mealTimeOf, type MealTime } from "@shared/meal-library/rules";
import { libraryIngredientFields } from "@modules/meals/rows";

export const NOT_FOUND = "Meal not found in your library";
export const NOT_YOURS = "Only the member who saved this meal can change it. Save a copy to make it your own.";
const FULL = `The meal library holds at most ${PER_USER.libraryMeals} meals`;

type Row = typeof mealTemplates.$inferSelect;

export function toLibraryMeal(row: Row, names: Map<number, string> = new Map()): LibraryMeal {
  return {
    id: row.id,
    shared: row.shared,
    owner: ownerOf(names, row.userId),
    name: row.name,
    mealTime: row.mealTime as MealTime,
    categories: Array.isArray(row.categories) ? (row.categories as LibraryCategory[]) : [],
    data: row.data as LibraryMeal["data"],
    createdAt: row.createdAt,
  };
}

function cleanData(data: CreateLibraryMealInput["data"]): LibraryMeal["data"] {
  return {
    meal: { name: data.meal.name, time: data.meal.time, notes: data.meal.notes ?? null },
    ingredients: data.ingredients.map(libraryIngredientFields),
  };
}

const newestFirst = [desc(mealTemplates.createdAt), desc(mealTemplates.id)];
const newer = (a: Row, b: Row) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/** The member's own library meals and the household's shared ones, newest first. */
export function listLibraryMeals(db: Db, userId: number): LibraryMeal[] {
  const own = db
    .select()
    .from(mealTemplates)
    .where(eq(mealTemplates.userId, userId))
    .orderBy(...newestFirst)
    .all();
  const others = db
    .select()
    .from(mealTemplates)
    .where(othersShared(mealTemplates, userId))
    .orderBy(...newestFirst)
    .all();
  const rows: Row[] = [];
  let i = 0;
  let j = 0;
  while (i < own.length && j < others.length) rows.push(newer(own[i]!, others[j]!) ? own[i++]! : others[j++]!);
  const names = firstNames(db);
  return rows.concat(own.slice(i), others.slice(j)).map((row) => toLibraryMeal(row, names));
}

const answer = (db: Conn, row: Row) => toLibraryMeal(row, firstNames(db));

/** A private copy of a library meal the member can see, theirs to change. */
export function copyLibraryMeal(db: Db, userId: number, id: number): LibraryMeal {
  const { id: _id, userId: _owner, createdAt: _at, ...row } = findVisible(db, mealTemplates, userId, id, NOT_FOUND);
  checkRoom(db, mealTemplates, userId, PER_USER.libraryMeals, FULL);
  return answer(
    db,
    db
      .insert(mealTemplates)
      .values({ ...row, userId, shared: false })
      .returning()
      .get(),
  );
}

/** Shares every library meal of the member's that is still private. */
export function shareAllLibraryMeals(db: Db, userId: number): { shared: number } {
  return { shared: shareAll(db, mealTemplates, userId) };
}

export function createLibraryMeal(db: Db, userId: number, input: CreateLibraryMealInput): LibraryMeal {
  checkRoom(db, mealTemplates, userId, PER_USER.libraryMeals, FULL);
  const mealTime = input.mealTime ?? mealTimeOf(input.data.meal.time);
  const row = db
    .insert(mealTemplates)
    .values({
      userId,
      shared: input.shared ?? true,
      name: input.name,
      mealTime,
      // A new library meal is filed under its meal time until the user picks categories.
      categories: input.categories ?? [mealTime],
      data: cleanData(input.data),
    })
    .returning()
    .get();
  return answer(db, row);
}

function own(db: Db, userId: number, id: number): Row {
  return findChangeable(db, mealTemplates, userId, id, NOT_FOUND, NOT_YOURS);
}

export function updateLibraryMeal(db: Db, userId: number, id: number, input: UpdateLibraryMealInput): LibraryMeal {
  own(db, userId, id);
  const data = cleanData(input.data);
  const row = db
    .update(mealTemplates)
    .set({
      name: input.name ?? data.meal.name,
      mealTime: mealTimeOf(data.meal.time),
      data,
      ...(input.categories ? { categories: input.categories } : {}),
      ...(input.shared === undefined ? {} : { shared: input.shared }),
    })
    .where(ownedBy(mealTemplates, userId, id))
    .returning()
    .get()!;
  return answer(db, row);
}

export function deleteLibraryMeal(db: Db, userId: number, id: number) {
  own(db, userId, id);
  db.delete(mealTemplates)
    .where(ownedBy(mealTemplates, userId, id))
    .run();
}
