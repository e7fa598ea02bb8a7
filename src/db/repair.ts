// What the database derives from the rows members write, rebuilt from those rows: each exercise's
// ticked-set count and records (kept by the code that writes its sets, with the rules of
// src/shared/workouts/history.ts), and the tables triggers keep (exercise_summaries and
// trained_days, migration 0011; weekly_sets, 0017). A Kinfit older than the database keeps neither
// the columns nor the triggers it does not know, so after one served it (--allow-newer-database)
// these are rebuilt: at the next start (migrate.ts) or by `kinfit repair`.
import type { Database } from "bun:sqlite";
import type { ExerciseType, SetKind } from "@shared/workouts/contract";
import { setFigures, type SetFigures } from "@shared/workouts/history";

type SetRow = {
  exercise_id: number;
  weight: string;
  reps: string;
  completed: number;
  kind: string;
  duration_seconds: number | null;
  distance_meters: number | null;
};

const FIGURES: [keyof SetFigures, string][] = [
  ["completedSets", "completed_sets"],
  ["bestEstimate", "best_estimate"],
  ["topWeight", "top_weight"],
  ["bestReps", "best_reps"],
  ["bestDuration", "best_duration"],
  ["bestDistance", "best_distance"],
  ["bestPace", "best_pace"],
];

/** Each exercise's figures as its set rows make them; answers the exercises that differed. */
function rebuildExerciseFigures(sqlite: Database): number {
  const sets = new Map<number, SetRow[]>();
  for (const row of sqlite
    .query<SetRow, []>(
      "SELECT exercise_id, weight, reps, completed, kind, duration_seconds, " +
        "distance_meters FROM exercise_sets ORDER BY exercise_id, set_number",
    )
    .all()) {
    let list = sets.get(row.exercise_id);
    if (!list) sets.set(row.exercise_id, (list = []));
    list.push(row);
  }
  const columns = FIGURES.map(([, c]) => c).join(", ");
  const update = sqlite.prepare(`UPDATE exercises SET ${FIGURES.map(([, c]) => `${c} = ?`).join(", ")} WHERE id = ?`);
  let changed = 0;
  for (const exercise of sqlite.query<Record<string, number | string | null>, []>(`SELECT id, type, ${columns} FROM exercises`).all()) {
    const rows = sets.get(exercise.id as number) ?? [];
    const figures = setFigures(
      rows.map((s) => ({
        weight: s.weight,
        reps: s.reps,
        completed: s.completed === 1,
        kind: s.kind as SetKind,
        durationSeconds: s.duration_seconds ?? undefined,
        distanceMeters: s.distance_meters ?? undefined,
      })),
      exercise.type as ExerciseType,
    );
    const values = FIGURES.map(([key]) => figures[key]);
    // Only rows that differ are written: each write runs the summaries' triggers.
    if (FIGURES.every(([, column], i) => exercise[column] === values[i])) continue;
    update.run(...values, exercise.id as number);
    changed++;
  }
  return changed;
}

/** The trigger-kept tables summed again from the rows, as the migrations that made them did. */
function rebuildKeptTables(sqlite: Database) {
  sqlite.exec("DELETE FROM exercise_summaries");
  sqlite.exec("DELETE FROM trained_days");
  sqlite.exec("DELETE FROM weekly_sets");
  sqlite.exec(`INSERT INTO trained_days (user_id, date, exercises, run_start)
    SELECT user_id, date, count(*), date FROM exercises WHERE completed_sets > 0 GROUP BY user_id, date`);
  // The insert's own trigger joins runs row by row, in no set order: every run is summed again.
  // Within a run of days, a day's number less its rank is the same.
  sqlite.exec(`WITH runs AS (
      SELECT user_id, date, min(date) OVER (PARTITION BY user_id, run) AS start
      FROM (SELECT user_id, date, julianday(date) - row_number() OVER (PARTITION BY user_id ORDER BY date) AS run FROM trained_days))
    UPDATE trained_days SET run_start = (SELECT start FROM runs WHERE runs.user_id = trained_days.user_id AND runs.date = trained_days.date)`);
  sqlite.exec(`INSERT INTO exercise_summaries (user_id, name_key, last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight)
    SELECT e.user_id, l.name_key, max(e.date), max(e.best_estimate), max(e.top_weight),
      max(CASE WHEN e.date < l.last THEN e.date END), max(CASE WHEN e.date < l.last THEN e.best_estimate END),
      max(CASE WHEN e.date < l.last THEN e.top_weight END)
    FROM exercises e
    JOIN (SELECT user_id, lower(trim(name)) AS name_key, max(date) AS last FROM exercises WHERE completed_sets > 0 GROUP BY 1, 2) l
      ON l.user_id = e.user_id AND l.name_key = lower(trim(e.name))
    WHERE e.completed_sets > 0
    GROUP BY e.user_id, l.name_key`);
  sqlite.exec(`INSERT INTO weekly_sets (user_id, week, name_key, sets)
    SELECT e.user_id, date(e.date, '-6 days', 'weekday 1'), lower(trim(e.name)), count(*)
    FROM exercise_sets s JOIN exercises e ON e.id = s.exercise_id
    WHERE s.completed = 1 AND s.kind <> 'warmup'
    GROUP BY 1, 2, 3`);
}

/** Rebuilds everything derived, in one transaction (a savepoint inside the caller's). */
export function rebuildDerived(sqlite: Database): { exercises: number } {
  return sqlite.transaction(() => {
    const exercises = rebuildExerciseFigures(sqlite);
    rebuildKeptTables(sqlite);
    return { exercises };
  })();
}
