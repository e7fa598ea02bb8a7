// A day's rows: its workout, its exercises with their set rows, and every change to them. The
// statements are built once per database (src/db/prepared.ts); those of the hottest reads and
// writes (a day read, a set ticked, exercises added) run through bun:sqlite directly and give their
// rows as objects named by EXERCISE_COLUMNS and SET_COLUMNS, since drizzle's mapping of each row
// costs more than these reads themselves.
import { and, eq, max, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { exercises, exerciseSets, programs, workouts } from "@db/schema";
import { insertRowIds, placeholder, prepared, preparedSqlite, rowsInsert } from "@db/prepared";
import type { ExerciseDto, NewExercise, SetRow, SetUpdate } from "@shared/workouts/contract";
import type { SetFigures } from "@shared/workouts/history";
import {
  EXERCISE_COLUMNS,
  newExerciseRecord,
  SET_COLUMNS,
  toDay,
  toSetRow,
  type DaySetRecord,
  type ExerciseRecord,
  type SetRecord,
} from "./records";

const named = sql.placeholder;
/** The member's set `setNumber` of exercise `exerciseId`. */
const theSet = and(
  eq(exerciseSets.exerciseId, named("exerciseId")),
  eq(exerciseSets.setNumber, named("setNumber")),
  eq(exerciseSets.userId, named("userId")),
);

const queries = prepared((conn) => ({
  workout: conn
    .select({
      id: workouts.id,
      note: workouts.note,
      startedAt: workouts.startedAt,
      finishedAt: workouts.finishedAt,
      restEndedAt: workouts.restEndedAt,
    })
    .from(workouts)
    .where(and(eq(workouts.userId, named("userId")), eq(workouts.date, named("date"))))
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
  exerciseOfClient: conn
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.userId, named("userId")), eq(exercises.clientId, named("clientId"))))
    .prepare(),
  program: conn
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, named("programId")), eq(programs.userId, named("userId"))))
    .prepare(),
  setStamps: conn.select({ changedAt: exerciseSets.changedAt }).from(exerciseSets).where(theSet).prepare(),
  stampSet: conn
    .update(exerciseSets)
    .set({ changedAt: placeholder("changedAt") })
    .where(theSet)
    .prepare(),
}));

type Bindings = Record<string, string | number | boolean | null>;

const statements = preparedSqlite((sqlite) => ({
  /** A workout's exercises in the day's order: user, workout. */
  dayExercises: sqlite.prepare<ExerciseRecord, [number, number]>(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises WHERE user_id = ?1 AND workout_id = ?2 ORDER BY sort_order, id`,
  ),
  /**
   * A workout's set rows with their exercise's id: user, workout. The workout is the member's
   * (found by user and date); by workout alone, SQLite reads the exercises' ids from
   * exercises_workout_idx.
   */
  daySets: sqlite.prepare<DaySetRecord, [number, number]>(
    `SELECT ${SET_COLUMNS}, exercise_id AS exerciseId FROM exercise_sets ` +
      "WHERE user_id = ?1 AND exercise_id IN (SELECT id FROM exercises WHERE workout_id = ?2) ORDER BY exercise_id, set_number",
  ),
  /** One exercise's set rows in set order (what every set change reads back): user, exercise. */
  exerciseSets: sqlite.prepare<SetRecord, [number, number]>(
    `SELECT ${SET_COLUMNS} FROM exercise_sets WHERE user_id = ? AND exercise_id = ? ORDER BY set_number`,
  ),
  /** The member's exercise; none when missing or another's: id, user. */
  ownedExercise: sqlite.prepare<ExerciseRecord, [number, number]>(`SELECT ${EXERCISE_COLUMNS} FROM exercises WHERE id = ? AND user_id = ?`),
  /** The same with the stamps of its fields, for an edit: id, user. */
  exerciseToEdit: sqlite.prepare<ExerciseRecord & { changedAt: string | null }, [number, number]>(
    `SELECT ${EXERCISE_COLUMNS}, changed_at AS changedAt FROM exercises WHERE id = ? AND user_id = ?`,
  ),
  /** The new workout's id; none when the day already has one: user, date, weekday. */
  insertWorkout: sqlite.prepare<{ id: number }, [number, string, string]>(
    "INSERT INTO workouts (user_id, date, day_of_week) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
  ),
  /** A new exercise, answered as stored. */
  insertExercise: sqlite.prepare<ExerciseRecord, [Bindings]>(
    "INSERT INTO exercises (user_id, workout_id, date, sort_order, name, " +
      "sets, reps, weight, rest_time, is_completed, notes, client_id, type, " +
      "superset_group, program_id, program_workout) VALUES ($userId, " +
      "$workoutId, $date, $sortOrder, $name, $sets, $reps, $weight, $restTime, " +
      `$isCompleted, $notes, $clientId, $type, $supersetGroup, $programId, $programWorkout) RETURNING ${EXERCISE_COLUMNS}`,
  ),
  /** New set rows, several to a statement (insertRowIds): exercise, user, set number, weight, reps, completed. */
  insertSets: rowsInsert(
    sqlite,
    "INSERT INTO exercise_sets (exercise_id, user_id, set_number, weight, reps, completed)",
    "(?, ?, ?, ?, ?, ?)",
  ),
  /** New set rows each with its own figures and kind: exercise, user, set number, weight, reps, completed, kind. */
  insertSetRows: rowsInsert(
    sqlite,
    "INSERT INTO exercise_sets (exercise_id, user_id, set_number, weight, reps, completed, kind)",
    "(?, ?, ?, ?, ?, ?, ?)",
  ),
  /**
   * A logged set's weight, reps, tick and kind, each kept as it is when bound null; rpe, time and
   * distance (which may be cleared to null) each set only when its flag is 1. Answers the row's id,
   * none when the set is missing.
   */
  updateSet: sqlite.prepare<{ id: number }, [Bindings]>(
    "UPDATE exercise_sets SET weight = coalesce($weight, weight), reps = " +
      "coalesce($reps, reps), completed = coalesce($completed, completed), " +
      "kind = coalesce($kind, kind), rpe = CASE WHEN $rpeGiven THEN $rpe ELSE rpe END, " +
      "duration_seconds = CASE WHEN $durationGiven THEN $duration ELSE duration_seconds END, " +
      "distance_meters = CASE WHEN $distanceGiven THEN $distance ELSE distance_meters END " +
      "WHERE exercise_id = $exerciseId AND user_id = $userId AND set_number = $setNumber RETURNING id",
  ),
}));

/** The member's workout row of a date, if the day has one. */
export function workoutOn(
  db: Conn,
  userId: number,
  date: string,
): { id: number; note: string | null; startedAt: string | null; finishedAt: string | null; restEndedAt: string | null } | undefined {
  return queries(db).workout.get({ userId, date });
}

/** A workout's exercises in order, each with its set rows, read in one query by the workout. */
export function dayExercises(db: Conn, userId: number, workoutId: number): ExerciseDto[] {
  const list = statements(db).dayExercises.all(userId, workoutId);
  if (list.length === 0) return [];
  return toDay(list, statements(db).daySets.all(userId, workoutId));
}

/** The member's exercise's set rows, in set order (none when it is missing or another's). */
export function exerciseSetRows(db: Conn, userId: number, exerciseId: number): SetRow[] {
  return statements(db).exerciseSets.all(userId, exerciseId).map(toSetRow);
}

/** The member's exercise as the answers carry it; undefined when missing or another's. */
export function ownedExercise(db: Conn, userId: number, id: number): ExerciseRecord | undefined {
  return statements(db).ownedExercise.get(id, userId) ?? undefined;
}

/** The same with its fields' stamps (changed-at.ts), for an edit. */
export function exerciseToEdit(db: Conn, userId: number, id: number): (ExerciseRecord & { changedAt: string | null }) | undefined {
  return statements(db).exerciseToEdit.get(id, userId) ?? undefined;
}

/** The id of the member's exercise the phone named `clientId`, if stored. */
export function exerciseIdOfClient(db: Conn, userId: number, clientId: string): number | undefined {
  return queries(db).exerciseOfClient.get({ userId, clientId })?.id;
}

/** Whether the program is the member's. */
export function ownsProgram(db: Conn, userId: number, programId: number): boolean {
  return queries(db).program.get({ userId, programId }) !== undefined;
}

/** The new workout's id for the date; undefined when the day has one already. */
export function insertWorkout(db: Conn, userId: number, date: string, weekday: string): number | undefined {
  return statements(db).insertWorkout.get(userId, date, weekday)?.id;
}

/** How many exercises a workout holds, and its last place in the day's order. */
export function exerciseCount(db: Conn, workoutId: number): { count: number; last: number | null } {
  return queries(db).dayExercises.get({ workoutId })!;
}

/** A new exercise of a workout at `sortOrder`, with no set rows yet, as stored. */
export function insertExercise(
  db: Conn,
  userId: number,
  workoutId: number,
  date: string,
  sortOrder: number,
  e: NewExercise,
): ExerciseRecord {
  const own = newExerciseRecord(e);
  return statements(db).insertExercise.get({
    userId,
    workoutId,
    date,
    sortOrder,
    ...own,
    clientId: e.clientId ?? null,
    programId: e.programId ?? null,
    programWorkout: e.programWorkout ?? null,
  })!;
}

/**
 * Set rows `from` to `to` of an exercise, all with one weight, reps and tick, as the rows they
 * are stored as (the columns not given take their defaults).
 */
export function insertSets(
  db: Conn,
  userId: number,
  exerciseId: number,
  from: number,
  to: number,
  weight: string,
  reps: string,
  completed: boolean,
): SetRow[] {
  const made: SetRow[] = [];
  for (let setNumber = from; setNumber <= to; setNumber++) made.push({ setNumber, weight, reps, completed, kind: "normal" });
  if (made.length > 0)
    insertRowIds(
      statements(db).insertSets,
      made.map((s) => [exerciseId, userId, s.setNumber, weight, reps, Number(completed)]),
    );
  return made;
}

/** A new exercise's set rows prefilled one by one (a template started from last time's sets), numbered from 1. */
export function insertSetRowsOf(
  db: Conn,
  userId: number,
  exerciseId: number,
  rows: { weight: string; reps: string; kind: SetRow["kind"] }[],
  completed: boolean,
): SetRow[] {
  const made: SetRow[] = rows.map((r, i) => ({ setNumber: i + 1, weight: r.weight, reps: r.reps, completed, kind: r.kind }));
  if (made.length > 0)
    insertRowIds(
      statements(db).insertSetRows,
      made.map((s) => [exerciseId, userId, s.setNumber, s.weight, s.reps, Number(completed), s.kind]),
    );
  return made;
}

/** The completion flag, the ticked-set count and the records kept on an exercise from its set rows. */
export function syncExercise(db: Conn, id: number, values: { isCompleted: boolean } & SetFigures) {
  queries(db).syncExercise.run({ id, ...values });
}

/**
 * Writes a set's change (each field sent; rpe, time and distance sent as null are cleared); false
 * when the set is missing.
 */
export function updateSetRow(db: Conn, userId: number, exerciseId: number, setNumber: number, change: SetUpdate): boolean {
  const given = (v: number | null | undefined) => (v === undefined ? 0 : 1);
  const updated = statements(db).updateSet.get({
    weight: change.weight ?? null,
    reps: change.reps ?? null,
    completed: change.completed === undefined ? null : Number(change.completed),
    kind: change.kind ?? null,
    rpeGiven: given(change.rpe),
    rpe: change.rpe ?? null,
    durationGiven: given(change.durationSeconds),
    duration: change.durationSeconds ?? null,
    distanceGiven: given(change.distanceMeters),
    distance: change.distanceMeters ?? null,
    exerciseId,
    userId,
    setNumber,
  });
  return updated !== null;
}

/** A set's fields' stamps (changed-at.ts); undefined when the set is missing. */
export function setStamps(db: Conn, userId: number, exerciseId: number, setNumber: number): { changedAt: string | null } | undefined {
  return queries(db).setStamps.get({ userId, exerciseId, setNumber });
}

/** Writes a set's fields' stamps. */
export function stampSet(db: Conn, userId: number, exerciseId: number, setNumber: number, changedAt: string | undefined) {
  queries(db).stampSet.run({ userId, exerciseId, setNumber, changedAt: changedAt ?? null });
}
