// Exercise history of one user: every session of an exercise, matched by name case-insensitively,
// read from the persisted set rows (docs/behaviour.md, "Sets"), summarised by the shared rules.
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exerciseSets, exercises, workouts } from "../../db/schema";
import type { ExerciseBest, HistorySession, HistorySet } from "../../shared/workouts/contract";
import { recordSets, setFigures, summarizeSession } from "../../shared/workouts/history";
import { setRowFromRecord } from "./rows";

export function exerciseHistory(db: Db, userId: number, name: string, before?: string): HistorySession[] {
  // SQLite's lower() on both sides: the same folding as the (user_id, lower(name)) index uses.
  const rows = db
    .select({
      id: exercises.id,
      date: workouts.date,
      sets: exercises.sets,
      reps: exercises.reps,
      weight: exercises.weight,
      isCompleted: exercises.isCompleted,
    })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(
      and(
        eq(exercises.userId, userId),
        sql`lower(${exercises.name}) = lower(${name})`,
        before ? lt(workouts.date, before) : undefined,
      ),
    )
    .orderBy(desc(workouts.date), asc(exercises.sortOrder), asc(exercises.id))
    .all();
  if (rows.length === 0) return [];

  const setRows = db
    .select()
    .from(exerciseSets)
    .where(and(eq(exerciseSets.userId, userId), inArray(exerciseSets.exerciseId, rows.map((r) => r.id))))
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
  for (const row of rows) {
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
  return markRecords([...byDate].map(([date, sets]) => summarizeSession(date, sets)));
}

/** Sessions newest first, each set that was a personal record when it was lifted marked `pr`. */
function markRecords(sessions: HistorySession[]): HistorySession[] {
  let best = null as ExerciseBest | null;
  for (const session of [...sessions].reverse()) {
    const records = recordSets(best, session.sets);
    session.sets = session.sets.map((s) => (records.has(s.setNumber) ? { ...s, pr: true } : s));
    const figures = setFigures(session.sets);
    best = {
      estimatedOneRepMax: Math.max(best?.estimatedOneRepMax ?? 0, figures.bestEstimate ?? 0) || null,
      weight: Math.max(best?.weight ?? 0, figures.topWeight ?? 0) || null,
    };
  }
  return sessions;
}
