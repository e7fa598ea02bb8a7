// Counts and numbers as people write them: '1 set', '2 sets', '165 cal' (never '165.0 cal').
// Every count text of the web app goes through `count`; every shown decimal through `num`.
import { weekdayName } from "../../src/shared/dates";

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

/** 'Monday 16 November': a whole day, as the weekday buttons are named. */
export function fullDay(d: Date): string {
  return `${weekdayName(d)} ${d.getDate()} ${d.toLocaleDateString("en-GB", { month: "long" })}`;
}

/** Matches a weekday button's name for `d`, whatever the day holds ('Monday 16 November, 1 of 3 sets done'). */
export const dayButtonName = (d: Date) => new RegExp(`^${fullDay(d)}(,|$)`);
