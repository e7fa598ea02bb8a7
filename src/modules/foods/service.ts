// Finding a food: the member's recent foods, then their own ingredients, then the food table.
import type { Database } from "bun:sqlite";
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { prepared } from "@db/prepared";
import { customIngredients, mealIngredients, meals } from "@db/schema";
import { addDays, toIsoDate, today } from "@shared/dates";
import type { Food } from "@shared/foods/contract";
import { FOOD_SEARCH } from "@shared/limits";
import { searcher } from "./search";
import { findLookedUp, lookedUpNamed } from "./barcode";
import { tokens } from "./table";
import { customFood, type CustomRow } from "./custom-food";

/** How far back a food still counts as recent. */
const RECENT_DAYS = 90;

const named = sql.placeholder;

const queries = prepared((conn) => ({
  // Through the member's meals by date (their index), newest first, one row per food.
  recent: conn
    .select({ foodId: mealIngredients.foodId })
    .from(meals)
    .innerJoin(mealIngredients, eq(mealIngredients.mealId, meals.id))
    .where(and(eq(meals.userId, named("userId")), gte(meals.date, named("since")), isNotNull(mealIngredients.foodId)))
    .groupBy(mealIngredients.foodId)
    .orderBy(desc(sql`max(${meals.date})`), desc(sql`max(${mealIngredients.id})`))
    .limit(FOOD_SEARCH.recent)
    .prepare(),
  own: conn
    .select()
    .from(customIngredients)
    .where(eq(customIngredients.userId, named("userId")))
    .prepare(),
}));

/** The custom ingredients the member may add to a meal: their own. */
export function visibleCustomIngredients(conn: Conn, userId: number): CustomRow[] {
  return queries(conn).own.all({ userId });
}

/** Whether every typed word starts a word of the name. */
function nameMatches(name: string, terms: string[]): boolean {
  const words = tokens(name);
  return terms.every((term) => words.some((w) => w.startsWith(term)));
}

/** A food by its id, as the member may see it; null when there is none. */
export function findFood(conn: Conn, table: Database, userId: number, id: string, own?: Map<number, CustomRow>): Food | null {
  const [source, key = ""] = id.split(":", 2);
  if (!/^\d{1,15}$/.test(key)) return null;
  if (source === "off") return findLookedUp(conn, key);
  if (source === "usda") return searcher(table).food(Number(key));
  if (source === "custom") {
    const rows = own ?? new Map(visibleCustomIngredients(conn, userId).map((r) => [r.id, r]));
    const row = rows.get(Number(key));
    return row ? customFood(row) : null;
  }
  return null;
}

/**
 * The foods for what was typed: the member's recent foods that match, then their own ingredients
 * that match, then the products the household looked up by barcode, then the food table's best.
 * Under two characters, the recent foods alone.
 */
export function searchFoods(conn: Conn, table: Database, userId: number, q: string, limit: number): Food[] {
  const own = visibleCustomIngredients(conn, userId);
  const ownById = new Map(own.map((r) => [r.id, r]));
  const recentIds = queries(conn)
    .recent.all({ userId, since: toIsoDate(addDays(today(), -RECENT_DAYS)) })
    .map((r) => r.foodId!);
  const recent = recentIds.map((id) => findFood(conn, table, userId, id, ownById)).filter((f): f is Food => f !== null);
  const text = q.trim();
  if (text.length < 2) return recent.slice(0, limit);
  const terms = tokens(text);
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
  own
    .filter((row) => nameMatches(row.name, terms))
    .sort((a, b) => a.name.length - b.name.length || a.id - b.id)
    .forEach((row) => add(customFood(row)));
  for (const food of lookedUpNamed(conn, terms[0]!)) if (nameMatches(food.name, terms)) add(food);
  for (const food of searcher(table).search(text, limit + found.length)) add(food);
  return found;
}
