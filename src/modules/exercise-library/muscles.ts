// Weekly hard sets per muscle: the kept weekly sets of each name (weekly_sets, kept by triggers,
// migration 0013) for the weeks asked, each name's sets given to the muscles of the exercise it
// links to, a main muscle 1 a set and a secondary one 0.5. Names linked to none count for none.
import type { Db } from "../../db/client";
import type { MuscleStats, MuscleWeek } from "../../shared/exercise-library/contract";
import { PRIMARY_SHARE, SECONDARY_SHARE, weekStarts } from "../../shared/exercise-library/rules";
import { linkedExercises } from "./links";
import { muscleStatements, type WeekRow } from "./statements";

export function muscleStats(db: Db, userId: number, weeks: number, today: string): MuscleStats {
  const starts = weekStarts(today, weeks);
  const rows = muscleStatements(db).weeks.values(userId, starts[0]!, starts.at(-1)!) as WeekRow[];
  const linked = linkedExercises(db, userId, new Set(rows.map((r) => r[1])));
  const byWeek = new Map<string, MuscleWeek>(starts.map((week) => [week, { week, sets: {} }]));
  for (const [weekStart, key, sets] of rows) {
    const exercise = linked.get(key);
    const week = byWeek.get(weekStart);
    if (!exercise || !week) continue;
    for (const m of exercise.primaryMuscles) week.sets[m] = (week.sets[m] ?? 0) + sets * PRIMARY_SHARE;
    for (const m of exercise.secondaryMuscles) week.sets[m] = (week.sets[m] ?? 0) + sets * SECONDARY_SHARE;
  }
  return { weeks: [...byWeek.values()] };
}
