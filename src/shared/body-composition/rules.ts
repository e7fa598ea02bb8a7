// Body composition's figure fields (labels, units and human ranges, from limits.ts) and the rules
// an entry must meet (docs/behaviour/body-composition.md, "Body composition"): both sides use them, the screens
// without loading zod.
import { BODY } from "@shared/limits";

export type BodyMetricKey = "weight" | "bodyFat" | "muscleMass";
export type MeasurementKey = "chest" | "waist" | "hips" | "leftArm" | "rightArm" | "leftThigh" | "rightThigh";
export type BodyNumberKey = BodyMetricKey | MeasurementKey;

/**
 * What the rules read of an entry, as sent (`BodyEntryInput`) or as stored (`BodyEntry`): its date
 * and figures. Written here so that the contract, which builds its schema from the fields above,
 * is not imported back.
 */
export type EntryFigures = { date: string } & { [K in BodyNumberKey]?: number | null };

export type NumberField = {
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

/** The three headline figures, in form order. Pounds and percent (docs/behaviour/conventions.md, "Units"). */
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
  input: EntryFigures,
  { latestDate, stored }: { latestDate: string; stored?: EntryFigures | null },
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
