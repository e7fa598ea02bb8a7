// What the Meal Plan reads as it opens: the day's meals (the week view, `?week=`, reads its own),
// which the dashboard reads too. web/app.tsx asks for them beside the sign-in check, so the
// screen's first render has its day. Imported by the main bundle: no zod, nothing of the screen
// itself.
import { toIsoDate } from "@shared/dates";
import { dayFromSearch, weekFromSearch } from "@web/lib/date-param";
import { keys } from "./api";

/** The meals of the day the address names (`?date=`), or today's. */
export const mealsDayRead = (search: string) => keys.day(toIsoDate(dayFromSearch(search)));

export function mealsFirstReads(search: string): string[] {
  return weekFromSearch(search) ? [] : [mealsDayRead(search)];
}
