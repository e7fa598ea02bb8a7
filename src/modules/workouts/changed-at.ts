// Which fields of a change are newer than the stored values (docs/behaviour/offline.md, "Offline"). A
// change made on a phone carries `changedAt`, the phone's time in ms; the row keeps per field the
// changedAt of the value it holds (a JSON object in changed_at), and a change older than that for a
// field leaves the field as it is. Two phones that edited the same field offline thus end with the
// later edit, whichever reached the server first. A change without changedAt (an older app, a
// script) always applies, and stamps nothing.
import type { Conn } from "@db/client";
import type { ExerciseUpdate, SetUpdate } from "@shared/workouts/contract";
import { setStamps, stampSet } from "./store";

type Stamps = Record<string, number>;

function parseStamps(text: string | null): Stamps {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stamps) : {};
  } catch {
    return {};
  }
}

/**
 * The change without its fields that a newer stored change wrote, and the row's stamps after it
 * (undefined when the change carries no changedAt).
 */
export function newerOf<T extends { changedAt?: number }>(stored: string | null, input: T): { input: T; changedAt?: string } {
  const { changedAt, ...fields } = input;
  if (changedAt === undefined) return { input };
  const stamps = parseStamps(stored);
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if ((stamps[field] ?? -1) > changedAt) continue;
    kept[field] = value;
    stamps[field] = changedAt;
  }
  return { input: kept as T, changedAt: JSON.stringify(stamps) };
}

export const newerFields = (stored: string | null, input: ExerciseUpdate) => newerOf(stored, input);

/** A set change without its older fields; the set's stamps are written at once. */
export function newerSetFields(db: Conn, userId: number, exerciseId: number, setNumber: number, input: SetUpdate): SetUpdate {
  const row = setStamps(db, userId, exerciseId, setNumber);
  if (!row) return input;
  const newer = newerOf(row.changedAt, input);
  stampSet(db, userId, exerciseId, setNumber, newer.changedAt);
  return newer.input;
}
