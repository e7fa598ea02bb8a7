// Reading workouts for one signed-in user: a day with its exercises and set rows, the days of a
// range (the template look-back), 'Last' per exercise, a week's summary and name suggestions.
// Changing them is service.ts.
import type { Conn, Db } from "@db/client";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseBest, PreviousExerciseDto, PreviousWorkoutDto, WeekDayDto, WorkoutDto } from "@shared/workouts/contract";
import { MAX_NAME_SUGGESTIONS } from "@shared/workouts/contract";
import { durationOf, type SessionTimes } from "@shared/workouts/session-contract";
import { assistancePoints } from "@shared/workouts/history";
import {
  assistedSetsBefore,
  dayExercises,
  doneOn,
  kindRecords,
  latestFromHistory,
  nameSpellings,
  setRowsOf,
  summaries,
  toExercise,
  weekCounts,
  workoutOn,
  type ExerciseRecord,
  type Latest,
} from "./store";

export { workoutDays } from "./store";

/** The times a day carries, only when it has any (docs/behaviour/workouts.md, "Sessions"). */
export function sessionTimes(
  row: { startedAt: string | null; finishedAt: string | null; restEndedAt: string | null } | undefined,
): Partial<SessionTimes> {
  if (!row?.startedAt && !row?.finishedAt) return {};
  return { startedAt: row.startedAt, finishedAt: row.finishedAt, durationSeconds: durationOf(row) };
}

export const dayOf = (date: string) => weekdayName(parseIsoDate(date)!);

export function getWorkout(db: Conn, userId: number, date: string): WorkoutDto {
  const workout = workoutOn(db, userId, date);
  return {
    date,
    dayOfWeek: dayOf(date),
    note: workout?.note ?? null,
    exercises: workout ? dayExercises(db, userId, workout.id) : [],
    ...sessionTimes(workout),
  };
}

/**
 * Per name, the last date before `date` with a ticked set and the best figures before `date`, from
 * the kept summaries (exercise_summaries): one row per name. They hold the figures up to the
 * name's last session and before it, so any day from that session on is answered from them; an
 * earlier day (a past day opened again) sums the exercises before it instead.
 */
export function latestBefore(db: Db, userId: number, date: string): Latest[] {
  const out: Latest[] = [];
  for (const s of summaries(db, userId)) {
    if (s.lastDate < date) out.push({ key: s.nameKey, date: s.lastDate, estimatedOneRepMax: s.bestEstimate, weight: s.topWeight });
    else if (s.lastDate > date) return latestFromHistory(db, userId, date);
    else if (s.priorDate !== null)
      out.push({ key: s.nameKey, date: s.priorDate, estimatedOneRepMax: s.priorBestEstimate, weight: s.priorTopWeight });
  }
  return out;
}

/**
 * 'Last' for every exercise name (docs/behaviour/workouts.md, "Last time"): the ticked sets of the most
 * recent date before `date` on which an exercise of that name (trimmed, any case) had a ticked
 * set, and the best it had reached before `date`.
 */
export function getPreviousWorkout(db: Db, userId: number, date: string): PreviousWorkoutDto {
  const latest = latestBefore(db, userId, date);
  if (latest.length === 0) return { date: null, dayOfWeek: null, exercises: [] };

  // The exercises of those names on those dates (the same name twice in a day is one session).
  // Read in the order of exercises_user_day_idx (day, then the day's order), with no sort; the
  // days are then put newest first, each keeping its exercises' order.
  const wanted = new Map(latest.map((l) => [`${l.key}\u0000${l.date}`, l]));
  const byDay = new Map<string, (ExerciseRecord & { date: string; key: string })[]>();
  for (const r of doneOn(db, userId, [...new Set(latest.map((l) => l.date!))])) {
    if (!wanted.has(`${r.key}\u0000${r.date}`)) continue;
    const day = byDay.get(r.date);
    if (day) day.push(r);
    else byDay.set(r.date, [r]);
  }
  const rows = [...byDay.values()].reverse().flat();
  const sets = setRowsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const byKey = new Map<string, PreviousExerciseDto>();
  for (const exercise of rows) {
    const k = exercise.key;
    const ticked = (sets.get(exercise.id) ?? []).filter((r) => r.completed);
    const found = byKey.get(k);
    if (found) {
      // Two blocks of one exercise on that day are one session: their sets are numbered on.
      found.sets = [...found.sets, ...ticked].map((r, i) => ({ ...r, setNumber: i + 1 }));
      continue;
    }
    const best = wanted.get(`${k}\u0000${exercise.date}`)!;
    const { sets: setCount, setRows: _rows, ...rest } = toExercise(exercise, []);
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
/**
 * `best` with the least assistance per number of reps of the name's sets before `date`: an assisted
 * exercise's record is less assistance, read from its sets rather than kept as a figure. Unchanged
 * when there is none.
 */
export function withLeastAssistance(db: Conn, userId: number, key: string, date: string, best: ExerciseBest | null): ExerciseBest | null {
  const assistance = assistancePoints(assistedSetsBefore(db, userId, key, date), "assisted_bodyweight");
  return assistance.length > 0 ? { ...(best ?? { estimatedOneRepMax: null, weight: null }), assistance } : best;
}

function addKindRecords(db: Db, userId: number, date: string, list: PreviousExerciseDto[]) {
  const other = list.filter((e) => e.type !== "weight_reps");
  if (other.length === 0) return;
  const rows = kindRecords(
    db,
    userId,
    date,
    other.map((e) => e.name.trim().toLowerCase()),
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const e of other) {
    const key = e.name.trim().toLowerCase();
    const r = byKey.get(key);
    if (r) e.best = { ...e.best, reps: r.reps, duration: r.duration, distance: r.distance, pace: r.pace };
    // Less assistance for as many reps is a record too: the least of every number of reps before.
    if (e.type === "assisted_bodyweight") e.best = withLeastAssistance(db, userId, key, date, e.best)!;
  }
}

/** Seven days from `start`: each with its number of exercises and of sets, ticked and in all. */
export function weekSummary(db: Db, userId: number, start: string): WeekDayDto[] {
  const first = parseIsoDate(start)!;
  const dates = Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(first, i)));
  const rows = weekCounts(db, userId, dates[0]!, dates[6]!);
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
  const spellings = nameSpellings(db, userId, needle);
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
