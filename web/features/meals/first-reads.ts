// What the Meal Plan reads as it opens: the day's meals (the week view, `?week=`, reads its own).
// web/app.tsx asks for them beside the sign-in check, so the screen's first render has its day.
// Imported by the main bundle: no zod, nothing of the screen itself.
import { parseIsoDate, toIsoDate } from "../../../src/shared/dates";
import { dayFromSearch } from "../../lib/date-param";
import { keys } from "./api";

export function mealsFirstReads(search: string): string[] {
  const week = new URLSearchParams(search).get("week");
  if (week && parseIsoDate(week)) return [];
  return [keys.day(toIsoDate(dayFromSearch(search)))];
}
