// Time and distance of a set as the member reads and types them: time as m:ss (h:mm:ss past an
// hour), distance in km or mi, the profile's distance unit, both stored
// canonically (seconds, metres) and checked against the same limits as the API.
import { WORKOUT } from "@shared/limits";
import { formatAmount, parseLocaleNumber, type DistanceUnit } from "@shared/units";

const METERS_PER_MILE = 1609.344;

export const distanceLabel = (unit: DistanceUnit) => unit;

/** Metres shown in km or mi, to two decimals at most. */
export function distanceFromMeters(meters: number, unit: DistanceUnit): number {
  const value = unit === "km" ? meters / 1000 : meters / METERS_PER_MILE;
  return Math.round(value * 100) / 100;
}

/** "5 km", "3.11 mi". */
export const distanceText = (meters: number, unit: DistanceUnit) =>
  `${formatAmount(distanceFromMeters(meters, unit))} ${distanceLabel(unit)}`;

/** A typed distance in the member's unit, in metres (to a tenth); "" is none (null); undefined when it cannot be one. */
export function readDistance(text: string, unit: DistanceUnit): number | null | undefined {
  if (!text.trim()) return null;
  const n = parseLocaleNumber(text);
  if (!Number.isFinite(n) || n < 0) return undefined;
  const meters = Math.round((unit === "km" ? n * 1000 : n * METERS_PER_MILE) * 10) / 10;
  return meters <= WORKOUT.maxDistanceMeters ? meters : undefined;
}

/** Seconds as "0:45", "1:00", "1:02:03". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/**
 * A typed time in seconds: "60" (seconds), "1:00", "1:02:03"; "" is none (null); undefined when it
 * cannot be one (letters, 1:75, more than a day).
 */
export function readDuration(text: string): number | null | undefined {
  const v = text.trim();
  if (!v) return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(v)) return undefined;
  const parts = v.split(":").map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return undefined;
  const seconds = parts.reduce((total, p) => total * 60 + p, 0);
  return seconds <= WORKOUT.maxDurationSeconds ? seconds : undefined;
}

/** Pace as time per km or mi: "4:45 /km". */
export function paceText(seconds: number, meters: number, unit: DistanceUnit): string | null {
  if (!(seconds > 0) || !(meters > 0)) return null;
  const per = unit === "km" ? meters / 1000 : meters / METERS_PER_MILE;
  return `${durationText(seconds / per)} /${distanceLabel(unit)}`;
}
