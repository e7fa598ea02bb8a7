// Whole-day writes of the meal plan: saving a day as posted, and copying a day's meals onto another,
// each in one transaction. The rules of single meals and ingredients are service.ts's.

import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { notFound } from "@src/errors";
import { parseIsoDate, weekdayName } from "@shared/dates";
import type { CopyPreviousAnswer, Meal, SavePlanInput } from "@shared/meals/contract";
import type { WriteMode } from "@shared/write-mode";
import {
  copyDayRows,
  dayIngredientRows,
  dayMealIds,
  dayMealRows,
  deleteDayMeals,
  deleteMealIngredients,
  deleteMealRows,
  guestMealIds,
  insertIngredients,
  insertMealRow,
  mealFields,
  mealRow,
  recipeColumns,
  recipeFieldsOf,
  updateMealRow,
} from "./store";
import { checkCustomIngredients, checkGuestMealRoom, checkMealRoom, listMeals, MEAL_NOT_FOUND, settlePrepped } from "./service";
import { copyPortions } from "./family";

/**
 * Makes the day's plan exactly the posted list, in one transaction: posted meals with an id are
 * updated (their ingredients replaced), those without are added, and the day's other meals go.
 */
export function savePlan(db: Db, userId: number, input: SavePlanInput): Meal[] {
  return inTransaction(db, (tx) => {
    const existing = dayMealIds(tx, userId, input.date);
    // A family meal another member cooks is theirs to change: posted back with the day, it is left
    // as it is (docs/behaviour/meals.md, "Family meals").
    const theirs = new Set(guestMealIds(tx, userId, input.date));
    const posted = input.meals.filter((m) => m.meal.id === undefined || !theirs.has(m.meal.id));
    const postedIds = posted.map((m) => m.meal.id).filter((id): id is number => id !== undefined);
    if (postedIds.some((id) => !existing.includes(id)) || new Set(postedIds).size !== postedIds.length) throw notFound(MEAL_NOT_FOUND);
    checkCustomIngredients(
      tx,
      userId,
      posted.flatMap((m) => m.ingredients),
    );
    const dropped = existing.filter((id) => !postedIds.includes(id));
    deleteMealRows(tx, userId, dropped);
    // The day's limit counts family meals others cook, which stay.
    checkMealRoom(tx, userId, input.date, posted.length - existing.length + dropped.length);
    for (const { meal, ingredients } of posted) {
      const values = mealFields(meal);
      let mealId: number;
      if (meal.id !== undefined) {
        mealId = meal.id;
        const stored = mealRow(tx, mealId)!;
        updateMealRow(tx, userId, mealId, { ...values, ...recipeColumns(meal, recipeFieldsOf(stored.servings, stored.recipe)) });
        deleteMealIngredients(tx, userId, mealId);
      } else {
        mealId = insertMealRow(tx, userId, input.date, { ...values, ...recipeColumns(meal) });
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
 * a copy (docs/behaviour/meals.md, "Save plan and copy previous"), so the day is not sent here.
 */
export function copyMeals(db: Db, userId: number, fromDate: string, toDate: string, mode: WriteMode = "append"): CopyPreviousAnswer {
  if (fromDate === toDate) return { message: "Choose a different day to copy to", copied: 0 };
  const fromDay = weekdayName(parseIsoDate(fromDate)!);
  return inTransaction(db, () => {
    const source = dayMealRows(db, userId, fromDate);
    const n = source.length;
    if (n === 0) return { message: `No meals found for ${fromDay} to copy`, copied: 0 };
    // Ingredients go with their meal (the foreign key cascades). Only the meals the member cooks:
    // family meals others cook stay, and are not copied.
    if (mode === "replace") deleteDayMeals(db, userId, toDate);
    checkMealRoom(db, userId, toDate, n);
    // Each ingredient goes to its meal's copy.
    const copyOf = copyDayRows(db, userId, toDate, source, dayIngredientRows(db, userId, fromDate));
    copyPortions(db, source, copyOf, toDate, (member, date) => checkGuestMealRoom(db, member, date));
    return { message: `Copied ${n} ${n === 1 ? "meal" : "meals"} from ${fromDay}`, copied: n };
  });
}
