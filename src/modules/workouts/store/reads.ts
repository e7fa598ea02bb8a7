// The reads of many days: a range of days (the template look-back), the kept summaries and
// figures behind 'Last' and records, a week's counts, the names used, and an exercise's sessions.
// Names fold with SQLite's lower() (and trim()) here as in the indexes and the summaries, so all agree.
import { and, asc, desc, eq, gte, inArray, lt, lte, max, min, sql } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { exerciseSummaries, exercises, exerciseSets, workouts } from "../../../db/schema";
import type { ExerciseBest, ExerciseDto, SetRow } from "../../../shared/workouts/contract";
import { exerciseSetRows } from "./day";
import { toExercise, toSetRow, type ExerciseRow } from "./records";

/** The set rows of the member's exercises, by exercise, each in set order. */
export function setRowsOf(db: Conn, userId: number, exerciseIds: number[]): Map<number, SetRow[]> {
  if (exerciseIds.length === 1) return new Map([[exerciseIds[0]!, exerciseSetRows(db, userId, exerciseIds[0]!)]]);
  const out = new Map<number, SetRow[]>(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length === 0) return out;
  const rows = db
    .select()
    .from(exerciseSets)
    .where(and(eq(exerciseSets.userId, userId), inArray(exerciseSets.exerciseId, exerciseIds)))
    // The order of exercise_sets_exercise_set_unique: read straight off the index, no sort.
    .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
    .all();
  for (const r of rows) out.get(r.exerciseId)?.push(toSetRow(r));
  return out;
}

/**
 * The days from `from` to `to` (inclusive) that have a workout, newest first, each with its
 * exercises and set rows: three queries whatever the number of days.
 */
export function workoutDays(db: Conn, userId: number, from: string, to: string): { date: string; exercises: ExerciseDto[] }[] {
  const days = db
    .select({ id: workouts.id, date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gte(workouts.date, from), lte(workouts.date, to)))
    .orderBy(desc(workouts.date))
    .all();
  if (days.length === 0) return [];
  const list = db
    .select()
    .from(exercises)
    .where(and(eq(exercises.userId, userId), inArray(exercises.workoutId, days.map((day) => day.id))))
    .orderBy(asc(exercises.sortOrder), asc(exercises.id))
    .all();
  const sets = setRowsOf(db, userId, list.map((e) => e.id));
  return days.map((day) => ({
    date: day.date,
    exercises: list.filter((e) => e.workoutId === day.id).map((e) => toExercise(e, sets.get(e.id) ?? [])),
  }));
}

/** Per name, the last date with a ticked set and the best figures, and the same before it. */
export type Latest = { key: string; date: string; estimatedOneRepMax: number | null; weight: number | null };

/** The member's kept summaries (exercise_summaries), one row per name. */
export function summaries(db: Conn, userId: number): (typeof exerciseSummaries.$inferSelect)[] {
  return db.select().from(exerciseSummaries).where(eq(exerciseSummaries.userId, userId)).all();
}

/**
 * Per name, the last date before `date` with a ticked set and the best figures before it, summed
 * from exercises_done_idx alone: the expressions match the index's, so SQLite uses it.
 */
export function latestFromHistory(db: Conn, userId: number, date: string): Latest[] {
  const key = sql<string>`lower(trim(${exercises.name}))`;
  return db
    // min(key), not key: SQLite reads a bare grouped expression from the table row, the aggregate from the index.
    .select({ key: sql<string>`min(${key})`, date: sql<string>`max(${exercises.date})`, estimatedOneRepMax: max(exercises.bestEstimate), weight: max(exercises.topWeight) })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`completed_sets > 0`, lt(exercises.date, date)))
    .groupBy(key)
    .all();
}

/**
 * The exercises with a ticked set on those dates, each with its name's key, in the order of
 * exercises_user_day_idx (day, then the day's order), with no sort.
 */
export function doneOn(db: Conn, userId: number, dates: string[]): { exercise: ExerciseRow; key: string }[] {
  const key = sql<string>`lower(trim(${exercises.name}))`;
  return db
    .select({ exercise: exercises, key })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`completed_sets > 0`, inArray(exercises.date, dates)))
    .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all();
}

/** Per name key among `keys`, the records of the other kinds before `date`, from the exercises' kept figures. */
export function kindRecords(
  db: Conn,
  userId: number,
  date: string,
  keys: string[],
): { key: string; reps: number | null; duration: number | null; distance: number | null; pace: number | null }[] {
  const key = sql<string>`lower(trim(${exercises.name}))`;
  return db
    .select({ key, reps: max(exercises.bestReps), duration: max(exercises.bestDuration), distance: max(exercises.bestDistance), pace: min(exercises.bestPace) })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), lt(exercises.date, date), sql`completed_sets > 0`, inArray(key, keys)))
    .groupBy(key)
    .all();
}

/** Per date from `from` to `to` with a workout: its number of exercises and of sets, ticked and in all. */
export function weekCounts(db: Conn, userId: number, from: string, to: string): { date: string; exercises: number; completedSets: number; totalSets: number }[] {
  return db
    .select({
      date: workouts.date,
      exercises: sql<number>`count(${exercises.id})`,
      completedSets: sql<number>`coalesce(sum(${exercises.completedSets}), 0)`,
      totalSets: sql<number>`coalesce(sum((select count(*) from ${exerciseSets} where ${exerciseSets.exerciseId} = ${exercises.id})), 0)`,
    })
    .from(workouts)
    .innerJoin(exercises, eq(exercises.workoutId, workouts.id))
    .where(and(eq(workouts.userId, userId), gte(workouts.date, from), lte(workouts.date, to)))
    .groupBy(workouts.date)
    .all();
}

/** Each spelling of the member's exercise names containing `needle` (lower case; all when empty): its uses and its latest id. */
export function nameSpellings(db: Conn, userId: number, needle: string): { name: string; uses: number; last: number | null }[] {
  return db
    .select({ name: exercises.name, uses: sql<number>`count(*)`, last: max(exercises.id) })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), needle ? sql`instr(lower(${exercises.name}), ${needle}) > 0` : undefined))
    .groupBy(exercises.name)
    .all();
}

/** The newest `limit` dates before `before` (all when absent) with an exercise of the name, any case, newest first. */
export function historyDates(db: Conn, userId: number, name: string, before: string | undefined, limit: number): string[] {
  // SQLite's lower() on both sides: the same folding as the (user_id, lower(name), date) index uses.
  return db
    .select({ date: exercises.date })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`lower(${exercises.name}) = lower(${name})`, before ? lt(exercises.date, before) : undefined))
    .groupBy(exercises.date)
    .orderBy(desc(exercises.date))
    .limit(limit)
    .all()
    .map((r) => r.date);
}

/** The exercises of the name from `from` to before `before`, oldest day first, each day in its order. */
export function historyExercises(
  db: Conn,
  userId: number,
  name: string,
  from: string,
  before: string | undefined,
): { id: number; date: string; sets: number; reps: string; weight: string; isCompleted: boolean; type: string }[] {
  return db
    .select({
      id: exercises.id,
      date: exercises.date,
      sets: exercises.sets,
      reps: exercises.reps,
      weight: exercises.weight,
      isCompleted: exercises.isCompleted,
      type: exercises.type,
    })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`lower(${exercises.name}) = lower(${name})`, gte(exercises.date, from), before ? lt(exercises.date, before) : undefined))
    // The index's own order: the days oldest first, each in the day's order.
    .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all();
}

/** The records of the name's sessions before `date`, from the exercises' kept figures (the key folds the trimmed name). */
export function bestBefore(db: Conn, userId: number, name: string, date: string): ExerciseBest | undefined {
  return db
    .select({
      estimatedOneRepMax: max(exercises.bestEstimate),
      weight: max(exercises.topWeight),
      reps: max(exercises.bestReps),
      duration: max(exercises.bestDuration),
      distance: max(exercises.bestDistance),
      pace: min(exercises.bestPace),
    })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`lower(trim(${exercises.name})) = lower(trim(${name}))`, sql`completed_sets > 0`, lt(exercises.date, date)))
    .get();
}
