// The reads of many days: a range of days (the template look-back), the kept summaries and
// figures behind 'Last' and records, a week's counts, the names used, and an exercise's sessions.
// Names fold with SQLite's lower() (and trim()) here as in the indexes and the summaries, so all agree.
// Each query is built once per database (prepared); those taking a list of ids or dates are
// written once here and compiled once per length of the list by the database.
import { and, asc, desc, eq, gte, lt, lte, max, min, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { exerciseSummaries, exercises, exerciseSets, workouts } from "@db/schema";
import { prepared } from "@db/prepared";
import type { ExerciseBest, ExerciseDto, SetRow } from "@shared/workouts/contract";
import { exerciseSetRows } from "./day";
import { EXERCISE_COLUMNS, SET_COLUMNS, toExercise, toSetRow, type DaySetRecord, type ExerciseRecord } from "./records";

const named = sql.placeholder;
const key = sql<string>`lower(trim(${exercises.name}))`;
/** The same name, any case: SQLite's lower() on both sides, as the (user_id, lower(name), date) index folds. */
const sameName = and(eq(exercises.userId, named("userId")), sql`lower(${exercises.name}) = lower(${named("name")})`);

const queries = prepared((conn) => ({
  days: conn
    .select({ id: workouts.id, date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, named("userId")), gte(workouts.date, named("from")), lte(workouts.date, named("to"))))
    .orderBy(desc(workouts.date))
    .prepare(),
  summaries: conn
    .select()
    .from(exerciseSummaries)
    .where(eq(exerciseSummaries.userId, named("userId")))
    .prepare(),
  latestFromHistory: conn
    // min(key), not key: SQLite reads a bare grouped expression from the table row, the aggregate from the index.
    .select({
      key: sql<string>`min(${key})`,
      date: sql<string>`max(${exercises.date})`,
      estimatedOneRepMax: max(exercises.bestEstimate),
      weight: max(exercises.topWeight),
    })
    .from(exercises)
    .where(and(eq(exercises.userId, named("userId")), sql`completed_sets > 0`, lt(exercises.date, named("date"))))
    .groupBy(key)
    .prepare(),
  weekCounts: conn
    .select({
      date: workouts.date,
      exercises: sql<number>`count(${exercises.id})`,
      completedSets: sql<number>`coalesce(sum(${exercises.completedSets}), 0)`,
      totalSets: sql<number>`coalesce(sum((select count(*) from ${exerciseSets} where ${exerciseSets.exerciseId} = ${exercises.id})), 0)`,
    })
    .from(workouts)
    .innerJoin(exercises, eq(exercises.workoutId, workouts.id))
    .where(and(eq(workouts.userId, named("userId")), gte(workouts.date, named("from")), lte(workouts.date, named("to"))))
    .groupBy(workouts.date)
    .prepare(),
  allSpellings: conn
    .select({ name: exercises.name, uses: sql<number>`count(*)`, last: max(exercises.id) })
    .from(exercises)
    .where(eq(exercises.userId, named("userId")))
    .groupBy(exercises.name)
    .prepare(),
  spellings: conn
    .select({ name: exercises.name, uses: sql<number>`count(*)`, last: max(exercises.id) })
    .from(exercises)
    .where(and(eq(exercises.userId, named("userId")), sql`instr(lower(${exercises.name}), ${named("needle")}) > 0`))
    .groupBy(exercises.name)
    .prepare(),
  historyDates: conn
    .select({ date: exercises.date })
    .from(exercises)
    .where(sameName)
    .groupBy(exercises.date)
    .orderBy(desc(exercises.date))
    .limit(named("limit"))
    .prepare(),
  historyDatesBefore: conn
    .select({ date: exercises.date })
    .from(exercises)
    .where(and(sameName, lt(exercises.date, named("before"))))
    .groupBy(exercises.date)
    .orderBy(desc(exercises.date))
    .limit(named("limit"))
    .prepare(),
  ...historyExercisesQueries(conn),
  bestBefore: conn
    .select({
      estimatedOneRepMax: max(exercises.bestEstimate),
      weight: max(exercises.topWeight),
      reps: max(exercises.bestReps),
      duration: max(exercises.bestDuration),
      distance: max(exercises.bestDistance),
      pace: min(exercises.bestPace),
    })
    .from(exercises)
    .where(
      and(
        eq(exercises.userId, named("userId")),
        sql`lower(trim(${exercises.name})) = lower(trim(${named("name")}))`,
        sql`completed_sets > 0`,
        lt(exercises.date, named("date")),
      ),
    )
    .prepare(),
}));

/** An exercise of an exercise's history: what its planned sets were, and its type. */
export type HistoryExerciseRecord = {
  id: number;
  date: string;
  sets: number;
  reps: string;
  weight: string;
  isCompleted: boolean;
  type: string;
};

function historyExercisesQueries(conn: Conn) {
  const columns = {
    id: exercises.id,
    date: exercises.date,
    sets: exercises.sets,
    reps: exercises.reps,
    weight: exercises.weight,
    isCompleted: exercises.isCompleted,
    type: exercises.type,
  };
  // The index's own order: the days oldest first, each in the day's order.
  const order = [asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id)];
  return {
    historyExercises: conn
      .select(columns)
      .from(exercises)
      .where(and(sameName, gte(exercises.date, named("from"))))
      .orderBy(...order)
      .prepare(),
    historyExercisesBefore: conn
      .select(columns)
      .from(exercises)
      .where(and(sameName, gte(exercises.date, named("from")), lt(exercises.date, named("before"))))
      .orderBy(...order)
      .prepare(),
  };
}

/** `?, ?, ...`: one parameter per value of a list. */
const list = (n: number) => Array(n).fill("?").join(", ");

/** The set rows of the member's exercises, by exercise, each in set order. */
export function setRowsOf(db: Conn, userId: number, exerciseIds: number[]): Map<number, SetRow[]> {
  if (exerciseIds.length === 1) return new Map([[exerciseIds[0]!, exerciseSetRows(db, userId, exerciseIds[0]!)]]);
  const out = new Map<number, SetRow[]>(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length === 0) return out;
  // The order of exercise_sets_exercise_set_unique: read straight off the index, no sort.
  const rows = db.$client
    .prepare<DaySetRecord, number[]>(
      `SELECT ${SET_COLUMNS}, exercise_id AS exerciseId FROM exercise_sets WHERE user_id = ? AND exercise_id IN (${list(exerciseIds.length)}) ORDER BY exercise_id, set_number`,
    )
    .all(userId, ...exerciseIds);
  for (const r of rows) out.get(r.exerciseId)?.push(toSetRow(r));
  return out;
}

/**
 * The days from `from` to `to` (inclusive) that have a workout, newest first, each with its
 * exercises and set rows: three queries whatever the number of days.
 */
export function workoutDays(db: Conn, userId: number, from: string, to: string): { date: string; exercises: ExerciseDto[] }[] {
  const days = queries(db).days.all({ userId, from, to });
  if (days.length === 0) return [];
  const found = db.$client
    .prepare<ExerciseRecord & { workoutId: number }, number[]>(
      `SELECT ${EXERCISE_COLUMNS}, workout_id AS workoutId FROM exercises WHERE user_id = ? AND workout_id IN (${list(days.length)}) ORDER BY sort_order, id`,
    )
    .all(userId, ...days.map((day) => day.id));
  const sets = setRowsOf(
    db,
    userId,
    found.map((e) => e.id),
  );
  return days.map((day) => ({
    date: day.date,
    exercises: found.filter((e) => e.workoutId === day.id).map((e) => toExercise(e, sets.get(e.id) ?? [])),
  }));
}

/** Per name, the last date with a ticked set and the best figures, and the same before it. */
export type Latest = { key: string; date: string; estimatedOneRepMax: number | null; weight: number | null };

/** The member's kept summaries (exercise_summaries), one row per name. */
export function summaries(db: Conn, userId: number): (typeof exerciseSummaries.$inferSelect)[] {
  return queries(db).summaries.all({ userId });
}

/**
 * Per name, the last date before `date` with a ticked set and the best figures before it, summed
 * from exercises_done_idx alone: the expressions match the index's, so SQLite uses it.
 */
export function latestFromHistory(db: Conn, userId: number, date: string): Latest[] {
  return queries(db).latestFromHistory.all({ userId, date });
}

/**
 * The exercises with a ticked set on those dates, each with its name's key, in the order of
 * exercises_user_day_idx (day, then the day's order), with no sort.
 */
export function doneOn(db: Conn, userId: number, dates: string[]): (ExerciseRecord & { date: string; key: string })[] {
  return db.$client
    .prepare<ExerciseRecord & { date: string; key: string }, (number | string)[]>(
      `SELECT ${EXERCISE_COLUMNS}, date, lower(trim(name)) AS key FROM exercises WHERE user_id = ? AND completed_sets > 0 AND date IN (${list(dates.length)}) ` +
        "ORDER BY date, sort_order, id",
    )
    .all(userId, ...dates);
}

/** A name's records of the other kinds. */
export type KindRecord = { key: string; reps: number | null; duration: number | null; distance: number | null; pace: number | null };

/** Per name key among `keys`, the records of the other kinds before `date`, from the exercises' kept figures. */
export function kindRecords(db: Conn, userId: number, date: string, keys: string[]): KindRecord[] {
  return db.$client
    .prepare<KindRecord, (number | string)[]>(
      "SELECT lower(trim(name)) AS key, max(best_reps) AS reps, max(best_duration) AS duration, max(best_distance) AS distance, min(best_pace) AS pace " +
        `FROM exercises WHERE user_id = ? AND date < ? AND completed_sets > 0 AND lower(trim(name)) IN (${list(keys.length)}) GROUP BY lower(trim(name))`,
    )
    .all(userId, date, ...keys);
}

/** Per date from `from` to `to` with a workout: its number of exercises and of sets, ticked and in all. */
export function weekCounts(
  db: Conn,
  userId: number,
  from: string,
  to: string,
): { date: string; exercises: number; completedSets: number; totalSets: number }[] {
  return queries(db).weekCounts.all({ userId, from, to });
}

/** Each spelling of the member's exercise names containing `needle` (lower case; all when empty): its uses and its latest id. */
export function nameSpellings(db: Conn, userId: number, needle: string): { name: string; uses: number; last: number | null }[] {
  return needle ? queries(db).spellings.all({ userId, needle }) : queries(db).allSpellings.all({ userId });
}

/** The newest `limit` dates before `before` (all when absent) with an exercise of the name, any case, newest first. */
export function historyDates(db: Conn, userId: number, name: string, before: string | undefined, limit: number): string[] {
  const q = queries(db);
  return (before ? q.historyDatesBefore.all({ userId, name, before, limit }) : q.historyDates.all({ userId, name, limit })).map(
    (r) => r.date,
  );
}

/** The exercises of the name from `from` to before `before`, oldest day first, each day in its order. */
export function historyExercises(
  db: Conn,
  userId: number,
  name: string,
  from: string,
  before: string | undefined,
): HistoryExerciseRecord[] {
  const q = queries(db);
  return before ? q.historyExercisesBefore.all({ userId, name, from, before }) : q.historyExercises.all({ userId, name, from });
}

/** The records of the name's sessions before `date`, from the exercises' kept figures (the key folds the trimmed name). */
export function bestBefore(db: Conn, userId: number, name: string, date: string): ExerciseBest | undefined {
  return queries(db).bestBefore.get({ userId, name, date });
}
