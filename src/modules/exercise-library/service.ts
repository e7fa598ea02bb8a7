// The exercise library as a member sees it: the embedded exercises and the member's own (shared
// ones of every member of the install too), searched by words, muscle and equipment; one with its
// instructions; adding one's own.
import type { Conn, Db } from "@db/client";
import { notFound } from "@src/errors";
import type { CustomExerciseInput, LibraryExercise, LibraryExerciseDetail } from "@shared/exercise-library/contract";
import type { Equipment, Muscle } from "@shared/exercise-library/rules";
import { EXERCISE_LIBRARY } from "@shared/limits";
import { detailOf, libraryEntries, libraryEntry, normalizeName, summaryOf, type LibraryEntry } from "./data";
import { fuzzyMatches, wordMatches } from "./matching";
import { checkCustomRoom, customsByIds, customsVisible, insertCustom, updateCustom, type CustomRecord as CustomRow } from "./store";

export const NOT_FOUND = "Exercise not found";
const CUSTOM_ID = /^custom-(\d{1,15})$/;
export const customId = (id: number) => `custom-${id}`;

const entryOf = (row: CustomRow): LibraryEntry => ({
  id: customId(row.id),
  name: row.name,
  primaryMuscles: row.primaryMuscles,
  secondaryMuscles: row.secondaryMuscles,
  equipment: row.equipment ?? null,
  category: null,
  mechanic: null,
  level: null,
  instructions: [],
  source: "custom",
  key: normalizeName(row.name),
});

/** The member's own exercises and the ones others share, by id. */
export function visibleCustoms(db: Conn, userId: number): LibraryEntry[] {
  const seen = new Set<number>();
  return customsVisible(db, userId)
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map(entryOf);
}

/** A custom exercise the member may see, by its numeric ids. */
export function visibleCustomsById(db: Conn, userId: number, ids: number[]): Map<string, LibraryEntry> {
  if (ids.length === 0) return new Map();
  return new Map(customsByIds(db, userId, ids).map((r) => [customId(r.id), entryOf(r)]));
}

/** A library or custom exercise the member may see, or undefined. */
export function findExercise(db: Conn, userId: number, id: string): LibraryEntry | undefined {
  const custom = CUSTOM_ID.exec(id);
  if (!custom) return libraryEntry(id);
  return visibleCustomsById(db, userId, [Number(custom[1])]).get(id);
}

/** The numeric ids of the custom ones among library ids. */
export const customIds = (ids: Iterable<string | null>): number[] =>
  [...ids].flatMap((id) => {
    const m = id ? CUSTOM_ID.exec(id) : null;
    return m ? [Number(m[1])] : [];
  });

export type Search = { q?: string; muscle?: Muscle; equipment?: Equipment };

/**
 * Up to 50 exercises for what was typed, the member's own first: every word typed in the name,
 * else the nearest names. A muscle matches a main or a secondary one, the main ones first.
 */
export function searchLibrary(db: Db, userId: number, { q = "", muscle, equipment }: Search): LibraryExercise[] {
  const fits = (e: LibraryEntry) =>
    (!muscle || e.primaryMuscles.includes(muscle) || e.secondaryMuscles.includes(muscle)) && (!equipment || e.equipment === equipment);
  const customs = visibleCustoms(db, userId).filter(fits);
  const library = libraryEntries().filter(fits);
  let found = [...wordMatches(q, customs), ...wordMatches(q, library)];
  if (found.length === 0 && normalizeName(q)) found = fuzzyMatches(q, EXERCISE_LIBRARY.maxResults).filter(fits);
  if (muscle)
    found = [...found.filter((e) => e.primaryMuscles.includes(muscle)), ...found.filter((e) => !e.primaryMuscles.includes(muscle))];
  return found.slice(0, EXERCISE_LIBRARY.maxResults).map(summaryOf);
}

export function exerciseDetail(db: Db, userId: number, id: string): LibraryExerciseDetail {
  const found = findExercise(db, userId, id);
  if (!found) throw notFound(NOT_FOUND);
  return detailOf(found);
}

const rowValues = (input: CustomExerciseInput) => ({
  name: input.name,
  primaryMuscles: [...new Set(input.primaryMuscles)],
  secondaryMuscles: [...new Set(input.secondaryMuscles)].filter((m) => !input.primaryMuscles.includes(m)),
  equipment: input.equipment,
  shared: input.shared,
});

/** PUT /api/exercise-library/{id}: the owner's own exercise, written whole; another's is 404. */
export function updateCustomExercise(
  db: Db,
  userId: number,
  id: string,
  input: CustomExerciseInput,
): LibraryExerciseDetail & { shared: boolean } {
  const custom = CUSTOM_ID.exec(id);
  const row = custom ? updateCustom(db, userId, Number(custom[1]), rowValues(input)) : undefined;
  if (!row) throw notFound(NOT_FOUND);
  return { ...detailOf(entryOf(row)), shared: row.shared };
}

export function createCustomExercise(db: Db, userId: number, input: CustomExerciseInput): LibraryExerciseDetail & { shared: boolean } {
  checkCustomRoom(
    db,
    userId,
    EXERCISE_LIBRARY.customExercises,
    `You can keep at most ${EXERCISE_LIBRARY.customExercises} exercises of your own`,
  );
  const row = insertCustom(db, userId, rowValues(input));
  return { ...detailOf(entryOf(row)), shared: row.shared };
}
