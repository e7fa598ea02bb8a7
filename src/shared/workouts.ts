// Workouts and workout templates: the payload schemas the API validates with, the answer shapes
// the web app reads, and the pure rules both sides use (spec sections 3, 4, 5, 7 and 9).
import { z } from "zod";
import { addDays, parseIsoDate, realDateSchema, toIsoDate, WEEKDAY_NAMES, weekdayName, type WeekdayName } from "./dates";

// ---------- constants (spec, section 9) ----------

export const DEFAULT_SETS = 3;
export const DEFAULT_REPS = "8-10";
export const DEFAULT_WEIGHT = "0";
export const DEFAULT_REST_SECONDS = 90;
/** Loading a template looks this many days back for the latest numbers of each exercise. */
export const LOOKBACK_DAYS = 30;
/** A template card previews this many exercises. */
export const TEMPLATE_PREVIEW_COUNT = 4;

export const MAX_SETS = 50;
export const MAX_REST_SECONDS = 3600;
export const MAX_EXERCISES = 100;
const MAX_NAME = 200;
const MAX_SHORT_TEXT = 50;
const MAX_NOTES = 2000;

// ---------- answer shapes ----------

/** One logged set of an exercise. */
export type SetRow = { setNumber: number; weight: string; reps: string; completed: boolean };

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
};

/** GET /api/workouts/:date (and ?date=). A date with no workout has `exercises: []`. */
export type WorkoutDto = { date: string; dayOfWeek: WeekdayName; exercises: ExerciseDto[] };

/**
 * An exercise of GET /api/workouts/previous/:date. As the spec has it, `sets` here is the list of
 * set rows; the number of sets is `setCount`.
 */
export type PreviousExerciseDto = Omit<ExerciseDto, "sets" | "setRows"> & {
  setCount: number;
  sets: SetRow[];
};

/** The latest earlier workout with exercises; date and dayOfWeek are null when there is none. */
export type PreviousWorkoutDto = {
  date: string | null;
  dayOfWeek: WeekdayName | null;
  exercises: PreviousExerciseDto[];
};

export type TemplateExercise = { name: string; sets: number; reps: string; weight: string; restTime: number };

export type WorkoutTemplateDto = {
  id: number;
  name: string;
  /** A weekday name, or null when the template is not tied to a day. */
  dayOfWeek: WeekdayName | null;
  createdAt: string;
  data: { exercises: TemplateExercise[] };
};

// ---------- schemas ----------

export const isoDateSchema = (field = "date") =>
  realDateSchema({ required: `${field} is required (YYYY-MM-DD)`, invalid: `${field} must be a real date as YYYY-MM-DD` });

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const requiredName = (field = "name") => text(field, MAX_NAME).min(1, `${field} is required`);

/** Text or a number (weight "135", 135, "bodyweight"); stored as text. */
const textOrNumber = (field: string) =>
  z.union(
    [
      text(field, MAX_SHORT_TEXT),
      z
        .number({ error: `${field} must be text or a number` })
        .refine(Number.isFinite, { message: `${field} must be a finite number` })
        .transform(String),
    ],
    { error: `${field} must be text or a number` },
  );

/** Planned reps or weight: left blank, they take the default, as when they are absent. */
const planned = (field: string, fallback: string) => textOrNumber(field).transform((v) => v || fallback);
const plannedReps = () => planned("reps", DEFAULT_REPS);
const plannedWeight = () => planned("weight", DEFAULT_WEIGHT);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

const setsField = (min: number) => wholeNumber("sets", min, MAX_SETS);
const restField = wholeNumber("restTime", 0, MAX_REST_SECONDS);
const notesField = text("notes", MAX_NOTES).nullable();

/**
 * The spec lets sets, reps and weight arrive as targetSets, targetReps and targetWeight. The
 * plain name wins when both are sent.
 */
function withTargetNames(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const { targetSets, targetReps, targetWeight, ...rest } = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (out.sets === undefined && targetSets !== undefined) out.sets = targetSets;
  if (out.reps === undefined && targetReps !== undefined) out.reps = targetReps;
  if (out.weight === undefined && targetWeight !== undefined) out.weight = targetWeight;
  return out;
}

export const newExerciseSchema = z.preprocess(
  withTargetNames,
  z.object({
    name: requiredName(),
    sets: setsField(1).default(DEFAULT_SETS),
    reps: plannedReps().default(DEFAULT_REPS),
    weight: plannedWeight().default(DEFAULT_WEIGHT),
    restTime: restField.default(DEFAULT_REST_SECONDS),
    isCompleted: z.boolean({ error: "isCompleted must be true or false" }).default(false),
    notes: notesField.optional().transform((n) => n || null),
  }),
);
export type NewExercise = z.output<typeof newExerciseSchema>;

const weekdaySchema = z.enum(WEEKDAY_NAMES, { error: "dayOfWeek must be a weekday name such as Monday" });

export const postWorkoutSchema = z
  .object({
    date: isoDateSchema(),
    // The date decides the weekday; a stated one must agree.
    dayOfWeek: weekdaySchema.optional(),
    exercises: z
      .array(newExerciseSchema, { error: "exercises must be a list" })
      .min(1, "exercises: at least one exercise is required")
      .max(MAX_EXERCISES, `exercises: at most ${MAX_EXERCISES} at a time`),
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
  );
export type PostWorkoutInput = z.output<typeof postWorkoutSchema>;

export const exerciseUpdateSchema = z.preprocess(
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
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      message: "Nothing to update: send isCompleted, or name, sets, reps, weight, restTime, notes",
    }),
);
export type ExerciseUpdate = z.output<typeof exerciseUpdateSchema>;

export const setUpdateSchema = z
  .object({
    weight: textOrNumber("weight").optional(),
    reps: textOrNumber("reps").optional(),
    completed: z.boolean({ error: "completed must be true or false" }).optional(),
  })
  .refine((v) => v.weight !== undefined || v.reps !== undefined || v.completed !== undefined, {
    message: "Nothing to update: send weight, reps or completed",
  });
export type SetUpdate = z.output<typeof setUpdateSchema>;

export const templateExerciseSchema = z.preprocess(
  withTargetNames,
  z.object({
    name: requiredName("exercise name"),
    // The template editor turns a non-numeric sets value into 0 (spec, section 5).
    sets: setsField(0).default(DEFAULT_SETS),
    reps: plannedReps().default(DEFAULT_REPS),
    weight: plannedWeight().default(DEFAULT_WEIGHT),
    restTime: restField.default(DEFAULT_REST_SECONDS),
  }),
);

const templateDay = z
  .union([weekdaySchema, z.literal(""), z.null()], { error: "dayOfWeek must be a weekday name such as Monday, or empty" })
  .optional()
  .transform((d) => (d ? d : null));

const templateData = z.object(
  {
    exercises: z
      .array(templateExerciseSchema, { error: "data.exercises must be a list" })
      .max(MAX_EXERCISES, `data.exercises: at most ${MAX_EXERCISES}`),
  },
  { error: "data must be an object with exercises" },
);

export const templateCreateSchema = z.object({
  name: requiredName(),
  dayOfWeek: templateDay,
  data: templateData,
});
export type TemplateCreateInput = z.output<typeof templateCreateSchema>;

export const templateUpdateSchema = z
  .object({
    name: requiredName().optional(),
    dayOfWeek: z.union([weekdaySchema, z.literal(""), z.null()], { error: "dayOfWeek must be a weekday name such as Monday, or empty" }).optional(),
    data: templateData.optional(),
  })
  .refine((v) => v.name !== undefined || v.dayOfWeek !== undefined || v.data !== undefined, {
    message: "Nothing to update: send name, dayOfWeek or data",
  });
export type TemplateUpdateInput = z.output<typeof templateUpdateSchema>;

// ---------- rules ----------

/** An exercise is complete when it has sets and every one is ticked (spec, section 4). */
export function allSetsDone(rows: readonly Pick<SetRow, "completed">[]): boolean {
  return rows.length > 0 && rows.every((r) => r.completed);
}

export function setsDone(rows: readonly Pick<SetRow, "completed">[]): number {
  return rows.filter((r) => r.completed).length;
}

/** Workout progress: completed divided by total, times 100 (0 without exercises). */
export function progressPercent(done: number, total: number): number {
  return total > 0 ? (done / total) * 100 : 0;
}

/**
 * Whole number from a form field, or the fallback when it is not one: sets fall back to 3 in the
 * add form and to 1 in the edit form, rest time to 90 (spec, section 5).
 */
export function wholeOr(value: string | number, fallback: number): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value).trim(), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export const addFormSets = (value: string) => clamp(wholeOr(value, DEFAULT_SETS), 1, MAX_SETS);
export const editFormSets = (value: string) => clamp(wholeOr(value, 1), 1, MAX_SETS);
export const formRestTime = (value: string) => clamp(wholeOr(value, DEFAULT_REST_SECONDS), 0, MAX_REST_SECONDS);
/** Template editor: sets minimum 1 in the input, but a non-numeric value becomes 0. */
export const templateFormSets = (value: string) => clamp(wholeOr(value, 0), 0, MAX_SETS);

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** The 'Last' numbers for a card: the previous workout's exercise of the same name, any case. */
export function findPrevious<T extends { name: string }>(previous: readonly T[] | undefined, name: string): T | undefined {
  const key = name.trim().toLowerCase();
  return previous?.find((p) => p.name.trim().toLowerCase() === key);
}

/** Save Template's name field starts as '{Day} Workout'. */
export const defaultTemplateName = (day: string) => `${day} Workout`;
/** Duplicate's name field starts as '{template name} (Copy)'. */
export const copyName = (name: string) => `${name} (Copy)`;

/** A day's exercises as template exercises. */
export function toTemplateExercises(list: readonly Pick<ExerciseDto, "name" | "sets" | "reps" | "weight" | "restTime">[]): TemplateExercise[] {
  return list.map(({ name, sets, reps, weight, restTime }) => ({ name, sets, reps, weight, restTime }));
}

// ---------- template look-back (spec, section 7) ----------

/**
 * The numbers a logged exercise contributes when a template is loaded: its sets and rest time,
 * and the weight and reps of its last ticked set (what was really lifted), or the planned weight
 * and reps when no set was ticked.
 */
export function latestNumbers(e: Pick<ExerciseDto, "sets" | "reps" | "weight" | "restTime" | "setRows">): Omit<TemplateExercise, "name"> {
  const ticked = e.setRows.filter((r) => r.completed).sort((a, b) => a.setNumber - b.setNumber);
  const last = ticked[ticked.length - 1];
  return {
    sets: e.sets,
    reps: last?.reps.trim() ? last.reps : e.reps,
    weight: last?.weight.trim() ? last.weight : e.weight,
    restTime: e.restTime,
  };
}

/**
 * Fills a template's exercises with the latest numbers found in earlier days. `days` are the
 * answers for the days before the selected date, newest first; a failed lookup is null and is
 * skipped. For each exercise name (any case) the first day that has it wins. Exercises found
 * nowhere keep the template's values. `usedPriorData` says whether any value came from history.
 */
export function mergeLookback(
  template: readonly TemplateExercise[],
  days: readonly (Pick<WorkoutDto, "exercises"> | null | undefined)[],
): { exercises: TemplateExercise[]; usedPriorData: boolean } {
  let usedPriorData = false;
  const exercises = template.map((t) => {
    for (const day of days) {
      const found = day ? findPrevious(day.exercises, t.name) : undefined;
      if (found) {
        usedPriorData = true;
        return { ...t, ...latestNumbers(found), sets: Math.max(1, found.sets) };
      }
    }
    return { ...t };
  });
  return { exercises, usedPriorData };
}

/** The dates of the look-back, newest first: the LOOKBACK_DAYS days before `date`. */
export function lookbackDates(date: string): string[] {
  const start = parseIsoDate(date);
  if (!start) return [];
  return Array.from({ length: LOOKBACK_DAYS }, (_, i) => toIsoDate(addDays(start, -(i + 1))));
}

/** A template's exercises as a workout's new exercises (sets at least 1, nothing ticked). */
export function templateToNewExercises(list: readonly TemplateExercise[]) {
  return list.map((e) => ({
    name: e.name,
    sets: Math.max(1, e.sets),
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted: false,
    notes: null,
  }));
}

// ---------- Workout Templates screen ----------

/** Search by name (any case) and filter by day ("" or "all" for all days). */
export function filterTemplates<T extends Pick<WorkoutTemplateDto, "name" | "dayOfWeek">>(list: readonly T[], search: string, day: string): T[] {
  const q = search.trim().toLowerCase();
  return list.filter((t) => (!q || t.name.toLowerCase().includes(q)) && (!day || day === "all" || t.dayOfWeek === day));
}

/** The first few exercises of a card and how many more there are ('+N more exercises'). */
export function templatePreview<T>(list: readonly T[], count = TEMPLATE_PREVIEW_COUNT): { shown: T[]; more: number } {
  return { shown: list.slice(0, count), more: Math.max(0, list.length - count) };
}

/** A card shows the weight only when it is not '0'. */
export function showsWeight(weight: string): boolean {
  const w = weight.trim();
  return w !== "" && w !== "0";
}
