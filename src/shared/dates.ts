// Calendar helpers shared by the web app and the server: ISO dates, weekday and month names and
// "this week" date maths for the weekday strips (Monday-first) and the meal plan (Sunday-first).
// No zod here (the schema of a date is date-schema.ts): the web app's first screen uses these, and
// its bundle carries no zod.
//
// A calendar date is a Date at midnight UTC of that day, read with the UTC getters: in UTC every
// date exists and every day has 24 hours, whatever the machine's time zone (Pacific/Apia skipped
// 2011-12-30; a daylight-saving change skips or repeats a local midnight). Only "today" comes from
// the local clock: `today()` and `calendarDay()` turn an instant into its local date.

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export type WeekStart = "monday" | "sunday";

/** Weekday names in display order for the given first day of the week. */
export function weekdayNames(start: WeekStart): WeekdayName[] {
  const offset = start === "monday" ? 1 : 0;
  return Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + offset) % 7]!);
}

/** Milliseconds in a calendar day: every one of them, since calendar dates are kept in UTC. */
const DAY_MS = 86_400_000;

/** The calendar date `y`-`m`-`d` (month 1-12; out-of-range days and months roll over). */
function calendarDate(y: number, m: number, d: number): Date {
  const date = new Date(Date.UTC(2000, m - 1, d));
  // Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(y + date.getUTCFullYear() - 2000);
  return date;
}

/**
 * The calendar date an instant falls on in local time ("today" is the local date: a late-evening
 * entry must not jump a day), as a calendar date.
 */
export function calendarDay(instant: Date): Date {
  return calendarDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}

/** Today, the local date, as a calendar date. */
export const today = (now: Date = new Date()): Date => calendarDay(now);

/** YYYY-MM-DD of a calendar date. */
export function toIsoDate(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, "0");
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** Today's local date as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => toIsoDate(calendarDay(now));

/** The messages of a date field (`isoDateSchema` in date-schema.ts, and `isoDateProblem` for what checks without zod). */
export const dateRequiredMessage = (field: string) => `${field} is required (YYYY-MM-DD)`;
export const realDateMessage = (field: string) => `${field} must be a real date as YYYY-MM-DD`;

/** What `isoDateSchema(field)` would say of this text, or null when it takes it. */
export function isoDateProblem(text: string, field: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return dateRequiredMessage(field);
  return parseIsoDate(trimmed) === null ? realDateMessage(field) : null;
}

/** The calendar date of a YYYY-MM-DD string; null when the text is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = calendarDate(y, m, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/** The calendar date of the same day (a Date with a time of day loses it). */
export function startOfDay(date: Date): Date {
  return new Date(date.getTime() - (((date.getTime() % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The date n calendar days later (negative n goes back). */
export function addDays(date: Date, days: number): Date {
  return new Date(startOfDay(date).getTime() + days * DAY_MS);
}

/** Whole calendar days from `a` to `b` (negative when `b` comes first). */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((startOfDay(b).getTime() - startOfDay(a).getTime()) / DAY_MS);
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() === b.getUTCDate();
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 'Mon 16 Nov', the way the gym apps date a session ('Sept' for September, as British English abbreviates it). */
export function shortDay(d: Date): string {
  const month = d.getUTCMonth() === 8 ? "Sept" : monthName(d).slice(0, 3);
  return `${weekdayName(d).slice(0, 3)} ${d.getUTCDate()} ${month}`;
}

/** A YYYY-MM-DD day as shortDay writes it ('Mon 16 Nov'); anything else as it is. */
export function shortIsoDay(iso: string): string {
  const d = parseIsoDate(iso);
  return d ? shortDay(d) : iso;
}

/**
 * Full English month name, e.g. "November". Dates are written in English like every other word of
 * the app, from these names rather than with Intl: a page's first Intl call loads the browser's
 * locale data, tens of milliseconds of a phone's main thread before the first screen can show.
 */
export function monthName(date: Date): (typeof MONTH_NAMES)[number] {
  return MONTH_NAMES[date.getUTCMonth()]!;
}

/** Full English weekday name, e.g. "Monday". */
export function weekdayName(date: Date): WeekdayName {
  return WEEKDAY_NAMES[date.getUTCDay()]!;
}

/** The seven calendar dates of the week that contains `day`, in display order. */
export function weekDates(day: Date, start: WeekStart): Date[] {
  const firstDay = start === "monday" ? 1 : 0;
  const back = (day.getUTCDay() - firstDay + 7) % 7;
  const first = addDays(day, -back);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The date of the named weekday within the week that contains `day`. */
export function dateOfWeekday(day: Date, name: WeekdayName, start: WeekStart): Date {
  const dates = weekDates(day, start);
  return dates.find((d) => weekdayName(d) === name)!;
}
