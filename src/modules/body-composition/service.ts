// Body composition entries of one user: list, add, replace, delete.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bodyComposition } from "../../db/schema";
import { ownedBy } from "../../db/owned";
import { notFound } from "../../errors";
import { BODY_NUMBER_FIELDS, type BodyEntry, type BodyEntryInput } from "../../shared/body-composition/contract";

type Row = typeof bodyComposition.$inferSelect;

const ENTRY_NOT_FOUND = "Entry not found";

function toDto(row: Row): BodyEntry {
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

export function listEntries(db: Db, userId: number): BodyEntry[] {
  return db
    .select()
    .from(bodyComposition)
    .where(eq(bodyComposition.userId, userId))
    .orderBy(desc(bodyComposition.date), desc(bodyComposition.id))
    .all()
    .map(toDto);
}

export function createEntry(db: Db, userId: number, input: BodyEntryInput): BodyEntry {
  return toDto(db.insert(bodyComposition).values({ ...columns(input), userId }).returning().get());
}

export function updateEntry(db: Db, userId: number, id: number, input: BodyEntryInput): BodyEntry {
  const row = db
    .update(bodyComposition)
    .set(columns(input))
    .where(ownedBy(bodyComposition, userId, id))
    .returning()
    .get();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toDto(row);
}

export function deleteEntry(db: Db, userId: number, id: number): void {
  const row = db
    .delete(bodyComposition)
    .where(ownedBy(bodyComposition, userId, id))
    .returning({ id: bodyComposition.id })
    .get();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
}
