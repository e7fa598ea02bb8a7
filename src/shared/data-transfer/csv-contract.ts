// The workout CSV import's contract (POST /api/import/workouts-csv; docs/behaviour/data-transfer.md, "Data
// import"): its query, what the server's reader makes of a file (WorkoutCsv), its preview and its
// answer, and the words for what a file's rows lose.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { IMPORT_MAX_CSV_SETS, WORKOUT } from "@shared/limits";
import { DISTANCE_UNITS, WEIGHT_UNITS, type DistanceUnit, type WeightUnit } from "@shared/units";
import type { ExerciseType, SetKind } from "@shared/workouts/contract";
import type { CsvLayout, CsvSource } from "./sources";

export const csvImportQuerySchema = lazySchema(() =>
  z.object({
    preview: z.enum(["1", "true"], { error: "preview must be 1" }).optional(),
    unit: z.enum(WEIGHT_UNITS, { error: "unit must be kg or lb" }).optional(),
    /** The unit of distances the file does not name (a bare Distance column); the member's by default. */
    distanceUnit: z.enum(DISTANCE_UNITS, { error: "distanceUnit must be km or mi" }).optional(),
    /** The member has seen the unreadable rows in the preview and imports without them. */
    skipUnreadable: z.enum(["1", "true"], { error: "skipUnreadable must be 1" }).optional(),
  }),
);

/**
 * A set read from the file, in pounds, numbered within its exercise of the day; its RPE, time (s)
 * and distance (m) where the row holds them.
 */
export type CsvSet = {
  line: number;
  setNumber: number;
  weight: string;
  reps: string;
  kind: SetKind;
  rpe?: number;
  durationSeconds?: number;
  distanceMeters?: number;
};
/** An exercise of a day: its type read from its rows (the reader's csv-kinds.ts), its superset group in the day. */
export type CsvExercise = {
  date: string;
  name: string;
  notes: string | null;
  type: ExerciseType;
  supersetGroup: number | null;
  sets: CsvSet[];
};
export type CsvProblem = { line: number; reason: string };
/**
 * A date's workout as a Kinfit session: the name of its first named workout, and its start and
 * finish (ISO text) where the file gives them.
 */
export type CsvSession = { date: string; name: string | null; startedAt: string | null; finishedAt: string | null };
/** What the file holds that Kinfit has no place for, counted for the preview. */
export type CsvDropped = {
  /** RPE figures outside 6 to 10 in steps of 0.5. */
  rpe: number;
  /** Names of a date's second and later workouts: a day keeps the name of its first. */
  workoutNames: number;
  /** Workout lengths over a day (a timer left running) or that cannot be read. */
  workoutDurations: number;
  /** Superset groups past the 26 of a day. */
  supersetGroups: number;
};

export type WorkoutCsv = {
  source: CsvSource;
  layout: CsvLayout;
  /** "position" when the header was not recognised and the columns were matched by their order. */
  matchedBy: "header" | "position";
  /** The weight unit the file states; "mixed" when rows differ; null when it states none. */
  unit: WeightUnit | "mixed" | null;
  /** The file does not name its weight unit: the import needs `unit`. */
  unitNeeded: boolean;
  /**
   * The file holds distances without naming their unit (Strong's bare Distance column): they are
   * read in `distanceUnit`, the one asked for, else the member's.
   */
  distanceUnitNeeded: boolean;
  distanceUnit: DistanceUnit;
  /** Exercises by day, in the order of the file. */
  exercises: CsvExercise[];
  /** Rows that cannot be read, with the reason; they are left out of `exercises`. */
  problems: CsvProblem[];
  /** Rows that are rest timers (Strong's 'Rest Timer', Hevy's rest rows): settings, not sets. */
  restTimerRows: number;
  /** The workouts' notes of each day, in the order of the file. */
  dayNotes: { date: string; note: string }[];
  /** Each date's session: its name and times, where the file gives them. */
  sessions: CsvSession[];
  dropped: CsvDropped;
  /**
   * Set rows of a file that holds more than IMPORT_MAX_CSV_SETS: it is refused whole, and its
   * exercises and problems are not kept (reading stops keeping at the limit and only counts).
   */
  tooManySets?: number;
};

/** Why a file of more than IMPORT_MAX_CSV_SETS sets is refused. */
export const tooManySetsMessage = (sets: number) =>
  `This file holds ${sets.toLocaleString("en-US")} sets; an import takes ` +
  `at most ${IMPORT_MAX_CSV_SETS.toLocaleString("en-US")} sets per file`;

/** What the preview answers: what the file holds and what importing it would add. */
export type CsvPreview = Pick<
  WorkoutCsv,
  "source" | "layout" | "matchedBy" | "unit" | "unitNeeded" | "distanceUnitNeeded" | "distanceUnit"
> & {
  workouts: number;
  exercises: number;
  sets: number;
  /** Sets of the file already in the account (same date, exercise and set number): not imported again. */
  alreadyImported: number;
  firstDate: string | null;
  lastDate: string | null;
  days: { date: string; exercises: { name: string; sets: number }[] }[];
  problems: CsvProblem[];
  /** What of the file the import keeps (src/modules/data-transfer/csv/csv-summary.ts). */
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
  /** Days whose session takes a name from the file; days with a start and a length. */
  workoutNames: number;
  workoutLengths: number;
  exerciseTypes: Partial<Record<ExerciseType, number>>;
};

/** Why rest-timer rows are not imported. */
export const REST_TIMER_SKIP = "rest-timer rows skipped: they are timer settings, not sets";
/** Why an RPE outside Kinfit's scale is not imported (the set is). */
export const RPE_SKIP = "RPE figures skipped: Kinfit keeps RPE from 6 to 10 in steps of 0.5";
/** Why the names of a date's later workouts are not imported. */
export const WORKOUT_NAME_SKIP = "workout names skipped: a day keeps the name of its first workout";
/** Why a workout's length (Strong's duration, Hevy's end time) is not imported. */
export const WORKOUT_LENGTH_SKIP = "workout lengths skipped: over 24 hours (a timer left running) or not readable";
/** Why superset groups past a day's last letter are not imported (their exercises are). */
export const SUPERSET_SKIP = `superset groups skipped: a day holds at most ${WORKOUT.maxSupersetGroup}`;

/** What the import answers. */
export type CsvImportAnswer = { workouts: number; exercises: number; sets: number; alreadyImported: number; skippedRows: number };
