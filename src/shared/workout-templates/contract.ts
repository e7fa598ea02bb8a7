// The workout-templates contract: a template's exercises, the create and update payloads, and the
// with-latest read (the template with the newest numbers of each exercise from the look-back).
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import type { WeekdayName } from "@shared/dates";
import { isoDateSchema } from "@shared/date-schema";
import { WORKOUT } from "@shared/limits";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "@shared/workouts/defaults";
import {
  exerciseTypeField,
  plannedReps,
  plannedWeight,
  requiredName,
  restField,
  setsField,
  supersetGroupField,
  weekdaySchema,
  withTargetNames,
} from "@shared/workouts/fields";
import type { SetKind, TemplateExercise } from "@shared/workouts/contract";

export type { TemplateExercise } from "@shared/workouts/contract";

export type WorkoutTemplateDto = {
  id: number;
  name: string;
  /** A weekday name, or null when the template is not tied to a day. */
  dayOfWeek: WeekdayName | null;
  createdAt: string;
  data: { exercises: TemplateExercise[] };
};

/** GET /api/templates/{id}/with-latest: `foundPrior` says whether any exercise took numbers from history. */
/** A template filled from last time: each exercise found carries last time's ticked sets (`lastSets`, pounds). */
export type WorkoutTemplateWithLatest = Omit<WorkoutTemplateDto, "data"> & {
  data: { exercises: (TemplateExercise & { lastSets?: { weight: string; reps: string; kind: SetKind }[] })[] };
  foundPrior: boolean;
};

export const withLatestQuerySchema = lazySchema(() => z.object({ date: isoDateSchema("date") }));

export const templateExerciseSchema = lazySchema(() =>
  z.preprocess(
    withTargetNames,
    z
      .object({
        name: requiredName("exercise name"),
        // The template editor turns a non-numeric sets value into 0 (docs/behaviour/workout-templates.md, "Templates screen").
        sets: setsField(0).default(DEFAULT_SETS),
        reps: plannedReps().default(DEFAULT_REPS),
        weight: plannedWeight().default(DEFAULT_WEIGHT),
        restTime: restField.default(DEFAULT_REST_SECONDS),
        // Kept only when set, so a template of plain lifts reads as it always has.
        type: exerciseTypeField.optional(),
        supersetGroup: supersetGroupField.optional(),
      })
      .transform(({ type, supersetGroup, ...e }) => ({
        ...e,
        ...(type && type !== "weight_reps" ? { type } : {}),
        ...(supersetGroup ? { supersetGroup } : {}),
      })),
  ),
);

const templateDay = lazySchema(() =>
  z
    .union([weekdaySchema, z.literal(""), z.null()], { error: "dayOfWeek must be a weekday name such as Monday, or empty" })
    .optional()
    .transform((d) => (d ? d : null)),
);

const templateData = lazySchema(() =>
  z.object(
    {
      exercises: z
        .array(templateExerciseSchema, { error: "data.exercises must be a list" })
        .max(WORKOUT.maxExercises, `data.exercises: at most ${WORKOUT.maxExercises}`),
    },
    { error: "data must be an object with exercises" },
  ),
);

export const templateCreateSchema = lazySchema(() =>
  z.object({
    name: requiredName(),
    dayOfWeek: templateDay,
    data: templateData,
  }),
);
export type TemplateCreateInput = z.output<typeof templateCreateSchema>;

export const templateUpdateSchema = lazySchema(() =>
  z
    .object({
      name: requiredName().optional(),
      dayOfWeek: z
        .union([weekdaySchema, z.literal(""), z.null()], { error: "dayOfWeek must be a weekday name such as Monday, or empty" })
        .optional(),
      data: templateData.optional(),
    })
    .refine((v) => v.name !== undefined || v.dayOfWeek !== undefined || v.data !== undefined, {
      message: "Nothing to update: send name, dayOfWeek or data",
    }),
);
export type TemplateUpdateInput = z.output<typeof templateUpdateSchema>;
