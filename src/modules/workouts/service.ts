// Changing workouts for one signed-in user: appending exercises, editing and deleting them, and
// logging sets; reads are in reads.ts.
// Invariant kept by every change: an exercise is completed exactly when all its sets are ticked.
import type { Conn, Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { notFound, badRequest } from "@src/errors";
import { WORKOUT } from "@shared/limits";
import type { ExerciseDto, ExerciseType, ExerciseUpdate, PostWorkoutInput, SetRow, SetUpdate, WorkoutDto } from "@shared/workouts/contract";
import { setFigures } from "@shared/workouts/history";
import { allSetsDone, onlyItsFields, startsWithWarmups, typeFields } from "@shared/workouts/rules";
import { dayOf, getWorkout } from "./reads";
import * as store from "./store";
import { newerFields, newerSetFields } from "./changed-at";

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
    const created = store.insertWorkout(db, userId, input.date, dayOf(input.date));
    // A workout made just now holds no exercises yet (its id is new): nothing to replace or count,
    // and the day is exactly what is added below.
    let workoutId: number;
    let note: string | null = null;
    let existing: { count: number; last: number | null } = { count: 0, last: null };
    if (created !== undefined) workoutId = created;
    else {
      ({ id: workoutId, note } = store.workoutOn(db, userId, input.date)!);
      if (input.mode === "replace") store.deleteDayExercises(db, userId, workoutId);
      existing = store.exerciseCount(db, workoutId);
    }
    if (existing.count + input.exercises.length > WORKOUT.maxExercises) {
      throw badRequest(`exercises: a workout holds at most ${WORKOUT.maxExercises} exercises`);
    }
    if (input.note !== undefined) {
      note = input.note || null;
      store.setNote(tx, workoutId, note);
    }
    if (input.templateName !== undefined) store.setTemplateName(tx, userId, input.date, input.templateName);
    let order = existing.last === null ? 0 : existing.last + 1;
    const dtos = input.exercises.map((sent) => {
      // Prefilled sets decide how many sets there are; a timed or distance exercise keeps no reps and no weight.
      const e = onlyItsFields(sent.setRows ? { ...sent, sets: sent.setRows.length } : sent);
      const added = store.toExercise(store.insertExercise(db, userId, workoutId, input.date, order++, e), []);
      added.setRows = e.setRows
        ? store.insertSetRowsOf(db, userId, added.id, e.setRows, e.isCompleted)
        : store.insertSets(db, userId, added.id, 1, e.sets, e.weight, e.reps, e.isCompleted);
      if (!e.isCompleted) return added;
      const synced = syncCompletion(db, userId, added.id, e.type);
      return { ...added, ...synced };
    });
    return created !== undefined || input.mode === "replace" ? { dtos, note } : undefined;
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
    store.insertWorkout(db, userId, date, dayOf(date));
    store.setNoteOn(tx, userId, date, note || null);
  });
  return getWorkout(db, userId, date);
}

/** A program's workout put on a day by the phone names the member's own program, and its workout with it. */
function checkProgramTags(db: Conn, userId: number, list: PostWorkoutInput["exercises"]) {
  for (const e of list) {
    if (e.programId === undefined && e.programWorkout === undefined) continue;
    if (e.programId === undefined || e.programWorkout === undefined) throw badRequest("programId and programWorkout are sent together");
    if (!store.ownsProgram(db, userId, e.programId)) throw notFound("Program not found");
  }
}

function storedClientId(db: Conn, userId: number, clientId: string): boolean {
  return store.exerciseIdOfClient(db, userId, clientId) !== undefined;
}

/** The id of the member's exercise that the phone named `clientId`; 404 when there is none. */
export function exerciseIdOf(db: Conn, userId: number, clientId: string): number {
  const id = store.exerciseIdOfClient(db, userId, clientId);
  if (id === undefined) throw notFound("Exercise not found");
  return id;
}

function ownedExercise(db: Conn, userId: number, id: number): store.ExerciseRecord {
  const row = store.ownedExercise(db, userId, id);
  if (!row) throw notFound("Exercise not found");
  return row;
}

function exerciseDto(db: Conn, userId: number, id: number): ExerciseDto {
  return store.toExercise(ownedExercise(db, userId, id), store.exerciseSetRows(db, userId, id));
}

/**
 * Keeps isCompleted equal to "every set ticked", and the ticked-set count and records that 'Last'
 * and personal records read, in step with the set rows; answers the rows and the flag.
 */
function syncCompletion(tx: Conn, userId: number, id: number, type: ExerciseType): { setRows: SetRow[]; isCompleted: boolean } {
  const setRows = store.exerciseSetRows(tx, userId, id);
  const isCompleted = allSetsDone(setRows);
  store.syncExercise(tx, id, { isCompleted, ...setFigures(setRows, type) });
  return { setRows, isCompleted };
}

/**
 * Edits an exercise. Changing `sets` adds or removes set rows at the end (docs/behaviour/workouts.md, "Sets"); a changed
 * planned weight or reps also moves the unticked sets that still held the old plan. isCompleted
 * true ticks every set, false unticks them all, so the flag and the ticks always agree.
 */
export function updateExercise(db: Db, userId: number, id: number, input: ExerciseUpdate): ExerciseDto {
  return inTransaction(db, (tx) => {
    const before = store.exerciseToEdit(tx, userId, id);
    if (!before) throw notFound("Exercise not found");
    const { addSet, ...fields } = input;
    const stamped = newerFields(before.changedAt, fields);
    input = addSet ? { ...stamped.input, sets: Math.min(before.sets + 1, WORKOUT.maxSets) } : stamped.input;
    // A timed or distance exercise holds no planned reps or weight, whatever was sent; made one, its sets lose theirs.
    const type = (input.type ?? before.type) as ExerciseType;
    const loadless = !typeFields(type).reps && !typeFields(type).weight;
    if (loadless && (input.reps !== undefined || input.weight !== undefined || input.type !== undefined))
      input = { ...input, reps: "", weight: "" };
    if (loadless && input.type !== undefined && input.type !== before.type) store.clearSetLoads(tx, id);
    const changes = store.exerciseChanges(input);
    if (stamped.changedAt !== undefined) changes.changedAt = stamped.changedAt;
    store.updateExerciseColumns(tx, id, changes);

    const weight = input.weight ?? before.weight;
    const reps = input.reps ?? before.reps;
    if (input.weight !== undefined && input.weight !== before.weight) store.moveUntickedSets(tx, id, { weight, from: before.weight });
    if (input.reps !== undefined && input.reps !== before.reps) store.moveUntickedSets(tx, id, { reps, from: before.reps });

    if (input.sets !== undefined) {
      const lastRow = store.lastSet(tx, id);
      const last = lastRow?.n ?? 0;
      if (input.sets < last) {
        store.deleteSetsAfter(tx, id, input.sets);
      } else {
        // A new set starts from the set before it, as the gym apps do, unless this change sets a new plan.
        const from = lastRow && input.weight === undefined && input.reps === undefined ? lastRow : { weight, reps };
        store.insertSets(tx, userId, id, last + 1, input.sets, from.weight, from.reps, false);
      }
    }

    if (input.isCompleted !== undefined) {
      store.tickAllSets(tx, id, input.isCompleted);
    }
    syncCompletion(tx, userId, id, type);
    return exerciseDto(tx, userId, id);
  });
}

export function deleteExercise(db: Db, userId: number, id: number) {
  ownedExercise(db, userId, id);
  // Set rows go with it (ON DELETE CASCADE). The workout row stays: it is only a date.
  store.deleteExerciseRow(db, userId, id);
}

/**
 * Logs one set: its weight, reps, tick, kind, rpe, time and distance (those sent). Answers the whole exercise,
 * completion included. The hottest write.
 */
export function updateSet(db: Db, userId: number, id: number, setNumber: number, input: SetUpdate): ExerciseDto {
  return inTransaction(db, () => {
    const exercise = store.ownedExercise(db, userId, id);
    if (!exercise) throw notFound("Exercise not found");
    const changedAt = input.changedAt;
    if (input.changedAt !== undefined) input = newerSetFields(db, userId, id, setNumber, input);
    if (!store.updateSetRow(db, userId, id, setNumber, input)) throw notFound("Set not found");
    if (input.completed === true) recordTick(db, id, changedAt, exercise.restTime);
    // Logging a set changes only the set rows and the flag: the exercise read above is otherwise
    // current, so the answer needs no second read of it.
    const { setRows, isCompleted } = syncCompletion(db, userId, id, exercise.type as ExerciseType);
    return store.toExercise(exercise, setRows, isCompleted);
  });
}

/**
 * A tick starts the day's session unless it started before, and moves the end of its last rest
 * (docs/behaviour/workouts.md, "Sessions"): at the phone's time of the tick when it sent one.
 */
/** The latest time a Date holds. */
const MAX_TIME = 8.64e15;

function recordTick(db: Conn, exerciseId: number, changedAt: number | undefined, restSeconds: number) {
  const at = changedAt ?? Date.now();
  store.recordTick(db, exerciseId, new Date(at).toISOString(), new Date(Math.min(at + restSeconds * 1000, MAX_TIME)).toISOString());
}

/**
 * Puts warm-up sets before the exercise's sets (docs/behaviour/workouts.md, "Sets"), unticked; the
 * sets after them keep their order and figures. Answers the exercise. An exercise that already
 * starts with these warm-ups is answered as it is: the phone sends a change again when its answer
 * was lost, and warm-ups must not be added twice.
 */
export function addWarmups(db: Db, userId: number, id: number, sets: { weight: string; reps: string }[]): ExerciseDto {
  return inTransaction(db, (tx) => {
    const exercise = ownedExercise(tx, userId, id);
    const current = exerciseDto(tx, userId, id);
    if (startsWithWarmups(current.setRows, sets)) return current;
    if (exercise.sets + sets.length > WORKOUT.maxSetNumber)
      throw badRequest(`sets: an exercise holds at most ${WORKOUT.maxSetNumber} sets`);
    store.shiftSets(tx, id, sets.length);
    store.insertSetRowsOf(
      tx,
      userId,
      id,
      sets.map((s) => ({ ...s, kind: "warmup" as const })),
      false,
    );
    store.updateExerciseColumns(tx, id, { sets: exercise.sets + sets.length });
    syncCompletion(tx, userId, id, exercise.type as ExerciseType);
    return exerciseDto(tx, userId, id);
  });
}
