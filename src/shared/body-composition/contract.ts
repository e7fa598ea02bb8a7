// Body composition entries: the payload schema the API and the form both check with, the figure
// fields with their labels and units, and the entry as the API returns it
// (docs/behaviour.md, "Body composition"). Maxima come from limits.ts ("Field limits").
import { z } from "zod";
import { isoDateSchema } from "../dates";
import { BODY, TEXT } from "../limits";

export type BodyMetricKey = "weight" | "bodyFat" | "muscleMass";
export type MeasurementKey = "chest" | "waist" | "hips" | "leftArm" | "rightArm" | "leftThigh" | "rightThigh";
export type BodyNumberKey = BodyMetricKey | MeasurementKey;

type NumberField = { key: BodyNumberKey; label: string; unit: string; max: number };

/** The three headline figures, in form order. Pounds and percent (docs/behaviour.md, "Units"). */
export const BODY_METRICS: readonly (NumberField & { key: BodyMetricKey; short: string })[] = [
  { key: "weight", label: "Weight (lbs)", short: "Weight", unit: "lbs", max: BODY.maxMass },
  { key: "bodyFat", label: "Body Fat (%)", short: "Body Fat", unit: "%", max: BODY.maxBodyFatPercent },
  { key: "muscleMass", label: "Muscle Mass (lbs)", short: "Muscle Mass", unit: "lbs", max: BODY.maxMass },
];

/** Girth measurements, in inches. */
export const MEASUREMENTS: readonly (NumberField & { key: MeasurementKey })[] = [
  { key: "chest", label: "Chest", unit: "in", max: BODY.maxGirth },
  { key: "waist", label: "Waist", unit: "in", max: BODY.maxGirth },
  { key: "hips", label: "Hips", unit: "in", max: BODY.maxGirth },
  { key: "leftArm", label: "Left Arm", unit: "in", max: BODY.maxGirth },
  { key: "rightArm", label: "Right Arm", unit: "in", max: BODY.maxGirth },
  { key: "leftThigh", label: "Left Thigh", unit: "in", max: BODY.maxGirth },
  { key: "rightThigh", label: "Right Thigh", unit: "in", max: BODY.maxGirth },
];

export const BODY_NUMBER_FIELDS: readonly NumberField[] = [...BODY_METRICS, ...MEASUREMENTS];

const fieldName = (f: NumberField) => ("short" in f ? (f as { short: string }).short : f.label);

const measure = (f: NumberField) =>
  z
    .number({ error: `${fieldName(f)} must be a number` })
    .min(BODY.min, `${fieldName(f)} must be at least ${BODY.min}`)
    .max(f.max, `${fieldName(f)} must be at most ${f.max}`)
    .nullable()
    .optional();

const numberShape = Object.fromEntries(BODY_NUMBER_FIELDS.map((f) => [f.key, measure(f)])) as Record<
  BodyNumberKey,
  ReturnType<typeof measure>
>;

/**
 * POST and PUT body. PUT replaces the whole entry: a number left out (the form omits empty
 * fields) is cleared, so emptying a field in the edit form really removes it.
 */
export const bodyEntrySchema = z.object({
  date: isoDateSchema("Date"),
  ...numberShape,
  notes: z
    .string({ error: "Notes must be text" })
    .max(TEXT.notes, `Notes must be at most ${TEXT.notes} characters`)
    .nullable()
    .optional(),
});

export type BodyEntryInput = z.infer<typeof bodyEntrySchema>;

/** An entry as the API returns it; missing figures are null. */
export type BodyEntry = { id: number; date: string; notes: string | null; createdAt: string } & Record<
  BodyNumberKey,
  number | null
>;
