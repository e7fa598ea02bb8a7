// Finding a food: the member's recent foods, then the household's, then the custom ingredients
// the member sees and the products the household looked up, then the food table
// (docs/behaviour/foods.md, "Foods").
import type { Database } from "bun:sqlite";
import type { Conn } from "@db/client";
import { addDays, toIsoDate, today } from "@shared/dates";
import type { Food } from "@shared/foods/contract";
import { nameMatches, queryTerms, searcher } from "./search";
import { findLookedUp, lookedUpFood, lookedUpNamed } from "./barcode";
import { customFood } from "./custom-food";
import { splitTerms, variants } from "./search-words";
import {
  lookedUpRows,
  othersRecentFoodIds,
  recentFoodIds,
  visibleCustomIngredient,
  visibleCustomIngredients,
  type CustomRow,
  type OwnedCustomRow,
} from "./store";

/** How far back a food still counts as recent. */
const RECENT_DAYS = 90;

/** A custom ingredient as a search answers it: with its owner (null for a former member's). */
export const ownedFood = (row: OwnedCustomRow): Food => ({
  ...customFood(row),
  owner: row.userId === null || row.ownerFirstName === null ? null : { id: row.userId, firstName: row.ownerFirstName },
});

/** A food id's source and key; null when it is no food's. */
function parseFoodId(id: string): { source: string; key: string } | null {
  const [source = "", key = ""] = id.split(":", 2);
  return /^\d{1,15}$/.test(key) ? { source, key } : null;
}

/** A food by its id, as the member may see it; null when there is none. */
export function findFood(conn: Conn, table: Database, userId: number, id: string): Food | null {
  const parsed = parseFoodId(id);
  if (!parsed) return null;
  const { source, key } = parsed;
  if (source === "off") return findLookedUp(conn, key);
  if (source === "usda") return searcher(table).food(Number(key));
  if (source === "custom") {
    // Any item the member sees can be added: their own or one the household shares.
    const row: CustomRow | undefined = visibleCustomIngredient(conn, userId, Number(key));
    return row ? customFood(row) : null;
  }
  return null;
}

/**
 * The foods of these ids, in this order, each source read once (the food table's in one query, the
 * products looked up in another); an id that finds nothing, or a custom ingredient the member does
 * not see, is left out.
 */
function foodsOf(conn: Conn, table: Database, ids: string[], visible: Map<number, OwnedCustomRow>): Food[] {
  const parsed = ids.map(parseFoodId);
  const keysOf = (source: string) => parsed.filter((p) => p?.source === source).map((p) => p!.key);
  const usda = new Map(
    searcher(table)
      .foods(keysOf("usda").map(Number))
      .map((food) => [Number(food.id.slice("usda:".length)), food]),
  );
  const off = new Map(lookedUpRows(conn, keysOf("off")).map((row) => [row.barcode, lookedUpFood(row)]));
  const food = ({ source, key }: { source: string; key: string }): Food | undefined => {
    if (source === "usda") return usda.get(Number(key));
    if (source === "off") return off.get(key);
    const row = source === "custom" ? visible.get(Number(key)) : undefined;
    return row ? ownedFood(row) : undefined;
  };
  return parsed.map((p) => (p ? food(p) : undefined)).filter((f): f is Food => f !== undefined);
}

/**
 * The foods for what was typed: the member's recent foods that match, then the ones other members
 * added lately (only those this member may see), then the custom ingredients the member sees (their
 * own first) and the products the household looked up by barcode, then the food table's best.
 * Under two characters, the member's recent foods alone.
 */
export function searchFoods(conn: Conn, table: Database, userId: number, q: string, limit: number): Food[] {
  const custom = visibleCustomIngredients(conn, userId);
  const visible = new Map(custom.map((row) => [row.id, row]));
  const since = toIsoDate(addDays(today(), -RECENT_DAYS));
  const recent = foodsOf(conn, table, recentFoodIds(conn, userId, since), visible);
  const text = q.trim();
  if (text.length < 2) return recent.slice(0, limit);
  const terms = queryTerms(text);
  if (terms.length === 0) return [];
  const found: Food[] = [];
  const seen = new Set<string>();
  const add = (food: Food) => {
    if (found.length < limit && !seen.has(food.id)) {
      seen.add(food.id);
      found.push(food);
    }
  };
  for (const food of recent) if (nameMatches(food.name, terms)) add(food);
  for (const food of foodsOf(conn, table, othersRecentFoodIds(conn, userId, since), visible)) if (nameMatches(food.name, terms)) add(food);
  custom
    .filter((row) => nameMatches(row.name, terms))
    .sort((a, b) => Number(b.userId === userId) - Number(a.userId === userId) || a.name.length - b.name.length || a.id - b.id)
    .forEach((row) => add(ownedFood(row)));
  const first = splitTerms(terms).required[0]!;
  for (const food of lookedUpNamed(conn, variants(first)[0]!)) if (nameMatches(food.name, terms)) add(food);
  for (const food of searcher(table).searchTerms(terms, limit + found.length)) add(food);
  return found;
}
