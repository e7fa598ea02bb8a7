// Body composition figures in the user's units (docs/behaviour/conventions.md, "Units"): the API keeps weight
// and muscle mass in pounds and girths in inches; the screen shows and takes them in the units the
// user chose. Body fat is a percentage in every unit.
import type { BodyNumberKey } from "@shared/body-composition/contract";
import { BODY_METRICS, BODY_NUMBER_FIELDS, rangeMessage } from "@shared/body-composition/rules";
import {
  formatAmount,
  lengthFromStored,
  lengthLabel,
  lengthToStored,
  weightFromStored,
  weightLabel,
  weightToStored,
  type Units,
} from "@shared/units";

type Kind = "mass" | "percent" | "girth";

const kindOf = (key: BodyNumberKey): Kind => (key === "bodyFat" ? "percent" : BODY_METRICS.some((m) => m.key === key) ? "mass" : "girth");

/** 'lbs', 'kg', '%', 'in' or 'cm'. */
export function unitOf(key: BodyNumberKey, units: Units): string {
  const kind = kindOf(key);
  return kind === "mass" ? weightLabel(units.weightUnit) : kind === "girth" ? lengthLabel(units.lengthUnit) : "%";
}

/** Whether the field is shown in a unit other than the stored one. */
const converted = (key: BodyNumberKey, units: Units) => {
  const kind = kindOf(key);
  return (kind === "mass" && units.weightUnit !== "lb") || (kind === "girth" && units.lengthUnit !== "in");
};

/** A stored figure as the screen shows it (2 decimals at most after a conversion). */
export function shownFigure(key: BodyNumberKey, stored: number, units: Units): number {
  const kind = kindOf(key);
  if (kind === "mass") return weightFromStored(stored, units.weightUnit);
  if (kind === "girth") return lengthFromStored(stored, units.lengthUnit);
  return stored;
}

/** A figure typed in the user's unit, as the API stores it. */
export function storedFigure(key: BodyNumberKey, typed: number, units: Units): number {
  if (!Number.isFinite(typed)) return typed;
  const kind = kindOf(key);
  if (kind === "mass") return weightToStored(typed, units.weightUnit);
  if (kind === "girth") return lengthToStored(typed, units.lengthUnit);
  return typed;
}

/** '80 kg', '176.37 lbs', '81 cm', '18.5%'. */
export function figureText(key: BodyNumberKey, stored: number, units: Units): string {
  const unit = unitOf(key, units);
  const text = formatAmount(shownFigure(key, stored, units));
  return unit === "%" ? `${text}%` : `${text} ${unit}`;
}

/**
 * The form's label. In pounds and inches the labels are the product's own ('Weight (lbs)',
 * 'Waist', under 'Measurements (inches)'); another unit is named on every field it changes.
 */
export function fieldLabel(field: { key: BodyNumberKey; label: string }, units: Units): string {
  if (!converted(field.key, units)) return field.label;
  const metric = BODY_METRICS.find((m) => m.key === field.key);
  return `${metric ? metric.short : field.label} (${unitOf(field.key, units)})`;
}

export const measurementsLegend = (units: Units) => (units.lengthUnit === "cm" ? "Measurements (cm)" : "Measurements (inches)");

/**
 * The ranges of limits.ts hold for the stored figure; the form states them in the user's unit
 * ('Weight must be between 9.08 and 453.59 kg'), rounded inward so that both figures the message
 * names are themselves accepted.
 */
export function rangeMessageIn(key: BodyNumberKey, units: Units): string {
  const field = BODY_NUMBER_FIELDS.find((f) => f.key === key)!;
  if (!converted(key, units)) return rangeMessage(field.name, field.min, field.max, field.unit);
  let low = shownFigure(key, field.min, units);
  if (storedFigure(key, low, units) < field.min) low = Math.round(low * 100 + 1) / 100;
  let high = shownFigure(key, field.max, units);
  if (storedFigure(key, high, units) > field.max) high = Math.round(high * 100 - 1) / 100;
  return rangeMessage(field.name, formatAmount(low), formatAmount(high), unitOf(key, units));
}
