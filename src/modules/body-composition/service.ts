// Body composition entries of one user: list, add, replace, delete.
import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { bodyComposition } from "@db/schema";
import { checkRoom, findOwned, ownedBy } from "@db/owned";
import { badRequest, notFound } from "@src/errors";
import { BODY_ENTRIES_FULL, type BodyEntry, type BodyEntryInput, type BodyListQuery } from "@shared/body-composition/contract";
import { BODY_NUMBER_FIELDS, bodyEntryProblems } from "@shared/body-composition/rules";
import { addDays, toIsoDate, today } from "@shared/dates";
import { BODY, PER_USER } from "@shared/limits";

type Row = typeof bodyComposition.$inferSelect;

const ENTRY_NOT_FOUND = "Entry not found";

export function toDto(row: Row): BodyEntry {
  const { userId: _owner, ...entry } = row;
  return entry;
}

/** Every column from the payload; a figure left out is stored as null (PUT replaces the entry). */
function columns(input: BodyEntryInput) {
  const values: Record<string, number | null> = {};
  for (const f of BODY_NUMBER_FIELDS) values[f.key] = input[f.key] ?? null;
  const notes = input.notes?.trim();
  return { ...values, date: input.date, notes: notes ? notes : null } as Omit<Row, "id" | "userId" | "createdAt">;
}

/**
 * Refuses an entry without a figure, with a figure outside its human range, or dated in the
 * future. The server can't know the phone's time zone, so "the future" starts a day past its own
 * today. Figures and a date an existing entry keeps unchanged are not checked again.
 */
function checkEntry(input: BodyEntryInput, stored: BodyEntry | null) {
  const latestDate = toIsoDate(addDays(today(), BODY.daysAheadAllowed));
  const [problem] = bodyEntryProblems(input, { latestDate, stored });
  if (problem) throw badRequest(problem.message);
}

/**
 * The member's entries, newest first: those dated from `from` to `to` (both counted) and before
 * `before`, at most `limit` of them. A page never splits a date: when the limit falls inside one,
 * the rest of that date's entries come too, so the next page (`before` = the last date) misses none.
 */
export function listEntries(db: Db, userId: number, query: BodyListQuery = {}): BodyEntry[] {
  const where: SQL[] = [eq(bodyComposition.userId, userId)];
  if (query.from) where.push(gte(bodyComposition.date, query.from));
  if (query.to) where.push(lte(bodyComposition.date, query.to));
  if (query.before) where.push(lt(bodyComposition.date, query.before));
  const select = db
    .select()
    .from(bodyComposition)
    .where(and(...where))
    .orderBy(desc(bodyComposition.date), desc(bodyComposition.id));
  const rows = query.limit === undefined ? select.all() : select.limit(query.limit).all();
  const last = rows.at(-1);
  if (query.limit !== undefined && last && rows.length === query.limit) {
    rows.push(
      ...db
        .select()
        .from(bodyComposition)
        .where(and(eq(bodyComposition.userId, userId), eq(bodyComposition.date, last.date), lt(bodyComposition.id, last.id)))
        .orderBy(desc(bodyComposition.id))
        .all(),
    );
  }
  return rows.map(toDto);
}

export function createEntry(db: Db, userId: number, input: BodyEntryInput): BodyEntry {
  checkEntry(input, null);
  checkRoom(db, bodyComposition, userId, PER_USER.bodyEntries, BODY_ENTRIES_FULL);
  return toDto(
    db
      .insert(bodyComposition)
      .values({ ...columns(input), userId })
      .returning()
      .get(),
  );
}

export function updateEntry(db: Db, userId: number, id: number, input: BodyEntryInput): BodyEntry {
  return inTransaction(db, (tx) => {
    checkEntry(input, toDto(findOwned(tx, bodyComposition, userId, id, ENTRY_NOT_FOUND)));
    return toDto(
      tx
        .update(bodyComposition)
        .set(columns(input))
        .where(ownedBy(bodyComposition, userId, id))
        .returning()
        .get()!,
    );
  });
}

export function deleteEntry(db: Db, userId: number, id: number): void {
  const row = db
    .delete(bodyComposition)
    .where(ownedBy(bodyComposition, userId, id))
    .returning({ id: bodyComposition.id })
    .get();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
}
