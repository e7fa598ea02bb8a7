// Calendar helpers shared by the web app and the server: local-time ISO dates, weekday and month
// names and "this week" date maths for the weekday strips (Monday-first) and the meal plan
// (Sunday-first). No zod here (the schema of a date is date-schema.ts): the web app's first screen
// uses these, and its bundle carries no zod.

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export type WeekStart = "monday" | "sunday";

/** Weekday names in display order for the given first day of the week. */
export function weekdayNames(start: WeekStart): WeekdayName[] {
  const offset = start === "monday" ? 1 : 0;
  return Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + offset) % 7]!);
}

/** YYYY-MM-DD of the date in local time (never UTC: a late-evening entry must not jump a day). */
export function toIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, "0");
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** The messages of a date field (`isoDateSchema` in date-schema.ts, and `isoDateProblem` for what checks without zod). */
export const dateRequiredMessage = (field: string) => `${field} is required (YYYY-MM-DD)`;
export const realDateMessage = (field: string) => `${field} must be a real date as YYYY-MM-DD`;

/** What `isoDateSchema(field)` would say of this text, or null when it takes it. */
export function isoDateProblem(text: string, field: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return dateRequiredMessage(field);
  return parseIsoDate(trimmed) === null ? realDateMessage(field) : null;
}

/** Local midnight of a YYYY-MM-DD string; null when the text is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date;
}

/** Local midnight of the same calendar day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The date n calendar days later (negative n goes back); safe across daylight-saving changes. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * Full English month name, e.g. "November". Dates are written in English like every other word of
 * the app, from these names rather than with Intl: a page's first Intl call loads the browser's
 * locale data, tens of milliseconds of a phone's main thread before the first screen can show.
 */
export function monthName(date: Date): (typeof MONTH_NAMES)[number] {
  return MONTH_NAMES[date.getMonth()]!;
}

/** Full English weekday name, e.g. "Monday". */
export function weekdayName(date: Date): WeekdayName {
  return WEEKDAY_NAMES[date.getDay()]!;
}

/** The seven dates (local midnight) of the week that contains `today`, in display order. */
export function weekDates(today: Date, start: WeekStart): Date[] {
  const firstDay = start === "monday" ? 1 : 0;
  const back = (today.getDay() - firstDay + 7) % 7;
  const first = addDays(startOfDay(today), -back);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The date of the named weekday within the week that contains `today`. */
export function dateOfWeekday(today: Date, name: WeekdayName, start: WeekStart): Date {
  const dates = weekDates(today, start);
  return dates.find((d) => weekdayName(d) === name)!;
}
