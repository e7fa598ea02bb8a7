// The exercise library's contract: searching it, a member's own exercises, the links from the
// names a member uses to library exercises, and the weekly hard sets per muscle
// (docs/behaviour/exercise-library.md, "Exercise library").
import { z } from "zod";
import { isoDateSchema } from "@shared/date-schema";
import { lazySchema } from "@shared/lazy-schema";
import { EXERCISE_LIBRARY, TEXT } from "@shared/limits";
import { EQUIPMENT, MUSCLES, type Equipment, type Muscle } from "./rules";

// ---------- What is sent ----------

const muscleMessage = `muscle must be one of: ${MUSCLES.join(", ")}`;
const equipmentMessage = `equipment must be one of: ${EQUIPMENT.join(", ")}`;
const muscle = () => z.enum(MUSCLES, { error: muscleMessage });

const emptyIsNone = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/exercise-library?q=&muscle=&equipment=: each optional, an empty one ignored. */
export const librarySearchSchema = lazySchema(() =>
  z.object({
    q: z.string().max(TEXT.name, `q must be at most ${TEXT.name} characters`).optional(),
    muscle: z.preprocess(emptyIsNone, muscle().optional()),
    equipment: z.preprocess(emptyIsNone, z.enum(EQUIPMENT, { error: equipmentMessage }).optional()),
  }),
);

/** POST /api/exercise-library: a member's own exercise. */
export const customExerciseSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: "Exercise name is required" })
      .max(TEXT.name, `Exercise name must be at most ${TEXT.name} characters`)
      .trim()
      .min(1, "Exercise name is required"),
    primaryMuscles: z
      .array(muscle(), { error: "primaryMuscles must be a list of muscles" })
      .min(1, "Choose at least one main muscle")
      .max(EXERCISE_LIBRARY.maxMuscles, `primaryMuscles may name at most ${EXERCISE_LIBRARY.maxMuscles} muscles`),
    secondaryMuscles: z
      .array(muscle(), { error: "secondaryMuscles must be a list of muscles" })
      .max(EXERCISE_LIBRARY.maxMuscles, `secondaryMuscles may name at most ${EXERCISE_LIBRARY.maxMuscles} muscles`)
      .default([]),
    equipment: z.enum(EQUIPMENT, { error: equipmentMessage }).nullable().default(null),
    /** Seen by every member of the install (true) or by its owner only. */
    shared: z.boolean({ error: "shared must be true or false" }).default(true),
  }),
);
export type CustomExerciseBody = z.input<typeof customExerciseSchema>;
export type CustomExerciseInput = z.output<typeof customExerciseSchema>;

/** PUT /api/exercises/links: the library exercise a name stands for, or null for none. */
export const linkSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: "name is required" })
      .max(TEXT.name, `name must be at most ${TEXT.name} characters`)
      .trim()
      .min(1, "name is required"),
    libraryId: z
      .string({ error: "libraryId must be an exercise id or null" })
      .max(TEXT.name, "libraryId is not an exercise of the library")
      .nullable(),
  }),
);
export type LinkBody = z.input<typeof linkSchema>;

const weeksMessage = `weeks must be a whole number from ${EXERCISE_LIBRARY.minWeeks} to ${EXERCISE_LIBRARY.maxWeeks}`;
/** GET /api/stats/muscles?weeks=N&today=YYYY-MM-DD */
export const muscleStatsQuerySchema = lazySchema(() =>
  z.object({
    weeks: z.coerce
      .number({ error: weeksMessage })
      .int(weeksMessage)
      .min(EXERCISE_LIBRARY.minWeeks, weeksMessage)
      .max(EXERCISE_LIBRARY.maxWeeks, weeksMessage)
      .default(EXERCISE_LIBRARY.chartWeeks),
    today: isoDateSchema("today").optional(),
  }),
);

const targetMessage = `a muscle's target is [low, high] sets, whole numbers from 0 to ${EXERCISE_LIBRARY.maxTargetSets}, low not above high`;
/** The profile's weekly target band per muscle; a muscle sent as null goes back to 10-20. */
export const muscleTargetsSchema = lazySchema(() =>
  z.partialRecord(
    muscle(),
    z
      .tuple([z.number().int().min(0).max(EXERCISE_LIBRARY.maxTargetSets), z.number().int().min(0).max(EXERCISE_LIBRARY.maxTargetSets)], {
        error: targetMessage,
      })
      .refine(([low, high]) => low <= high, { message: targetMessage })
      .nullable(),
    { error: targetMessage },
  ),
);

// ---------- What is answered ----------

export type LibrarySource = "library" | "custom";

/** One exercise of a search: the library's (id as the library names it) or a member's own ("custom-N"). */
export type LibraryExercise = {
  id: string;
  name: string;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment | null;
  category: string | null;
  mechanic: string | null;
  level: string | null;
  source: LibrarySource;
};
export type LibraryExerciseDetail = LibraryExercise & { instructions: string[] };

/** What a name the member uses stands for; `confirmed` is false for a link made automatically. */
export type ExerciseLink = { name: string; libraryId: string | null; confirmed: boolean };

/** One week (its Monday) and the hard sets each muscle got in it, muscles with none left out. */
export type MuscleWeek = { week: string; sets: Partial<Record<Muscle, number>> };
export type MuscleStats = { weeks: MuscleWeek[] };
