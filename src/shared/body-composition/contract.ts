// Body composition entries: the payload schema the API and the form both check with, the figure
// fields with their labels, units and human ranges, the rules an entry must meet, and the entry as
// the API returns it (docs/behaviour.md, "Body composition"). Ranges come from limits.ts.
import { z } from "zod";
import { lazySchema } from "../lazy-schema";
import { isoDateSchema } from "../date-schema";
import { BODY, TEXT } from "../limits";

export type BodyMetricKey = "weight" | "bodyFat" | "muscleMass";
export type MeasurementKey = "chest" | "waist" | "hips" | "leftArm" | "rightArm" | "leftThigh" | "rightThigh";
export type BodyNumberKey = BodyMetricKey | MeasurementKey;

type NumberField = {
  key: BodyNumberKey;
  /** The form's label. */
  label: string;
  /** The field in a sentence: 'Weight', 'Body fat', 'Left arm'. */
  name: string;
  unit: string;
  /** The human range, in the stored unit. */
  min: number;
  max: number;
};

/** The three headline figures, in form order. Pounds and percent (docs/behaviour.md, "Units"). */
export const BODY_METRICS: readonly (NumberField & { key: BodyMetricKey; short: string })[] = [
  { key: "weight", label: "Weight (lbs)", short: "Weight", name: "Weight", unit: "lbs", ...BODY.weight },
  { key: "bodyFat", label: "Body Fat (%)", short: "Body Fat", name: "Body fat", unit: "%", ...BODY.bodyFat },
  { key: "muscleMass", label: "Muscle Mass (lbs)", short: "Muscle Mass", name: "Muscle mass", unit: "lbs", ...BODY.muscleMass },
];

/** Girth measurements, in inches. */
export const MEASUREMENTS: readonly (NumberField & { key: MeasurementKey })[] = [
  { key: "chest", label: "Chest", name: "Chest", unit: "in", ...BODY.girth },
  { key: "waist", label: "Waist", name: "Waist", unit: "in", ...BODY.girth },
  { key: "hips", label: "Hips", name: "Hips", unit: "in", ...BODY.girth },
  { key: "leftArm", label: "Left Arm", name: "Left arm", unit: "in", ...BODY.girth },
  { key: "rightArm", label: "Right Arm", name: "Right arm", unit: "in", ...BODY.girth },
  { key: "leftThigh", label: "Left Thigh", name: "Left thigh", unit: "in", ...BODY.girth },
  { key: "rightThigh", label: "Right Thigh", name: "Right thigh", unit: "in", ...BODY.girth },
];

export const BODY_NUMBER_FIELDS: readonly NumberField[] = [...BODY_METRICS, ...MEASUREMENTS];

/** 'Weight must be between 20 and 1000 lbs', 'Body fat must be between 1 and 75%'. */
export function rangeMessage(name: string, min: number | string, max: number | string, unit: string): string {
  return `${name} must be between ${min} and ${max}${unit === "%" ? "%" : ` ${unit}`}`;
}

const measure = (f: NumberField) =>
  z
    .number({ error: `${f.name} must be a number` })
    .nullable()
    .optional();

const numberShape = () =>
  Object.fromEntries(BODY_NUMBER_FIELDS.map((f) => [f.key, measure(f)])) as Record<BodyNumberKey, ReturnType<typeof measure>>;

/**
 * POST and PUT body: the shape of an entry. PUT replaces the whole entry: a number left out (the
 * form omits empty fields) is cleared, so emptying a field in the edit form really removes it.
 * The rules an entry must also meet (a figure, in range, not in the future) are `bodyEntryProblems`.
 */
export const bodyEntrySchema = lazySchema(() =>
  z.object({
    date: isoDateSchema("Date"),
    ...numberShape(),
    notes: z
      .string({ error: "Notes must be text" })
      .max(TEXT.notes, `Notes must be at most ${TEXT.notes} characters`)
      .nullable()
      .optional(),
  }),
);

export type BodyEntryInput = z.infer<typeof bodyEntrySchema>;

/** An entry as the API returns it; missing figures are null. */
export type BodyEntry = { id: number; date: string; notes: string | null; createdAt: string } & Record<
  BodyNumberKey,
  number | null
>;

export const NO_FIGURE_MESSAGE = "Enter at least one figure: weight, body fat, muscle mass or a measurement";
export const FUTURE_DATE_MESSAGE = "Date can't be in the future";

/** Where a problem shows: under a figure, under the date, or under the whole form. */
export type BodyEntryProblem = { field: BodyNumberKey | "date" | "entry"; message: string };

/**
 * What is wrong with an entry, in form order (empty when nothing is). `latestDate` is the last
 * date allowed (the phone's today in the form; a day past the server's today on the server).
 * When an existing entry is saved, a figure or date it keeps unchanged is not checked again, so an
 * older entry outside today's ranges can still be edited.
 */
export function bodyEntryProblems(
  input: BodyEntryInput,
  { latestDate, stored }: { latestDate: string; stored?: BodyEntry | null },
): BodyEntryProblem[] {
  const problems: BodyEntryProblem[] = [];
  const date = input.date.trim();
  if (date > latestDate && date !== stored?.date) problems.push({ field: "date", message: FUTURE_DATE_MESSAGE });
  for (const f of BODY_NUMBER_FIELDS) {
    const value = input[f.key];
    if (value === null || value === undefined || value === stored?.[f.key]) continue;
    if (!(value >= f.min && value <= f.max)) problems.push({ field: f.key, message: rangeMessage(f.name, f.min, f.max, f.unit) });
  }
  if (BODY_NUMBER_FIELDS.every((f) => input[f.key] === null || input[f.key] === undefined)) {
    problems.push({ field: "entry", message: NO_FIGURE_MESSAGE });
  }
  return problems;
}
