// The reads and writes of sessions: the page of trained days History lists (trained_days, read
// newest first off its primary key), their workouts' names and times, the records before a page
// (exercises_done_idx), and a day's start, finish and latest rest.
import type { Conn } from "@db/client";
import { preparedSqlite } from "@db/prepared";
import type { ExerciseBest } from "@shared/workouts/contract";
import { EXERCISE_COLUMNS, type ExerciseRecord } from "./records";

/** A day's session columns: the template it was started from and its times (ISO text). */
export type SessionRow = {
  date: string;
  templateName: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  restEndedAt: string | null;
};

const SESSION_COLUMNS =
  "date, template_name AS templateName, started_at AS startedAt, finished_at AS finishedAt, rest_ended_at AS restEndedAt";

/** A name's records of the other kinds before a date. */
type OtherRecord = { key: string; reps: number | null; duration: number | null; distance: number | null; pace: number | null };

const statements = preparedSqlite((sqlite) => ({
  /** The newest trained days before a date: user, before, limit. */
  trainedBefore: sqlite.prepare<{ date: string }, [number, string, number]>(
    "SELECT date FROM trained_days WHERE user_id = ? AND date < ? ORDER BY date DESC LIMIT ?",
  ),
  /** The exercises with a ticked set of a range of days, in the index's order: user, from, to. */
  doneBetween: sqlite.prepare<ExerciseRecord & { date: string; key: string }, [number, string, string]>(
    `SELECT ${EXERCISE_COLUMNS}, date, lower(trim(name)) AS key FROM exercises ` +
      `WHERE user_id = ? AND date >= ? AND date <= ? AND completed_sets > 0 ` +
      "ORDER BY date, sort_order, id",
  ),
  /** A day's session columns: user, date. */
  session: sqlite.prepare<SessionRow, [number, string]>(`SELECT ${SESSION_COLUMNS} FROM workouts WHERE user_id = ? AND date = ?`),
  /** The day's start, kept when it is earlier than the one given: at, user, date. */
  start: sqlite.prepare<never, [string, number, string]>(
    "UPDATE workouts SET started_at = CASE WHEN started_at IS NULL OR ?1 < " +
      "started_at THEN ?1 ELSE started_at END WHERE user_id = ?2 AND date = ?3",
  ),
  /** The day's finish: at, user, date. */
  finish: sqlite.prepare<never, [string, number, string]>("UPDATE workouts SET finished_at = ? WHERE user_id = ? AND date = ?"),
  /** The template a day was started from: name, user, date. */
  templateName: sqlite.prepare<never, [string, number, string]>("UPDATE workouts SET template_name = ? WHERE user_id = ? AND date = ?"),
  /**
   * A tick on the exercise's day: the day starts then unless it started before, and the rest after
   * the latest tick ends at `restEnds`. At, rest ends, exercise.
   */
  tick: sqlite.prepare<never, [string, string, number]>(
    "UPDATE workouts SET started_at = CASE WHEN started_at IS NULL OR ?1 < started_at THEN ?1 ELSE started_at END, " +
      "rest_ended_at = CASE WHEN rest_ended_at IS NULL OR ?2 > rest_ended_at THEN ?2 ELSE rest_ended_at END " +
      "WHERE id = (SELECT workout_id FROM exercises WHERE id = ?3)",
  ),
  /**
   * A name's best estimate before a day, read from the top of exercises_best_estimate_idx (named:
   * without statistics SQLite would sum the name's whole history from exercises_done_idx): user, key, before.
   */
  bestEstimateBefore: sqlite.prepare<{ v: number }, [number, string, string]>(
    "SELECT best_estimate AS v FROM exercises INDEXED BY exercises_best_estimate_idx WHERE " +
      "user_id = ?1 AND lower(trim(name)) = ?2 AND completed_sets > 0 AND best_estimate IS NOT NULL " +
      "AND date < ?3 ORDER BY best_estimate DESC LIMIT 1",
  ),
  /** A name's heaviest weight before a day, from exercises_top_weight_idx: user, key, before. */
  topWeightBefore: sqlite.prepare<{ v: number }, [number, string, string]>(
    "SELECT top_weight AS v FROM exercises INDEXED BY exercises_top_weight_idx WHERE user_id " +
      "= ?1 AND lower(trim(name)) = ?2 AND completed_sets > 0 AND top_weight IS NOT NULL " +
      "AND date < ?3 ORDER BY top_weight DESC LIMIT 1",
  ),
  /** The ticked working sets of a name's assisted exercises before a day: user, key, before. */
  assistedBefore: sqlite.prepare<{ weight: string; reps: string }, [number, string, string]>(
    "SELECT s.weight AS weight, s.reps AS reps FROM exercises e JOIN exercise_sets s ON s.exercise_id = e.id " +
      "WHERE e.user_id = ?1 AND lower(trim(e.name)) = ?2 AND e.date < ?3 AND e.type = 'assisted_bodyweight' " +
      "AND e.completed_sets > 0 AND s.completed = 1 AND s.kind != 'warmup'",
  ),
  /** The latest earlier day started from the same template: user, name, before. */
  lastOfTemplate: sqlite.prepare<{ date: string }, [number, string, string]>(
    "SELECT date FROM workouts WHERE user_id = ? AND template_name = ? AND date < ? ORDER BY date DESC LIMIT 1",
  ),
  /** The latest earlier day with a done exercise of the program's workout: user, workout, before. */
  lastOfProgramWorkout: sqlite.prepare<{ date: string }, [number, string, string]>(
    "SELECT max(date) AS date FROM exercises WHERE user_id = ? AND program_workout = ? AND date < ? AND completed_sets > 0",
  ),
}));

/** An assisted exercise's ticked working sets before `date`, as sets (the records' least assistance is read from them). */
export function assistedSetsBefore(db: Conn, userId: number, key: string, date: string) {
  return statements(db)
    .assistedBefore.all(userId, key, date)
    .map((s) => ({ ...s, completed: true }));
}

/** `?, ?, ...`: one parameter per value of a list. */
const list = (n: number) => Array(n).fill("?").join(", ");

/** The newest `limit` days with a ticked set before `before` (exclusive), newest first. */
export function trainedDaysBefore(db: Conn, userId: number, before: string, limit: number): string[] {
  return statements(db)
    .trainedBefore.all(userId, before, limit)
    .map((r) => r.date);
}

/**
 * The exercises with a ticked set from `from` to `to`, each with its name's key, in the order of
 * exercises_user_day_idx (day, then the day's order): a page of History is consecutive trained days.
 */
export function doneBetween(db: Conn, userId: number, from: string, to: string): (ExerciseRecord & { date: string; key: string })[] {
  return statements(db).doneBetween.all(userId, from, to);
}

/** The session columns of the member's days among `dates`. */
export function sessionsOn(db: Conn, userId: number, dates: string[]): SessionRow[] {
  if (dates.length === 0) return [];
  if (dates.length === 1) {
    const one = statements(db).session.get(userId, dates[0]!);
    return one ? [one] : [];
  }
  return db.$client
    .prepare<SessionRow, (number | string)[]>(
      `SELECT ${SESSION_COLUMNS} FROM workouts WHERE user_id = ? AND date IN (${list(dates.length)})`,
    )
    .all(userId, ...dates);
}

export const startSession = (db: Conn, userId: number, date: string, at: string) => statements(db).start.run(at, userId, date);
export const finishSession = (db: Conn, userId: number, date: string, at: string) => statements(db).finish.run(at, userId, date);
export const setTemplateName = (db: Conn, userId: number, date: string, name: string) =>
  statements(db).templateName.run(name, userId, date);
export const recordTick = (db: Conn, exerciseId: number, at: string, restEnds: string) => statements(db).tick.run(at, restEnds, exerciseId);

/** The latest day before `before` done under the same name: a template's or a program workout's. */
export function lastDateOf(db: Conn, userId: number, name: { template?: string; programWorkout?: string }, before: string): string | null {
  const q = statements(db);
  if (name.template !== undefined) return q.lastOfTemplate.get(userId, name.template, before)?.date ?? null;
  if (name.programWorkout !== undefined) return q.lastOfProgramWorkout.get(userId, name.programWorkout, before)?.date ?? null;
  return null;
}

/**
 * Per name key, the records before `date` (what a day's sets must beat to be records). Lifts read
 * the top of their records' indexes, past the later sessions only, so a page costs the same
 * whatever lies before it; the other kinds, asked only for `otherKeys`, read the name's rows.
 */
export function recordsBefore(db: Conn, userId: number, date: string, liftKeys: string[], otherKeys: string[]): Map<string, ExerciseBest> {
  const out = new Map<string, ExerciseBest>();
  const q = statements(db);
  for (const key of liftKeys) {
    const estimate = q.bestEstimateBefore.get(userId, key, date)?.v ?? null;
    const weight = q.topWeightBefore.get(userId, key, date)?.v ?? null;
    if (estimate !== null || weight !== null) out.set(key, { estimatedOneRepMax: estimate, weight });
  }
  if (otherKeys.length > 0) {
    const others = db.$client
      .prepare<OtherRecord, (number | string)[]>(
        "SELECT lower(trim(name)) AS key, max(best_reps) AS reps, max(best_duration) " +
          "AS duration, max(best_distance) AS distance, min(best_pace) AS pace " +
          `FROM exercises WHERE user_id = ? AND lower(trim(name)) IN (${list(otherKeys.length)}) ` +
          `AND date < ? AND completed_sets > 0 GROUP BY lower(trim(name))`,
      )
      .all(userId, ...otherKeys, date);
    for (const { key, ...best } of others) out.set(key, { ...(out.get(key) ?? { estimatedOneRepMax: null, weight: null }), ...best });
  }
  return out;
}
