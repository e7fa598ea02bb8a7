// Exercise history of one user: every session of an exercise, matched by name case-insensitively,
// read from the persisted set rows (docs/behaviour/workouts.md, "Sets"), summarised by the shared rules.
import { and, asc, desc, eq, gte, inArray, lt, max, min, sql } from "drizzle-orm";
import type { Db } from "@db/client";
import { exerciseSets, exercises } from "@db/schema";
import type { ExerciseBest, ExerciseType, HistorySession, HistorySet } from "@shared/workouts/contract";
import { HISTORY } from "@shared/limits";
import { betterBest, recordSets, setFigures, summarizeSession } from "@shared/workouts/history";
import { setRowFromRecord } from "./rows";

/**
 * The exercise's sessions before `before` (all when absent), newest first: the newest `limit`, so
 * a page costs what it holds; the next page asks for those before the oldest date of this one.
 */
export function exerciseHistory(db: Db, userId: number, name: string, before?: string, limit: number = HISTORY.page): HistorySession[] {
  // SQLite's lower() on both sides: the same folding as the (user_id, lower(name), date) index uses.
  const sameName = and(eq(exercises.userId, userId), sql`lower(${exercises.name}) = lower(${name})`);
  const dates = db
    .select({ date: exercises.date })
    .from(exercises)
    .where(and(sameName, before ? lt(exercises.date, before) : undefined))
    .groupBy(exercises.date)
    .orderBy(desc(exercises.date))
    .limit(limit)
    .all();
  if (dates.length === 0) return [];
  const oldest = dates[dates.length - 1]!.date;
  const rows = db
    .select({
      id: exercises.id,
      date: exercises.date,
      sets: exercises.sets,
      reps: exercises.reps,
      weight: exercises.weight,
      isCompleted: exercises.isCompleted,
      type: exercises.type,
    })
    .from(exercises)
    .where(and(sameName, gte(exercises.date, oldest), before ? lt(exercises.date, before) : undefined))
    // The index's own order: the days oldest first, each in the day's order.
    .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all();

  const setRows = db
    .select()
    .from(exerciseSets)
    .where(
      and(
        eq(exerciseSets.userId, userId),
        inArray(
          exerciseSets.exerciseId,
          rows.map((r) => r.id),
        ),
      ),
    )
    // The order of exercise_sets_exercise_set_unique: read straight off the index, no sort.
    .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
    .all();
  const setsOf = new Map<number, HistorySet[]>();
  for (const set of setRows) {
    const list = setsOf.get(set.exerciseId) ?? [];
    list.push(setRowFromRecord(set));
    setsOf.set(set.exerciseId, list);
  }

  // One session per day: the same exercise twice in a day (two blocks of squats) is one session
  // whose sets run on in order.
  const byDate = new Map<string, HistorySet[]>();
  // A day's type is that of its last exercise of the name: the kind the member settled on.
  const typeOf = new Map<string, ExerciseType>();
  for (const row of rows) {
    typeOf.set(row.date, row.type as ExerciseType);
    const own =
      setsOf.get(row.id) ??
      // An exercise without set rows still counts: its planned sets, done when it was completed.
      Array.from({ length: Math.max(0, Math.min(row.sets, 100)) }, (_, i) => ({
        setNumber: i + 1,
        weight: row.weight,
        reps: row.reps,
        completed: row.isCompleted,
        kind: "normal" as const,
      }));
    const day = byDate.get(row.date) ?? [];
    for (const set of own) day.push({ ...set, setNumber: day.length + 1 });
    byDate.set(row.date, day);
  }
  // Only a full page can have older sessions, whose best the first records here must beat.
  const earlier = dates.length === limit ? bestBefore(db, userId, name, oldest) : null;
  return markRecords(
    [...byDate].reverse().map(([date, sets]) => summarizeSession(date, sets, typeOf.get(date))),
    earlier,
  );
}

/**
 * The records of the sessions before `date`, from the exercises' kept figures (the name's key
 * folds the trimmed name, as names are stored).
 */
function bestBefore(db: Db, userId: number, name: string, date: string): ExerciseBest | null {
  const best = db
    .select({
      estimatedOneRepMax: max(exercises.bestEstimate),
      weight: max(exercises.topWeight),
      reps: max(exercises.bestReps),
      duration: max(exercises.bestDuration),
      distance: max(exercises.bestDistance),
      pace: min(exercises.bestPace),
    })
    .from(exercises)
    .where(
      and(
        eq(exercises.userId, userId),
        sql`lower(trim(${exercises.name})) = lower(trim(${name}))`,
        sql`completed_sets > 0`,
        lt(exercises.date, date),
      ),
    )
    .get();
  return best && Object.values(best).some((v) => v !== null) ? best : null;
}

/** Sessions newest first, each set that was a personal record when it was lifted marked `pr`. */
function markRecords(sessions: HistorySession[], earlier: ExerciseBest | null): HistorySession[] {
  let best = earlier;
  for (const session of [...sessions].reverse()) {
    const records = recordSets(best, session.sets, session.type);
    session.sets = session.sets.map((s) => (records.has(s.setNumber) ? { ...s, pr: true } : s));
    best = betterBest(best, setFigures(session.sets, session.type));
  }
  return sessions;
}
