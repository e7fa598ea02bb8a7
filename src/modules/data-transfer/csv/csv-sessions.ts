// The workouts of a Strong or Hevy export as Kinfit's sessions (docs/behaviour/data-transfer.md,
// "Data import"): each date's name (its first named workout's) and its start and finish, from the
// start the file writes and the workout's length (Strong's Duration, Hevy's end time). A length
// over a day is a timer left running: the start is kept, the length is not.
import type { CsvSession } from "@shared/data-transfer/csv-contract";
import { MAX_SESSION_SECONDS } from "@shared/workouts/session-contract";
import { csvDate } from "./csv-cells";

/**
 * When a workout started, as the file writes it ('2025-07-26 07:06:12', '26 Jul 2025, 07:06'), read
 * in the server's time zone (the files carry none) as ISO text; null when the cell holds no time.
 */
export function csvDateTime(text: string): string | null {
  const t = text.trim();
  const date = csvDate(t);
  const time = /(?:^|[\sT,])(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/.exec(t);
  if (!date || !time) return null;
  let hours = Number(time[1]);
  const [minutes, seconds] = [Number(time[2]), Number(time[3] ?? 0)];
  const half = time[4]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hours, minutes, seconds).toISOString();
}

/** A workout's length in seconds: '3780', '1h 3m', '45m', '1h', '30s', '1:03:00'; null for none or unreadable. */
export function csvDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(t)) return Math.round(Number(t));
  const clock = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3] === undefined ? null : Number(clock[3])];
    return c === null ? a * 3600 + b * 60 : a * 3600 + b * 60 + c;
  }
  const parts = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/.exec(t);
  if (!parts || (parts[1] === undefined && parts[2] === undefined && parts[3] === undefined)) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

/** A blank or zero length, written by apps for a workout with none. */
const noLength = (text: string) => /^[\s0.:hms]*$/i.test(text);

/**
 * Gathers the sessions of a file, one workout at a time. `hevy`: the length cell is the end time.
 * Answers what it could not keep, counted for the preview.
 */
export function sessionReader(hevy: boolean) {
  const byDate = new Map<string, { name: string | null; start: number | null; seconds: number }>();
  const dropped = { names: 0, lengths: 0 };
  return {
    dropped,
    /** The first row of a workout: its date, its start cell, its name and its length (or end) cell. */
    workout(date: string, startText: string, name: string, lengthText: string) {
      const day = byDate.get(date) ?? { name: null, start: null, seconds: 0 };
      byDate.set(date, day);
      const title = name.trim();
      if (title !== "" && day.name === null) day.name = title;
      else if (title !== "" && day.name !== title) dropped.names++;
      const startedAt = csvDateTime(startText);
      const start = startedAt === null ? null : Date.parse(startedAt);
      if (start !== null && (day.start === null || start < day.start)) day.start = start;
      if (noLength(lengthText)) return;
      let seconds: number | null;
      if (hevy) {
        const end = csvDateTime(lengthText);
        seconds = end === null || start === null ? null : Math.round((Date.parse(end) - start) / 1000);
      } else seconds = csvDuration(lengthText);
      if (seconds === null || seconds <= 0 || seconds > MAX_SESSION_SECONDS) dropped.lengths++;
      else day.seconds += seconds;
    },
    sessions(): CsvSession[] {
      return [...byDate]
        .filter(([, d]) => d.name !== null || d.start !== null)
        .map(([date, d]) => {
          const start = d.start ?? (d.seconds > 0 ? Date.parse(`${date}T00:00:00`) : null);
          return {
            date,
            name: d.name,
            startedAt: start === null ? null : new Date(start).toISOString(),
            finishedAt:
              start === null || d.seconds === 0 ? null : new Date(start + Math.min(d.seconds, MAX_SESSION_SECONDS) * 1000).toISOString(),
          };
        });
    },
  };
}
