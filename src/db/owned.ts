// Rows that belong to one user: the "row `id` of this user" condition and the lookup every service
// uses before changing a row. Another user's id answers exactly like a missing one, so ids reveal
// nothing about other accounts (docs/behaviour/design-decisions.md, "Design decisions").
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { badRequest, notFound } from "@src/errors";
import type { Conn } from "./client";
import { preparedPerTable } from "./prepared";

type OwnedTable = SQLiteTable & { id: SQLiteColumn; userId: SQLiteColumn };

/** The condition matching row `id` of `table` only when it belongs to `userId`. */
export function ownedBy(table: OwnedTable, userId: number, id: number): SQL {
  return and(eq(table.id, id), eq(table.userId, userId))!;
}

const ownedRow = preparedPerTable((conn: Conn, table: OwnedTable) =>
  conn
    .select()
    .from(table)
    .where(and(eq(table.id, sql.placeholder("id")), eq(table.userId, sql.placeholder("userId"))))
    .prepare(),
);

/** The user's row `id` of `table`; a 404 with `message` when it is missing or someone else's. */
export function findOwned<T extends OwnedTable>(db: Conn, table: T, userId: number, id: number, message: string): T["$inferSelect"] {
  const row = ownedRow(db, table).get({ id, userId });
  if (!row) throw notFound(message);
  return row as T["$inferSelect"];
}

/**
 * Refuses (400 with `message`) adding `adding` rows when the user would then keep more than `max`
 * rows of `table` (only those matching `where`, when given: one day's meals, say).
 */
export function checkRoom(
  db: Conn,
  table: OwnedTable,
  userId: number,
  max: number,
  message: string,
  { where, adding = 1 }: { where?: SQL; adding?: number } = {},
): void {
  const { count } = db
    .select({ count: sql<number>`count(*)` })
    .from(table)
    .where(and(eq(table.userId, userId), where))
    .get()!;
  if (count + adding > max) throw badRequest(message);
}
