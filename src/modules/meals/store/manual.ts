// Items added by hand to a range's shopping list: a member's own (user_id) or the household's
// (no user). shopping-manual.ts holds their rules.
import { and, asc, count, eq, isNull, lt } from "drizzle-orm";
import type { Conn } from "@db/client";
import { shoppingItems, shoppingTicks } from "@db/schema";

export type ManualRow = { id: number; name: string; quantity: number | null; unit: string | null };

/** Whose list: a member's own, or the household's (null). */
const owner = (userId: number | null) => (userId === null ? isNull(shoppingItems.userId) : eq(shoppingItems.userId, userId));
const range = (from: string, to: string) => and(eq(shoppingItems.fromDate, from), eq(shoppingItems.toDate, to));

/** The items added by hand to one list of a range, in the order added. */
export function manualRows(db: Conn, from: string, to: string, userId: number | null): ManualRow[] {
  return db
    .select({ id: shoppingItems.id, name: shoppingItems.name, quantity: shoppingItems.quantity, unit: shoppingItems.unit })
    .from(shoppingItems)
    .where(and(range(from, to), owner(userId)))
    .orderBy(asc(shoppingItems.id))
    .all();
}

/** The item `id` of the range when the member sees it (their own, or the household's). */
export function seenManualRow(db: Conn, userId: number, from: string, to: string, id: number): ManualRow | undefined {
  const rows = [...manualRows(db, from, to, userId), ...manualRows(db, from, to, null)];
  return rows.find((r) => r.id === id);
}

export const manualCount = (db: Conn, from: string, to: string, userId: number | null): number =>
  db
    .select({ n: count() })
    .from(shoppingItems)
    .where(and(range(from, to), owner(userId)))
    .get()?.n ?? 0;

export function insertManualRow(
  db: Conn,
  values: { from: string; to: string; userId: number | null; name: string; quantity: number | null; unit: string | null },
): number {
  const { from, to, ...rest } = values;
  return db
    .insert(shoppingItems)
    .values({ fromDate: from, toDate: to, ...rest })
    .returning({ id: shoppingItems.id })
    .get()!.id;
}

/** Removes an item and its tick. */
export function deleteManualRow(db: Conn, from: string, to: string, id: number, key: string): void {
  db.delete(shoppingItems).where(eq(shoppingItems.id, id)).run();
  db.delete(shoppingTicks)
    .where(and(eq(shoppingTicks.fromDate, from), eq(shoppingTicks.toDate, to), eq(shoppingTicks.key, key)))
    .run();
}

/** Removes the items of every range that ended before `date`. */
export const purgeManualEndedBefore = (db: Conn, date: string): void => {
  db.delete(shoppingItems).where(lt(shoppingItems.toDate, date)).run();
};
