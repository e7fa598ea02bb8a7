// Changing workouts for one signed-in user: appending exercises, editing and deleting them, and
// logging sets; reads are in reads.ts.
// Invariant kept by every change: an exercise is completed exactly when all its sets are ticked.
import { and, desc, eq, gt, max, sql } from "drizzle-orm";
import type { Conn, Db, Tx } from "../../db/client";
import { exercises, exerciseSets } from "../../db/schema";
import { findOwned, ownedBy } from "../../db/owned";
import { insertRows, inTransaction, placeholder, prepared, preparedBy, preparedSqlite, rowsInsert } from "../../db/prepared";
import { notFound, badRequest } from "../../errors";
import { WORKOUT } from "../../shared/limits";
import type { ExerciseDto, ExerciseUpdate, PostWorkoutInput, SetRow, SetUpdate, WorkoutDto } from "../../shared/workouts/contract";
import { setFigures } from "../../shared/workouts/history";
import { allSetsDone } from "../../shared/workouts/rules";
import { dayOf, exerciseFromValues, exerciseSetRows, getWorkout, setRowFromValues, setRowsFor, toDto, workoutOn, type ExerciseRow } from "./reads";

const ph = sql.placeholder;

// The statements of the hottest writes (a set ticked, exercises added), built once (src/db/prepared.ts).
const q = prepared((conn) => ({
  insertSet: conn
    .insert(exerciseSets)
    .values({ exerciseId: ph("exerciseId"), userId: ph("userId"), setNumber: ph("setNumber"), weight: ph("weight"), reps: ph("reps"), completed: ph("completed") })
    .prepare(),
  dayExercises: conn
    .select({ count: sql<number>`count(*)`, last: max(exercises.sortOrder) })
    .from(exercises)
    .where(eq(exercises.workoutId, ph("workoutId")))
    .prepare(),
  syncExercise: conn
    .update(exercises)
    .set({
      isCompleted: placeholder("isCompleted"),
      completedSets: placeholder("completedSets"),
      bestEstimate: placeholder("bestEstimate"),
      topWeight: placeholder("topWeight"),
    })
    .where(eq(exercises.id, ph("id")))
    .prepare(),
}));

/**
 * Appending exercises through bun:sqlite directly (rows as arrays, bound by position): each new
 * row answers itself as stored, in the columns and order of the day's answer (toDto, toSetRow).
 */
const direct = preparedSqlite((sqlite) => ({
  /** The new workout's id; none when the day already has one. */
  insertWorkout: sqlite.prepare<never, [number, string, string]>(
    "INSERT INTO workouts (user_id, date, day_of_week) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
  ),
  insertExercise: sqlite.prepare<never, [number, number, string, number, string, number, string, string, number, number, string | null]>(
    "INSERT INTO exercises (user_id, workout_id, date, sort_order, name, sets, reps, weight, rest_time, is_completed, notes) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, name, sets, reps, weight, rest_time, is_completed, notes, sort_order",
  ),
  /** A new exercise's sets, several to a statement (insertRows): exercise, user, set number, weight, reps, completed. */
  insertSets: rowsInsert(
    sqlite,
    "INSERT INTO exercise_sets (exercise_id, user_id, set_number, weight, reps, completed)",
    "(?, ?, ?, ?, ?, ?)",
    "set_number, weight, reps, completed, kind",
  ),
  /** The member's exercise, in the columns of exerciseFromValues; none when missing or another's. */
  ownedExercise: sqlite.prepare<never, [number, number]>(
    "SELECT id, name, sets, reps, weight, rest_time, is_completed, notes, sort_order FROM exercises WHERE id = ? AND user_id = ?",
  ),
}));

/** A set's update, one statement per set of columns it changes (at most 15). */
const setUpdate = preparedBy((conn, columns: string) =>
  conn
    .update(exerciseSets)
    .set(Object.fromEntries(columns.split(",").map((c) => [c, ph(c)])))
    .where(and(eq(exerciseSets.exerciseId, ph("id")), eq(exerciseSets.userId, ph("userId")), eq(exerciseSets.setNumber, ph("setNumber"))))
    .returning({ id: exerciseSets.id })
    .prepare(),
);

function insertSetRows(tx: Tx, userId: number, exerciseId: number, from: number, to: number, weight: string, reps: string, completed: boolean) {
  const insert = q(tx).insertSet;
  for (let setNumber = from; setNumber <= to; setNumber++) insert.run({ exerciseId, userId, setNumber, weight, reps, completed });
}

/**
 * Appends the exercises to the date's workout, creating it if needed (docs/behaviour.md, "Day and
 * exercises": appending never deletes logged data). With mode "replace" the day's own exercises
 * and their set rows are removed first, in the same transaction, so the day is never half-replaced.
 */
export function appendExercises(db: Db, userId: number, input: PostWorkoutInput): WorkoutDto {
  const added = inTransaction(db, () => {
    const s = direct(db);
    const created = s.insertWorkout.values(userId, input.date, dayOf(input.date))[0];
    // A workout made just now holds no exercises yet (its id is new): nothing to replace or count,
    // and the day is exactly what is added below.
    let workoutId: number;
    let existing: { count: number; last: number | null } = { count: 0, last: null };
    if (created) workoutId = created[0] as number;
    else {
      workoutId = workoutOn(db, userId, input.date)!.id;
      if (input.mode === "replace") {
        // Set rows go with their exercise (the foreign key cascades).
        db.delete(exercises).where(and(eq(exercises.userId, userId), eq(exercises.workoutId, workoutId))).run();
      }
      existing = q(db).dayExercises.get({ workoutId })!;
    }
    if (existing.count + input.exercises.length > WORKOUT.maxExercises) {
      throw badRequest(`exercises: a workout holds at most ${WORKOUT.maxExercises} exercises`);
    }
    let order = existing.last === null ? 0 : existing.last + 1;
    const dtos = input.exercises.map((e) => {
      const row = s.insertExercise.values(
        userId,
        workoutId,
        input.date,
        order++,
        e.name,
        e.sets,
        e.reps,
        e.weight,
        e.restTime,
        Number(e.isCompleted),
        e.notes,
      )[0]!;
      const id = row[0] as number;
      const setRows = insertRows(
        s.insertSets,
        Array.from({ length: e.sets }, (_, k) => [id, userId, k + 1, e.weight, e.reps, Number(e.isCompleted)]),
      ).map(setRowFromValues);
      if (!e.isCompleted) return exerciseFromValues(row, setRows);
      const synced = syncCompletion(db, userId, id);
      return exerciseFromValues(row, synced.setRows, synced.isCompleted);
    });
    return created || input.mode === "replace" ? dtos : undefined;
  });
  // The day's answer: the new exercises when they are all it holds (in their order, by sortOrder
  // then id), otherwise the day read back.
  return added ? { date: input.date, dayOfWeek: dayOf(input.date), exercises: added } : getWorkout(db, userId, input.date);
}

function ownedExercise(db: Conn, userId: number, id: number): ExerciseRow {
  return findOwned(db, exercises, userId, id, "Exercise not found");
}

function exerciseDto(db: Conn, userId: number, id: number): ExerciseDto {
  const row = ownedExercise(db, userId, id);
  return toDto(row, setRowsFor(db, userId, [id]).get(id) ?? []);
}

/**
 * Keeps isCompleted equal to "every set ticked", and the ticked-set count and records that 'Last'
 * and personal records read, in step with the set rows; answers the rows and the flag.
 */
function syncCompletion(tx: Conn, userId: number, id: number): { setRows: SetRow[]; isCompleted: boolean } {
  const setRows = exerciseSetRows(tx, userId, id);
  const isCompleted = allSetsDone(setRows);
  q(tx).syncExercise.run({ id, isCompleted, ...setFigures(setRows) });
  return { setRows, isCompleted };
}

/**
 * Edits an exercise. Changing `sets` adds or removes set rows at the end (docs/behaviour.md, "Sets"); a changed
 * planned weight or reps also moves the unticked sets that still held the old plan. isCompleted
 * true ticks every set, false unticks them all, so the flag and the ticks always agree.
 */
export function updateExercise(db: Db, userId: number, id: number, input: ExerciseUpdate): ExerciseDto {
  return db.transaction((tx) => {
    const before = ownedExercise(tx, userId, id);
    const changes: Partial<ExerciseRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.sets !== undefined) changes.sets = input.sets;
    if (input.reps !== undefined) changes.reps = input.reps;
    if (input.weight !== undefined) changes.weight = input.weight;
    if (input.restTime !== undefined) changes.restTime = input.restTime;
    if (input.notes !== undefined) changes.notes = input.notes || null;
    if (Object.keys(changes).length > 0) tx.update(exercises).set(changes).where(eq(exercises.id, id)).run();

    const weight = input.weight ?? before.weight;
    const reps = input.reps ?? before.reps;
    const unticked = and(eq(exerciseSets.exerciseId, id), eq(exerciseSets.completed, false));
    if (input.weight !== undefined && input.weight !== before.weight) {
      tx.update(exerciseSets).set({ weight }).where(and(unticked, eq(exerciseSets.weight, before.weight))).run();
    }
    if (input.reps !== undefined && input.reps !== before.reps) {
      tx.update(exerciseSets).set({ reps }).where(and(unticked, eq(exerciseSets.reps, before.reps))).run();
    }

    if (input.sets !== undefined) {
      const lastRow = tx
        .select({ n: exerciseSets.setNumber, weight: exerciseSets.weight, reps: exerciseSets.reps })
        .from(exerciseSets)
        .where(eq(exerciseSets.exerciseId, id))
        .orderBy(desc(exerciseSets.setNumber))
        .limit(1)
        .get();
      const last = lastRow?.n ?? 0;
      if (input.sets < last) {
        tx.delete(exerciseSets).where(and(eq(exerciseSets.exerciseId, id), gt(exerciseSets.setNumber, input.sets))).run();
      } else {
        // A new set starts from the set before it, as the gym apps do, unless this change sets a new plan.
        const from = lastRow && input.weight === undefined && input.reps === undefined ? lastRow : { weight, reps };
        insertSetRows(tx, userId, id, last + 1, input.sets, from.weight, from.reps, false);
      }
    }

    if (input.isCompleted !== undefined) {
      tx.update(exerciseSets).set({ completed: input.isCompleted }).where(eq(exerciseSets.exerciseId, id)).run();
    }
    syncCompletion(tx, userId, id);
    return exerciseDto(tx, userId, id);
  });
}

export function deleteExercise(db: Db, userId: number, id: number) {
  ownedExercise(db, userId, id);
  // Set rows go with it (ON DELETE CASCADE). The workout row stays: it is only a date.
  db.delete(exercises).where(ownedBy(exercises, userId, id)).run();
}

/**
 * Logs one set: its weight, reps and tick. Answers the whole exercise, completion included. The
 * hottest write, so it runs through bun:sqlite directly, in the transaction wrapper kept per
 * database (inTransaction), rather than through drizzle's per-call transaction and row mapping.
 */
export function updateSet(db: Db, userId: number, id: number, setNumber: number, input: SetUpdate): ExerciseDto {
  return inTransaction(db, () => {
    const exercise = direct(db).ownedExercise.values(id, userId)[0];
    if (!exercise) throw notFound("Exercise not found");
    const changes: Partial<Record<"weight" | "reps" | "completed" | "kind", unknown>> = {};
    if (input.weight !== undefined) changes.weight = input.weight;
    if (input.reps !== undefined) changes.reps = input.reps;
    if (input.completed !== undefined) changes.completed = input.completed;
    if (input.kind !== undefined) changes.kind = input.kind;
    const updated = setUpdate(db, Object.keys(changes).join(",")).all({ ...changes, id, userId, setNumber });
    if (updated.length === 0) throw notFound("Set not found");
    // Logging a set changes only the set rows and the flag: the exercise read above is otherwise
    // current, so the answer needs no second read of it.
    const { setRows, isCompleted } = syncCompletion(db, userId, id);
    return exerciseFromValues(exercise as unknown[], setRows, isCompleted);
  });
}
