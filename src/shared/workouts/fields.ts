// Field builders of the workout and workout-template payloads: names, planned reps and weight,
// sets, rest time and notes, each with its limit from limits.ts and a message naming the field.
import { z } from "zod";
import { WEEKDAY_NAMES } from "../dates";
import { TEXT, WORKOUT } from "../limits";
import { DEFAULT_REPS, DEFAULT_WEIGHT } from "./defaults";

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

/** Planned reps or weight: left blank, they take the default, as when they are absent. */
const planned = (field: string, fallback: string) => textOrNumber(field).transform((v) => v || fallback);
export const plannedReps = () => planned("reps", DEFAULT_REPS);
export const plannedWeight = () => planned("weight", DEFAULT_WEIGHT);

export const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const setsField = (min: number) => wholeNumber("sets", min, WORKOUT.maxSets);
export const restField = wholeNumber("restTime", 0, WORKOUT.maxRestSeconds);
export const notesField = text("notes", TEXT.notes).nullable();

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

export const weekdaySchema = z.enum(WEEKDAY_NAMES, { error: "dayOfWeek must be a weekday name such as Monday" });
