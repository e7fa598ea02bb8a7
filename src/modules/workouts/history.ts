// Exercise history of one user: every session of an exercise, matched by name case-insensitively,
// read from the persisted set rows (docs/behaviour/workouts.md, "Sets"), summarised by the shared rules.
import type { Db } from "@db/client";
import type { ExerciseBest, ExerciseType, HistorySession, HistorySet } from "@shared/workouts/contract";
import { HISTORY } from "@shared/limits";
import { assistancePoints, betterBest, recordSets, setFigures, summarizeSession } from "@shared/workouts/history";
import { withLeastAssistance } from "./reads";
import { bestBefore as storedBestBefore, historyDates, historyExercises, setRowsOf } from "./store";

/**
 * The exercise's sessions before `before` (all when absent), newest first: the newest `limit`, so
 * a page costs what it holds; the next page asks for those before the oldest date of this one.
 */
export function exerciseHistory(db: Db, userId: number, name: string, before?: string, limit: number = HISTORY.page): HistorySession[] {
  const dates = historyDates(db, userId, name, before, limit);
  if (dates.length === 0) return [];
  const oldest = dates[dates.length - 1]!;
  const rows = historyExercises(db, userId, name, oldest, before);
  const setsOf = setRowsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );

  // One session per day: the same exercise twice in a day (two blocks of squats) is one session
  // whose sets run on in order.
  const byDate = new Map<string, HistorySet[]>();
  // A day's type is that of its last exercise of the name: the kind the member settled on.
  const typeOf = new Map<string, ExerciseType>();
  for (const row of rows) {
    typeOf.set(row.date, row.type as ExerciseType);
    const logged: HistorySet[] = setsOf.get(row.id) ?? [];
    const own =
      logged.length > 0
        ? logged
        : // An exercise without set rows still counts: its planned sets, done when it was completed.
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
  const stored = storedBestBefore(db, userId, name, date);
  const best = withLeastAssistance(db, userId, name.trim().toLowerCase(), date, stored ?? null);
  return best && Object.values(best).some((v) => v !== null) ? best : null;
}

/** Sessions newest first, each set that was a personal record when it was lifted marked `pr`. */
function markRecords(sessions: HistorySession[], earlier: ExerciseBest | null): HistorySession[] {
  let best = earlier;
  for (const session of [...sessions].reverse()) {
    const records = recordSets(best, session.sets, session.type);
    session.sets = session.sets.map((s) => (records.has(s.setNumber) ? { ...s, pr: true } : s));
    best = betterBest(best, setFigures(session.sets, session.type), assistancePoints(session.sets, session.type));
  }
  return sessions;
}
