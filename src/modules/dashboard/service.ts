// The signed-in user's workout streak: which days have a ticked set, counted back from the
// client's today by the streak rule (streak.ts).
import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exercises } from "../../db/schema";
import type { StreakAnswer } from "../../shared/dashboard/contract";
import { computeStreak } from "./streak";

/** Enough active days for nearly every streak: longer ones read the rest in a second query. */
const RECENT_DAYS = 64;

/**
 * The user's active days up to today, newest first: the dates of exercises with at least one
 * ticked set. Each exercise keeps its day's date and its ticked-set count, so this walks the
 * (user, date) index of exercises without joining workouts or reading set rows.
 */
function activeDays(db: Db, userId: number, today: string, limit?: number): string[] {
  const query = db
    .selectDistinct({ date: exercises.date })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), lte(exercises.date, today), gt(exercises.completedSets, 0)))
    .orderBy(desc(exercises.date));
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
