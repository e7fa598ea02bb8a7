// Field builders of the workout and workout-template payloads: names, planned reps and weight,
// sets, rest time and notes, each with its limit from limits.ts and a message naming the field.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { WEEKDAY_NAMES } from "@shared/dates";
import { TEXT, WORKOUT } from "@shared/limits";
import { DEFAULT_REPS } from "./defaults";
import { EXERCISE_TYPES, isPlannedReps, isRpe, readLoggedReps, readLoggedWeight, readPlannedWeight } from "./rules";

export const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

export const requiredName = (field = "name") => text(field, TEXT.name).min(1, `${field} is required`);

/** Text or a number (weight "135", 135, "bodyweight"); stored as text. */
export const textOrNumber = (field: string) =>
  z.union(
    [
      text(field, TEXT.short),
      z
        .number({ error: `${field} must be text or a number` })
        .refine(Number.isFinite, { message: `${field} must be a finite number` })
        .transform(String),
    ],
    { error: `${field} must be text or a number` },
  );

/**
 * A planned weight, in pounds (`readPlannedWeight`: a number from 0 to 2,000, a range such as
 * '60-70', or 'BW'; blank takes the default, as when absent). Anything else is refused with a
 * message naming the field.
 */
export const plannedWeight = (field = "weight") => {
  const message = `${field} must be a number from 0 to ${WORKOUT.maxWeight}, a range such as 60-70, or BW`;
  return z.union([z.string(), z.number()], { error: message }).transform((raw, ctx) => {
    const read = readPlannedWeight(raw);
    if (read !== null) return read;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
};

/**
 * Planned reps: text as the lifter writes it ('8-10', '12', 'AMRAP'); blank takes the default. A
 * plan that is a number or a range must be whole reps from 0 to 1,000 (`isPlannedReps`).
 */
export const plannedReps = (field = "reps") => {
  const message = `${field} must be whole reps from 0 to ${WORKOUT.maxReps} (such as 8 or 8-10) or a word such as AMRAP`;
  return textOrNumber(field)
    .transform((v) => v || DEFAULT_REPS)
    .refine(isPlannedReps, { message });
};

/** A logged set's weight, in pounds (`readLoggedWeight`): a number from 0 to 2,000, or blank. */
export const loggedWeight = () => {
  const message = `weight must be a number from 0 to ${WORKOUT.maxWeight}`;
  return z.union([z.string(), z.number()], { error: message }).transform((raw, ctx) => {
    const read = readLoggedWeight(raw);
    if (read !== null) return read;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
};

/** A logged set's reps (`readLoggedReps`): a whole number from 0 to 1,000, or blank. */
export const loggedReps = () => {
  const message = `reps must be a whole number from 0 to ${WORKOUT.maxReps}`;
  return z.union([z.string(), z.number()], { error: message }).transform((raw, ctx) => {
    const read = readLoggedReps(raw);
    if (read !== null) return read;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
};

/** A whole number from min to max; one message names the field and the range, whatever is wrong. */
export const wholeNumber = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const setsField = (min: number) => wholeNumber("sets", min, WORKOUT.maxSets);
export const restField = lazySchema(() => wholeNumber("restTime", 0, WORKOUT.maxRestSeconds));
export const notesField = lazySchema(() => text("notes", TEXT.notes).nullable());

/**
 * Sets, reps and weight may also arrive as targetSets, targetReps and targetWeight. The
 * plain name wins when both are sent.
 */
export function withTargetNames(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const { targetSets, targetReps, targetWeight, ...rest } = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (out.sets === undefined && targetSets !== undefined) out.sets = targetSets;
  if (out.reps === undefined && targetReps !== undefined) out.reps = targetReps;
  if (out.weight === undefined && targetWeight !== undefined) out.weight = targetWeight;
  return out;
}

export const weekdaySchema = lazySchema(() => z.enum(WEEKDAY_NAMES, { error: "dayOfWeek must be a weekday name such as Monday" }));

/** What a set of the exercise records (EXERCISE_TYPES). */
export const exerciseTypeField = lazySchema(() => z.enum(EXERCISE_TYPES, { error: `type must be one of ${EXERCISE_TYPES.join(", ")}` }));

/** A day's superset group (1 is A, 2 is B...), or null for none. */
export const supersetGroupField = lazySchema(() => wholeNumber("supersetGroup", 1, WORKOUT.maxSupersetGroup).nullable());

/** RPE: 6 to 10 in steps of 0.5 (a change may send null for none). */
export const rpeValue = lazySchema(() =>
  z
    .number({ error: "rpe must be a number from 6 to 10 in steps of 0.5, or null" })
    .refine(isRpe, { message: "rpe must be a number from 6 to 10 in steps of 0.5, or null" }),
);

/** A timed set's seconds. */
export const durationValue = lazySchema(() => {
  const message = `durationSeconds must be a whole number from 0 to ${WORKOUT.maxDurationSeconds}, or null`;
  return z.number({ error: message }).int(message).min(0, message).max(WORKOUT.maxDurationSeconds, message);
});

/** A set's distance in metres, to a tenth. */
export const distanceValue = lazySchema(() => {
  const message = `distanceMeters must be a number from 0 to ${WORKOUT.maxDistanceMeters}, or null`;
  return z
    .number({ error: message })
    .min(0, message)
    .max(WORKOUT.maxDistanceMeters, message)
    .transform((m) => Math.round(m * 10) / 10);
});

/** A file's set field that may be absent or null for none: read as absent, as the API leaves it out. */
export const loggedExtra = <T extends z.ZodType>(value: T) => z.preprocess((v) => (v === null ? undefined : v), value.optional());
