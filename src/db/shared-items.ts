// Items the household may share (custom ingredients, library meals): a member sees their own and
// every shared one; only the owner changes or deletes one. A private item of another member answers
// exactly like a missing one (404), a shared one they do not own is a 403 with a message
// (docs/behaviour/household.md, "Sharing").
import { and, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { forbidden, notFound } from "@src/errors";
import type { Conn } from "./client";
import { customIngredients, mealIngredients, meals, users } from "./schema";

type SharingTable = SQLiteTable & { id: SQLiteColumn; userId: SQLiteColumn; shared: SQLiteColumn };

/** The condition for another member's shared items, a former member's included. */
export const othersShared = (table: SharingTable, userId: number): SQL =>
  and(eq(table.shared, true), or(isNull(table.userId), ne(table.userId, userId)))!;

/** Row `id` when the member may see it (their own or shared); 404 otherwise. */
export function findVisible<T extends SharingTable>(db: Conn, table: T, userId: number, id: number, message: string): T["$inferSelect"] {
  const row = db
    .select()
    .from(table as SharingTable)
    .where(and(eq(table.id, id), or(eq(table.userId, userId), eq(table.shared, true))))
    .get() as (T["$inferSelect"] & { userId: number | null }) | undefined;
  if (!row) throw notFound(message);
  return row;
}

/** Row `id` when it is the member's own; a 403 with `refusal` for another's shared item, else 404. */
export function findChangeable<T extends SharingTable>(
  db: Conn,
  table: T,
  userId: number,
  id: number,
  message: string,
  refusal: string,
): T["$inferSelect"] {
  const row = findVisible(db, table, userId, id, message) as { userId: number | null };
  if (row.userId !== userId) throw forbidden(refusal);
  return row as T["$inferSelect"];
}

/** Makes every item of the member's shared; answers how many were private. */
export function shareAll(db: Conn, table: SharingTable, userId: number): number {
  return db
    .update(table)
    .set({ shared: true } as never)
    .where(and(eq(table.userId, userId), eq(table.shared, false)))
    .returning({ id: table.id })
    .all().length;
}

/** Folds a name as SQLite's lower() does (ASCII only), so two sorted lists merge in its order. */
const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Merges two lists each sorted by lower(name), then id, into one in the same order. */
export function mergeByName<T extends { name: string; id: number }>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  const before = (x: T, y: T) => {
    const fx = fold(x.name);
    const fy = fold(y.name);
    return fx < fy || (fx === fy && x.id < y.id);
  };
  while (i < a.length && j < b.length) out.push(before(a[i]!, b[j]!) ? a[i++]! : b[j++]!);
  return out.concat(a.slice(i), b.slice(j));
}

/** Each member's first name by id, for naming the owners of shared items. */
export function firstNames(db: Conn): Map<number, string> {
  const rows = db.select({ id: users.id, firstName: users.firstName }).from(users).all();
  return new Map(rows.map((r) => [r.id, r.firstName ?? ""]));
}

/** Who owns an item, as a member sees it: null for a former member's. */
export const ownerOf = (names: Map<number, string>, userId: number | null) =>
  userId === null ? null : { id: userId, firstName: names.get(userId) ?? "" };

/**
 * Clears the link of every meal ingredient made from custom ingredient `id` in the meals of
 * `userIds` (no foreign key does: see meal_ingredients in db/schema.ts). The links are found
 * through each member's meals, by the indexes on meals and on ingredients by meal: a few
 * milliseconds on years of meals, paid by this rare delete rather than by every meal written.
 */
export const unlinkMealIngredients = (db: Conn, userIds: number | number[], id: number) =>
  db
    .update(mealIngredients)
    .set({ customIngredientId: null })
    .where(
      and(
        inArray(
          mealIngredients.mealId,
          db
            .select({ id: meals.id })
            .from(meals)
            .where(inArray(meals.userId, ([] as number[]).concat(userIds))),
        ),
        eq(mealIngredients.customIngredientId, id),
      ),
    );

/**
 * Before the admin removes a member: their private items go (shared ones stay, their owner set to
 * null by the foreign key), and other members' meal ingredients lose their links to the private
 * ingredients going (one shared once, say).
 */
export function deletePrivateItems(db: Conn, userId: number, tables: SharingTable[]) {
  const others = db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, userId))
    .all()
    .map((u) => u.id);
  const going = db
    .select({ id: customIngredients.id })
    .from(customIngredients)
    .where(and(eq(customIngredients.userId, userId), eq(customIngredients.shared, false)));
  db.update(mealIngredients)
    .set({ customIngredientId: null })
    .where(
      and(
        inArray(mealIngredients.mealId, db.select({ id: meals.id }).from(meals).where(inArray(meals.userId, others))),
        inArray(mealIngredients.customIngredientId, going),
      ),
    )
    .run();
  for (const table of tables)
    db.delete(table)
      .where(and(eq(table.userId, userId), eq(table.shared, false)))
      .run();
}
