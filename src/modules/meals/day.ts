// Whole-day writes of the meal plan: saving a day as posted, and copying a day's meals onto another,
// each in one transaction. The rules of single meals and ingredients are service.ts's.

import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@db/client";
import { mealIngredients, mealPortions, meals } from "@db/schema";
import { ownedBy } from "@db/owned";
import { insertRowIds, inTransaction } from "@db/prepared";
import { notFound } from "@src/errors";
import { parseIsoDate, weekdayName } from "@shared/dates";
import type { CopyPreviousAnswer, Meal, SavePlanInput } from "@shared/meals/contract";
import type { WriteMode } from "@shared/write-mode";
import { copiedIngredientValues, copiedMealValues, idOf, mealFields, type IngredientValues, type MealValues } from "./rows";
import { checkCustomIngredients, checkMealRoom, insertIngredients, listMeals, MEAL_NOT_FOUND, settlePrepped } from "./service";
import { sqliteStatements } from "./statements";
import { copyPortions } from "./family";

/**
 * Makes the day's plan exactly the posted list, in one transaction: posted meals with an id are
 * updated (their ingredients replaced), those without are added, and the day's other meals go.
 */
export function savePlan(db: Db, userId: number, input: SavePlanInput): Meal[] {
  return inTransaction(db, (tx) => {
    const existing = tx
      .select({ id: meals.id })
      .from(meals)
      .where(and(eq(meals.userId, userId), eq(meals.date, input.date)))
      .all()
      .map((r) => r.id);
    // A family meal another member cooks is theirs to change: posted back with the day, it is left
    // as it is (docs/behaviour/meals.md, "Family meals").
    const theirs = new Set(
      tx
        .select({ id: mealPortions.mealId })
        .from(mealPortions)
        .where(and(eq(mealPortions.userId, userId), eq(mealPortions.date, input.date)))
        .all()
        .map((r) => r.id),
    );
    const posted = input.meals.filter((m) => m.meal.id === undefined || !theirs.has(m.meal.id));
    const postedIds = posted.map((m) => m.meal.id).filter((id): id is number => id !== undefined);
    if (postedIds.some((id) => !existing.includes(id)) || new Set(postedIds).size !== postedIds.length) throw notFound(MEAL_NOT_FOUND);
    checkCustomIngredients(
      tx,
      userId,
      posted.flatMap((m) => m.ingredients),
    );
    const dropped = existing.filter((id) => !postedIds.includes(id));
    if (dropped.length)
      tx.delete(meals)
        .where(and(eq(meals.userId, userId), inArray(meals.id, dropped)))
        .run();
    // The day's limit counts family meals others cook, which stay.
    checkMealRoom(tx, userId, input.date, posted.length - existing.length + dropped.length);
    for (const { meal, ingredients } of posted) {
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
 * Copies every meal of fromDate (with its ingredients, unprepped and unconsumed) onto toDate, in
 * one transaction. By default the target day's own meals stay; with mode "replace" they (and their
 * ingredients) are removed first, in the same transaction. With nothing to copy, nothing changes.
 * The answer is the sentence the screen shows and the count: the screen reads the day again after
 * every change to it (docs/behaviour/conventions.md, "Reading and changing data"), so the day is not sent here.
 */
export function copyMeals(db: Db, userId: number, fromDate: string, toDate: string, mode: WriteMode = "append"): CopyPreviousAnswer {
  if (fromDate === toDate) return { message: "Choose a different day to copy to", copied: 0 };
  const fromDay = weekdayName(parseIsoDate(fromDate)!);
  return inTransaction(db, () => {
    const statements = sqliteStatements(db);
    const source = statements.dayMeals.values(userId, fromDate) as MealValues[];
    const n = source.length;
    if (n === 0) return { message: `No meals found for ${fromDay} to copy`, copied: 0 };
    // Ingredients go with their meal (the foreign key cascades). Only the meals the member cooks:
    // family meals others cook stay, and are not copied.
    if (mode === "replace")
      db.delete(meals)
        .where(and(eq(meals.userId, userId), eq(meals.date, toDate)))
        .run();
    checkMealRoom(db, userId, toDate, n);
    const ingredients = statements.dayIngredients.values(userId, fromDate) as IngredientValues[];
    // A statement's rows get growing ids in the order of its VALUES (insertRowIds): the copies
    // keep the source's order, and each ingredient goes to its meal's copy.
    const mealIds = insertRowIds(
      statements.copyMeals,
      source.map((meal) => copiedMealValues(userId, toDate, meal)),
    );
    const copyOf = new Map(source.map((meal, k) => [idOf(meal), mealIds[k]!]));
    insertRowIds(
      statements.copyIngredients,
      ingredients.map((ingredient) => copiedIngredientValues(userId, (mealId) => copyOf.get(mealId)!, ingredient)),
    );
    copyPortions(db, source, copyOf, toDate, (member, date) => checkMealRoom(db, member, date, 1));
    return { message: `Copied ${n} ${n === 1 ? "meal" : "meals"} from ${fromDay}`, copied: n };
  });
}
