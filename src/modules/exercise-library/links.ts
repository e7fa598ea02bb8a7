// What each name a member uses stands for in the library: the member's choice where there is one,
// else the clear match (catalogue.ts, matching.ts), else none. A link is kept beside the history,
// keyed by the name as 'Last' matches it; the logged exercises keep their names.
import type { Conn, Db } from "@db/client";
import { notFound } from "@src/errors";
import type { ExerciseLink } from "@shared/exercise-library/contract";
import { nameKey } from "@shared/exercise-library/rules";
import { libraryEntry, type LibraryEntry } from "./data";
import { clearMatch } from "./matching";
import { customIds, findExercise, NOT_FOUND, visibleCustomsById } from "./service";
import { doneNameRows, linkRows, linkTargets, upsertLink } from "./store";

type Stored = { name: string; libraryId: string | null };

/** The member's own choices, by name key. */
function storedLinks(db: Conn, userId: number): Map<string, Stored> {
  return new Map(linkRows(db, userId).map((r) => [r.nameKey, { name: r.name, libraryId: r.libraryId }]));
}

/** Each name the member has done (a ticked set), as last written, by name key. */
function namesDone(db: Conn, userId: number): Map<string, string> {
  return new Map(doneNameRows(db, userId).map((r) => [r.key, r.name.trim()]));
}

/** GET /api/exercises/links: every name done or linked, in alphabetical order. */
export function listLinks(db: Db, userId: number): ExerciseLink[] {
  const stored = storedLinks(db, userId);
  const names = namesDone(db, userId);
  for (const [key, link] of stored) if (!names.has(key)) names.set(key, link.name);
  return [...names]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, name]) => {
      const own = stored.get(key);
      return own
        ? { name, libraryId: own.libraryId, confirmed: true }
        : { name, libraryId: clearMatch(name)?.id ?? null, confirmed: false };
    });
}

/** PUT /api/exercises/links: the member's choice for a name (null: none). */
export function setLink(db: Db, userId: number, name: string, libraryId: string | null): ExerciseLink {
  if (libraryId !== null && !findExercise(db, userId, libraryId)) throw notFound(NOT_FOUND);
  const key = nameKey(name);
  upsertLink(db, userId, key, name.trim(), libraryId);
  return { name: name.trim(), libraryId, confirmed: true };
}

/**
 * The exercise each of these name keys stands for (none left out), reading the member's choices
 * once and the custom exercises they name in one query only when there are such.
 */
export function linkedExercises(db: Conn, userId: number, keys: Iterable<string>): Map<string, LibraryEntry> {
  const stored = new Map(linkTargets(db, userId).map((l) => [l.nameKey, l.libraryId]));
  const ids = customIds(stored.values());
  const customs = ids.length > 0 ? visibleCustomsById(db, userId, ids) : undefined;
  const out = new Map<string, LibraryEntry>();
  for (const key of keys) {
    const own = stored.get(key);
    const found = own === undefined ? clearMatch(key) : own === null ? undefined : (customs?.get(own) ?? libraryEntry(own));
    if (found) out.set(key, found);
  }
  return out;
}
