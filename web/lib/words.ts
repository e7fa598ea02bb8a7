// Counts and numbers as people write them: '1 set', '2 sets', '165 cal' (never '165.0 cal').
// Every count text of the web app goes through `count`; every shown decimal through `num`.
import { monthName, parseIsoDate, shortDay, today, weekdayName } from "@shared/dates";
import { INGREDIENT_UNITS, normalizeUnit } from "@shared/meals/units";

/** '1 set', '2 sets', '0 sets'; pass the plural when it is not the word plus 's' ('2 pieces' is). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A number with at most `decimals` places and no trailing zeros: 165 -> '165', 12.5 -> '12.5',
 * 12.34 -> '12.3'. Not a finite number: ''.
 */
export function num(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const f = 10 ** decimals;
  const rounded = Math.round(value * f) / f;
  // -0 reads as 0.
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * An ingredient's amount: '80 g', '1 piece', '2 pieces', '0.5 cup', '1.25 cups'. Units are stored
 * singular; the countable ones (cup, piece, slice) take their plural from the ingredient screen's
 * list. A quantity that is not a number is shown as it is.
 */
export function amount(quantity: number | string, unit: string): string {
  const n = typeof quantity === "number" ? quantity : Number(quantity);
  const singular = normalizeUnit(unit) ?? unit;
  if (!Number.isFinite(n) || (typeof quantity === "string" && quantity.trim() === "")) return `${quantity} ${singular}`.trim();
  const word = n === 1 ? singular : (INGREDIENT_UNITS.find((u) => normalizeUnit(u) === singular) ?? singular);
  return `${num(n, 2)} ${word}`;
}

// Dates as the screens write them, in English (src/shared/dates.ts says why not with Intl).

/** 'Monday 16 November': a whole day, as the weekday buttons are named. */
export function fullDay(d: Date): string {
  return `${weekdayName(d)} ${d.getUTCDate()} ${monthName(d)}`;
}

/** 'November 16', under a day's screen title. */
export const monthDay = (d: Date) => `${monthName(d)} ${d.getUTCDate()}`;

/** 'Monday, November 16'. */
export const weekdayMonthDay = (d: Date) => `${weekdayName(d)}, ${monthDay(d)}`;

/** 'Mon'. */
export const shortWeekday = (d: Date) => weekdayName(d).slice(0, 3);

/** 'Nov', 'Sep' (as American English abbreviates it). */
export const shortMonth = (d: Date) => monthName(d).slice(0, 3);

/** 'Nov 16'. */
export const shortMonthDay = (d: Date) => `${shortMonth(d)} ${d.getUTCDate()}`;

// 'Mon 16 Nov': the server's why lines date a session the same way (src/shared/dates.ts).
export { shortDay, shortIsoDay } from "@shared/dates";

/**
 * When a session was ('Last time: Mon 9 Nov'): a day of another year than `now`'s carries its year
 * ('Mon 30 Oct 2017'), so an old 'Last' never reads as last month's. Anything else as it is.
 */
export function sessionDay(iso: string, now: Date = new Date()): string {
  const d = parseIsoDate(iso);
  if (!d) return iso;
  return d.getUTCFullYear() === today(now).getUTCFullYear() ? shortDay(d) : `${shortDay(d)} ${d.getUTCFullYear()}`;
}

/** Matches a weekday button's name for `d`, whatever the day holds ('Monday 16 November, 1 of 3 sets done'). */
export const dayButtonName = (d: Date) => new RegExp(`^${fullDay(d)}(,|$)`);

/** A rounded total with thousands separators ('1,850'), as daily totals and goals read. */
export function formatWhole(n: number): string {
  const rounded = Math.round(n);
  if (!Number.isFinite(rounded)) return String(rounded);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

/**
 * The runs of a text that a wrapping line must not break inside, in order (joined by single spaces
 * they give the text back): the spaces beside a number ('189 lbs', 'over 90 days', 'Nov 11, 2026')
 * and before a '·' hold their neighbours together, so a line breaks only between words or after a
 * '·', never between a number and its unit nor before a separator. FiguresWhole draws them, with
 * the text itself (what is copied or read aloud) unchanged.
 */
export function figureRuns(text: string): string[] {
  return text
    .replace(/(?<=\d) |(?<!·) (?=[\d·\u2212+])/g, "\u0000")
    .split(" ")
    .map((run) => run.replaceAll("\u0000", " "));
}
