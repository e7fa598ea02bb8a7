// The workouts' hot statements, built once per database and run with placeholders
// (src/db/prepared.ts): a day read, one exercise's sets, a set ticked, exercises added. Those that
// read or answer rows go through bun:sqlite directly and give them as arrays in the columns of
// rows.ts: drizzle's mapping of each row into an object, then into the answer, costs more than
// these reads themselves. reads.ts and service.ts run them.
import { and, eq, max, sql } from "drizzle-orm";
import { exercises, exerciseSets, workouts } from "@db/schema";
import { placeholder, prepared, preparedSqlite, rowsInsert } from "@db/prepared";
import { EXERCISE_COLUMNS, NEW_EXERCISE_COLUMNS, placeholdersFor, SET_COLUMNS } from "./rows";

const named = sql.placeholder;

export const queries = prepared((conn) => ({
  /** The member's workout row of a date. */
  workout: conn
    .select({ id: workouts.id, note: workouts.note })
    .from(workouts)
    .where(and(eq(workouts.userId, named("userId")), eq(workouts.date, named("date"))))
    .prepare(),
  insertSet: conn
    .insert(exerciseSets)
    .values({
      exerciseId: named("exerciseId"),
      userId: named("userId"),
      setNumber: named("setNumber"),
      weight: named("weight"),
      reps: named("reps"),
      completed: named("completed"),
    })
    .prepare(),
  dayExercises: conn
    .select({ count: sql<number>`count(*)`, last: max(exercises.sortOrder) })
    .from(exercises)
    .where(eq(exercises.workoutId, named("workoutId")))
    .prepare(),
  syncExercise: conn
    .update(exercises)
    .set({
      isCompleted: placeholder("isCompleted"),
      completedSets: placeholder("completedSets"),
      bestEstimate: placeholder("bestEstimate"),
      topWeight: placeholder("topWeight"),
      bestReps: placeholder("bestReps"),
      bestDuration: placeholder("bestDuration"),
      bestDistance: placeholder("bestDistance"),
      bestPace: placeholder("bestPace"),
    })
    .where(eq(exercises.id, named("id")))
    .prepare(),
}));

/** Rows read and answered as arrays, in EXERCISE_COLUMNS and SET_COLUMNS; values bound by position. */
export const sqliteStatements = preparedSqlite((sqlite) => ({
  /** A workout's exercises in the day's order: user, workout. */
  dayExercises: sqlite.prepare<never, [number, number]>(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises WHERE user_id = ?1 AND workout_id = ?2 ORDER BY sort_order, id`,
  ),
  /**
   * A workout's set rows, each with its exercise's id last: user, workout. The workout is the
   * member's (found by user and date); by workout alone, SQLite reads the exercises' ids from
   * exercises_workout_idx.
   */
  daySets: sqlite.prepare<never, [number, number]>(
    `SELECT ${SET_COLUMNS}, exercise_id FROM exercise_sets ` +
      "WHERE user_id = ?1 AND exercise_id IN (SELECT id FROM exercises WHERE workout_id = ?2) ORDER BY exercise_id, set_number",
  ),
  /** One exercise's set rows in set order (what every set change reads back): user, exercise. */
  exerciseSets: sqlite.prepare<never, [number, number]>(
    `SELECT ${SET_COLUMNS} FROM exercise_sets WHERE user_id = ? AND exercise_id = ? ORDER BY set_number`,
  ),
  /** The member's exercise; none when missing or another's: id, user. */
  ownedExercise: sqlite.prepare<never, [number, number]>(`SELECT ${EXERCISE_COLUMNS} FROM exercises WHERE id = ? AND user_id = ?`),
  /** The new workout's id; none when the day already has one: user, date, weekday. */
  insertWorkout: sqlite.prepare<{ id: number }, [number, string, string]>(
    "INSERT INTO workouts (user_id, date, day_of_week) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
  ),
  /** A new exercise, answered as stored: user, workout, date, sort order, then NEW_EXERCISE_COLUMNS. */
  insertExercise: sqlite.prepare<never, (string | number | null)[]>(
    `INSERT INTO exercises (user_id, workout_id, date, sort_order, ${NEW_EXERCISE_COLUMNS}) ` +
      `VALUES (?, ?, ?, ?, ${placeholdersFor(NEW_EXERCISE_COLUMNS)}) RETURNING ${EXERCISE_COLUMNS}`,
  ),
  /** A new exercise's sets, several to a statement (insertRows): exercise, user, set number, weight, reps, completed. */
  insertSets: rowsInsert(
    sqlite,
    "INSERT INTO exercise_sets (exercise_id, user_id, set_number, weight, reps, completed)",
    "(?, ?, ?, ?, ?, ?)",
    SET_COLUMNS,
  ),
  /**
   * A logged set's weight, reps, tick and kind, each kept as it is when bound null; rpe, time and
   * distance (which may be cleared to null) each set only when its flag is 1. Answers the row's id,
   * none when the set is missing: weight, reps, completed, kind, exercise, user, set number, then
   * rpe's flag and value, time's, distance's.
   */
  updateSet: sqlite.prepare<
    never,
    [
      string | null,
      string | null,
      number | null,
      string | null,
      number,
      number,
      number,
      number,
      number | null,
      number,
      number | null,
      number,
      number | null,
    ]
  >(
    "UPDATE exercise_sets SET weight = coalesce(?1, weight), reps = coalesce(?2, reps), completed = coalesce(?3, completed), kind = coalesce(?4, kind), " +
      "rpe = CASE WHEN ?8 THEN ?9 ELSE rpe END, duration_seconds = CASE WHEN ?10 THEN ?11 ELSE duration_seconds END, " +
      "distance_meters = CASE WHEN ?12 THEN ?13 ELSE distance_meters END " +
      "WHERE exercise_id = ?5 AND user_id = ?6 AND set_number = ?7 RETURNING id",
  ),
}));
