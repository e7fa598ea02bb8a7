// Units of measure. The API and the database keep one canonical unit (pounds for weights, inches
// for lengths), so changing the display setting never changes a stored value; screens convert on
// the way in and out (docs/behaviour/conventions.md, "Units").

export const WEIGHT_UNITS = ["lb", "kg"] as const;
export const LENGTH_UNITS = ["in", "cm"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

/** Distances' display units. */
export const DISTANCE_UNITS = ["km", "mi"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
/** The member's distance unit: their choice, else the weight unit's system. */
export const distanceUnitOf = (chosen: string | null | undefined, weightUnit: WeightUnit): DistanceUnit =>
  chosen === "km" || chosen === "mi" ? chosen : weightUnit === "kg" ? "km" : "mi";
export const DEFAULT_UNITS: Units = { weightUnit: "lb", lengthUnit: "in" };

export const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

/** Stored values keep 4 decimals: enough that a value typed in kg or cm reads back as typed. */
const stored = (n: number) => Math.round(n * 10_000) / 10_000;
/** Shown values keep 2 decimals, which is finer than any plate or tape measure. */
export const shown = (n: number) => Math.round(n * 100) / 100;

/** Pounds from a weight in the user's unit. */
export const weightToStored = (value: number, unit: WeightUnit) => (unit === "kg" ? stored(value / KG_PER_LB) : value);
/** A stored weight (pounds) in the user's unit, rounded for display. */
export const weightFromStored = (pounds: number, unit: WeightUnit) => shown(unit === "kg" ? pounds * KG_PER_LB : pounds);
/**
 * A figure per unit of body weight (grams of protein per kg, say) as stored, per POUND, and back.
 * Per-weight figures convert the other way round from weights: 1 g per kg is 0.4536 g per lb.
 */
export const perWeightToStored = (value: number, unit: WeightUnit) => (unit === "kg" ? stored(value * KG_PER_LB) : value);
export const perWeightFromStored = (perPound: number, unit: WeightUnit) => shown(unit === "kg" ? perPound / KG_PER_LB : perPound);
export const lengthToStored = (value: number, unit: LengthUnit) => (unit === "cm" ? stored(value / CM_PER_IN) : value);
export const lengthFromStored = (inches: number, unit: LengthUnit) => shown(unit === "cm" ? inches * CM_PER_IN : inches);

/** A number as a person writes it: no trailing zeros, no exponent. */
export function formatAmount(n: number): string {
  return String(shown(n));
}

const NUMBER = /^\s*(\d+(?:[.,]\d+)?|[.,]\d+)\s*$/;
const RANGE = /^\s*(\d+(?:[.,]\d+)?)\s*-\s*(\d+(?:[.,]\d+)?)\s*$/;

/** A number typed with a point or a comma as decimal mark ('62,5'); NaN for anything else. */
export function parseLocaleNumber(text: string): number {
  const m = NUMBER.exec(text);
  return m ? Number(m[1]!.replace(",", ".")) : Number.NaN;
}

/**
 * A weight text (a number, a range '60-70', 'BW') converted number by number with `convert`;
 * words pass through unchanged. `convert` rounds. Used both ways: typed in the user's unit -> stored pounds, and back.
 */
function mapWeightText(text: string, convert: (n: number) => number): string {
  const range = RANGE.exec(text);
  if (range) {
    return `${convert(Number(range[1]!.replace(",", ".")))}-${convert(Number(range[2]!.replace(",", ".")))}`;
  }
  const n = parseLocaleNumber(text);
  return Number.isNaN(n) ? text.trim() : String(convert(n));
}

/** A weight text as typed in the user's unit, in stored pounds ('62,5' kg -> '137.7889'). */
export const weightTextToStored = (text: string, unit: WeightUnit) => mapWeightText(text, (n) => weightToStored(n, unit));
/** A stored weight text in the user's unit ('137.7889' -> '62.5' in kg). */
export const weightTextFromStored = (text: string, unit: WeightUnit) => mapWeightText(text, (n) => weightFromStored(n, unit));

export const weightLabel = (unit: WeightUnit) => (unit === "kg" ? "kg" : "lbs");
export const lengthLabel = (unit: LengthUnit) => (unit === "cm" ? "cm" : "in");
