// Changing workouts for one signed-in user: appending exercises, editing and deleting them, and
// logging sets; reads are in reads.ts.
// Invariant kept by every change: an exercise is completed exactly when all its sets are ticked.
import { and, desc, eq, gt } from "drizzle-orm";
import type { Conn, Db } from "@db/client";
import { exercises, exerciseSets, programs, workouts } from "@db/schema";
import { findOwned, ownedBy } from "@db/owned";
import { insertRows, inTransaction } from "@db/prepared";
import { notFound, badRequest } from "@src/errors";
import { WORKOUT } from "@shared/limits";
import type { ExerciseDto, ExerciseType, ExerciseUpdate, PostWorkoutInput, SetRow, SetUpdate, WorkoutDto } from "@shared/workouts/contract";
import { setFigures } from "@shared/workouts/history";
import { allSetsDone } from "@shared/workouts/rules";
import { dayOf, exerciseSetRows, getWorkout, setRowsFor, workoutOn } from "./reads";
import {
  exerciseChanges,
  exerciseFromRow,
  exerciseFromValues,
  newExerciseValues,
  setRowFromValues,
  type ExerciseRow,
  type ExerciseValues,
  type SetValues,
} from "./rows";
import { queries, sqliteStatements } from "./statements";
import { newerFields, newerSetFields } from "./changed-at";

function insertSetRows(
  db: Conn,
  userId: number,
  exerciseId: number,
  from: number,
  to: number,
  weight: string,
  reps: string,
  completed: boolean,
) {
  const insert = queries(db).insertSet;
  for (let setNumber = from; setNumber <= to; setNumber++) insert.run({ exerciseId, userId, setNumber, weight, reps, completed });
}

/**
 * Appends the exercises to the date's workout, creating it if needed (docs/behaviour/workouts.md, "Day and
 * exercises": appending never deletes logged data). With mode "replace" the day's own exercises
 * and their set rows are removed first, in the same transaction, so the day is never half-replaced.
 */
export function appendExercises(db: Db, userId: number, input: PostWorkoutInput): WorkoutDto {
  // An exercise whose phone id is stored was sent before (a retry, a queue sent twice): the day
  // answers the stored row instead of a second one.
  checkProgramTags(db, userId, input.exercises);
  const fresh = input.exercises.filter((e) => e.clientId === undefined || !storedClientId(db, userId, e.clientId));
  if (fresh.length === 0) {
    if (input.note !== undefined) return setWorkoutNote(db, userId, input.date, input.note);
    return getWorkout(db, userId, input.date);
  }
  // A "replace" sent again must not remove what its first sending stored (and what was logged on it since).
  if (fresh.length < input.exercises.length) input = { ...input, exercises: fresh, mode: "append" };
  const added = inTransaction(db, (tx) => {
    const statements = sqliteStatements(db);
    const created = statements.insertWorkout.get(userId, input.date, dayOf(input.date));
    // A workout made just now holds no exercises yet (its id is new): nothing to replace or count,
    // and the day is exactly what is added below.
    let workoutId: number;
    let note: string | null = null;
    let existing: { count: number; last: number | null } = { count: 0, last: null };
    if (created) workoutId = created.id;
    else {
      ({ id: workoutId, note } = workoutOn(db, userId, input.date)!);
      if (input.mode === "replace") {
        // Set rows go with their exercise (the foreign key cascades).
        db.delete(exercises)
          .where(and(eq(exercises.userId, userId), eq(exercises.workoutId, workoutId)))
          .run();
      }
      existing = queries(db).dayExercises.get({ workoutId })!;
    }
    if (existing.count + input.exercises.length > WORKOUT.maxExercises) {
      throw badRequest(`exercises: a workout holds at most ${WORKOUT.maxExercises} exercises`);
    }
    if (input.note !== undefined) {
      note = input.note || null;
      tx.update(workouts).set({ note }).where(eq(workouts.id, workoutId)).run();
    }
    let order = existing.last === null ? 0 : existing.last + 1;
    const dtos = input.exercises.map((e) => {
      const row = statements.insertExercise.values(userId, workoutId, input.date, order++, ...newExerciseValues(e))[0] as ExerciseValues;
      const added = exerciseFromValues(row, []);
      added.setRows = insertRows<SetValues>(
        statements.insertSets,
        Array.from({ length: e.sets }, (_, k) => [added.id, userId, k + 1, e.weight, e.reps, Number(e.isCompleted)]),
      ).map(setRowFromValues);
      if (!e.isCompleted) return added;
      const synced = syncCompletion(db, userId, added.id, e.type);
      return { ...added, ...synced };
    });
    return created || input.mode === "replace" ? { dtos, note } : undefined;
  });
  // The day's answer: the new exercises when they are all it holds (in their order, by sortOrder
  // then id), otherwise the day read back.
  return added
    ? { date: input.date, dayOfWeek: dayOf(input.date), note: added.note, exercises: added.dtos }
    : getWorkout(db, userId, input.date);
}

/** The day's note (null or empty clears it); a day with no workout yet gets one. Answers the day. */
export function setWorkoutNote(db: Db, userId: number, date: string, note: string | null): WorkoutDto {
  inTransaction(db, (tx) => {
    sqliteStatements(db).insertWorkout.get(userId, date, dayOf(date));
    tx.update(workouts)
      .set({ note: note || null })
      .where(and(eq(workouts.userId, userId), eq(workouts.date, date)))
      .run();
  });
  return getWorkout(db, userId, date);
}

/** A program's workout put on a day by the phone names the member's own program, and its workout with it. */
function checkProgramTags(db: Conn, userId: number, list: PostWorkoutInput["exercises"]) {
  for (const e of list) {
    if (e.programId === undefined && e.programWorkout === undefined) continue;
    if (e.programId === undefined || e.programWorkout === undefined) throw badRequest("programId and programWorkout are sent together");
    if (
      !db
        .select({ id: programs.id })
        .from(programs)
        .where(and(eq(programs.id, e.programId), eq(programs.userId, userId)))
        .get()
    )
      throw notFound("Program not found");
  }
}

function storedClientId(db: Conn, userId: number, clientId: string): boolean {
  return (
    db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.userId, userId), eq(exercises.clientId, clientId)))
      .get() !== undefined
  );
}

/** The id of the member's exercise that the phone named `clientId`; 404 when there is none. */
export function exerciseIdOf(db: Conn, userId: number, clientId: string): number {
  const row = db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), eq(exercises.clientId, clientId)))
    .get();
  if (!row) throw notFound("Exercise not found");
  return row.id;
}

function ownedExercise(db: Conn, userId: number, id: number): ExerciseRow {
  return findOwned(db, exercises, userId, id, "Exercise not found");
}

function exerciseDto(db: Conn, userId: number, id: number): ExerciseDto {
  const row = ownedExercise(db, userId, id);
  return exerciseFromRow(row, setRowsFor(db, userId, [id]).get(id) ?? []);
}

/**
 * Keeps isCompleted equal to "every set ticked", and the ticked-set count and records that 'Last'
 * and personal records read, in step with the set rows; answers the rows and the flag.
 */
function syncCompletion(tx: Conn, userId: number, id: number, type: ExerciseType): { setRows: SetRow[]; isCompleted: boolean } {
  const setRows = exerciseSetRows(tx, userId, id);
  const isCompleted = allSetsDone(setRows);
  queries(tx).syncExercise.run({ id, isCompleted, ...setFigures(setRows, type) });
  return { setRows, isCompleted };
}

/**
 * Edits an exercise. Changing `sets` adds or removes set rows at the end (docs/behaviour/workouts.md, "Sets"); a changed
 * planned weight or reps also moves the unticked sets that still held the old plan. isCompleted
 * true ticks every set, false unticks them all, so the flag and the ticks always agree.
 */
export function updateExercise(db: Db, userId: number, id: number, input: ExerciseUpdate): ExerciseDto {
  return inTransaction(db, (tx) => {
    const before = ownedExercise(tx, userId, id);
    const { addSet, ...fields } = input;
    const stamped = newerFields(before.changedAt, fields);
    input = addSet ? { ...stamped.input, sets: Math.min(before.sets + 1, WORKOUT.maxSets) } : stamped.input;
    const changes: Partial<ExerciseRow> = exerciseChanges(input);
    if (stamped.changedAt !== undefined) changes.changedAt = stamped.changedAt;
    if (Object.keys(changes).length > 0) tx.update(exercises).set(changes).where(eq(exercises.id, id)).run();

    const weight = input.weight ?? before.weight;
    const reps = input.reps ?? before.reps;
    const unticked = and(eq(exerciseSets.exerciseId, id), eq(exerciseSets.completed, false));
    if (input.weight !== undefined && input.weight !== before.weight) {
      tx.update(exerciseSets)
        .set({ weight })
        .where(and(unticked, eq(exerciseSets.weight, before.weight)))
        .run();
    }
    if (input.reps !== undefined && input.reps !== before.reps) {
      tx.update(exerciseSets)
        .set({ reps })
        .where(and(unticked, eq(exerciseSets.reps, before.reps)))
        .run();
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
        tx.delete(exerciseSets)
          .where(and(eq(exerciseSets.exerciseId, id), gt(exerciseSets.setNumber, input.sets)))
          .run();
      } else {
        // A new set starts from the set before it, as the gym apps do, unless this change sets a new plan.
        const from = lastRow && input.weight === undefined && input.reps === undefined ? lastRow : { weight, reps };
        insertSetRows(tx, userId, id, last + 1, input.sets, from.weight, from.reps, false);
      }
    }

    if (input.isCompleted !== undefined) {
      tx.update(exerciseSets).set({ completed: input.isCompleted }).where(eq(exerciseSets.exerciseId, id)).run();
    }
    syncCompletion(tx, userId, id, (input.type ?? before.type) as ExerciseType);
    return exerciseDto(tx, userId, id);
  });
}

export function deleteExercise(db: Db, userId: number, id: number) {
  ownedExercise(db, userId, id);
  // Set rows go with it (ON DELETE CASCADE). The workout row stays: it is only a date.
  db.delete(exercises)
    .where(ownedBy(exercises, userId, id))
    .run();
}

/**
 * Logs one set: its weight, reps, tick, kind, rpe, time and distance (those sent). Answers the whole exercise,
 * completion included. The hottest write, so its rows go through bun:sqlite directly
 * (statements.ts).
 */
export function updateSet(db: Db, userId: number, id: number, setNumber: number, input: SetUpdate): ExerciseDto {
  return inTransaction(db, () => {
    const statements = sqliteStatements(db);
    const exercise = statements.ownedExercise.values(id, userId)[0] as ExerciseValues | undefined;
    if (!exercise) throw notFound("Exercise not found");
    if (input.changedAt !== undefined) input = newerSetFields(db, userId, id, setNumber, input);
    const completed = input.completed === undefined ? null : Number(input.completed);
    const given = (v: number | null | undefined) => [v === undefined ? 0 : 1, v ?? null] as const;
    const updated = statements.updateSet.values(
      input.weight ?? null,
      input.reps ?? null,
      completed,
      input.kind ?? null,
      id,
      userId,
      setNumber,
      ...given(input.rpe),
      ...given(input.durationSeconds),
      ...given(input.distanceMeters),
    );
    if (updated.length === 0) throw notFound("Set not found");
    // Logging a set changes only the set rows and the flag: the exercise read above is otherwise
    // current, so the answer needs no second read of it.
    const { setRows, isCompleted } = syncCompletion(db, userId, id, exercise[10] as ExerciseType);
    return exerciseFromValues(exercise, setRows, isCompleted);
  });
}
