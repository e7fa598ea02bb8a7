// Body composition entries of one user: list, add, replace, delete.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { badRequest, notFound } from "@src/errors";
import { BODY_ENTRIES_FULL, type BodyEntry, type BodyEntryInput, type BodyListQuery } from "@shared/body-composition/contract";
import { BODY_NUMBER_FIELDS, bodyEntryProblems } from "@shared/body-composition/rules";
import { addDays, toIsoDate, today } from "@shared/dates";
import { BODY, PER_USER } from "@shared/limits";
import * as store from "./store";

const ENTRY_NOT_FOUND = "Entry not found";

/** Every column from the payload; a figure left out is stored as null (PUT replaces the entry). */
function columns(input: BodyEntryInput): store.BodyFields {
  const values: Record<string, number | null> = {};
  for (const f of BODY_NUMBER_FIELDS) values[f.key] = input[f.key] ?? null;
  const notes = input.notes?.trim();
  return { ...values, date: input.date, notes: notes ? notes : null } as store.BodyFields;
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
  const entries = store.entriesInRange(db, userId, query);
  const last = entries.at(-1);
  if (query.limit !== undefined && last && entries.length === query.limit) entries.push(...store.entriesOfDateAfter(db, userId, last));
  return entries;
}

export function createEntry(db: Db, userId: number, input: BodyEntryInput): BodyEntry {
  checkEntry(input, null);
  store.checkEntryRoom(db, userId, PER_USER.bodyEntries, BODY_ENTRIES_FULL);
  return store.insertEntry(db, userId, columns(input));
}

export function updateEntry(db: Db, userId: number, id: number, input: BodyEntryInput): BodyEntry {
  return inTransaction(db, (tx) => {
    checkEntry(input, store.ownedEntry(tx, userId, id, ENTRY_NOT_FOUND));
    return store.replaceEntry(tx, userId, id, columns(input));
  });
}

export function deleteEntry(db: Db, userId: number, id: number): void {
  if (!store.deleteEntry(db, userId, id)) throw notFound(ENTRY_NOT_FOUND);
}
