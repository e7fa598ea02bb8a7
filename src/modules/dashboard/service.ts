// The signed-in user's workout streak: which days have a ticked set, counted back from the
// client's today by the streak rule (streak.ts).
import type { Db } from "@db/client";
import { addDays, daysBetween, parseIsoDate, toIsoDate } from "@shared/dates";
import type { StreakAnswer } from "@shared/dashboard/contract";
import { latestTrainedDay } from "./store";

/**
 * The streak rule (streak.ts) read from the member's latest active day up to today: trained_days
 * keeps, on each day with a ticked set, the first day of its run of consecutive days, so one row
 * answers however long the streak is.
 */
export function streakFor(db: Db, userId: number, today: string): StreakAnswer {
  const latest = latestTrainedDay(db, userId, today);
  const activeToday = latest?.date === today;
  // Today not done yet does not break it: the run ending yesterday still stands.
  if (!latest || (!activeToday && latest.date !== toIsoDate(addDays(parseIsoDate(today)!, -1)))) return { streak: 0, activeToday, today };
  return { streak: daysBetween(parseIsoDate(latest.runStart)!, parseIsoDate(latest.date)!) + 1, activeToday, today };
}
