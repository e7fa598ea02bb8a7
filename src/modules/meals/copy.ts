// Reusing a meal and a week (docs/behaviour/meals.md, "Save plan and copy previous"): one meal the
// member cooks copied to another date, and the seven days from one date copied onto the seven from
// another, each in one transaction; family meals come along with their portions.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { badRequest, forbidden } from "@src/errors";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { CopyWeekAnswer, Meal } from "@shared/meals/contract";
import { copyDayRows, dayIngredientRows, dayMealRows } from "./store";
import { copyPortions, mealAccess } from "./family";
import { checkGuestMealRoom, checkMealRoom, listMeals } from "./service";

export const NOT_COOK_COPY = "Only the cook can copy a family meal";
export const SAME_WEEK = "Choose a different week to copy to";

/** Copies a meal the member cooks (with its ingredients, unprepped and unconsumed, and its portions) onto `date`. */
export function copyMeal(db: Db, userId: number, mealId: number, date: string): Meal {
  return inTransaction(db, (tx) => {
    const { row, guest } = mealAccess(tx, userId, mealId);
    if (guest) throw forbidden(NOT_COOK_COPY);
    const source = dayMealRows(tx, userId, row.date).filter((m) => m.id === mealId);
    const ingredients = dayIngredientRows(tx, userId, row.date).filter((i) => i.mealId === mealId);
    checkMealRoom(tx, userId, date, 1);
    const copyOf = copyDayRows(tx, userId, date, source, ingredients);
    copyPortions(tx, source, copyOf, date, (member, day) => checkGuestMealRoom(tx, member, day));
    const id = copyOf.get(mealId)!;
    return listMeals(tx, userId, date).find((m) => m.id === id)!;
  });
}

const daysFrom = (start: string) => Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(parseIsoDate(start)!, i)));

/**
 * Copies the meals the member cooks of the seven days from `from` onto the seven days from `to`,
 * day by day, whatever weekday they start on; the target days' meals stay. Every source day is read
 * before any is written, so overlapping weeks copy what the source held.
 */
export function copyWeek(db: Db, userId: number, from: string, to: string): CopyWeekAnswer {
  if (from === to) throw badRequest(SAME_WEEK);
  const sources = daysFrom(from);
  const targets = daysFrom(to);
  return inTransaction(db, (tx) => {
    const read = sources.map((date) => ({ meals: dayMealRows(tx, userId, date), ingredients: dayIngredientRows(tx, userId, date) }));
    let copied = 0;
    read.forEach((day, k) => {
      if (day.meals.length === 0) return;
      const date = targets[k]!;
      checkMealRoom(tx, userId, date, day.meals.length);
      const copyOf = copyDayRows(tx, userId, date, day.meals, day.ingredients);
      copyPortions(tx, day.meals, copyOf, date, (member, d) => checkGuestMealRoom(tx, member, d));
      copied += day.meals.length;
    });
    return { message: `Copied ${copied} ${copied === 1 ? "meal" : "meals"}`, copied };
  });
}
