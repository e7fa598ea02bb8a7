// When the next workout falls once the day's program workout is done: for a weekday schedule, the
// next of its weekdays after the day; for a rotation, two days on (a rest day between sessions, as
// three days a week go).
import { addDays, parseIsoDate, weekdayName } from "@shared/dates";
import type { ProgramDto, ProgramSession } from "@shared/programs/contract";
import { weekdayMonthDay } from "@web/lib/words";

/** The day after `date` the next workout is scheduled on. */
export function nextScheduledDay(program: Pick<ProgramDto, "schedule" | "workouts">, workout: string, date: string): Date {
  const day = parseIsoDate(date)!;
  const weekdays = program.schedule === "weekdays" ? (program.workouts.find((w) => w.name === workout)?.weekdays ?? []) : [];
  if (weekdays.length > 0) {
    for (let n = 1; n <= 7; n++) {
      const candidate = addDays(day, n);
      if ((weekdays as readonly string[]).includes(weekdayName(candidate))) return candidate;
    }
  }
  return addDays(day, 2);
}

/** Whether the day holds a program workout other than the next one: it was done, and the rules moved on. */
export const doneOn = (sessions: readonly ProgramSession[], date: string, next: string) =>
  sessions.some((s) => s.date === date && s.workout !== next);

/** 'Done today: next Workout B on Friday, December 4' ('Done this day' for another day). */
export function doneWords(program: Pick<ProgramDto, "schedule" | "workouts">, next: string, date: string, today: string): string {
  return `${date === today ? "Done today" : "Done this day"}: next ${next} on ${weekdayMonthDay(nextScheduledDay(program, next, date))}`;
}
