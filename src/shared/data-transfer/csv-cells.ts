// The cells of a Strong or Hevy workout export read as Kinfit's values: dates, weights in pounds,
// reps, RPE, times in seconds, distances in metres, set kinds and unit words (docs/behaviour/data-transfer.md,
// "Data import").
import { parseIsoDate } from "@shared/dates";
import { WORKOUT } from "@shared/limits";
import { weightToStored, type WeightUnit } from "@shared/units";
import type { SetKind } from "@shared/workouts/contract";
import { isRpe } from "@shared/workouts/rules";

/** The unit of a file's distances. */
export type DistanceUnit = "m" | "km" | "mi";
const METERS: Record<DistanceUnit, number> = { m: 1, km: 1000, mi: 1609.344 };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The calendar date a timestamp is written on ('2025-07-26 7:06:00', '26 Jul 2025, 07:06'), or null. */
export function csvDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[\sT,])/.exec(t);
  const named = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})(?:$|[\s,])/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (named) {
    const month = MONTHS.indexOf(named[2]!.slice(0, 3).toLowerCase());
    if (month < 0) return null;
    [y, m, d] = [Number(named[3]), month + 1, Number(named[1])];
  } else return null;
  const date = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return parseIsoDate(date) ? date : null;
}

/** A number as exports write it: '10', '10.0', '62,5', '149.99999999999997'; NaN for anything else. */
function csvNumber(text: string): number {
  const t = text.trim().replace(",", ".");
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** Round away float noise: 149.99999999999997 is 150, 22.500000001 is 22.5. */
const tidy = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Pounds as stored text from a weight in `unit`; a reason when it cannot be stored. */
export function storedWeight(text: string, unit: WeightUnit): { weight: string } | { reason: string } {
  if (text.trim() === "") return { weight: "" };
  const n = csvNumber(text);
  if (Number.isNaN(n)) return { reason: `weight "${text.trim()}" is not a number` };
  if (n < 0) return { reason: `weight ${n} is below 0` };
  const pounds = weightToStored(tidy(n, 2), unit);
  if (pounds > WORKOUT.maxWeight) return { reason: `weight ${tidy(n, 2)} ${unit} is over ${WORKOUT.maxWeight} lb` };
  return { weight: String(pounds) };
}

export function storedReps(text: string): { reps: string } | { reason: string } {
  if (text.trim() === "") return { reps: "" };
  const n = csvNumber(text);
  if (Number.isNaN(n)) return { reason: `reps "${text.trim()}" is not a number` };
  const whole = Math.round(n);
  if (Math.abs(n - whole) > 1e-6) return { reason: `reps ${n} is not a whole number` };
  if (whole < 0 || whole > WORKOUT.maxReps) return { reason: `reps ${whole} is not from 0 to ${WORKOUT.maxReps}` };
  return { reps: String(whole) };
}

/** Strong's Set Order: a number, W / D / F, or 'Rest Timer' (not a set). */
export function strongKind(text: string): SetKind | "rest" | null {
  const t = text.trim().toLowerCase();
  if (t === "" || /^\d+(\.0+)?$/.test(t)) return "normal";
  if (t === "w") return "warmup";
  if (t === "d") return "drop";
  if (t === "f") return "failure";
  if (t === "rest timer") return "rest";
  return null;
}

export function hevyKind(text: string): SetKind | null {
  const t = text.trim().toLowerCase();
  if (t === "" || t === "normal") return "normal";
  if (t === "warmup" || t === "warm_up") return "warmup";
  if (t === "dropset" || t === "drop") return "drop";
  if (t === "failure") return "failure";
  return null;
}

export function unitWord(text: string): WeightUnit | null {
  const t = text.trim().toLowerCase();
  if (t === "kg" || t === "kgs") return "kg";
  if (t === "lb" || t === "lbs") return "lb";
  return null;
}

/**
 * A set's RPE: 6 to 10 in steps of 0.5. Blank or 0 is none (exports write 0 for no RPE); any other
 * figure is one Kinfit cannot keep, which the preview counts.
 */
export function storedRpe(text: string): { rpe?: number } | { dropped: true } {
  if (text.trim() === "") return {};
  const n = csvNumber(text);
  if (n === 0) return {};
  return !Number.isNaN(n) && isRpe(n) ? { rpe: n } : { dropped: true };
}

/** A set's time in whole seconds; blank or 0 is none. */
export function storedSeconds(text: string): { seconds?: number } | { reason: string } {
  if (text.trim() === "") return {};
  const n = csvNumber(text);
  if (Number.isNaN(n)) return { reason: `seconds "${text.trim()}" is not a number` };
  const whole = Math.round(n);
  if (whole < 0 || whole > WORKOUT.maxDurationSeconds) return { reason: `time ${n} s is not from 0 to ${WORKOUT.maxDurationSeconds} s` };
  return whole === 0 ? {} : { seconds: whole };
}

/** A set's distance in metres to a tenth, from one in `unit`; blank or 0 is none. */
export function storedMeters(text: string, unit: DistanceUnit): { meters?: number } | { reason: string } {
  if (text.trim() === "") return {};
  const n = csvNumber(text);
  if (Number.isNaN(n)) return { reason: `distance "${text.trim()}" is not a number` };
  const meters = tidy(n * METERS[unit], 1);
  if (meters < 0 || meters > WORKOUT.maxDistanceMeters)
    return { reason: `distance ${tidy(n, 3)} ${unit} is not from 0 to ${WORKOUT.maxDistanceMeters} m` };
  return meters === 0 ? {} : { meters };
}

/** A distance unit as exports write it ('km', 'mi', 'miles', 'm', 'meters'); null for anything else. */
export function distanceUnitWord(text: string): DistanceUnit | null {
  const t = text.trim().toLowerCase();
  if (t === "km" || t === "kms" || t === "kilometers" || t === "kilometres") return "km";
  if (t === "mi" || t === "mile" || t === "miles") return "mi";
  if (t === "m" || t === "meters" || t === "metres") return "m";
  return null;
}
