// A user's meal library: saved meals with their ingredients, categories and the meal time bucket
// derived from the meal's hour. Stored in the meal_templates table, the library's old name.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mealTemplates } from "../../db/schema";
import { checkRoom, findOwned, ownedBy } from "../../db/owned";
import { PER_USER } from "../../shared/limits";
import type { CreateLibraryMealInput, LibraryCategory, LibraryMeal, UpdateLibraryMealInput } from "../../shared/meal-library/contract";
import { mealTimeOf, type MealTime } from "../../shared/meal-library/rules";
import { libraryIngredientFields } from "../meals/rows";

export const NOT_FOUND = "Meal not found in your library";

type Row = typeof mealTemplates.$inferSelect;

export function toLibraryMeal(row: Row): LibraryMeal {
  return {
    id: row.id,
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

export function listLibraryMeals(db: Db, userId: number): LibraryMeal[] {
  return db
    .select()
    .from(mealTemplates)
    .where(eq(mealTemplates.userId, userId))
    .orderBy(desc(mealTemplates.createdAt), desc(mealTemplates.id))
    .all()
    .map(toLibraryMeal);
}

export function createLibraryMeal(db: Db, userId: number, input: CreateLibraryMealInput): LibraryMeal {
  checkRoom(db, mealTemplates, userId, PER_USER.libraryMeals, `The meal library holds at most ${PER_USER.libraryMeals} meals`);
  const mealTime = input.mealTime ?? mealTimeOf(input.data.meal.time);
  const row = db
    .insert(mealTemplates)
    .values({
      userId,
      name: input.name,
      mealTime,
      // A new library meal is filed under its meal time until the user picks categories.
      categories: input.categories ?? [mealTime],
      data: cleanData(input.data),
    })
    .returning()
    .get();
  return toLibraryMeal(row);
}

function own(db: Db, userId: number, id: number): Row {
  return findOwned(db, mealTemplates, userId, id, NOT_FOUND);
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
    })
    .where(ownedBy(mealTemplates, userId, id))
    .returning()
    .get()!;
  return toLibraryMeal(row);
}

export function deleteLibraryMeal(db: Db, userId: number, id: number) {
  own(db, userId, id);
  db.delete(mealTemplates)
    .where(ownedBy(mealTemplates, userId, id))
    .run();
}
