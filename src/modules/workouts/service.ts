// Workouts for one signed-in user: a day's exercises with their set rows, appending exercises,
// editing and deleting them, logging sets, 'Last' per exercise, a week's summary and name suggestions.
// Invariant kept by every change: an exercise is completed exactly when all its sets are ticked.
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exercises, exerciseSets, workouts } from "../../db/schema";
import { findOwned, ownedBy, type Conn, type Tx } from "../../db/owned";
import { notFound, badRequest } from "../../errors";
import { parseIsoDate, toIsoDate, weekdayName } from "../../shared/dates";
import { WORKOUT } from "../../shared/limits";
import type {
  ExerciseDto,
  ExerciseUpdate,
  PostWorkoutInput,
  PreviousExerciseDto,
  PreviousWorkoutDto,
  SetKind,
  SetRow,
  SetUpdate,
  WeekDayDto,
  WorkoutDto,
} from "../../shared/workouts/contract";
import { MAX_NAME_SUGGESTIONS } from "../../shared/workouts/contract";
import { setFigures } from "../../shared/workouts/history";
import { allSetsDone } from "../../shared/workouts/rules";

type ExerciseRow = typeof exercises.$inferSelect;

const dayOf = (date: string) => weekdayName(parseIsoDate(date)!);

function setRowsFor(db: Conn, userId: number, exerciseIds: number[]): Map<number, SetRow[]> {
  const out = new Map<number, SetRow[]>(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length === 0) return out;
  const rows = db
    .select()
    .from(exerciseSets)
    .where(and(eq(exerciseSets.userId, userId), inArray(exerciseSets.exerciseId, exerciseIds)))
    .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
    .all();
  for (const r of rows) {
    out.get(r.exerciseId)?.push({ setNumber: r.setNumber, weight: r.weight, reps: r.reps, completed: r.completed, kind: r.kind as SetKind });
  }
  return out;
}

function toDto(e: ExerciseRow, setRows: SetRow[]): ExerciseDto {
  return {
    id: e.id,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted: e.isCompleted,
    notes: e.notes,
    sortOrder: e.sortOrder,
    setRows,
  };
}

function exercisesOf(db: Conn, userId: number, workoutId: number): ExerciseDto[] {
  const list = db
    .select()
    .from(exercises)
    .where(and(eq(exercises.userId, userId), eq(exercises.workoutId, workoutId)))
    .orderBy(asc(exercises.sortOrder), asc(exercises.id))
    .all();
  const sets = setRowsFor(db, userId, list.map((e) => e.id));
  return list.map((e) => toDto(e, sets.get(e.id) ?? []));
}

/**
 * The days from `from` to `to` (inclusive) that have a workout, newest first, each with its
 * exercises and set rows: three queries whatever the number of days.
 */
export function workoutDays(db: Db, userId: number, from: string, to: string): { date: string; exercises: ExerciseDto[] }[] {
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
    .where(and(eq(exercises.userId, userId), inArray(exercises.workoutId, days.map((d) => d.id))))
    .orderBy(asc(exercises.sortOrder), asc(exercises.id))
    .all();
  const sets = setRowsFor(db, userId, list.map((e) => e.id));
  return days.map((d) => ({
    date: d.date,
    exercises: list.filter((e) => e.workoutId === d.id).map((e) => toDto(e, sets.get(e.id) ?? [])),
  }));
}

export function getWorkout(db: Db, userId: number, date: string): WorkoutDto {
  const workout = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.date, date)))
    .get();
  return { date, dayOfWeek: dayOf(date), exercises: workout ? exercisesOf(db, userId, workout.id) : [] };
}

/**
 * 'Last' for every exercise name (docs/behaviour.md, "Last time"): the ticked sets of the most
 * recent date before `date` on which an exercise of that name (trimmed, any case) had a ticked
 * set, and the best it had reached before `date`. Reads the exercises' kept figures, so the cost
 * grows with the exercises logged, not with every set row.
 */
export function getPreviousWorkout(db: Db, userId: number, date: string): PreviousWorkoutDto {
  // One row per name, read from exercises_done_idx alone: the last date with a ticked set and the
  // best figures. The expressions match the index's, so SQLite uses it; names fold with SQLite's
  // lower() in both queries, so the two always agree.
  const key = sql<string>`lower(trim(${exercises.name}))`;
  const latest = db
    // min(key), not key: SQLite reads a bare grouped expression from the table row, the aggregate from the index.
    .select({ key: sql<string>`min(${key})`, date: max(exercises.date), estimatedOneRepMax: max(exercises.bestEstimate), weight: max(exercises.topWeight) })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`completed_sets > 0`, lt(exercises.date, date)))
    .groupBy(key)
    .all();
  if (latest.length === 0) return { date: null, dayOfWeek: null, exercises: [] };

  // The exercises of those names on those dates (the same name twice in a day is one session).
  const wanted = new Map(latest.map((l) => [`${l.key}\u0000${l.date}`, l]));
  const rows = db
    .select({ exercise: exercises, key })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`completed_sets > 0`, inArray(exercises.date, [...new Set(latest.map((l) => l.date!))])))
    .orderBy(desc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all()
    .filter((r) => wanted.has(`${r.key}\u0000${r.exercise.date}`));
  const sets = setRowsFor(db, userId, rows.map((r) => r.exercise.id));
  const byKey = new Map<string, PreviousExerciseDto>();
  for (const { exercise, key: k } of rows) {
    const ticked = (sets.get(exercise.id) ?? []).filter((r) => r.completed);
    const found = byKey.get(k);
    if (found) {
      // Two blocks of one exercise on that day are one session: their sets are numbered on.
      found.sets = [...found.sets, ...ticked].map((r, i) => ({ ...r, setNumber: i + 1 }));
      continue;
    }
    const best = wanted.get(`${k}\u0000${exercise.date}`)!;
    const { sets: setCount, setRows: _rows, ...rest } = toDto(exercise, []);
    byKey.set(k, { ...rest, date: exercise.date, setCount, sets: ticked, best: { estimatedOneRepMax: best.estimatedOneRepMax, weight: best.weight } });
  }
  const list = [...byKey.values()];
  return { date: list[0]!.date, dayOfWeek: dayOf(list[0]!.date), exercises: list };
}

/** Seven days from `start`: each with its number of exercises and of sets, ticked and in all. */
export function weekSummary(db: Db, userId: number, start: string): WeekDayDto[] {
  const first = parseIsoDate(start)!;
  const dates = Array.from({ length: 7 }, (_, i) => toIsoDate(new Date(first.getFullYear(), first.getMonth(), first.getDate() + i)));
  const rows = db
    .select({
      date: workouts.date,
      exercises: sql<number>`count(${exercises.id})`,
      completedSets: sql<number>`coalesce(sum(${exercises.completedSets}), 0)`,
      totalSets: sql<number>`coalesce(sum((select count(*) from ${exerciseSets} s where s.exercise_id = ${exercises.id})), 0)`,
    })
    .from(workouts)
    .innerJoin(exercises, eq(exercises.workoutId, workouts.id))
    .where(and(eq(workouts.userId, userId), gte(workouts.date, dates[0]!), lte(workouts.date, dates[6]!)))
    .groupBy(workouts.date)
    .all();
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return dates.map((d) => {
    const r = byDate.get(d);
    return { date: d, exercises: r?.exercises ?? 0, completedSets: r?.completedSets ?? 0, totalSets: r?.totalSets ?? 0 };
  });
}

/**
 * Exercise names from the user's own history for the add form: those containing `q` (any case),
 * names starting with it first, then the most used; each in its most used spelling.
 */
export function exerciseNames(db: Db, userId: number, q: string): string[] {
  const needle = q.trim().toLowerCase();
  const spellings = db
    .select({ name: exercises.name, uses: sql<number>`count(*)`, last: max(exercises.id) })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), needle ? sql`instr(lower(${exercises.name}), ${needle}) > 0` : undefined))
    .groupBy(exercises.name)
    .all();
  const byKey = new Map<string, { name: string; uses: number; best: number; last: number }>();
  for (const s of spellings) {
    const key = s.name.trim().toLowerCase();
    const found = byKey.get(key);
    if (!found) byKey.set(key, { name: s.name, uses: s.uses, best: s.uses, last: s.last ?? 0 });
    else {
      found.uses += s.uses;
      // The spelling used most wins; on a tie, the latest.
      if (s.uses > found.best || (s.uses === found.best && (s.last ?? 0) > found.last)) Object.assign(found, { name: s.name, best: s.uses, last: s.last ?? 0 });
    }
  }
  const startsWith = (key: string) => Number(needle !== "" && key.startsWith(needle));
  return [...byKey]
    .sort(([a, x], [b, y]) => startsWith(b) - startsWith(a) || y.uses - x.uses || a.localeCompare(b))
    .slice(0, MAX_NAME_SUGGESTIONS)
    .map(([, v]) => v.name);
}

function insertSetRows(tx: Tx, userId: number, exerciseId: number, from: number, to: number, weight: string, reps: string, completed: boolean) {
  if (to < from) return;
  tx.insert(exerciseSets)
    .values(Array.from({ length: to - from + 1 }, (_, i) => ({ exerciseId, userId, setNumber: from + i, weight, reps, completed })))
    .run();
}

/**
 * Appends the exercises to the date's workout, creating it if needed (docs/behaviour.md, "Day and
 * exercises": appending never deletes logged data). With mode "replace" the day's own exercises
 * and their set rows are removed first, in the same transaction, so the day is never half-replaced.
 */
export function appendExercises(db: Db, userId: number, input: PostWorkoutInput): WorkoutDto {
  db.transaction((tx) => {
    tx.insert(workouts)
      .values({ userId, date: input.date, dayOfWeek: dayOf(input.date) })
      .onConflictDoNothing()
      .run();
    const workout = tx
      .select({ id: workouts.id })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), eq(workouts.date, input.date)))
      .get()!;
    if (input.mode === "replace") {
      // Set rows go with their exercise (the foreign key cascades).
      tx.delete(exercises).where(and(eq(exercises.userId, userId), eq(exercises.workoutId, workout.id))).run();
    }
    const existing = tx
      .select({ count: sql<number>`count(*)`, last: max(exercises.sortOrder) })
      .from(exercises)
      .where(eq(exercises.workoutId, workout.id))
      .get()!;
    if (existing.count + input.exercises.length > WORKOUT.maxExercises) {
      throw badRequest(`exercises: a workout holds at most ${WORKOUT.maxExercises} exercises`);
    }
    let order = existing.last === null ? 0 : existing.last + 1;
    for (const e of input.exercises) {
      const row = tx
        .insert(exercises)
        .values({ userId, workoutId: workout.id, date: input.date, sortOrder: order++, ...e })
        .returning({ id: exercises.id })
        .get();
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
  tx.update(exercises).set({ isCompleted, ...setFigures(setRows) }).where(eq(exercises.id, id)).run();
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
    const changes: Partial<typeof exerciseSets.$inferInsert> = {};
    if (input.weight !== undefined) changes.weight = input.weight;
    if (input.reps !== undefined) changes.reps = input.reps;
    if (input.completed !== undefined) changes.completed = input.completed;
    if (input.kind !== undefined) changes.kind = input.kind;
    const updated = tx
      .update(exerciseSets)
      .set(changes)
      .where(and(eq(exerciseSets.exerciseId, id), eq(exerciseSets.userId, userId), eq(exerciseSets.setNumber, setNumber)))
      .returning({ id: exerciseSets.id })
      .all();
    if (updated.length === 0) throw notFound("Set not found");
    // Logging a set changes only the set rows and the flag: the exercise read above is otherwise
    // current, so the answer needs no second read of it and its sets (a tick is the hottest write).
    const { setRows, isCompleted } = syncCompletion(tx, userId, id);
    return toDto({ ...exercise, isCompleted }, setRows);
  });
}
