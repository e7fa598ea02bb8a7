// Every query of the body-composition area: a member's entries listed by date, added, replaced
// and deleted, and how many they keep.
import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import type { Conn } from "@db/client";
import { bodyComposition } from "@db/schema";
import { checkRoom, findOwned, ownedBy } from "@db/owned";
import type { BodyEntry, BodyListQuery } from "@shared/body-composition/contract";

export type BodyRow = typeof bodyComposition.$inferSelect;
/** An entry's stored fields, as a PUT replaces them. */
export type BodyFields = Omit<BodyRow, "id" | "userId" | "createdAt">;

/** An entry as the API answers it: its row without the owner. */
export function toDto(row: BodyRow): BodyEntry {
  const { userId: _owner, ...entry } = row;
  return entry;
}

/** The member's entries dated in the query's range, newest first, at most `limit` of them. */
export function entriesInRange(conn: Conn, userId: number, query: BodyListQuery): BodyEntry[] {
  const where: SQL[] = [eq(bodyComposition.userId, userId)];
  if (query.from) where.push(gte(bodyComposition.date, query.from));
  if (query.to) where.push(lte(bodyComposition.date, query.to));
  if (query.before) where.push(lt(bodyComposition.date, query.before));
  const select = conn
    .select()
    .from(bodyComposition)
    .where(and(...where))
    .orderBy(desc(bodyComposition.date), desc(bodyComposition.id));
  return (query.limit === undefined ? select.all() : select.limit(query.limit).all()).map(toDto);
}

/** The member's entries of `date` listed after `entry` (a smaller id), newest first. */
export function entriesOfDateAfter(conn: Conn, userId: number, entry: { date: string; id: number }): BodyEntry[] {
  return conn
    .select()
    .from(bodyComposition)
    .where(and(eq(bodyComposition.userId, userId), eq(bodyComposition.date, entry.date), lt(bodyComposition.id, entry.id)))
    .orderBy(desc(bodyComposition.id))
    .all()
    .map(toDto);
}

/** Refuses (400 with `message`) a new entry past the member's `max`. */
export function checkEntryRoom(conn: Conn, userId: number, max: number, message: string): void {
  checkRoom(conn, bodyComposition, userId, max, message);
}

export function insertEntry(conn: Conn, userId: number, fields: BodyFields): BodyEntry {
  return toDto(
    conn
      .insert(bodyComposition)
      .values({ ...fields, userId })
      .returning()
      .get(),
  );
}

/** The member's entry `id`; a 404 with `message` when it is missing or someone else's. */
export function ownedEntry(conn: Conn, userId: number, id: number, message: string): BodyEntry {
  return toDto(findOwned(conn, bodyComposition, userId, id, message));
}

export function replaceEntry(conn: Conn, userId: number, id: number, fields: BodyFields): BodyEntry {
  return toDto(
    conn
      .update(bodyComposition)
      .set(fields)
      .where(ownedBy(bodyComposition, userId, id))
      .returning()
      .get()!,
  );
}

/** Deletes the member's entry `id`; answers whether there was one. */
export function deleteEntry(conn: Conn, userId: number, id: number): boolean {
  return (
    conn
      .delete(bodyComposition)
      .where(ownedBy(bodyComposition, userId, id))
      .returning({ id: bodyComposition.id })
      .get() !== undefined
  );
}
