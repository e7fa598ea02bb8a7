// The programs contract (docs/behaviour/programs.md, "Programs"): a program is a rotation (or a weekday
// plan) of workouts, each a list of exercises with a progression rule; what the API takes to start
// one and what it answers about the active one and its next workout. Weights are pounds, as
// everywhere in the API; the screens convert.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import type { WeekdayName } from "@shared/dates";
import { PER_USER, TEXT, WORKOUT } from "@shared/limits";
import { requiredName, text, weekdaySchema, wholeNumber } from "@shared/workouts/fields";

/** Why one more program is refused: stopped ones are kept with their history until deleted. */
export const PROGRAMS_FULL = `You can keep at most ${PER_USER.programs} programs: delete one you no longer run`;

export const PROGRAM = {
  /** Workouts of one program (A, B, ... ; a push/pull/legs rotation has three). */
  maxWorkouts: 14,
  maxExercises: 20,
  /** A rule's increment or a training max's raise, in pounds. */
  maxIncrement: 100,
  maxPercent: 50,
  maxFailures: 10,
  maxStages: 5,
  maxWaves: 8,
  maxWaveSets: 10,
} as const;

const number = (field: string, min: number, max: number) => {
  const message = `${field} must be a number from ${min} to ${max}`;
  return z.number({ error: message }).min(min, message).max(max, message);
};
const positive = (field: string, max: number) => {
  const message = `${field} must be a number more than 0 and at most ${max}`;
  return z.number({ error: message }).gt(0, message).max(max, message);
};

const RULE_TYPES = ["linear", "double", "percent", "stages", "none"] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** One set of a percent wave: a share of the training max, its reps, and whether it is as many reps as possible. */
const waveSet = lazySchema(() =>
  z.object({
    percent: number("percent", 10, 120),
    reps: wholeNumber("reps", 1, WORKOUT.maxReps),
    amrap: z.boolean({ error: "amrap must be true or false" }).default(false),
  }),
);

/**
 * A progression rule, stored as data (docs/behaviour/programs.md, "Progression rules"): the next numbers
 * are computed from the logged sets every time (src/shared/programs/rules.ts).
 */
export const ruleSchema = lazySchema(() =>
  z.discriminatedUnion(
    "type",
    [
      z.object({
        type: z.literal("linear"),
        increment: positive("increment", PROGRAM.maxIncrement),
        failuresBeforeDeload: wholeNumber("failuresBeforeDeload", 1, PROGRAM.maxFailures),
        deloadPercent: number("deloadPercent", 0, PROGRAM.maxPercent),
      }),
      z
        .object({
          type: z.literal("double"),
          repsMin: wholeNumber("repsMin", 1, WORKOUT.maxReps),
          repsMax: wholeNumber("repsMax", 1, WORKOUT.maxReps),
          increment: positive("increment", PROGRAM.maxIncrement),
        })
        .refine((r) => r.repsMin <= r.repsMax, { message: "repsMin must be at most repsMax", path: ["repsMin"] }),
      z.object({
        type: z.literal("percent"),
        trainingMax: number("trainingMax", 0, WORKOUT.maxWeight),
        waves: z
          .array(z.array(waveSet, { error: "waves must be a list of weeks, each a list of sets" }).min(1).max(PROGRAM.maxWaveSets), {
            error: "waves must be a list of weeks, each a list of sets",
          })
          .min(1, "waves must hold at least one week")
          .max(PROGRAM.maxWaves, `waves must hold at most ${PROGRAM.maxWaves} weeks`),
        increment: number("increment", 0, PROGRAM.maxIncrement),
      }),
      z.object({
        type: z.literal("stages"),
        stages: z
          .array(z.object({ sets: wholeNumber("sets", 1, WORKOUT.maxSets), reps: wholeNumber("reps", 1, WORKOUT.maxReps) }), {
            error: "stages must be a list of { sets, reps }",
          })
          .min(1, "stages must hold at least one stage")
          .max(PROGRAM.maxStages, `stages must hold at most ${PROGRAM.maxStages}`),
        resetPercent: number("resetPercent", 0, PROGRAM.maxPercent),
        // The weight added after a session that reached its reps (pounds); 5 when left out.
        increment: positive("increment", PROGRAM.maxIncrement).default(5),
      }),
      z.object({ type: z.literal("none") }),
    ],
    { error: `rule.type must be one of ${RULE_TYPES.join(", ")}` },
  ),
);
export type Rule = z.output<typeof ruleSchema>;

export const EQUIPMENT = ["barbell", "dumbbell", "other"] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/**
 * An exercise of a program's workout: its sets and reps (a percent or stages rule brings its own),
 * whether the last set is as many reps as possible, its rule, its starting weight (pounds) and
 * what it is lifted with (for rounding to what can be loaded).
 */
export const programExerciseSchema = lazySchema(() =>
  z.object({
    name: requiredName(),
    sets: wholeNumber("sets", 1, WORKOUT.maxSets).default(3),
    reps: wholeNumber("reps", 1, WORKOUT.maxReps).default(5),
    amrap: z.boolean({ error: "amrap must be true or false" }).default(false),
    rule: ruleSchema,
    startWeight: number("startWeight", 0, WORKOUT.maxWeight).default(0),
    // Left out: the library's, for the exercise the name is linked to (else "other").
    equipment: z.enum(EQUIPMENT, { error: "equipment must be barbell, dumbbell or other" }).optional(),
    restTime: wholeNumber("restTime", 0, WORKOUT.maxRestSeconds).default(120),
    // Which progression it follows, when one name has two (GZCLP's squat as T1 and as T2): the
    // sessions of the workouts that hold this track. The name when left out.
    track: text("track", TEXT.name).optional(),
  }),
);
/** An exercise of a stored program: its equipment is always known by then. */
export type ProgramExercise = Omit<z.output<typeof programExerciseSchema>, "equipment"> & { equipment: Equipment };

export const programWorkoutSchema = lazySchema(() =>
  z.object({
    name: requiredName("workout name"),
    exercises: z
      .array(programExerciseSchema, { error: "exercises must be a list" })
      .min(1, "a workout needs at least one exercise")
      .max(PROGRAM.maxExercises, `a workout holds at most ${PROGRAM.maxExercises} exercises`),
    /** For a weekday schedule: the days it falls on. */
    weekdays: z.array(weekdaySchema, { error: "weekdays must be a list of weekday names" }).default([]),
  }),
);
export type ProgramWorkout = Omit<z.output<typeof programWorkoutSchema>, "exercises"> & { exercises: ProgramExercise[] };

export const SCHEDULES = ["rotation", "weekdays"] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** A member's own program. */
export const ownProgramSchema = lazySchema(() =>
  z
    .object({
      name: requiredName(),
      schedule: z.enum(SCHEDULES, { error: "schedule must be rotation or weekdays" }).default("rotation"),
      workouts: z
        .array(programWorkoutSchema, { error: "workouts must be a list" })
        .min(1, "a program needs at least one workout")
        .max(PROGRAM.maxWorkouts, `a program holds at most ${PROGRAM.maxWorkouts} workouts`),
    })
    .refine((p) => new Set(p.workouts.map((w) => w.name.toLowerCase())).size === p.workouts.length, {
      message: "each workout needs its own name",
      path: ["workouts"],
    })
    .refine((p) => p.schedule !== "weekdays" || p.workouts.some((w) => w.weekdays.length > 0), {
      message: "a weekday schedule needs weekdays on its workouts",
      path: ["schedule"],
    }),
);
export type OwnProgram = z.output<typeof ownProgramSchema>;

/** A program made from the member's templates: one workout per template, in the order given. */
export const templatesProgramSchema = lazySchema(() =>
  z.object({
    name: requiredName(),
    schedule: z.enum(SCHEDULES, { error: "schedule must be rotation or weekdays" }).default("rotation"),
    templateIds: z
      .array(
        z
          .number({ error: "templateIds must be a list of template ids" })
          .int("templateIds must be a list of template ids")
          .positive("templateIds must be a list of template ids"),
        {
          error: "templateIds must be a list of template ids",
        },
      )
      .min(1, "templateIds: at least one template")
      .max(PROGRAM.maxWorkouts, `templateIds: at most ${PROGRAM.maxWorkouts}`),
  }),
);

/**
 * POST /api/programs: a built-in program with its starting weights (pounds), a member's own, or
 * one made from their templates. Which one is read from the fields sent, so a mistake is named in
 * the terms of the one meant.
 */
export const startProgramSchema = lazySchema(() =>
  z.unknown().transform((raw, ctx) => {
    const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const schema = "catalogueId" in body ? catalogueStartSchema : "templateIds" in body ? templatesProgramSchema : ownProgramSchema;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }),
);

export const catalogueStartSchema = lazySchema(() =>
  z.object({
    catalogueId: z.string({ error: "catalogueId must be text" }).min(1, "catalogueId is required"),
    startingWeights: z
      .record(z.string(), number("startingWeights", 0, WORKOUT.maxWeight), { error: "startingWeights must map exercise names to weights" })
      .default({}),
  }),
);

export const startDaySchema = lazySchema(() => z.object({ date: isoDateSchema() }));
export const activeQuerySchema = lazySchema(() => z.object({ date: isoDateSchema().optional() }));

// ---------- answers ----------

export type CatalogueProgram = {
  id: string;
  name: string;
  description: string;
  schedule: Schedule;
  workouts: ProgramWorkout[];
  /** The exercises whose starting weight the member gives (for 5/3/1, training maxes). */
  startingWeights: string[];
};

export type ProgramDto = {
  id: number;
  name: string;
  catalogueId: string | null;
  schedule: Schedule;
  workouts: ProgramWorkout[];
  /** The day it was started (YYYY-MM-DD). */
  startedOn: string;
};

/** One set of the next workout: pounds, reps, and whether it is as many reps as possible. */
export type TargetSet = { weight: number; reps: number; amrap: boolean };

export type NextExercise = { name: string; sets: TargetSet[]; why: string; restTime: number };

export type NextWorkout = { workout: string; exercises: NextExercise[] };

/** A logged set as a session keeps it: weight (pounds), reps, ticked, warm-up. */
export type SessionSet = { weight: number | null; reps: number | null; completed: boolean; warmup: boolean };

/** A day of the program: its workout and each exercise's sets, the compact history the rules read. */
export type ProgramSession = { date: string; workout: string; exercises: { name: string; sets: SessionSet[] }[] };

/** A set as the answer carries it, compactly: pounds, reps, ticked (1) or not (0); warm-ups left out. */
export type SetTuple = [weight: number | null, reps: number | null, completed: 0 | 1];

/** A session as the answer carries it (sessions.ts reads it back). */
export type SessionTuple = { date: string; workout: string; exercises: { name: string; sets: SetTuple[] }[] };

/**
 * GET /api/programs/active: the program, its next workout, and its sessions since it started, each
 * set a compact tuple, for the phone to keep and work the next workout out from with no connection.
 */
export type ActiveProgramDto =
  | { program: ProgramDto; next: NextWorkout; sessions: SessionTuple[] }
  | { program: null; next: null; sessions: [] };

export type { WeekdayName };
