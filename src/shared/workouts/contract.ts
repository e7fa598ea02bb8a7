// The workouts contract: what the API takes (a day's exercises, exercise and set changes, the
// exercise-history query) and what it answers (a day, "previous", a history session).
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { parseIsoDate, weekdayName, type WeekdayName } from "@shared/dates";
import { isoDateSchema } from "@shared/date-schema";
import { TEXT, WORKOUT } from "@shared/limits";
import { writeModeField } from "@shared/write-mode";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "./defaults";
import { DEFAULT_EXERCISE_TYPE, SET_KINDS, type ExerciseType, type TemplateNumbers } from "./rules";
import {
  distanceValue,
  durationValue,
  exerciseTypeField,
  loggedReps,
  loggedWeight,
  notesField,
  plannedReps,
  plannedWeight,
} from "./fields";
import { requiredName, restField, rpeValue, setsField, supersetGroupField, text, weekdaySchema, withTargetNames } from "./fields";

export type { ExerciseType } from "./rules";

// ---------- answers ----------

/** How a set counts (`SET_KINDS` in rules.ts). */
export type SetKind = (typeof SET_KINDS)[number];

/**
 * One logged set of an exercise. Weights are in pounds, whatever the user's display unit; distance
 * in metres, time in seconds. rpe, durationSeconds and distanceMeters are there only when logged,
 * so a day of plain lifts reads as it always has.
 */
export type SetRow = {
  setNumber: number;
  weight: string;
  reps: string;
  completed: boolean;
  kind: SetKind;
  rpe?: number;
  durationSeconds?: number;
  distanceMeters?: number;
};

/**
 * An exercise as GET /api/workouts/:date answers it. `sets` is the number of sets; the per-set
 * rows (what was ticked, and the weight and reps really done) are in `setRows`.
 */
export type ExerciseDto = {
  id: number;
  name: string;
  sets: number;
  reps: string;
  weight: string;
  restTime: number;
  isCompleted: boolean;
  notes: string | null;
  sortOrder: number;
  setRows: SetRow[];
  /** The id the phone made for it, when it was made on a phone that sent one. */
  clientId?: string;
  /** What its sets record. */
  type: ExerciseType;
  /** Its superset group in the day (1 is A...), or null. */
  supersetGroup: number | null;
  /** The program and workout that put it on the day, when one did (docs/behaviour/programs.md, "Programs"). */
  programId?: number;
  programWorkout?: string;
};

/** GET /api/workouts/:date (and ?date=). A date with no workout has `exercises: []` and a null note. */
export type WorkoutDto = {
  date: string;
  dayOfWeek: WeekdayName;
  exercises: ExerciseDto[];
  note?: string | null;
  /** When the session started and finished, and how long it lasted (session-contract.ts); only on a day that has any. */
  startedAt?: string | null;
  finishedAt?: string | null;
  durationSeconds?: number | null;
};

/**
 * The best an exercise had been before a day: what a personal record must beat. The records of the
 * other types (most reps, longest, farthest, fastest pace in s/km) are answered where known.
 */
export type ExerciseBest = {
  estimatedOneRepMax: number | null;
  weight: number | null;
  reps?: number | null;
  duration?: number | null;
  distance?: number | null;
  pace?: number | null;
  /** An assisted exercise's least assistance (pounds) at each number of reps done. */
  assistance?: AssistancePoint[] | null;
};

/** The least assistance (pounds) ever used for a number of reps of an assisted exercise. */
export type AssistancePoint = { reps: number; weight: number };

/**
 * An exercise of GET /api/workouts/previous/:date: the last earlier day on which it had a ticked
 * set (`date`), with only the ticked sets in `sets` (a fixed field of this answer); the number of
 * sets planned that day is `setCount`. `best` is its best before the viewed date.
 */
export type PreviousExerciseDto = Omit<ExerciseDto, "sets" | "setRows"> & {
  date: string;
  setCount: number;
  sets: SetRow[];
  best: ExerciseBest;
};

/**
 * 'Last' for every exercise name done before a date (docs/behaviour/workouts.md, "Last time"). date and
 * dayOfWeek are those of the most recent of them, null when there is none.
 */
export type PreviousWorkoutDto = {
  date: string | null;
  dayOfWeek: WeekdayName | null;
  exercises: PreviousExerciseDto[];
};

/** An exercise as a template holds it: the plan (`TemplateNumbers` in rules.ts), no set rows; its type and superset group when set. */
export type TemplateExercise = { name: string; type?: ExerciseType; supersetGroup?: number | null } & TemplateNumbers;

// ---------- requests ----------

/**
 * The id a phone makes for a new exercise (a UUID), unique per member: a create sent again with a
 * stored one answers the stored row (docs/behaviour/offline.md, "Offline").
 */
const clientIdField = () =>
  z
    .string({ error: "clientId must be a UUID" })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "clientId must be a UUID")
    .transform((id) => id.toLowerCase());

/**
 * When a change was made, as the phone's time in ms: the server keeps per field the time of its
 * value and ignores an older change to it (docs/behaviour/offline.md, "Offline").
 */
const changedAtField = () =>
  z
    .number({ error: "changedAt must be a time in milliseconds" })
    .int("changedAt must be a time in milliseconds")
    .nonnegative("changedAt must be a time in milliseconds")
    .max(8.64e15, "changedAt must be a time in milliseconds");

/** The day's note: text (empty or null for none). */
const dayNote = () => text("note", TEXT.notes).nullable();

/** A new exercise's own fields, once targetSets and the like have been read as sets and the like. */
export const newExerciseFields = lazySchema(() =>
  z.object({
    name: requiredName(),
    sets: setsField(1).default(DEFAULT_SETS),
    reps: plannedReps().default(DEFAULT_REPS),
    weight: plannedWeight().default(DEFAULT_WEIGHT),
    restTime: restField.default(DEFAULT_REST_SECONDS),
    isCompleted: z.boolean({ error: "isCompleted must be true or false" }).default(false),
    notes: notesField.optional().transform((n) => n || null),
    clientId: clientIdField().optional(),
    type: exerciseTypeField.default(DEFAULT_EXERCISE_TYPE),
    supersetGroup: supersetGroupField.optional().transform((g) => g ?? null),
    // The member's program and its workout, for a program's workout put on a day by the phone
    // (with no connection, where POST /api/programs/active/start cannot be asked).
    programId: z
      .number({ error: "programId must be a program's id" })
      .int("programId must be a program's id")
      .positive("programId must be a program's id")
      .optional(),
    programWorkout: requiredName("programWorkout").optional(),
  }),
);

/** A prefilled set: its weight and reps as a set logs them, and its kind. */
const prefillRow = () =>
  z.object({
    weight: loggedWeight(),
    reps: loggedReps(),
    kind: z.enum(SET_KINDS, { error: "kind must be normal, warmup, drop or failure" }).default("normal"),
  });

export const newExerciseSchema = lazySchema(() => z.preprocess(withTargetNames, newExerciseFields));
export type NewExercise = z.output<typeof newExerciseSchema>;

/** A new exercise of a day: with its sets' own figures and kind when a template started from last time prefills them (`sets` follows them). */
const postExerciseSchema = lazySchema(() =>
  z.preprocess(
    withTargetNames,
    newExerciseFields.extend({
      setRows: z
        .array(prefillRow(), { error: "setRows must be a list" })
        .min(1, "setRows: at least one set")
        .max(WORKOUT.maxSets, `setRows: at most ${WORKOUT.maxSets} sets`)
        .optional(),
    }),
  ),
);

export const postWorkoutSchema = lazySchema(() =>
  z
    .object({
      date: isoDateSchema(),
      // "replace" removes the day's exercises and their set rows first (docs/behaviour/workouts.md, "Day and exercises").
      mode: writeModeField,
      // The date decides the weekday; a stated one must agree.
      dayOfWeek: weekdaySchema.optional(),
      // The day's note; absent leaves it as it is.
      note: dayNote().optional(),
      // The template the day is started from, by its name: the session is named by it in History.
      templateName: requiredName("templateName").optional(),
      exercises: z
        .array(postExerciseSchema, { error: "exercises must be a list" })
        .min(1, "exercises: at least one exercise is required")
        .max(WORKOUT.maxExercises, `exercises: at most ${WORKOUT.maxExercises} at a time`),
    })
    .refine(
      (v) => {
        const date = parseIsoDate(v.date);
        return v.dayOfWeek === undefined || !date || v.dayOfWeek === weekdayName(date);
      },
      {
        message: "dayOfWeek does not match date",
        path: ["dayOfWeek"],
      },
    ),
);
export type PostWorkoutInput = z.output<typeof postWorkoutSchema>;

const SORT_MESSAGE = `sortOrder must be a whole number from 0 to ${WORKOUT.maxSortOrder}`;

export const exerciseUpdateSchema = lazySchema(() =>
  z.preprocess(
    withTargetNames,
    z
      .object({
        name: requiredName().optional(),
        sets: setsField(1).optional(),
        reps: plannedReps().optional(),
        weight: plannedWeight().optional(),
        restTime: restField.optional(),
        isCompleted: z.boolean({ error: "isCompleted must be true or false" }).optional(),
        notes: notesField.optional(),
        type: exerciseTypeField.optional(),
        supersetGroup: supersetGroupField.optional(),
        // Where it stands in the day (lower first, then the older): a move is a change like any other.
        sortOrder: z
          .number({ error: SORT_MESSAGE })
          .int(SORT_MESSAGE)
          .min(0, SORT_MESSAGE)
          .max(WORKOUT.maxSortOrder, SORT_MESSAGE)
          .optional(),
        changedAt: changedAtField().optional(),
        // One more set after the last, whatever the count is by now: two phones that each add a set
        // make two sets, where two `sets` counts would make one.
        addSet: z.literal(true, { error: "addSet must be true" }).optional(),
      })
      .refine(({ changedAt: _, ...v }) => Object.values(v).some((x) => x !== undefined), {
        message: "Nothing to update: send isCompleted, or name, sets, reps, weight, restTime, notes, type, supersetGroup, sortOrder",
      }),
  ),
);
export type ExerciseUpdate = z.output<typeof exerciseUpdateSchema>;

/** A logged set's fields, each as a change sends it. */
export const setFields = lazySchema(() =>
  z.object({
    weight: loggedWeight(),
    reps: loggedReps(),
    completed: z.boolean({ error: "completed must be true or false" }),
    kind: z.enum(SET_KINDS, { error: "kind must be normal, warmup, drop or failure" }),
    rpe: rpeValue.nullable(),
    durationSeconds: durationValue.nullable(),
    distanceMeters: distanceValue.nullable(),
  }),
);

export const setUpdateSchema = lazySchema(() =>
  setFields
    .partial()
    .extend({ changedAt: changedAtField().optional() })
    .refine(({ changedAt: _, ...v }) => Object.values(v).some((x) => x !== undefined), {
      message: "Nothing to update: send weight, reps, completed, kind, rpe, durationSeconds or distanceMeters",
    }),
);
export type SetUpdate = z.output<typeof setUpdateSchema>;

/** PUT /api/workouts/{date}/note: the day's note; empty or null clears it. */
export const workoutNoteSchema = lazySchema(() => z.object({ note: dayNote().transform((n) => n || null) }));

// ---------- exercise history (history-contract.ts) ----------

export { historyQuerySchema, type BestSet, type HistorySession, type HistorySet } from "./history-contract";

// ---------- a week at a glance, and name suggestions (week-contract.ts) ----------

export { MAX_NAME_SUGGESTIONS, namesQuerySchema, weekQuerySchema, type WeekDayDto } from "./week-contract";
