// The workout streak rule (docs/behaviour/dashboard.md, "Streak"): consecutive calendar days, ending today,
// with at least one ticked set. Today not done yet does not break it: until the day is
// over, the streak ending yesterday still stands. Pure, so every edge is unit-tested; the server
// answers from the kept runs of days (service.ts), which a test holds to this rule.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { StreakAnswer } from "@shared/dashboard/contract";

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
