// The exercise-history part of the workouts contract: the query and the sessions it answers.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { HISTORY, TEXT } from "@shared/limits";
import type { ExerciseType, SET_KINDS } from "./rules";

type SetKind = (typeof SET_KINDS)[number];

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${HISTORY.maxLimit}`;

export const historyQuerySchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: "name is required" })
      .trim()
      .min(1, "name is required")
      .max(TEXT.name, `name must be at most ${TEXT.name} characters`),
    /** Only sessions before this date (the day being viewed, or the oldest of the page before). */
    before: isoDateSchema("before").optional(),
    /** How many sessions, newest first (HISTORY.page when absent). */
    limit: z.coerce.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(HISTORY.maxLimit, LIMIT_MESSAGE).optional(),
  }),
);

export type HistorySet = {
  setNumber: number;
  weight: string;
  reps: string;
  completed: boolean;
  kind?: SetKind;
  pr?: boolean;
  rpe?: number;
  durationSeconds?: number;
  distanceMeters?: number;
};

export type BestSet = { setNumber: number; weight: number; reps: number; estimatedOneRepMax: number };

/** One earlier session of an exercise. Its `sets` is the list of set rows (a field of this answer). */
export type HistorySession = {
  date: string;
  /** What its sets record: weight and reps have a best set and an e1RM, a plank or a run neither. */
  type: ExerciseType;
  sets: HistorySet[];
  bestSet: BestSet | null;
  estimatedOneRepMax: number | null;
  totalVolume: number;
};
