// Weekly hard sets per muscle: the kept weekly sets of each name (weekly_sets, kept by triggers,
// migration 0013) for the weeks asked, each name's sets given to the muscles of the exercise it
// links to, a main muscle 1 a set and a secondary one 0.5. Names linked to none count for none.
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { weeklySets } from "../../db/schema";
import type { MuscleStats, MuscleWeek } from "../../shared/exercise-library/contract";
import { PRIMARY_SHARE, SECONDARY_SHARE, weekStarts } from "../../shared/exercise-library/rules";
import { linkedExercises } from "./links";

export function muscleStats(db: Db, userId: number, weeks: number, today: string): MuscleStats {
  const starts = weekStarts(today, weeks);
  const rows = db
    .select({ week: weeklySets.week, nameKey: weeklySets.nameKey, sets: weeklySets.sets })
    .from(weeklySets)
    .where(and(eq(weeklySets.userId, userId), gte(weeklySets.week, starts[0]!), lte(weeklySets.week, starts.at(-1)!)))
    .orderBy(asc(weeklySets.week), asc(weeklySets.nameKey))
    .all();
  const linked = linkedExercises(db, userId, new Set(rows.map((r) => r.nameKey)));
  const byWeek = new Map<string, MuscleWeek>(starts.map((week) => [week, { week, sets: {} }]));
  for (const row of rows) {
    const exercise = linked.get(row.nameKey);
    const week = byWeek.get(row.week);
    if (!exercise || !week) continue;
    for (const m of exercise.primaryMuscles) week.sets[m] = (week.sets[m] ?? 0) + row.sets * PRIMARY_SHARE;
    for (const m of exercise.secondaryMuscles) week.sets[m] = (week.sets[m] ?? 0) + row.sets * SECONDARY_SHARE;
  }
  return { weeks: [...byWeek.values()] };
}
