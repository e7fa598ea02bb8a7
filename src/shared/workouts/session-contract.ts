// The sessions part of the workouts contract: the History list, a session's start and finish, and
// the summary a finish answers (docs/behaviour/workouts.md, "Sessions").
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { SESSIONS, WORKOUT } from "@shared/limits";
import { loggedReps, loggedWeight, requiredName } from "./fields";

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SESSIONS.maxLimit}`;

export const sessionsQuerySchema = lazySchema(() =>
  z.object({
    /** Only sessions before this date (exclusive): the oldest date of the page before. */
    before: isoDateSchema("before").optional(),
    limit: z.coerce.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(SESSIONS.maxLimit, LIMIT_MESSAGE).default(SESSIONS.page),
  }),
);

/** A time as ISO text, as createdAt is written ("2026-03-02T18:04:05.000Z"). */
const isoTime = (field: string) =>
  z
    .string({ error: `${field} must be a time as ISO text` })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `${field} must be a time as ISO text`,
    })
    .transform((v) => new Date(v).toISOString());

export const startSchema = lazySchema(() =>
  z.object({ startedAt: isoTime("startedAt").optional(), templateName: requiredName("templateName").optional() }),
);
export const finishSchema = lazySchema(() => z.object({ finishedAt: isoTime("finishedAt").optional() }));

/**
 * What a personal record beat: the best estimated one-rep max, the heaviest weight, the most reps,
 * the longest, the farthest, the fastest pace (s per km), or the least assistance.
 */
export type RecordKind = "estimatedOneRepMax" | "weight" | "reps" | "duration" | "distance" | "pace" | "assistance";

/** One record set on a day: the exercise's name, what it beat and its new value (pounds, seconds, metres). */
export type SessionRecord = { exercise: string; kind: RecordKind; value: number };

/** One session of GET /api/workouts/sessions: a day with at least one ticked set. Volume in pounds. */
export type SessionDto = {
  date: string;
  name: string;
  exercises: number;
  setsDone: number;
  volume: number;
  durationSeconds: number | null;
  prs: SessionRecord[];
};

/** POST /api/workouts/{date}/finish: the session's summary, and its volume against the last time of the same name. */
export type FinishSummaryDto = {
  durationSeconds: number | null;
  setsDone: number;
  volume: number;
  prs: SessionRecord[];
  comparedToLast: { volume: number | null };
};

/** A day's times, as GET /api/workouts/{date} carries them (null when unknown). */
export type SessionTimes = { startedAt: string | null; finishedAt: string | null; durationSeconds: number | null };

/** A duration longer than a day is a timer left running, not a session: it is kept as none. */
export const MAX_SESSION_SECONDS = 24 * 60 * 60;

/** The seconds from start to finish (the Finish tap, else the end of the last rest); none when unknown or over a day. */
export function durationOf(
  row: { startedAt: string | null; finishedAt: string | null; restEndedAt?: string | null } | undefined,
): number | null {
  const end = row?.finishedAt ?? row?.restEndedAt;
  if (!row?.startedAt || !end) return null;
  const seconds = Math.round((Date.parse(end) - Date.parse(row.startedAt)) / 1000);
  return seconds >= 0 && seconds <= MAX_SESSION_SECONDS ? seconds : null;
}

/** POST /api/exercises/{id}/warmups: warm-up sets put before the working sets, lightest first. */
export const warmupsSchema = lazySchema(() =>
  z.object({
    sets: z
      .array(z.object({ weight: loggedWeight(), reps: loggedReps() }), { error: "sets must be a list" })
      .min(1, "sets: at least one warm-up set")
      .max(WORKOUT.maxSets, `sets: at most ${WORKOUT.maxSets} warm-up sets`),
  }),
);
