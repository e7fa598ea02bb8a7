// Two read-only views of a user's meal plan over several days: a week at a glance (each day's
// meals and totals) and the shopping list of what is not yet prepped (docs/behaviour/meals.md, "Week
// view", "Shopping list"). Every query is scoped to the user.
import type { Conn } from "@db/client";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { MealWeekDay, ShoppingItem, ShoppingList, ShoppingScope } from "@shared/meals/contract";
import { readTicks, withTicks } from "./shopping-ticks";
import { dailyMacros } from "@shared/meals/rules";
import { normalizeUnit } from "@shared/meals/units";
import { dayFor } from "./family";
import { memberIds, toPrepRows, type ToPrepRow } from "./store";

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
  const rows = scope === "me" ? toPrepRows(db, userId, from, to) : householdRows(db, from, to);
  return { from, to, items: withTicks(shoppingItems(rows), readTicks(db, from, to)) };
}

/** The household's rows: every cook's meals, so a family meal counts once, at the sum of its portions. */
function householdRows(db: Conn, from: string, to: string): ToPrepRow[] {
  return memberIds(db)
    .flatMap((id) => toPrepRows(db, id, from, to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The keys of the household's list of a range: every item a member's own list of it can hold. */
export function householdItemKeys(db: Conn, from: string, to: string): Set<string> {
  const keys = new Set<string>();
  for (const r of householdRows(db, from, to)) keys.add(lineOf(r).key);
  return keys;
}

/** A row's line: its name as spelled (trimmed, single spaces), its unit (stored singular, else as spelled) and its key. */
function lineOf(r: ToPrepRow): { name: string; unit: string; key: string } {
  const name = r.name.trim().replace(/\s+/g, " ");
  const unit = normalizeUnit(r.unit) ?? r.unit.trim().toLowerCase();
  return { name, unit, key: shoppingKey(name, unit) };
}

/** Lines of the list from what is left to prep, in the order met (the earliest meal first). */
export function shoppingItems(rows: ToPrepRow[]): ShoppingItem[] {
  const lines = new Map<string, Line>();
  for (const r of rows) {
    const { name, unit, key } = lineOf(r);
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
