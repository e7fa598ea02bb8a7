// The data-transfer contract: the Kinfit export file (GET /api/export, taken back by
// POST /api/import; the workout CSV import's is csv-contract.ts) (docs/behaviour/data-transfer.md, "Data
// export", "Data import"). Weights are pounds and lengths inches, as everywhere in the API.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { bodyEntrySchema, type BodyEntry } from "@shared/body-composition/contract";
import { customIngredientSchema, type CustomIngredient } from "@shared/custom-ingredients/contract";
import { MEAL, PER_USER, TEXT, WORKOUT } from "@shared/limits";
import { createLibraryMealSchema, type LibraryMeal } from "@shared/meal-library/contract";
import { createMealSchema, mealIngredientSchema, type Meal, type MealIngredient } from "@shared/meals/contract";
import { flag, ingredientListMax } from "@shared/meals/fields";
import type { UserDto } from "@shared/auth/contract";
import { DISTANCE_UNITS, LENGTH_UNITS, WEIGHT_UNITS, type DistanceUnit, type WeightUnit } from "@shared/units";
import { muscleTargetsSchema } from "@shared/exercise-library/contract";
import type { BodyProfile } from "@shared/coach/profile";
import { goalsSchema } from "@shared/goals/contract";
import { ownProgramSchema, type ProgramDto } from "@shared/programs/contract";
import { bodyProfileShape, importCoachSchema, type CheckInRecord } from "@shared/coach/contract";
import type { CoachGoal } from "@shared/coach/targets";
import { templateCreateSchema, type WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { newExerciseFields, setFields, type ExerciseDto, type SetRow } from "@shared/workouts/contract";
import {
  distanceValue,
  durationValue,
  loggedExtra,
  plannedReps,
  plannedWeight,
  requiredName,
  restField,
  rpeValue,
  text,
  wholeNumber,
} from "@shared/workouts/fields";
import { IMPORT_SOURCES } from "./sources";

export const EXPORT_FORMAT = "kinfit-export";
export const EXPORT_VERSION = 1;

// ---------- the export file ----------
// Each entry is the area's own answer without its ids (the importing account gives new ones), so
// a field added to an area's answer is in the file, and in the check below, without a word here.

/** An entry of an area as the file holds it: the area's answer, without its id. */
type Entry<T extends { id: number }> = Omit<T, "id">;

export type ExportSet = SetRow;
/**
 * Which program put an exercise on its day, and as which of its workouts: the program by its name
 * and start date, since its id stays with the account that ran it.
 */
export type ExportProgramTag = { name: string; startedOn: string; workout: string };
export type ExportExercise = Omit<Entry<ExerciseDto>, "programId" | "programWorkout"> & { program?: ExportProgramTag };
/** A program the member started, with its rules, and whether it is the one they run now. */
export type ExportProgram = Entry<ProgramDto> & { active: boolean };
export type ExportIngredient = Omit<MealIngredient, "id" | "mealId" | "customIngredientId"> & {
  /** The custom ingredient it was chosen from, by name; null when typed by hand. */
  customIngredient: string | null;
};
/**
 * A planned meal with the recipe's amounts; `portion` (when not 1) is the member's portion of it:
 * of a meal they cook, or of a family meal another member cooks for them, which imports as theirs.
 */
export type ExportMeal = Omit<Meal, "id" | "ingredients" | "cook" | "portions"> & { ingredients: ExportIngredient[] };
export type ExportWorkoutTemplate = Entry<WorkoutTemplateDto>;
// The member's own items, with whether they are shared; an export names no other member.
export type ExportLibraryMeal = Omit<Entry<LibraryMeal>, "owner">;
export type ExportCustomIngredient = Omit<Entry<CustomIngredient>, "owner">;
export type ExportBodyEntry = Entry<BodyEntry>;

export type KinfitExport = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: Pick<UserDto, "firstName" | "lastName" | "macroTracking" | "weightUnit" | "lengthUnit" | "goals" | "muscleTargets"> &
    BodyProfile & {
      /** The plate calculator's sets per unit, as stored; null means the standard sets. */
      plates: Partial<Record<WeightUnit, number[]>> | null;
      /** Runs' unit; null while the member has not chosen one (it then follows the length unit). */
      distanceUnit: DistanceUnit | null;
    };
  /**
   * Each day with the member's note for it (null for none) and its exercises; its session's name
   * (the template it was started from) and times where known.
   */
  workouts: {
    date: string;
    note: string | null;
    name?: string;
    startedAt?: string;
    finishedAt?: string;
    exercises: ExportExercise[];
  }[];
  workoutTemplates: ExportWorkoutTemplate[];
  programs: ExportProgram[];
  meals: ExportMeal[];
  mealLibrary: ExportLibraryMeal[];
  customIngredients: ExportCustomIngredient[];
  bodyComposition: ExportBodyEntry[];
  /** The coach's goal (null when none is set) and the check-ins whose targets were applied. */
  coach: { goal: CoachGoal | null; checkIns: CheckInRecord[] };
};

// ---------- POST /api/import: an export file, checked as strictly as the forms ----------

const createdAt = lazySchema(() =>
  z
    .string({ error: "createdAt must be a time such as 2026-03-02T07:30:00.000Z" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, "createdAt must be a time such as 2026-03-02T07:30:00.000Z")
    .optional(),
);

/** A session's start or finish, ISO text like createdAt. */
const instant = (name: string) =>
  z
    .string({ error: `${name} must be a time such as 2026-03-02T07:30:00.000Z` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, `${name} must be a time such as 2026-03-02T07:30:00.000Z`)
    .nullable()
    .optional();

/** A logged set's weight or reps: blank, or what a plan may hold (set rows start from the plan). */
const setWeight = lazySchema(() => z.union([z.literal(""), plannedWeight()]));
const setReps = lazySchema(() => z.union([z.literal(""), plannedReps()]));

/**
 * A set of the file: a logged set's fields, numbered, whose weight and reps may also be a plan's
 * (or blank) and whose kind, when left out, is a normal set.
 */
export const importSetSchema = lazySchema(() =>
  z.object({
    setNumber: wholeNumber("setNumber", 1, WORKOUT.maxSetNumber),
    ...setFields.shape,
    weight: setWeight,
    reps: setReps,
    kind: setFields.shape.kind.default("normal"),
    // As the API answers a set: each only where logged.
    rpe: loggedExtra(rpeValue),
    durationSeconds: loggedExtra(durationValue),
    distanceMeters: loggedExtra(distanceValue),
  }),
);

/**
 * An exercise of the file: a new exercise's fields with its set rows and place in the day. A file
 * states the plan that was logged, so its numbers take no default, and a logged exercise may have
 * no sets left or as many as its set rows are numbered up to.
 */
export const importExerciseSchema = lazySchema(() =>
  newExerciseFields.extend({
    sets: wholeNumber("sets", 0, WORKOUT.maxSetNumber),
    reps: plannedReps(),
    weight: plannedWeight(),
    restTime: restField,
    sortOrder: wholeNumber("sortOrder", 0, 1_000_000).default(0),
    program: z
      .object(
        { name: requiredName("program name"), startedOn: isoDateSchema(), workout: requiredName("program workout") },
        { error: "program must name a program of the file and its workout" },
      )
      .optional(),
    setRows: z
      .array(importSetSchema, { error: "setRows must be a list" })
      .max(WORKOUT.maxSetNumber)
      .refine((rows) => new Set(rows.map((r) => r.setNumber)).size === rows.length, { message: "setRows: each set number once" })
      .default([]),
  }),
);

/** An ingredient of the file: a meal ingredient naming its custom ingredient instead of its id. */
export const importIngredientSchema = lazySchema(() =>
  mealIngredientSchema.omit({ customIngredientId: true }).extend({
    isPrepped: flag("isPrepped").default(false),
    customIngredient: z.union([text("customIngredient", TEXT.name), z.null()]).optional(),
  }),
);

const list = <T extends z.ZodType>(item: T, field: string) => z.array(item, { error: `${field} must be a list` }).default([]);

/** A program of the file: as a member's own one is started, with where it comes from, its start date and whether it runs. */
export const importProgramSchema = lazySchema(() =>
  ownProgramSchema.and(
    z.object({
      catalogueId: z.union([text("catalogueId", TEXT.name), z.null()]).optional(),
      startedOn: isoDateSchema(),
      active: flag("active").default(false),
    }),
  ),
);

/** A planned meal of the file: as one is created, with its flags false unless the file says so. */
export const importMealSchema = lazySchema(() =>
  // An import makes meals for the member alone: other members' portions are not the file's to set.
  createMealSchema.omit({ portions: true }).extend({
    portion: z
      .number({ error: "portion must be a number" })
      .min(MEAL.minPortion, `Portion must be between ${MEAL.minPortion} and ${MEAL.maxPortion}`)
      .max(MEAL.maxPortion, `Portion must be between ${MEAL.minPortion} and ${MEAL.maxPortion}`)
      .default(1),
    isPrepped: flag("isPrepped").default(false),
    isConsumed: flag("isConsumed").default(false),
    ingredients: z
      .array(importIngredientSchema, { error: "ingredients must be a list" })
      .max(MEAL.maxIngredientsPerMeal, ingredientListMax)
      .default([]),
  }),
);

export const importFileSchema = lazySchema(() =>
  z.object(
    {
      format: z.literal(EXPORT_FORMAT, { error: `This file is not a ${IMPORT_SOURCES.kinfit.title} (format must be ${EXPORT_FORMAT})` }),
      version: z.literal(EXPORT_VERSION, { error: `This export's version is not one this Kinfit reads (version ${EXPORT_VERSION})` }),
      profile: z
        .object({
          firstName: z.union([text("firstName", TEXT.personName), z.null()]).optional(),
          lastName: z.union([text("lastName", TEXT.personName), z.null()]).optional(),
          macroTracking: flag("macroTracking").optional(),
          weightUnit: z.enum(WEIGHT_UNITS, { error: "weightUnit must be lb or kg" }).optional(),
          lengthUnit: z.enum(LENGTH_UNITS, { error: "lengthUnit must be in or cm" }).optional(),
          plates: z
            .union(
              [
                z.object({
                  lb: z.array(z.number().gt(0).max(100)).min(1).max(12).optional(),
                  kg: z.array(z.number().gt(0).max(100)).min(1).max(12).optional(),
                }),
                z.null(),
              ],
              { error: "plates must be lists of plate sizes per unit" },
            )
            .optional(),
          goals: goalsSchema.optional(),
          // Files from before these settings have none.
          distanceUnit: z.enum(DISTANCE_UNITS, { error: "distanceUnit must be km or mi" }).nullable().optional(),
          muscleTargets: muscleTargetsSchema.optional(),
          ...bodyProfileShape(),
        })
        .optional(),
      workouts: list(
        z.object({
          date: isoDateSchema(),
          // The day's note; a file from before notes has none.
          note: text("note", TEXT.notes).nullable().optional(),
          // The session's name and times; a file from before sessions has none.
          name: text("name", TEXT.name).nullable().optional(),
          startedAt: instant("startedAt"),
          finishedAt: instant("finishedAt"),
          exercises: z
            .array(importExerciseSchema, { error: "exercises must be a list" })
            .max(WORKOUT.maxExercises, `exercises: at most ${WORKOUT.maxExercises} a day`),
        }),
        "workouts",
      ),
      workoutTemplates: list(templateCreateSchema.extend({ createdAt }), "workoutTemplates"),
      // A file from before programs has none.
      programs: z
        .array(importProgramSchema, { error: "programs must be a list" })
        .max(PER_USER.programs, `programs: at most ${PER_USER.programs}`)
        .default([]),
      meals: list(importMealSchema, "meals"),
      mealLibrary: list(createLibraryMealSchema.extend({ createdAt }), "mealLibrary"),
      customIngredients: list(customIngredientSchema.extend({ createdAt }), "customIngredients"),
      bodyComposition: list(bodyEntrySchema.extend({ createdAt }), "bodyComposition"),
      // A file from before the coach has none.
      coach: importCoachSchema.optional(),
    },
    { error: `This file is not a ${IMPORT_SOURCES.kinfit.title}` },
  ),
);
export type ImportFile = z.output<typeof importFileSchema>;

/** How many entries of each kind an import added and how many it found already there. */
export type ImportCounts = { added: number; skipped: number };
export type ImportAnswer = {
  workoutDays: ImportCounts;
  exercises: ImportCounts;
  sets: ImportCounts;
  workoutTemplates: ImportCounts;
  meals: ImportCounts;
  mealLibrary: ImportCounts;
  customIngredients: ImportCounts;
  bodyComposition: ImportCounts;
  coachCheckIns: ImportCounts;
};

/**
 * POST /api/import's query: `settings=1` when the member chose, in the preview, to take the file's
 * units, plates, macro tracking, goals, muscle targets and body figures too. Names, email and
 * password never come from a file.
 */
export const importQuerySchema = lazySchema(() =>
  z.object({
    settings: z.enum(["1", "true", "0", "false"], { error: "settings must be 1 or 0" }).optional(),
  }),
);
