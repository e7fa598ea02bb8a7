// Two read-only views of a user's meal plan over several days: a week at a glance (each day's
// meals and totals) and the shopping list of what is not yet prepped (docs/behaviour/meals.md, "Week
// view", "Shopping list"). Every query is scoped to the user.
import type { Conn } from "@db/client";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { MealWeekDay, ShoppingList, ShoppingScope } from "@shared/meals/contract";
import { readTicks, withTicks } from "./shopping-ticks";
import { goalsOf, resolveGoals } from "@shared/goals/rules";
import { dayFlags, weekTotals } from "@shared/meals/week";
import { lineFoods, shoppingItems } from "./shopping-lines";
import { manualItems } from "./shopping-manual";
import { dayFor } from "./family";
import { latestWeight, memberIds, toPrepRows, type ToPrepRow } from "./store";

/** The seven dates from `start`, as YYYY-MM-DD. */
export function weekOf(start: string): string[] {
  const first = parseIsoDate(start)!;
  return Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(first, i)));
}

/**
 * Seven days from `start`: each with its meals as a day's read gives them (family meals at the
 * member's portion), its whole-number totals and how they stand against the member's goals.
 */
export function mealWeek(db: Conn, userId: number, start: string, storedGoals: unknown = null): MealWeekDay[] {
  const goals = resolveGoals(goalsOf(storedGoals), latestWeight(db, userId));
  return weekOf(start).map((date) => {
    const dayMeals = dayFor(db, userId, date);
    const totals = weekTotals(dayMeals);
    return { date, meals: dayMeals, totals, flags: dayFlags(totals, goals, dayMeals.length) };
  });
}

/**
 * Adds up what is left to prep from `from` to `to`: the unprepped ingredients of unprepped meals,
 * one line per name (trimmed, any case) and unit (stored singular; an unknown unit by its own
 * spelling; a counted portion by its piece). Units are never converted into each other: grams and
 * cups of the same thing are two lines. Sorted by name, then unit; the items added by hand last.
 */
export function shoppingList(db: Conn, userId: number, from: string, to: string, scope: ShoppingScope = "me"): ShoppingList {
  const rows = scope === "me" ? toPrepRows(db, userId, from, to) : householdRows(db, from, to);
  const items = [...shoppingItems(rows), ...manualItems(db, userId, from, to, scope)];
  return { from, to, items: withTicks(items, readTicks(db, from, to), lineFoods(rows)) };
}

/** The household's rows: every cook's meals, so a family meal counts once, at the sum of its portions. */
function householdRows(db: Conn, from: string, to: string): ToPrepRow[] {
  return memberIds(db)
    .flatMap((id) => toPrepRows(db, id, from, to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * The lines of a range's list, by key, with their foods (see lineFoods): the household's, and the
 * member's own (whose names may differ).
 */
export function listedLines(db: Conn, userId: number, from: string, to: string): Map<string, string | null> {
  return new Map([...lineFoods(householdRows(db, from, to)), ...lineFoods(toPrepRows(db, userId, from, to))]);
}
