// Changing workouts for one signed-in user: appending exercises, editing and deleting them, and
// logging sets; reads are in reads.ts.
// Invariant kept by every change: an exercise is completed exactly when all its sets are ticked.
import { and, desc, eq, gt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exercises, exerciseSets, workouts } from "../../db/schema";
import { findOwned, ownedBy, type Conn, type Tx } from "../../db/owned";
import { placeholder, prepared, preparedBy } from "../../db/prepared";
import { notFound, badRequest } from "../../errors";
import { WORKOUT } from "../../shared/limits";
import type { ExerciseDto, ExerciseUpdate, PostWorkoutInput, SetRow, SetUpdate, WorkoutDto } from "../../shared/workouts/contract";
import { setFigures } from "../../shared/workouts/history";
import { allSetsDone } from "../../shared/workouts/rules";
import { dayOf, getWorkout, setRowsFor, toDto, workoutOn, type ExerciseRow } from "./reads";

const ph = sql.placeholder;

// The statements of the hottest writes (a set ticked, exercises added), built once (src/db/prepared.ts).
const q = prepared((conn) => ({
  insertSet: conn
    .insert(exerciseSets)
    .values({ exerciseId: ph("exerciseId"), userId: ph("userId"), setNumber: ph("setNumber"), weight: ph("weight"), reps: ph("reps"), completed: ph("completed") })
    .prepare(),
  insertWorkout: conn.insert(workouts).values({ userId: ph("userId"), date: ph("date"), dayOfWeek: ph("dayOfWeek") }).onConflictDoNothing().prepare(),
  dayExercises: conn
    .select({ count: sql<number>`count(*)`, last: max(exercises.sortOrder) })
    .from(exercises)
    .where(eq(exercises.workoutId, ph("workoutId")))
    .prepare(),
  insertExercise: conn
    .insert(exercises)
    .values({
      userId: ph("userId"),
      workoutId: ph("workoutId"),
      date: ph("date"),
      sortOrder: ph("sortOrder"),
      name: ph("name"),
      sets: ph("sets"),
      reps: ph("reps"),
      weight: ph("weight"),
      restTime: ph("restTime"),
      isCompleted: ph("isCompleted"),
      notes: ph("notes"),
    })
    .returning({ id: exercises.id })
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
  db.transaction((tx) => {
    q(tx).insertWorkout.run({ userId, date: input.date, dayOfWeek: dayOf(input.date) });
    const workout = workoutOn(tx, userId, input.date)!;
    if (input.mode === "replace") {
      // Set rows go with their exercise (the foreign key cascades).
      tx.delete(exercises).where(and(eq(exercises.userId, userId), eq(exercises.workoutId, workout.id))).run();
    }
    const existing = q(tx).dayExercises.get({ workoutId: workout.id })!;
    if (existing.count + input.exercises.length > WORKOUT.maxExercises) {
      throw badRequest(`exercises: a workout holds at most ${WORKOUT.maxExercises} exercises`);
    }
    let order = existing.last === null ? 0 : existing.last + 1;
    for (const e of input.exercises) {
      const row = q(tx).insertExercise.get({
        userId,
        workoutId: workout.id,
        date: input.date,
        sortOrder: order++,
        name: e.name,
        sets: e.sets,
        reps: e.reps,
        weight: e.weight,
        restTime: e.restTime,
        isCompleted: e.isCompleted,
        notes: e.notes,
      })!;
      insertSetRows(tx, userId, row.id, 1, e.sets, e.weight, e.reps, e.isCompleted);
      if (e.isCompleted) syncCompletion(tx, userId, row.id);
    }
  });
  return getWorkout(db, userId, input.date);
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
function syncCompletion(tx: Tx, userId: number, id: number): { setRows: SetRow[]; isCompleted: boolean } {
  const setRows = setRowsFor(tx, userId, [id]).get(id) ?? [];
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

/** Logs one set: its weight, reps and tick. Answers the whole exercise, completion included. */
export function updateSet(db: Db, userId: number, id: number, setNumber: number, input: SetUpdate): ExerciseDto {
  return db.transaction((tx) => {
    const exercise = ownedExercise(tx, userId, id);
    const changes: Partial<Record<"weight" | "reps" | "completed" | "kind", unknown>> = {};
    if (input.weight !== undefined) changes.weight = input.weight;
    if (input.reps !== undefined) changes.reps = input.reps;
    if (input.completed !== undefined) changes.completed = input.completed;
    if (input.kind !== undefined) changes.kind = input.kind;
    const updated = setUpdate(tx, Object.keys(changes).join(",")).all({ ...changes, id, userId, setNumber });
    if (updated.length === 0) throw notFound("Set not found");
    // Logging a set changes only the set rows and the flag: the exercise read above is otherwise
    // current, so the answer needs no second read of it and its sets (a tick is the hottest write).
    const { setRows, isCompleted } = syncCompletion(tx, userId, id);
    return toDto({ ...exercise, isCompleted }, setRows);
  });
}
