// The reads of the week and the shopping list, and the household's shopping ticks (plan-views.ts
// and shopping-ticks.ts hold their rules).
import { and, asc, between, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { bodyComposition, customIngredients, mealIngredients, meals, shoppingTicks } from "@db/schema";
import { QUICK_FOOD_ID } from "@shared/meals/quick";
import { queries } from "./statements";

/** The portions of a meal's other members, 0 when it has none. */
const portionsOf = (mealId: typeof meals.id) => sql`coalesce((SELECT sum(p.portion) FROM meal_portions p WHERE p.meal_id = ${mealId}), 0)`;

/** The portions a meal is eaten at: the cook's and the other members'. */
const eaten = sql`(${meals.portion} + ${portionsOf(meals.id)})`;

/**
 * The recipes a meal cooks (recipeBatches, src/shared/recipes/rules.ts): the portions over the
 * servings, and at least one whole recipe when it serves more than one.
 */
const batches = sql`(CASE WHEN ${meals.servings} > 1 THEN max(1.0, ${eaten} / ${meals.servings}) \
ELSE ${eaten} / ${meals.servings} END)`;

/** An ingredient left to prep: its meal's date and time, its name, unit and quantity for all the meal's portions. */
export type ToPrepRow = {
  date: string;
  time: string;
  name: string;
  quantity: number;
  unit: string;
  /** The food it was added from and the portion it was added as ('2 x 1 large'), when it was. */
  foodId: string | null;
  portion: string | null;
  /** The sum of its meal's portions, by which `quantity` was multiplied. */
  portions: number;
  /** The aisle of the custom ingredient it came from, when it did. */
  aisle: string | null;
};
/** A tick as stored, with the first name of the member who made it (null for a tick older than authors). */
export type TickRow = { key: string; checked: boolean; quantity: number; tickedBy: string | null; foods: string | null };

/**
 * The unprepped ingredients of the unprepped meals `userId` cooks from `from` to `to`, each at the
 * recipes its meal cooks (a meal for one at its portions), by date, time, then as added.
 */
export function toPrepRows(db: Conn, userId: number, from: string, to: string): ToPrepRow[] {
  return db
    .select({
      date: meals.date,
      time: meals.time,
      name: mealIngredients.name,
      quantity: sql<number>`${mealIngredients.quantity} * ${batches}`,
      unit: mealIngredients.unit,
      foodId: mealIngredients.foodId,
      portion: mealIngredients.portion,
      portions: sql<number>`${meals.portion} + ${portionsOf(meals.id)}`,
      aisle: customIngredients.aisle,
    })
    .from(mealIngredients)
    .innerJoin(meals, and(eq(meals.id, mealIngredients.mealId), eq(meals.userId, userId)))
    .leftJoin(customIngredients, eq(customIngredients.id, mealIngredients.customIngredientId))
    .where(
      and(
        eq(mealIngredients.userId, userId),
        between(meals.date, from, to),
        eq(meals.isPrepped, false),
        eq(mealIngredients.isPrepped, false),
        // A quick entry is calories only, nothing to buy.
        or(isNull(mealIngredients.foodId), ne(mealIngredients.foodId, QUICK_FOOD_ID)),
      ),
    )
    .orderBy(asc(meals.date), asc(meals.time), asc(mealIngredients.id))
    .all();
}

/** The household's ticks of a range's list. */
export const tickRows = (db: Conn, from: string, to: string): TickRow[] => queries(db).ticks.all({ from, to });

/** Keeps the household's tick of an item for a range, made by `userId`. */
export function saveTickRow(
  db: Conn,
  from: string,
  to: string,
  key: string,
  values: { checked: boolean; quantity: number; foods: string | null },
  userId: number,
): void {
  const set = { ...values, tickedBy: userId };
  db.insert(shoppingTicks)
    .values({ fromDate: from, toDate: to, key, ...set })
    .onConflictDoUpdate({ target: [shoppingTicks.fromDate, shoppingTicks.toDate, shoppingTicks.key], set })
    .run();
}

/** Whether the range already holds a tick of `key`, and how many ticks the range and the household hold. */
export function tickCounts(db: Conn, from: string, to: string, key: string): { exists: boolean; inRange: number; inAll: number } {
  const range = and(eq(shoppingTicks.fromDate, from), eq(shoppingTicks.toDate, to));
  const exists = db
    .select({ key: shoppingTicks.key })
    .from(shoppingTicks)
    .where(and(range, eq(shoppingTicks.key, key)))
    .get();
  const inRange = db.select({ n: count() }).from(shoppingTicks).where(range).get()?.n ?? 0;
  const inAll = db.select({ n: count() }).from(shoppingTicks).get()?.n ?? 0;
  return { exists: exists !== undefined, inRange, inAll };
}

/** Deletes the ticks of every range that ended before `date`, but the range from `from` to `to`. */
export function purgeTicksEndedBefore(db: Conn, date: string, from: string, to: string): void {
  db.delete(shoppingTicks)
    .where(and(lt(shoppingTicks.toDate, date), or(ne(shoppingTicks.fromDate, from), ne(shoppingTicks.toDate, to))))
    .run();
}

/** The member's latest body weight (pounds), which a per-body-weight protein goal resolves with. */
export function latestWeight(db: Conn, userId: number): { weight: number; date: string } | null {
  const row = db
    .select({ weight: bodyComposition.weight, date: bodyComposition.date })
    .from(bodyComposition)
    .where(and(eq(bodyComposition.userId, userId), isNotNull(bodyComposition.weight)))
    .orderBy(desc(bodyComposition.date), desc(bodyComposition.id))
    .limit(1)
    .get();
  return row && row.weight !== null ? { weight: row.weight, date: row.date } : null;
}
