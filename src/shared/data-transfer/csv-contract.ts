// The workout CSV import's contract (POST /api/import/workouts-csv; docs/behaviour/data-transfer.md, "Data
// import"): its query, its preview and its answer, and the words for what a file's rows lose.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { WORKOUT } from "@shared/limits";
import { WEIGHT_UNITS } from "@shared/units";
import type { ExerciseType } from "@shared/workouts/contract";
import type { CsvProblem, WorkoutCsv } from "./workout-csv";

export const csvImportQuerySchema = lazySchema(() =>
  z.object({
    preview: z.enum(["1", "true"], { error: "preview must be 1" }).optional(),
    unit: z.enum(WEIGHT_UNITS, { error: "unit must be kg or lb" }).optional(),
    /** The member has seen the unreadable rows in the preview and imports without them. */
    skipUnreadable: z.enum(["1", "true"], { error: "skipUnreadable must be 1" }).optional(),
  }),
);

/** What the preview answers: what the file holds and what importing it would add. */
export type CsvPreview = Pick<WorkoutCsv, "source" | "layout" | "matchedBy" | "unit" | "unitNeeded"> & {
  workouts: number;
  exercises: number;
  sets: number;
  /** Sets of the file already in the account (same date, exercise and set number): not imported again. */
  alreadyImported: number;
  firstDate: string | null;
  lastDate: string | null;
  days: { date: string; exercises: { name: string; sets: number }[] }[];
  problems: CsvProblem[];
  /** What of the file the import keeps (csv-summary.ts). */
  kept: CsvKept;
  /**
   * What of the file is left out on purpose, how many (rows, or the values of rows), and why, worded
   * to follow the number ('109 rest-timer rows skipped: ...').
   */
  skipped: { rows: number; why: string }[];
};

/**
 * What the file holds that the import keeps: its days, exercises and sets, the sets with an RPE, a
 * distance or a time, the exercises in supersets, the exercises' and the days' notes, and the
 * exercises of each type (a run, a plank, pull-ups: read from the rows).
 */
export type CsvKept = {
  workouts: number;
  exercises: number;
  sets: number;
  setsWithRpe: number;
  setsWithDistance: number;
  setsWithDuration: number;
  exercisesInSupersets: number;
  exerciseNotes: number;
  workoutNotes: number;
  exerciseTypes: Partial<Record<ExerciseType, number>>;
};

/** Why rest-timer rows are not imported. */
export const REST_TIMER_SKIP = "rest-timer rows skipped: they are timer settings, not sets";
/** Why an RPE outside Kinfit's scale is not imported (the set is). */
export const RPE_SKIP = "RPE figures skipped: Kinfit keeps RPE from 6 to 10 in steps of 0.5";
/** Why workout names are not imported. */
export const WORKOUT_NAME_SKIP = "workout names skipped: a Kinfit day has no name";
/** Why a workout's length (Strong's duration, Hevy's end time) is not imported. */
export const WORKOUT_LENGTH_SKIP = "workout lengths skipped: unreadable, or over a day (a timer left running)";
/** Why superset groups past a day's last letter are not imported (their exercises are). */
export const SUPERSET_SKIP = `superset groups skipped: a day holds at most ${WORKOUT.maxSupersetGroup}`;

/** What the import answers. */
export type CsvImportAnswer = { workouts: number; exercises: number; sets: number; alreadyImported: number; skippedRows: number };
