// The signed-in user's workout streak: which days have a ticked set, counted back from the
// client's today by the streak rule (streak.ts).
import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trainedDays } from "../../db/schema";
import type { StreakAnswer } from "../../shared/dashboard/contract";
import { computeStreak } from "./streak";

/** The first read's number of days: enough for most streaks, each further read takes twice as many. */
const FIRST_READ = 8;

/**
 * The user's active days up to today, newest first: the days with a ticked set, which
 * trained_days keeps (one row a day), read back along its key.
 */
function activeDays(db: Db, userId: number, today: string, limit: number): string[] {
  return db
    .select({ date: trainedDays.date })
    .from(trainedDays)
    .where(and(eq(trainedDays.userId, userId), lte(trainedDays.date, today)))
    .orderBy(desc(trainedDays.date))
    .limit(limit)
    .all()
    .map((r) => r.date);
}

/**
 * The streak only needs the run of days ending today, not years of history: the latest active
 * days, and more only while the streak runs through all of those read, so a read costs what the
 * streak is long.
 */
export function streakFor(db: Db, userId: number, today: string): StreakAnswer {
  let limit = FIRST_READ;
  let days = activeDays(db, userId, today, limit);
  let result = computeStreak(days, today);
  while (days.length === limit && result.streak === limit) {
    limit *= 2;
    days = activeDays(db, userId, today, limit);
    result = computeStreak(days, today);
  }
  return { ...result, today };
}
