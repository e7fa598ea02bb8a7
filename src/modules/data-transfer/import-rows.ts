// What both imports (import.ts, a Kinfit file; import-csv.ts, a workout CSV) write with: batched
// inserts, the workout row of each date, exercises with their set rows and figures, and the
// limits an import may not pass.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { customIngredients, exerciseSets, exercises, mealTemplates, workoutTemplates, workouts } from "@db/schema";
import { badRequest } from "@src/errors";
import { parseIsoDate, weekdayName } from "@shared/dates";
import { withImportedNote } from "@shared/data-transfer/day-notes";
import { WORKOUT } from "@shared/limits";
import type { SetRow } from "@shared/workouts/contract";

/** Rows per INSERT: far below SQLite's limit on bound values, large enough to be few statements. */
export const BATCH = 500;

export function inBatches<T>(rows: T[], insert: (batch: T[]) => void) {
  for (let i = 0; i < rows.length; i += BATCH) insert(rows.slice(i, i + BATCH));
}

export const dayOf = (date: string) => weekdayName(parseIsoDate(date)!);
export const nameKey = (name: string) => name.trim().toLowerCase();

/** The workout row of each date, created where missing; answers date -> workout id. */
export function workoutIds(tx: Conn, userId: number, dates: string[]): Map<string, number> {
  const unique = [...new Set(dates)];
  inBatches(unique, (batch) =>
    tx
      .insert(workouts)
      .values(batch.map((date) => ({ userId, date, dayOfWeek: dayOf(date) })))
      .onConflictDoNothing()
      .run(),
  );
  const out = new Map<string, number>();
  inBatches(unique, (batch) => {
    for (const w of tx
      .select({ id: workouts.id, date: workouts.date })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), inArray(workouts.date, batch)))
      .all()) {
      out.set(w.date, w.id);
    }
  });
  return out;
}

/** Refuses the import when a day would hold more exercises than a workout may. */
export function checkExercisesPerDay(tx: Conn, userId: number) {
  const over = tx
    .select({ date: exercises.date })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .groupBy(exercises.workoutId)
    .having(sql`count(*) > ${WORKOUT.maxExercises}`)
    .get();
  if (over) throw badRequest(`A workout holds at most ${WORKOUT.maxExercises} exercises; ${over.date} would hold more`);
}

export function checkCount(
  tx: Conn,
  table: typeof workoutTemplates | typeof mealTemplates | typeof customIngredients,
  userId: number,
  max: number,
  message: string,
) {
  const { count } = tx.select({ count: sql<number>`count(*)` }).from(table).where(eq(table.userId, userId)).get()!;
  if (count > max) throw badRequest(message);
}

export type NewExerciseRow = typeof exercises.$inferInsert;
export type NewSetRow = Omit<typeof exerciseSets.$inferInsert, "exerciseId" | "userId">;

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
    for (const w of tx
      .select({ id: workouts.id, date: workouts.date, note: workouts.note })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), inArray(workouts.date, batch)))
      .all()) {
      const note = withImportedNote(w.note, byDate.get(w.date));
      if (note === w.note) continue;
      tx.update(workouts).set({ note }).where(eq(workouts.id, w.id)).run();
    }
  });
}

/** The file's session times and template, kept on days that have no times of their own (an import never moves a logged session). */
export function keepSessionTimes(
  tx: Conn,
  userId: number,
  sessions: {
    date: string;
    startedAt?: string | null;
    finishedAt?: string | null;
    restEndedAt?: string | null;
    templateName?: string | null;
  }[],
) {
  for (const { date, startedAt, finishedAt, restEndedAt, templateName } of sessions) {
    if (!startedAt && !finishedAt && !restEndedAt && !templateName) continue;
    tx.update(workouts)
      .set({
        startedAt: startedAt ?? null,
        finishedAt: finishedAt ?? null,
        restEndedAt: restEndedAt ?? null,
        templateName: templateName ?? null,
      })
      .where(
        and(
          eq(workouts.userId, userId),
          eq(workouts.date, date),
          isNull(workouts.startedAt),
          isNull(workouts.finishedAt),
          isNull(workouts.restEndedAt),
        ),
      )
      .run();
  }
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

/** Inserts exercises with their set rows, in batches; the rows' figures are computed here. */
export function insertExercises(tx: Conn, userId: number, list: { exercise: NewExerciseRow; sets: NewSetRow[] }[]) {
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = list.slice(i, i + BATCH);
    const ids = tx
      .insert(exercises)
      .values(batch.map((b) => b.exercise))
      .returning({ id: exercises.id })
      .all();
    const sets = batch.flatMap((b, j) => b.sets.map((s) => ({ ...s, userId, exerciseId: ids[j]!.id })));
    inBatches(sets, (rows) => tx.insert(exerciseSets).values(rows).run());
  }
}
