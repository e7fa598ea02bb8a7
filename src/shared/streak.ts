// The workout streak (DESIGN decision 5): consecutive calendar days, ending today, with at least
// one completed exercise. Today not done yet does not break it: until the day is over, the streak
// ending yesterday still stands.
import { z } from "zod";
import { addDays, parseIsoDate, toIsoDate } from "./dates";
import { isoDateSchema } from "./body";

/** GET /api/streak?today=YYYY-MM-DD: the client's own calendar day, since the server's may differ. */
export const streakQuerySchema = z.object({ today: isoDateSchema("today") });

export type StreakAnswer = { streak: number; activeToday: boolean; today: string };

/**
 * Counts back from today (or from yesterday, when today has nothing yet) through the days in
 * `activeDates`. Dates after today are ignored: they are plans, not work done.
 */
export function computeStreak(activeDates: Iterable<string>, today: string): Omit<StreakAnswer, "today"> {
  const start = parseIsoDate(today);
  if (!start) throw new Error(`not a date: ${today}`);
  const active = new Set(activeDates);
  const activeToday = active.has(today);
  let day = activeToday ? start : addDays(start, -1);
  let streak = 0;
  while (active.has(toIsoDate(day))) {
    streak++;
    day = addDays(day, -1);
  }
  return { streak, activeToday };
}

/** "1 day streak", "5 day streak". */
export function streakLabel(days: number): string {
  return `${days} day streak`;
}
