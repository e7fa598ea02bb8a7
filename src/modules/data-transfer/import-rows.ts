// The rules both imports (import.ts, a Kinfit file; import-csv.ts, a workout CSV) share: the
// workout row of each date, a set row as stored, the days' notes joined, where a file's superset
// groups land, and the limits an import may not pass. Their queries are the store's (store/).
import type { Conn } from "@db/client";
import { badRequest } from "@src/errors";
import { parseIsoDate, weekdayName } from "@shared/dates";
import { withImportedNote } from "@shared/data-transfer/day-notes";
import { WORKOUT } from "@shared/limits";
import type { SetRow } from "@shared/workouts/contract";
import * as store from "./store";
import { inBatches, type NewSetRow } from "./store";

export const dayOf = (date: string) => weekdayName(parseIsoDate(date)!);
export const nameKey = (name: string) => name.trim().toLowerCase();

/** The workout row of each date, created where missing; answers date -> workout id. */
export function workoutIds(tx: Conn, userId: number, dates: string[]): Map<string, number> {
  return store.workoutIds(tx, userId, dates, dayOf);
}

/** Refuses the import when a day would hold more exercises than a workout may. */
export function checkExercisesPerDay(tx: Conn, userId: number) {
  const over = store.overfullDay(tx, userId);
  if (over !== undefined) throw badRequest(`A workout holds at most ${WORKOUT.maxExercises} exercises; ${over} would hold more`);
}

/** Refuses the import when the member would keep more than `max` rows of `area`. */
export function checkCount(tx: Conn, area: Parameters<typeof store.ownedCount>[1], userId: number, max: number, message: string) {
  if (store.ownedCount(tx, area, userId) > max) throw badRequest(message);
}

/** A set row as an import writes it (a file's set is the API's): RPE, time and distance stored where the file has them. */
export function newSetRow(s: SetRow): NewSetRow {
  const { setNumber, weight, reps, completed, kind } = s;
  return {
    setNumber,
    weight,
    reps,
    completed,
    kind,
    rpe: s.rpe ?? null,
    durationSeconds: s.durationSeconds ?? null,
    distanceMeters: s.distanceMeters ?? null,
  };
}

/** The file's notes of its days, each joined to the day's own note (withImportedNote). */
export function mergeDayNotes(tx: Conn, userId: number, notes: { date: string; note?: string | null }[]) {
  const byDate = new Map<string, string>();
  for (const { date, note } of notes) if (note?.trim()) byDate.set(date, withImportedNote(byDate.get(date) ?? null, note)!);
  inBatches([...byDate.keys()], (batch) => {
    for (const w of store.dayNotes(tx, userId, batch)) {
      const note = withImportedNote(w.note, byDate.get(w.date));
      if (note !== w.note) store.setDayNote(tx, w.id, note);
    }
  });
}

/** The file's sessions (names, starts and finishes) on days that have none of their own. */
export function fillSessions(
  tx: Conn,
  userId: number,
  sessions: { date: string; name?: string | null; startedAt?: string | null; finishedAt?: string | null }[],
) {
  for (const s of sessions) store.fillSession(tx, userId, s);
}

/**
 * Where a file's superset groups land on the member's days (docs/behaviour/data-transfer.md, "Data import"):
 * on a day that holds no group, as the file numbers them; on a day with groups of its own, after
 * them, so an imported superset never joins one of the member's. A group of which an exercise is
 * already on the day (imported before) is that exercise's group. `highest`: date -> the highest
 * group the day holds.
 */
export function supersetPlacer(highest: Map<string, number>) {
  const placed = new Map<string, number | null>();
  const key = (date: string, group: number) => `${date}\u0000${group}`;
  return {
    /** An exercise of the file already on the day, in `group` of the file and `stored` of the day. */
    held(date: string, group: number | null, stored: number | null) {
      if (group !== null && stored !== null && !placed.has(key(date, group))) placed.set(key(date, group), stored);
    },
    /** The group a new exercise of the file's `group` takes (null past the day's last letter). */
    place(date: string, group: number | null): number | null {
      if (group === null) return null;
      const k = key(date, group);
      if (!placed.has(k)) {
        const last = highest.get(date);
        const next = last === undefined ? group : last + 1;
        placed.set(k, next > WORKOUT.maxSupersetGroup ? null : next);
        if (last !== undefined) highest.set(date, next);
      }
      return placed.get(k)!;
    },
  };
}
