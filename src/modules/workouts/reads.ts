// Reading workouts for one signed-in user: a day with its exercises and set rows, the days of a
// range (the template look-back), 'Last' per exercise, a week's summary and name suggestions.
// Changing them is service.ts.
import { and, asc, desc, eq, gte, inArray, lt, lte, max, min, sql } from "drizzle-orm";
import type { Conn, Db } from "@db/client";
import { exerciseSummaries, exercises, exerciseSets, workouts } from "@db/schema";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, PreviousExerciseDto, PreviousWorkoutDto, SetRow, WeekDayDto, WorkoutDto } from "@shared/workouts/contract";
import { MAX_NAME_SUGGESTIONS } from "@shared/workouts/contract";
import {
  dayFromValues,
  exerciseFromRow,
  setRowFromRecord,
  setRowFromValues,
  type DaySetValues,
  type ExerciseRow,
  type ExerciseValues,
  type SetValues,
} from "./rows";
import { queries, sqliteStatements } from "./statements";

export const dayOf = (date: string) => weekdayName(parseIsoDate(date)!);

export function setRowsFor(db: Conn, userId: number, exerciseIds: number[]): Map<number, SetRow[]> {
  if (exerciseIds.length === 1) return new Map([[exerciseIds[0]!, exerciseSetRows(db, userId, exerciseIds[0]!)]]);
  const out = new Map<number, SetRow[]>(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length === 0) return out;
  const rows = db
    .select()
    .from(exerciseSets)
    .where(and(eq(exerciseSets.userId, userId), inArray(exerciseSets.exerciseId, exerciseIds)))
    .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
    .all();
  for (const r of rows) out.get(r.exerciseId)?.push(setRowFromRecord(r));
  return out;
}

/** The member's exercise's set rows, in set order (none when it is missing or another's). */
export function exerciseSetRows(db: Conn, userId: number, exerciseId: number): SetRow[] {
  return (sqliteStatements(db).exerciseSets.values(userId, exerciseId) as SetValues[]).map(setRowFromValues);
}

/** A day's exercises in order, with their sets read in one query by the workout. */
function exercisesOf(db: Conn, userId: number, workoutId: number): ExerciseDto[] {
  const statements = sqliteStatements(db);
  const list = statements.dayExercises.values(userId, workoutId) as ExerciseValues[];
  if (list.length === 0) return [];
  return dayFromValues(list, statements.daySets.values(userId, workoutId) as DaySetValues[]);
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
    .where(
      and(
        eq(exercises.userId, userId),
        inArray(
          exercises.workoutId,
          days.map((day) => day.id),
        ),
      ),
    )
    .orderBy(asc(exercises.sortOrder), asc(exercises.id))
    .all();
  const sets = setRowsFor(
    db,
    userId,
    list.map((e) => e.id),
  );
  return days.map((day) => ({
    date: day.date,
    exercises: list.filter((e) => e.workoutId === day.id).map((e) => exerciseFromRow(e, sets.get(e.id) ?? [])),
  }));
}

/** The member's workout row of a date, if the day has one. */
export function workoutOn(db: Conn, userId: number, date: string): { id: number; note: string | null } | undefined {
  return queries(db).workout.get({ userId, date });
}

export function getWorkout(db: Conn, userId: number, date: string): WorkoutDto {
  const workout = workoutOn(db, userId, date);
  return { date, dayOfWeek: dayOf(date), note: workout?.note ?? null, exercises: workout ? exercisesOf(db, userId, workout.id) : [] };
}

type Latest = { key: string; date: string; estimatedOneRepMax: number | null; weight: number | null };

/**
 * Per name, the last date before `date` with a ticked set and the best figures before `date`, from
 * the kept summaries (exercise_summaries): one row per name. They hold the figures up to the
 * name's last session and before it, so any day from that session on is answered from them; an
 * earlier day (a past day opened again) sums the exercises before it instead.
 */
export function latestBefore(db: Db, userId: number, date: string): Latest[] {
  const out: Latest[] = [];
  for (const s of db.select().from(exerciseSummaries).where(eq(exerciseSummaries.userId, userId)).all()) {
    if (s.lastDate < date) out.push({ key: s.nameKey, date: s.lastDate, estimatedOneRepMax: s.bestEstimate, weight: s.topWeight });
    else if (s.lastDate > date) return latestFromHistory(db, userId, date);
    else if (s.priorDate !== null)
      out.push({ key: s.nameKey, date: s.priorDate, estimatedOneRepMax: s.priorBestEstimate, weight: s.priorTopWeight });
  }
  return out;
}

/**
 * The same figures summed from exercises_done_idx alone. The expressions match the index's, so
 * SQLite uses it; names fold with SQLite's lower() here, in the summaries and below, so all agree.
 */
export function latestFromHistory(db: Db, userId: number, date: string): Latest[] {
  const key = sql<string>`lower(trim(${exercises.name}))`;
  return (
    db
      // min(key), not key: SQLite reads a bare grouped expression from the table row, the aggregate from the index.
      .select({
        key: sql<string>`min(${key})`,
        date: sql<string>`max(${exercises.date})`,
        estimatedOneRepMax: max(exercises.bestEstimate),
        weight: max(exercises.topWeight),
      })
      .from(exercises)
      .where(and(eq(exercises.userId, userId), sql`completed_sets > 0`, lt(exercises.date, date)))
      .groupBy(key)
      .all()
  );
}

/**
 * 'Last' for every exercise name (docs/behaviour/workouts.md, "Last time"): the ticked sets of the most
 * recent date before `date` on which an exercise of that name (trimmed, any case) had a ticked
 * set, and the best it had reached before `date`.
 */
export function getPreviousWorkout(db: Db, userId: number, date: string): PreviousWorkoutDto {
  const latest = latestBefore(db, userId, date);
  if (latest.length === 0) return { date: null, dayOfWeek: null, exercises: [] };
  const key = sql<string>`lower(trim(${exercises.name}))`;

  // The exercises of those names on those dates (the same name twice in a day is one session).
  // Read in the order of exercises_user_day_idx (day, then the day's order), with no sort; the
  // days are then put newest first, each keeping its exercises' order.
  const wanted = new Map(latest.map((l) => [`${l.key}\u0000${l.date}`, l]));
  const byDay = new Map<string, { exercise: ExerciseRow; key: string }[]>();
  for (const r of db
    .select({ exercise: exercises, key })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), sql`completed_sets > 0`, inArray(exercises.date, [...new Set(latest.map((l) => l.date!))])))
    .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all()) {
    if (!wanted.has(`${r.key}\u0000${r.exercise.date}`)) continue;
    const day = byDay.get(r.exercise.date);
    if (day) day.push(r);
    else byDay.set(r.exercise.date, [r]);
  }
  const rows = [...byDay.values()].reverse().flat();
  const sets = setRowsFor(
    db,
    userId,
    rows.map((r) => r.exercise.id),
  );
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
    const { sets: setCount, setRows: _rows, ...rest } = exerciseFromRow(exercise, []);
    byKey.set(k, {
      ...rest,
      date: exercise.date,
      setCount,
      sets: ticked,
      best: { estimatedOneRepMax: best.estimatedOneRepMax, weight: best.weight },
    });
  }
  const list = [...byKey.values()];
  addKindRecords(db, userId, date, list);
  return { date: list[0]!.date, dayOfWeek: dayOf(list[0]!.date), exercises: list };
}

/**
 * The records of the other kinds (most reps, longest, farthest, fastest pace) for the exercises of
 * 'Last' that are not weight and reps, so a card marks a plank's longest hold as it marks a lift's
 * heaviest set. Read from the exercises' kept figures, only for those names.
 */
function addKindRecords(db: Db, userId: number, date: string, list: PreviousExerciseDto[]) {
  const other = list.filter((e) => e.type !== "weight_reps");
  if (other.length === 0) return;
  const key = sql<string>`lower(trim(${exercises.name}))`;
  const rows = db
    .select({
      key,
      reps: max(exercises.bestReps),
      duration: max(exercises.bestDuration),
      distance: max(exercises.bestDistance),
      pace: min(exercises.bestPace),
    })
    .from(exercises)
    .where(
      and(
        eq(exercises.userId, userId),
        lt(exercises.date, date),
        sql`completed_sets > 0`,
        inArray(
          key,
          other.map((e) => e.name.trim().toLowerCase()),
        ),
      ),
    )
    .groupBy(key)
    .all();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const e of other) {
    const r = byKey.get(e.name.trim().toLowerCase());
    if (r) e.best = { ...e.best, reps: r.reps, duration: r.duration, distance: r.distance, pace: r.pace };
  }
}

/** Seven days from `start`: each with its number of exercises and of sets, ticked and in all. */
export function weekSummary(db: Db, userId: number, start: string): WeekDayDto[] {
  const first = parseIsoDate(start)!;
  const dates = Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(first, i)));
  const rows = db
    .select({
      date: workouts.date,
      exercises: sql<number>`count(${exercises.id})`,
      completedSets: sql<number>`coalesce(sum(${exercises.completedSets}), 0)`,
      totalSets: sql<number>`coalesce(sum((select count(*) from ${exerciseSets} where ${exerciseSets.exerciseId} = ${exercises.id})), 0)`,
    })
    .from(workouts)
    .innerJoin(exercises, eq(exercises.workoutId, workouts.id))
    .where(and(eq(workouts.userId, userId), gte(workouts.date, dates[0]!), lte(workouts.date, dates[6]!)))
    .groupBy(workouts.date)
    .all();
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return dates.map((date) => {
    const r = byDate.get(date);
    return { date, exercises: r?.exercises ?? 0, completedSets: r?.completedSets ?? 0, totalSets: r?.totalSets ?? 0 };
  });
}

/**
 * Exercise names from the user's own history for the add form: those containing `typed` (any case),
 * names starting with it first, then the most used; each in its most used spelling.
 */
export function exerciseNames(db: Db, userId: number, typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  const spellings = db
    .select({ name: exercises.name, uses: sql<number>`count(*)`, last: max(exercises.id) })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), needle ? sql`instr(lower(${exercises.name}), ${needle}) > 0` : undefined))
    .groupBy(exercises.name)
    .all();
  const byKey = new Map<string, { name: string; uses: number; best: number; last: number }>();
  for (const spelling of spellings) {
    const key = spelling.name.trim().toLowerCase();
    const found = byKey.get(key);
    const last = spelling.last ?? 0;
    if (!found) byKey.set(key, { name: spelling.name, uses: spelling.uses, best: spelling.uses, last });
    else {
      found.uses += spelling.uses;
      // The spelling used most wins; on a tie, the latest.
      if (spelling.uses > found.best || (spelling.uses === found.best && last > found.last))
        Object.assign(found, { name: spelling.name, best: spelling.uses, last });
    }
  }
  const startsWith = (key: string) => Number(needle !== "" && key.startsWith(needle));
  return [...byKey]
    .sort(([a, x], [b, y]) => startsWith(b) - startsWith(a) || y.uses - x.uses || a.localeCompare(b))
    .slice(0, MAX_NAME_SUGGESTIONS)
    .map(([, v]) => v.name);
}
