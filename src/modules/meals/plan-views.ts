// Two read-only views of a user's meal plan over several days: a week at a glance (each day's
// meals and totals) and the shopping list of what is not yet prepped (docs/behaviour/meals.md, "Week
// view", "Shopping list"). Every query is scoped to the user.
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { mealIngredients, meals, users } from "@db/schema";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { MealWeekDay, ShoppingItem, ShoppingList, ShoppingScope } from "@shared/meals/contract";
import { readTicks, withTicks } from "./shopping-ticks";
import { dailyMacros } from "@shared/meals/rules";
import { normalizeUnit } from "@shared/meals/units";
import { dayFor } from "./family";

/** The seven dates from `start`, as YYYY-MM-DD. */
export function weekOf(start: string): string[] {
  const first = parseIsoDate(start)!;
  return Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(first, i)));
}

/**
 * Seven days from `start`: each with its meals as a day's read gives them (family meals at the
 * member's portion) and its whole-number totals.
 */
export function mealWeek(db: Conn, userId: number, start: string): MealWeekDay[] {
  return weekOf(start).map((date) => {
    const dayMeals = dayFor(db, userId, date);
    return { date, meals: dayMeals, totals: dailyMacros(dayMeals) };
  });
}

/** Quantities summed to two decimals, so 0.1 + 0.2 reads 0.3. */
const round2 = (n: number) => Math.round(n * 100) / 100;

type Line = { key: string; spellings: Map<string, number>; quantity: number; unit: string; dates: Set<string> };

/** An item's identity within a range's list: its name (trimmed, any case) and unit. */
export const shoppingKey = (name: string, unit: string) => `${name.trim().replace(/\s+/g, " ").toLowerCase()}|${unit}`;

/**
 * Adds up what is left to prep from `from` to `to`: the unprepped ingredients of unprepped meals,
 * one line per name (trimmed, any case) and unit (stored singular; an unknown unit by its own
 * spelling). Units are never converted into each other: grams and cups of the same thing are two
 * lines. Sorted by name, then unit.
 */
export function shoppingList(db: Conn, userId: number, from: string, to: string, scope: ShoppingScope = "me"): ShoppingList {
  // The household's: every cook's meals, so a family meal counts once, at the sum of its portions.
  const rows =
    scope === "me"
      ? toPrep(db, userId, from, to)
      : db
          .select({ id: users.id })
          .from(users)
          .all()
          .flatMap((u) => toPrep(db, u.id, from, to))
          .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return { from, to, items: withTicks(shoppingItems(rows), readTicks(db, from, to)) };
}

type ToPrep = { date: string; time: string; name: string; quantity: number; unit: string };

/**
 * The unprepped ingredients of the unprepped meals `userId` cooks from `from` to `to`, each at the
 * sum of its meal's portions (a meal for one at 1).
 */
export function toPrep(db: Conn, userId: number, from: string, to: string): ToPrep[] {
  return db
    .select({
      date: meals.date,
      time: meals.time,
      name: mealIngredients.name,
      quantity: sql<number>`${mealIngredients.quantity} * (${meals.portion} + coalesce((SELECT sum(p.portion) FROM meal_portions p WHERE p.meal_id = ${meals.id}), 0))`,
      unit: mealIngredients.unit,
    })
    .from(mealIngredients)
    .innerJoin(meals, and(eq(meals.id, mealIngredients.mealId), eq(meals.userId, userId)))
    .where(
      and(
        eq(mealIngredients.userId, userId),
        between(meals.date, from, to),
        eq(meals.isPrepped, false),
        eq(mealIngredients.isPrepped, false),
      ),
    )
    .orderBy(asc(meals.date), asc(meals.time), asc(mealIngredients.id))
    .all();
}

/** Lines of the list from what is left to prep, in the order met (the earliest meal first). */
export function shoppingItems(rows: ToPrep[]): ShoppingItem[] {
  const lines = new Map<string, Line>();
  for (const r of rows) {
    const name = r.name.trim().replace(/\s+/g, " ");
    const unit = normalizeUnit(r.unit) ?? r.unit.trim().toLowerCase();
    const key = shoppingKey(name, unit);
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { key, spellings: new Map(), quantity: 0, unit, dates: new Set() }));
    line.spellings.set(name, (line.spellings.get(name) ?? 0) + 1);
    line.quantity += r.quantity;
    line.dates.add(r.date);
  }
  const items: ShoppingItem[] = [...lines.values()].map((l) => ({
    // The most used spelling; on a tie, the one met first (the earliest meal).
    name: [...l.spellings.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0],
    quantity: round2(l.quantity),
    unit: l.unit,
    dates: [...l.dates].sort(),
    key: l.key,
    checked: false,
  }));
  items.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.unit.localeCompare(b.unit));
  return items;
}
