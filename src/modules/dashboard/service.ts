// The signed-in user's workout streak: which days have a completed exercise, counted back from the
// client's today by the streak rule (streak.ts).
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exercises, workouts } from "../../db/schema";
import type { StreakAnswer } from "../../shared/dashboard/contract";
import { computeStreak } from "./streak";

/** Enough active days for nearly every streak: longer ones read the rest in a second query. */
const RECENT_DAYS = 64;

/** The user's active days up to today, newest first: one row per workout date (unique per user). */
function activeDays(db: Db, userId: number, today: string, limit?: number): string[] {
  const query = db
    .select({ date: workouts.date })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        lte(workouts.date, today),
        sql`exists (select 1 from ${exercises} where ${exercises.workoutId} = ${workouts.id} and ${exercises.isCompleted} = 1)`,
      ),
    )
    .orderBy(desc(workouts.date));
  return (limit === undefined ? query : query.limit(limit)).all().map((r) => r.date);
}

/**
 * The streak only needs the run of days ending today, not years of history: the latest active
 * days first, and the whole history only when the streak runs through all of them.
 */
export function streakFor(db: Db, userId: number, today: string): StreakAnswer {
  let days = activeDays(db, userId, today, RECENT_DAYS);
  let result = computeStreak(days, today);
  if (days.length === RECENT_DAYS && result.streak === RECENT_DAYS) {
    days = activeDays(db, userId, today);
    result = computeStreak(days, today);
  }
  return { ...result, today };
}
