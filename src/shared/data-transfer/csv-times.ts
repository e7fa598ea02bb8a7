// A workout's start and end as exports write them (docs/behaviour/data-transfer.md, "Data import"):
// Strong's Date with its Duration, Hevy's start_time and end_time. The clock time is kept as the
// file writes it (the files name no time zone), so the length is right whatever the zone.
import { csvDate } from "./csv-cells";
import { MAX_SESSION_SECONDS } from "@shared/workouts/session-contract";

/** The time of day a timestamp is written with ('2025-07-26 7:06:00', '26 Jul 2025, 07:06'), as seconds, or null. */
function timeOfDay(text: string): number | null {
  const m = /[\sT,](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?\s*$/i.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const ampm = m[4]?.toLowerCase();
  if (ampm === "pm" && h < 12) h += 12;
  if (ampm === "am" && h === 12) h = 0;
  if (h > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  return h * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/** A timestamp cell as ISO text (the clock time as written), or null without a time of day. */
export function csvDateTime(text: string): string | null {
  const date = csvDate(text);
  const seconds = timeOfDay(text);
  if (date === null || seconds === null) return null;
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + seconds * 1000).toISOString();
}

/** A workout's length: seconds ('3900'), Strong's '1h 5m' or '45m', or 'h:mm:ss'; null otherwise. */
export function csvDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(t)) return Math.round(Number(t));
  const units = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/.exec(t);
  if (units && (units[1] || units[2] || units[3])) return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(t);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return null;
}

/**
 * A workout's start and finish from its start cell and its length or end cell; none when either is
 * missing, the end is before the start, or it lasted over a day (a timer left running).
 */
export function csvSession(start: string, lengthOrEnd: string): { startedAt: string; finishedAt: string } | null {
  const startedAt = csvDateTime(start);
  if (startedAt === null) return null;
  const end = csvDateTime(lengthOrEnd);
  const seconds = end !== null ? (Date.parse(end) - Date.parse(startedAt)) / 1000 : csvDuration(lengthOrEnd);
  if (seconds === null || !(seconds > 0) || seconds > MAX_SESSION_SECONDS) return null;
  return { startedAt, finishedAt: new Date(Date.parse(startedAt) + seconds * 1000).toISOString() };
}
