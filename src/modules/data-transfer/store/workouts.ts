// The workout queries of both imports (a Kinfit file, a Strong or Hevy CSV): the day of each date,
// the exercises already there, new exercises with their set rows, and the figures they take.
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { exerciseSets, exercises, workouts } from "@db/schema";
import { WORKOUT } from "@shared/limits";
import type { SetKind } from "@shared/workouts/contract";
import { BATCH, inBatches } from "./batches";

export type NewExerciseRow = typeof exercises.$inferInsert;
export type NewSetRow = Omit<typeof exerciseSets.$inferInsert, "exerciseId" | "userId">;

/** The workout row of each date, created where missing; answers date -> workout id. */
export function workoutIds(tx: Conn, userId: number, dates: string[], dayOf: (date: string) => string): Map<string, number> {
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

/** A date on which the member keeps more exercises than a workout may hold, if any. */
export function overfullDay(tx: Conn, userId: number): string | undefined {
  return tx
    .select({ date: exercises.date })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .groupBy(exercises.workoutId)
    .having(sql`count(*) > ${WORKOUT.maxExercises}`)
    .get()?.date;
}

/** The member's days of `dates`, with their notes. */
export function dayNotes(tx: Conn, userId: number, dates: string[]): { id: number; date: string; note: string | null }[] {
  return tx
    .select({ id: workouts.id, date: workouts.date, note: workouts.note })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), inArray(workouts.date, dates)))
    .all();
}

export function setDayNote(tx: Conn, workoutId: number, note: string | null): void {
  tx.update(workouts).set({ note }).where(eq(workouts.id, workoutId)).run();
}

/**
 * A file's session on a day that has none of its own: its name where the day has none, its start
 * and finish where the day has neither.
 */
export function fillSession(
  tx: Conn,
  userId: number,
  s: { date: string; name?: string | null; startedAt?: string | null; finishedAt?: string | null },
): void {
  const day = and(eq(workouts.userId, userId), eq(workouts.date, s.date));
  if (s.name)
    tx.update(workouts)
      .set({ templateName: s.name })
      .where(and(day, isNull(workouts.templateName)))
      .run();
  if (!s.startedAt) return;
  const finishedAt = s.finishedAt && s.finishedAt > s.startedAt ? s.finishedAt : null;
  tx.update(workouts)
    .set({ startedAt: s.startedAt, finishedAt })
    .where(and(day, isNull(workouts.startedAt), isNull(workouts.finishedAt)))
    .run();
}

/** Inserts exercises with their set rows, in batches. */
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

/** Inserts set rows of exercises already there. */
export function insertSets(tx: Conn, userId: number, rows: (NewSetRow & { exerciseId: number })[]) {
  inBatches(rows, (batch) =>
    tx
      .insert(exerciseSets)
      .values(batch.map((r) => ({ ...r, userId })))
      .run(),
  );
}

/** The member's exercises on `dates` (name, place in the day and superset group). */
export function exercisesOnDates(tx: Conn, userId: number, dates: string[]) {
  return tx
    .select({ date: exercises.date, name: exercises.name, sortOrder: exercises.sortOrder, group: exercises.supersetGroup })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), inArray(exercises.date, dates)))
    .all();
}

/** How many days hold the member's exercises. */
export function daysWithExercises(tx: Conn, userId: number): number {
  return tx
    .select({ count: sql<number>`count(distinct ${exercises.workoutId})` })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .get()!.count;
}

/** The member's exercises from `first` to `last` (dates), by date and order in the day. */
export function exercisesBetween(db: Conn, userId: number, first: string, last: string) {
  return db
    .select({
      id: exercises.id,
      date: exercises.date,
      name: exercises.name,
      sets: exercises.sets,
      type: exercises.type,
      supersetGroup: exercises.supersetGroup,
    })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), gte(exercises.date, first), lte(exercises.date, last)))
    .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all();
}

/** The set numbers the member's exercises `ids` hold. */
export function setNumbers(db: Conn, userId: number, ids: number[]): { exerciseId: number; setNumber: number }[] {
  return db
    .select({ exerciseId: exerciseSets.exerciseId, setNumber: exerciseSets.setNumber })
    .from(exerciseSets)
    .where(and(eq(exerciseSets.userId, userId), inArray(exerciseSets.exerciseId, ids)))
    .all();
}

/** Of each day `workoutIds`, the last place in its order and its highest superset group. */
export function dayOrderAndGroups(
  tx: Conn,
  userId: number,
  workoutIds: number[],
): { workoutId: number; last: number; group: number | null }[] {
  return tx
    .select({
      workoutId: exercises.workoutId,
      last: sql<number>`max(${exercises.sortOrder})`,
      group: sql<number | null>`max(${exercises.supersetGroup})`,
    })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), inArray(exercises.workoutId, workoutIds)))
    .groupBy(exercises.workoutId)
    .all();
}

/** The set rows of the member's exercise `exerciseId`, with what its figures are made of. */
export function exerciseSetFigures(tx: Conn, userId: number, exerciseId: number) {
  return tx
    .select({
      weight: exerciseSets.weight,
      reps: exerciseSets.reps,
      completed: exerciseSets.completed,
      kind: exerciseSets.kind,
      durationSeconds: exerciseSets.durationSeconds,
      distanceMeters: exerciseSets.distanceMeters,
    })
    .from(exerciseSets)
    .where(and(eq(exerciseSets.userId, userId), eq(exerciseSets.exerciseId, exerciseId)))
    .all()
    .map((r) => ({
      ...r,
      kind: r.kind as SetKind,
      durationSeconds: r.durationSeconds ?? undefined,
      distanceMeters: r.distanceMeters ?? undefined,
    }));
}

/** Changes the member's exercise `id`: its number of sets, completion and figures. */
export function updateExercise(tx: Conn, userId: number, id: number, changes: Partial<NewExerciseRow>): void {
  tx.update(exercises)
    .set(changes)
    .where(and(eq(exercises.id, id), eq(exercises.userId, userId)))
    .run();
}
