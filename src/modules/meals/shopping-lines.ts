// The shopping list's lines from what is left to prep (docs/behaviour/meals.md, "Shopping list"):
// one per name and unit, a food of the food data under its short name (two foods that would share
// one told apart), a food added by a counted portion bought by count with its grams beside, and
// each line in its aisle.
import { isAisle, type Aisle } from "@shared/meals/aisles";
import type { ShoppingItem } from "@shared/meals/contract";
import { countedPortion } from "@shared/meals/counted";
import { normalizeUnit } from "@shared/meals/units";
import { apart, foodName } from "./food-names";
import type { ToPrepRow } from "./store";

/** Quantities summed to two decimals, so 0.1 + 0.2 reads 0.3. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** An item's identity within a range's list: its name (trimmed, any case) and unit. */
export const shoppingKey = (name: string, unit: string) => `${name.trim().replace(/\s+/g, " ").toLowerCase()}|${unit}`;

const spaced = (s: string) => s.trim().replace(/\s+/g, " ");

type Line = {
  key: string;
  name: string;
  descriptions: Map<string, number>;
  quantity: number;
  unit: string;
  grams: number | null;
  aisle: Aisle;
  isFood: boolean;
  dates: Set<string>;
};

/** Each food of the food data's name on this list: its short name, or told apart from another food's. */
function shortNames(rows: ToPrepRow[]): Map<string, string> {
  const byShort = new Map<string, Map<string, { description: string; used: number }>>();
  for (const r of rows) {
    const food = foodName(r.foodId);
    if (!food || !r.foodId) continue;
    const foods = byShort.get(food.short) ?? new Map();
    if (!foods.has(r.foodId)) foods.set(r.foodId, { description: r.name, used: food.used });
    byShort.set(food.short, foods);
  }
  const names = new Map<string, string>();
  for (const [short, foods] of byShort) {
    const ids = [...foods.keys()];
    const told = apart(short, [...foods.values()]);
    ids.forEach((id, k) => names.set(id, told[k]!));
  }
  return names;
}

/** A row's line: its name, unit, quantity (pieces for a counted portion), grams beside a count, aisle. */
function lineOf(r: ToPrepRow, names: Map<string, string>) {
  const food = foodName(r.foodId);
  const name = food && r.foodId ? names.get(r.foodId)! : spaced(r.name);
  const counted = r.foodId ? countedPortion(r.portion) : null;
  const unit = counted ? counted.unit : (normalizeUnit(r.unit) ?? r.unit.trim().toLowerCase());
  const aisle: Aisle = food ? food.aisle : isAisle(r.aisle) ? r.aisle : "other";
  return {
    foodId: food && r.foodId ? r.foodId : null,
    name,
    description: spaced(r.name),
    unit,
    key: shoppingKey(name, unit),
    quantity: counted ? counted.count * r.portions : r.quantity,
    grams: counted ? r.quantity : null,
    aisle,
    isFood: food !== undefined,
  };
}

/**
 * Each line a list of these rows holds, by key, with its foods of the food data as a tick keeps
 * them (ids sorted, joined by commas; null for a line of typed names).
 */
export function lineFoods(rows: ToPrepRow[]): Map<string, string | null> {
  const names = shortNames(rows);
  const foods = new Map<string, Set<string>>();
  for (const r of rows) {
    const l = lineOf(r, names);
    const set = foods.get(l.key) ?? new Set<string>();
    if (l.foodId) set.add(l.foodId);
    foods.set(l.key, set);
  }
  return new Map([...foods].map(([key, set]) => [key, set.size ? [...set].sort().join(",") : null]));
}

/** Lines of the list from what is left to prep, sorted by name, then unit. */
export function shoppingItems(rows: ToPrepRow[]): ShoppingItem[] {
  const names = shortNames(rows);
  const lines = new Map<string, Line>();
  for (const r of rows) {
    const l = lineOf(r, names);
    let line = lines.get(l.key);
    if (!line) {
      line = { ...l, descriptions: new Map(), quantity: 0, grams: l.grams === null ? null : 0, dates: new Set() };
      lines.set(l.key, line);
    }
    line.descriptions.set(l.description, (line.descriptions.get(l.description) ?? 0) + 1);
    line.quantity += l.quantity;
    if (line.grams !== null) line.grams += l.grams ?? 0;
    line.dates.add(r.date);
  }
  const items: ShoppingItem[] = [...lines.values()].map((l) => {
    // The most used spelling; on a tie, the one met first (the earliest meal).
    const description = [...l.descriptions.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
    return {
      // A food's short name; a typed name as most often spelled.
      name: l.isFood ? l.name : description,
      description,
      // Pieces are bought whole: counts are rounded up.
      quantity: l.grams === null ? round2(l.quantity) : Math.ceil(round2(l.quantity)),
      unit: l.unit,
      ...(l.grams === null ? {} : { grams: round2(l.grams) }),
      aisle: l.aisle,
      dates: [...l.dates].sort(),
      key: l.key,
      checked: false,
    };
  });
  items.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.unit.localeCompare(b.unit));
  return items;
}
