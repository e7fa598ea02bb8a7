// A user's meal library: saved meals (meal templates) with their ingredients, categories and the
// meal time bucket derived from the meal's hour.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mealTemplates } from "../../db/schema";
import { findOwned, ownedBy } from "../../db/owned";
import {
  mealTimeOf,
  type CreateMealTemplateInput,
  type MealTemplate,
  type MealTime,
  type UpdateMealTemplateInput,
} from "../../shared/meals";
import { ingredientFields } from "../meals/rows";

type Row = typeof mealTemplates.$inferSelect;

function toTemplate(row: Row): MealTemplate {
  return {
    id: row.id,
    name: row.name,
    mealTime: row.mealTime as MealTime,
    categories: Array.isArray(row.categories) ? (row.categories as string[]) : [],
    data: row.data as MealTemplate["data"],
    createdAt: row.createdAt,
  };
}

function cleanData(data: CreateMealTemplateInput["data"]): MealTemplate["data"] {
  return {
    meal: { name: data.meal.name, time: data.meal.time, notes: data.meal.notes ?? null },
    ingredients: data.ingredients.map(ingredientFields),
  };
}

export function listTemplates(db: Db, userId: number): MealTemplate[] {
  return db
    .select()
    .from(mealTemplates)
    .where(eq(mealTemplates.userId, userId))
    .orderBy(desc(mealTemplates.createdAt), desc(mealTemplates.id))
    .all()
    .map(toTemplate);
}

export function createTemplate(db: Db, userId: number, input: CreateMealTemplateInput): MealTemplate {
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
  return toTemplate(row);
}

function own(db: Db, userId: number, id: number): Row {
  return findOwned(db, mealTemplates, userId, id, "Meal not found in your library");
}

export function updateTemplate(db: Db, userId: number, id: number, input: UpdateMealTemplateInput): MealTemplate {
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
  return toTemplate(row);
}

export function deleteTemplate(db: Db, userId: number, id: number) {
  own(db, userId, id);
  db.delete(mealTemplates)
    .where(ownedBy(mealTemplates, userId, id))
    .run();
}
