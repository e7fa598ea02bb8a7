// The data-transfer contract: the Kinfit export file (GET /api/export, taken back by
// POST /api/import) and the answers of the workout CSV import (docs/behaviour.md, "Data export",
// "Data import"). Weights are pounds and lengths inches, as everywhere in the API.
import { z } from "zod";
import { lazySchema } from "../lazy-schema";
import { isoDateSchema } from "../date-schema";
import { bodyEntrySchema } from "../body-composition/contract";
import { customIngredientSchema } from "../custom-ingredients/contract";
import { MEAL, TEXT, WORKOUT } from "../limits";
import { createLibraryMealSchema } from "../meal-library/contract";
import { flag, ingredientListMax, ingredientShape, mealName, notes, timeField } from "../meals/fields";
import { LENGTH_UNITS, WEIGHT_UNITS, type LengthUnit, type WeightUnit } from "../units";
import { goalsSchema, type Goals } from "../goals/contract";
import { templateCreateSchema } from "../workout-templates/contract";
import type { SetKind, TemplateExercise } from "../workouts/contract";
import { SET_KINDS } from "../workouts/rules";
import { notesField, plannedReps, plannedWeight, requiredName, restField, text, wholeNumber } from "../workouts/fields";
import type { CsvLayout, CsvProblem, CsvSource } from "./workout-csv";

export const EXPORT_FORMAT = "kinfit-export";
export const EXPORT_VERSION = 1;

// ---------- the export file ----------

export type ExportSet = { setNumber: number; weight: string; reps: string; completed: boolean; kind: SetKind };
export type ExportExercise = {
  name: string;
  sets: number;
  reps: string;
  weight: string;
  restTime: number;
  isCompleted: boolean;
  notes: string | null;
  sortOrder: number;
  setRows: ExportSet[];
};
export type ExportIngredient = {
  name: string;
  quantity: number;
  unit: string;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  isPrepped: boolean;
  /** The custom ingredient it was chosen from, by name; null when typed by hand. */
  customIngredient: string | null;
};
type Nutrients = { calories?: number | null; protein?: number | null; carbs?: number | null; fat?: number | null };

export type KinfitExport = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: {
    firstName: string | null;
    lastName: string | null;
    macroTracking: boolean;
    weightUnit: WeightUnit;
    lengthUnit: LengthUnit;
    /** The plate calculator's sets per unit; null means the standard sets. */
    plates: { lb?: number[]; kg?: number[] } | null;
    /** Daily nutrition goals; protein per body weight is grams per pound. */
    goals: Goals;
  };
  workouts: { date: string; exercises: ExportExercise[] }[];
  workoutTemplates: { name: string; dayOfWeek: string | null; data: { exercises: TemplateExercise[] }; createdAt: string }[];
  meals: { date: string; name: string; time: string; notes: string | null; isPrepped: boolean; isConsumed: boolean; ingredients: ExportIngredient[] }[];
  mealLibrary: {
    name: string;
    mealTime: string;
    categories: string[];
    data: { meal: { name: string; time: string; notes: string | null }; ingredients: ({ name: string; quantity: number; unit: string } & Nutrients)[] };
    createdAt: string;
  }[];
  customIngredients: {
    name: string;
    defaultQuantity: number;
    defaultUnit: string;
    caloriesPerUnit: number | null;
    proteinPerUnit: number | null;
    carbsPerUnit: number | null;
    fatPerUnit: number | null;
    notes: string | null;
    createdAt: string;
  }[];
  bodyComposition: ({ date: string; notes: string | null; createdAt: string } & Record<string, number | null | string>)[];
};

// ---------- POST /api/import: an export file, checked as strictly as the forms ----------

const createdAt = lazySchema(() =>
  z
    .string({ error: "createdAt must be a time such as 2026-03-02T07:30:00.000Z" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, "createdAt must be a time such as 2026-03-02T07:30:00.000Z")
    .optional(),
);

/** A logged set's weight or reps: blank, or what a plan may hold (set rows start from the plan). */
const setWeight = lazySchema(() => z.union([z.literal(""), plannedWeight()]));
const setReps = lazySchema(() => z.union([z.literal(""), plannedReps()]));

const exportSet = lazySchema(() =>
  z.object({
    setNumber: wholeNumber("setNumber", 1, WORKOUT.maxSetNumber),
    weight: setWeight,
    reps: setReps,
    completed: flag("completed"),
    kind: z.enum(SET_KINDS, { error: "kind must be normal, warmup, drop or failure" }).default("normal"),
  }),
);

const exportExercise = lazySchema(() =>
  z.object({
    name: requiredName(),
    sets: wholeNumber("sets", 0, WORKOUT.maxSetNumber),
    reps: plannedReps(),
    weight: plannedWeight(),
    restTime: restField,
    isCompleted: flag("isCompleted").default(false),
    notes: notesField.optional().transform((n) => n || null),
    sortOrder: wholeNumber("sortOrder", 0, 1_000_000).default(0),
    setRows: z
      .array(exportSet, { error: "setRows must be a list" })
      .max(WORKOUT.maxSetNumber)
      .refine((rows) => new Set(rows.map((r) => r.setNumber)).size === rows.length, { message: "setRows: each set number once" })
      .default([]),
  }),
);

const exportIngredient = lazySchema(() =>
  z.object({
    ...ingredientShape,
    isPrepped: flag("isPrepped").default(false),
    customIngredient: z.union([text("customIngredient", TEXT.name), z.null()]).optional(),
  }),
);

const list = <T extends z.ZodType>(item: T, field: string) => z.array(item, { error: `${field} must be a list` }).default([]);

export const importFileSchema = lazySchema(() =>
  z.object(
    {
      format: z.literal(EXPORT_FORMAT, { error: "This file is not a Kinfit export (format must be kinfit-export)" }),
      version: z.literal(EXPORT_VERSION, { error: `This export's version is not one this Kinfit reads (version ${EXPORT_VERSION})` }),
      profile: z
        .object({
          firstName: z.union([text("firstName", TEXT.personName), z.null()]).optional(),
          lastName: z.union([text("lastName", TEXT.personName), z.null()]).optional(),
          macroTracking: flag("macroTracking").optional(),
          weightUnit: z.enum(WEIGHT_UNITS, { error: "weightUnit must be lb or kg" }).optional(),
          lengthUnit: z.enum(LENGTH_UNITS, { error: "lengthUnit must be in or cm" }).optional(),
          plates: z
            .union([
              z.object({
                lb: z.array(z.number().gt(0).max(100)).min(1).max(12).optional(),
                kg: z.array(z.number().gt(0).max(100)).min(1).max(12).optional(),
              }),
              z.null(),
            ], { error: "plates must be lists of plate sizes per unit" })
            .optional(),
          goals: goalsSchema.optional(),
        })
        .optional(),
      workouts: list(
        z.object({
          date: isoDateSchema(),
          exercises: z.array(exportExercise, { error: "exercises must be a list" }).max(WORKOUT.maxExercises, `exercises: at most ${WORKOUT.maxExercises} a day`),
        }),
        "workouts",
      ),
      workoutTemplates: list(templateCreateSchema.extend({ createdAt }), "workoutTemplates"),
      meals: list(
        z.object({
          date: isoDateSchema(),
          name: mealName(),
          time: timeField,
          notes,
          isPrepped: flag("isPrepped").default(false),
          isConsumed: flag("isConsumed").default(false),
          ingredients: z
            .array(exportIngredient, { error: "ingredients must be a list" })
            .max(MEAL.maxIngredientsPerMeal, ingredientListMax)
            .default([]),
        }),
        "meals",
      ),
      mealLibrary: list(createLibraryMealSchema.extend({ createdAt }), "mealLibrary"),
      customIngredients: list(customIngredientSchema.extend({ createdAt }), "customIngredients"),
      bodyComposition: list(bodyEntrySchema.extend({ createdAt }), "bodyComposition"),
    },
    { error: "This file is not a Kinfit export" },
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
};

// ---------- POST /api/import/workouts-csv ----------

export const csvImportQuerySchema = lazySchema(() =>
  z.object({
    preview: z.enum(["1", "true"], { error: "preview must be 1" }).optional(),
    unit: z.enum(WEIGHT_UNITS, { error: "unit must be kg or lb" }).optional(),
    /** The member has seen the unreadable rows in the preview and imports without them. */
    skipUnreadable: z.enum(["1", "true"], { error: "skipUnreadable must be 1" }).optional(),
  }),
);

/** What the preview answers: what the file holds and what importing it would add. */
export type CsvPreview = {
  source: CsvSource;
  layout: CsvLayout;
  matchedBy: "header" | "position";
  unit: WeightUnit | "mixed" | null;
  unitNeeded: boolean;
  workouts: number;
  exercises: number;
  sets: number;
  /** Sets of the file already in the account (same date, exercise and set number): not imported again. */
  alreadyImported: number;
  firstDate: string | null;
  lastDate: string | null;
  days: { date: string; exercises: { name: string; sets: number }[] }[];
  problems: CsvProblem[];
};

/** What the import answers. */
export type CsvImportAnswer = { workouts: number; exercises: number; sets: number; alreadyImported: number; skippedRows: number };
