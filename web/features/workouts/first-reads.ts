// What the Workouts screen reads as it opens: the day, 'Last time' for it, and the week's dots; and
// the day alone, which the dashboard reads too. web/app.tsx asks for them beside the sign-in check,
// so the screen's first render has its day. Imported by the main bundle: no zod, nothing of the
// screen itself.
import { toIsoDate, weekDates } from "@shared/dates";
import { dayFromSearch } from "@web/lib/date-param";
import { keys } from "./api";

/** The day the address names (`?date=`), or today's. */
export const workoutDayRead = (search: string) => keys.day(toIsoDate(dayFromSearch(search)));

export function workoutsFirstReads(search: string): string[] {
  const day = dayFromSearch(search);
  const date = toIsoDate(day);
  return [keys.day(date), keys.previous(date), keys.week(toIsoDate(weekDates(day, "monday")[0]!))];
}
