// Body composition entries (spec sections 2, 3, 5): the payload schema shared by the API and the
// form, the field list with labels and units, and the plausible maxima that keep typos and hostile
// input out of the data.
import { z } from "zod";
import { realDateSchema } from "./dates";

export const MAX_NOTES_LENGTH = 2000;

/** A date field in this area's wording (also used by the dashboard's history and streak queries). */
export const isoDateSchema = (label = "Date") =>
  realDateSchema({ required: `${label} is required`, invalid: `${label} must be a real date as YYYY-MM-DD` }, { trim: true });

export type BodyMetricKey = "weight" | "bodyFat" | "muscleMass";
export type MeasurementKey = "chest" | "waist" | "hips" | "leftArm" | "rightArm" | "leftThigh" | "rightThigh";
export type BodyNumberKey = BodyMetricKey | MeasurementKey;

type NumberField = { key: BodyNumberKey; label: string; unit: string; max: number };

/** The three headline figures, in form order. Pounds and percent (DESIGN 13). */
export const BODY_METRICS: readonly (NumberField & { key: BodyMetricKey; short: string })[] = [
  { key: "weight", label: "Weight (lbs)", short: "Weight", unit: "lbs", max: 1500 },
  { key: "bodyFat", label: "Body Fat (%)", short: "Body Fat", unit: "%", max: 100 },
  { key: "muscleMass", label: "Muscle Mass (lbs)", short: "Muscle Mass", unit: "lbs", max: 1500 },
];

/** Measurements in inches; 200 in is far beyond any human girth yet catches a misplaced digit. */
export const MEASUREMENTS: readonly (NumberField & { key: MeasurementKey })[] = [
  { key: "chest", label: "Chest", unit: "in", max: 200 },
  { key: "waist", label: "Waist", unit: "in", max: 200 },
  { key: "hips", label: "Hips", unit: "in", max: 200 },
  { key: "leftArm", label: "Left Arm", unit: "in", max: 200 },
  { key: "rightArm", label: "Right Arm", unit: "in", max: 200 },
  { key: "leftThigh", label: "Left Thigh", unit: "in", max: 200 },
  { key: "rightThigh", label: "Right Thigh", unit: "in", max: 200 },
];

export const BODY_NUMBER_FIELDS: readonly NumberField[] = [...BODY_METRICS, ...MEASUREMENTS];

const fieldName = (f: NumberField) => ("short" in f ? (f as { short: string }).short : f.label);

const measure = (f: NumberField) =>
  z
    .number({ error: `${fieldName(f)} must be a number` })
    .min(0, `${fieldName(f)} must be at least 0`)
    .max(f.max, `${fieldName(f)} must be at most ${f.max}`)
    .nullable()
    .optional();

const numberShape = Object.fromEntries(BODY_NUMBER_FIELDS.map((f) => [f.key, measure(f)])) as Record<
  BodyNumberKey,
  ReturnType<typeof measure>
>;

/**
 * POST and PUT body. PUT replaces the whole entry: a number left out (the form omits empty
 * fields, spec section 5) is cleared, so emptying a field in the edit form really removes it.
 */
export const bodyEntrySchema = z.object({
  date: isoDateSchema(),
  ...numberShape,
  notes: z
    .string({ error: "Notes must be text" })
    .max(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters`)
    .nullable()
    .optional(),
});

export type BodyEntryInput = z.infer<typeof bodyEntrySchema>;

/** An entry as the API returns it; missing figures are null. */
export type BodyEntry = { id: number; date: string; notes: string | null; createdAt: string } & Record<
  BodyNumberKey,
  number | null
>;

/** Newest first; entries of the same date in the order they were made, newest first. */
export function compareEntriesNewestFirst(a: Pick<BodyEntry, "date" | "id">, b: Pick<BodyEntry, "date" | "id">): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id;
}

/** Figures shown with one decimal at most: 182.40 -> "182.4", 150 -> "150". */
export function formatFigure(value: number): string {
  return String(Math.round(value * 10) / 10);
}
