// Whole-day writes of the meal plan: saving a day as posted, and copying a day's meals onto another,
// each in one transaction. The rules of single meals and ingredients are service.ts's.

import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mealIngredients, meals } from "../../db/schema";
import { ownedBy } from "../../db/owned";
import { insertRowIds, inTransaction } from "../../db/prepared";
import { notFound } from "../../errors";
import { parseIsoDate, weekdayName } from "../../shared/dates";
import type { CopyPreviousAnswer, Meal, MealIngredient, SavePlanInput } from "../../shared/meals/contract";
import type { WriteMode } from "../../shared/write-mode";
import { mealFields, type IngredientValues, type MealValues } from "./rows";
import { checkCustomIngredients, ensureMealRoom, insertIngredients, listMeals, MEAL_NOT_FOUND, settlePrepped } from "./service";
import { direct } from "./statements";

/**
 * Makes the day's plan exactly the posted list, in one transaction: posted meals with an id are
 * updated (their ingredients replaced), those without are added, and the day's other meals go.
 */
export function savePlan(db: Db, userId: number, input: SavePlanInput): Meal[] {
  return db.transaction((tx) => {
    const existing = tx
      .select({ id: meals.id })
      .from(meals)
      .where(and(eq(meals.userId, userId), eq(meals.date, input.date)))
      .all()
      .map((r) => r.id);
    const postedIds = input.meals.map((m) => m.meal.id).filter((id): id is number => id !== undefined);
    if (postedIds.some((id) => !existing.includes(id)) || new Set(postedIds).size !== postedIds.length) throw notFound(MEAL_NOT_FOUND);
    checkCustomIngredients(
      tx,
      userId,
      input.meals.flatMap((m) => m.ingredients),
    );
    const dropped = existing.filter((id) => !postedIds.includes(id));
    if (dropped.length) tx.delete(meals).where(and(eq(meals.userId, userId), inArray(meals.id, dropped))).run();
    for (const { meal, ingredients } of input.meals) {
      const values = mealFields(meal);
      let mealId: number;
      if (meal.id !== undefined) {
        mealId = meal.id;
        tx.update(meals)
          .set(values)
          .where(ownedBy(meals, userId, mealId))
          .run();
        tx.delete(mealIngredients)
          .where(and(eq(mealIngredients.mealId, mealId), eq(mealIngredients.userId, userId)))
          .run();
      } else {
        mealId = tx
          .insert(meals)
          .values({ userId, date: input.date, ...values })
          .returning({ id: meals.id })
          .get().id;
      }
      insertIngredients(tx, userId, mealId, ingredients);
      settlePrepped(tx, userId, mealId, values.isPrepped);
    }
    return listMeals(tx, userId, input.date);
  });
}

/**
 * Two lists of a day's meals, each in the day's order (time, then id), as one: what a read of the
 * day answers when every meal of `later` was added after every meal of `earlier` (ids only grow).
 */
function inDayOrder(earlier: Meal[], later: Meal[]): Meal[] {
  if (earlier.length === 0) return later;
  const out: Meal[] = [];
  let i = 0;
  let j = 0;
  // At the same time the earlier meal, with the smaller id, comes first.
  while (i < earlier.length && j < later.length) out.push(later[j]!.time < earlier[i]!.time ? later[j++]! : earlier[i++]!);
  return out.concat(earlier.slice(i), later.slice(j));
}

/**
 * Copies every meal of fromDate (with its ingredients, unprepped and unconsumed) onto toDate, in
 * one transaction. By default the target day's own meals stay; with mode "replace" they (and their
 * ingredients) are removed first, in the same transaction. With nothing to copy, nothing changes.
 */
export function copyMeals(db: Db, userId: number, fromDate: string, toDate: string, mode: WriteMode = "append"): CopyPreviousAnswer {
  const fromDay = weekdayName(parseIsoDate(fromDate)!);
  if (fromDate === toDate) {
    return { message: "Choose a different day to copy to", copied: 0, meals: listMeals(db, userId, toDate) };
  }
  return inTransaction(db, () => {
    const c = direct(db);
    const source = c.dayMeals.values(userId, fromDate) as MealValues[];
    if (mode === "replace" && source.length > 0) {
      // Ingredients go with their meal (the foreign key cascades).
      db.delete(meals).where(and(eq(meals.userId, userId), eq(meals.date, toDate))).run();
    }
    // The day's own meals, read before the copies go in rather than the whole day after: the
    // answer is those and the copies, in the day's order. Their number is the day's count.
    const before = listMeals(db, userId, toDate);
    ensureMealRoom(before.length, source.length);
    const ingredients = source.length === 0 ? [] : (c.dayIngredients.values(userId, fromDate) as IngredientValues[]);
    // The copies, as a read of the day would answer them when they are all it holds: the source's
    // order (time, then id) is theirs too, their ids growing in it, and their values are the
    // source's, read from and written to the same columns.
    const mealIds = insertRowIds(c.copyMeals, source.map(([, , name, time, notes]) => [userId, toDate, name, time, notes]));
    const copies: Meal[] = source.map(([, , name, time, notes], k) => ({ id: mealIds[k]!, date: toDate, name, time, notes, isPrepped: false, isConsumed: false, ingredients: [] }));
    const copyOf = new Map(source.map((m, k) => [m[0], copies[k]!]));
    // In the source's order (meal, then id): each copy's ingredients get growing ids in it too.
    const ingredientIds = insertRowIds(
      c.copyIngredients,
      ingredients.map(([, mealId, name, quantity, unit, calories, protein, carbs, fat, , customIngredientId]) => [copyOf.get(mealId)!.id, userId, customIngredientId, name, quantity, unit, calories, protein, carbs, fat]),
    );
    ingredients.forEach(([, mealId, name, quantity, unit, calories, protein, carbs, fat, , customIngredientId], k) => {
      const copy = copyOf.get(mealId)!;
      copy.ingredients.push({ id: ingredientIds[k]!, mealId: copy.id, name, quantity, unit, calories, protein, carbs, fat, isPrepped: false, customIngredientId });
    });
    const n = source.length;
    const message =
      n === 0
        ? `No meals found for ${fromDay} to copy`
        : `Copied ${n} ${n === 1 ? "meal" : "meals"} from ${fromDay}`;
    return { message, copied: n, meals: inDayOrder(before, copies) };
  });
}
