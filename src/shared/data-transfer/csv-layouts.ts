// Which column of a Strong or Hevy export holds what (docs/behaviour/data-transfer.md, "Data import"): by the
// header's names, or, for a header in another language, by the place of each column in a known
// layout (the layouts are listed in workout-csv.ts).
import type { WeightUnit } from "@shared/units";
import { csvDate, strongKind, type DistanceUnit } from "./csv-cells";
import type { CsvLayout } from "./sources";

export type Field =
  | "date"
  | "exercise"
  | "setOrder"
  | "setIndex"
  | "setType"
  | "weight"
  | "weightUnit"
  | "reps"
  | "notes"
  | "rpe"
  | "distance"
  | "distanceUnit"
  | "seconds"
  | "workoutName"
  | "workoutNotes"
  | "workoutDuration"
  | "superset";
type Column = { field: Field; unit?: WeightUnit; distance?: DistanceUnit };

/** English header names of each layout (lower-case), and what they hold. */
const HEADER_NAMES: Record<string, Column> = {
  date: { field: "date" },
  "exercise name": { field: "exercise" },
  "set order": { field: "setOrder" },
  weight: { field: "weight" },
  "weight (kg)": { field: "weight", unit: "kg" },
  "weight (lb)": { field: "weight", unit: "lb" },
  "weight (lbs)": { field: "weight", unit: "lb" },
  kg: { field: "weight", unit: "kg" },
  lb: { field: "weight", unit: "lb" },
  lbs: { field: "weight", unit: "lb" },
  "weight unit": { field: "weightUnit" },
  reps: { field: "reps" },
  notes: { field: "notes" },
  rpe: { field: "rpe" },
  distance: { field: "distance" },
  "distance (meters)": { field: "distance", distance: "m" },
  "distance (m)": { field: "distance", distance: "m" },
  "distance (km)": { field: "distance", distance: "km" },
  "distance (mi)": { field: "distance", distance: "mi" },
  "distance (miles)": { field: "distance", distance: "mi" },
  "distance unit": { field: "distanceUnit" },
  seconds: { field: "seconds" },
  "workout name": { field: "workoutName" },
  "workout notes": { field: "workoutNotes" },
  duration: { field: "workoutDuration" },
  "duration (sec)": { field: "workoutDuration" },
  "workout duration": { field: "workoutDuration" },
  title: { field: "workoutName" },
  start_time: { field: "date" },
  end_time: { field: "workoutDuration" },
  description: { field: "workoutNotes" },
  exercise_title: { field: "exercise" },
  superset_id: { field: "superset" },
  exercise_notes: { field: "notes" },
  set_index: { field: "setIndex" },
  set_type: { field: "setType" },
  weight_kg: { field: "weight", unit: "kg" },
  weight_lbs: { field: "weight", unit: "lb" },
  distance_km: { field: "distance", distance: "km" },
  distance_miles: { field: "distance", distance: "mi" },
  duration_seconds: { field: "seconds" },
};

/** Strong's current layout by position, when RPE follows Reps (the layout documented first). */
const STRONG_RPE_AFTER_REPS: Record<number, Field> = { 8: "rpe", 9: "distance", 10: "seconds", 11: "notes", 12: "workoutNotes" };
/** ... and when RPE is last. */
const STRONG_RPE_LAST: Record<number, Field> = { 8: "distance", 9: "seconds", 10: "notes", 11: "workoutNotes", 12: "rpe" };

/** The known layouts by column position, for headers in another language. */
const POSITIONS: { layout: CsvLayout; delimiter: string; count: number; columns: Record<number, Field> }[] = [
  // Strong has shipped this layout with RPE after Reps and with RPE last; the columns after Reps
  // are read only when the header's 'RPE' (a word no translation changes) says which.
  {
    layout: "strong",
    delimiter: ",",
    count: 13,
    columns: { 1: "date", 2: "workoutName", 3: "workoutDuration", 4: "exercise", 5: "setOrder", 6: "weight", 7: "reps" },
  },
  {
    layout: "strong-old",
    delimiter: ",",
    count: 12,
    columns: {
      0: "date",
      1: "workoutName",
      2: "workoutDuration",
      3: "exercise",
      4: "setOrder",
      5: "weight",
      6: "reps",
      7: "distance",
      8: "seconds",
      9: "notes",
      10: "workoutNotes",
      11: "rpe",
    },
  },
  {
    layout: "strong-semicolon",
    delimiter: ";",
    count: 14,
    columns: {
      0: "date",
      1: "workoutName",
      2: "exercise",
      3: "setOrder",
      4: "weight",
      5: "weightUnit",
      6: "reps",
      7: "rpe",
      8: "distance",
      9: "distanceUnit",
      10: "seconds",
      11: "notes",
      12: "workoutNotes",
      13: "workoutDuration",
    },
  },
  {
    layout: "hevy",
    delimiter: ",",
    count: 14,
    columns: {
      0: "workoutName",
      1: "date",
      2: "workoutDuration",
      3: "workoutNotes",
      4: "exercise",
      5: "superset",
      6: "notes",
      7: "setIndex",
      8: "setType",
      9: "weight",
      10: "reps",
      11: "distance",
      12: "seconds",
      13: "rpe",
    },
  },
];

export type Mapping = {
  layout: CsvLayout;
  matchedBy: "header" | "position";
  columns: Map<Field, number>;
  unit: WeightUnit | null;
  /** The distance unit the header names; null when it names none (the rows' or the weights' then). */
  distanceUnit: DistanceUnit | null;
};

export function byHeader(header: string[]): Mapping | null {
  const columns = new Map<Field, number>();
  let unit: WeightUnit | null = null;
  let distanceUnit: DistanceUnit | null = null;
  header.forEach((name, i) => {
    const col = HEADER_NAMES[name.trim().toLowerCase()];
    if (!col || columns.has(col.field)) return;
    columns.set(col.field, i);
    if (col.unit) unit = col.unit;
    if (col.distance) distanceUnit = col.distance;
  });
  const has = (...f: Field[]) => f.every((x) => columns.has(x));
  if (has("date", "exercise", "setIndex", "weight", "reps") && header.some((h) => h.trim() === "exercise_title")) {
    return { layout: "hevy", matchedBy: "header", columns, unit, distanceUnit };
  }
  if (!has("date", "exercise", "setOrder", "weight", "reps")) return null;
  const layout: CsvLayout = columns.has("weightUnit") ? "strong-semicolon" : unit ? "strong" : "strong-old";
  return { layout, matchedBy: "header", columns, unit, distanceUnit };
}

export function byPosition(header: string[], firstRow: string[] | undefined, delimiter: string): Mapping | null {
  if (!firstRow) return null;
  for (const p of POSITIONS) {
    if (p.delimiter !== delimiter || header.length !== p.count || firstRow.length !== p.count) continue;
    let fields = p.columns;
    if (p.layout === "strong") {
      const rpeAt = header.findIndex((h) => h.trim().toLowerCase() === "rpe");
      if (rpeAt === 8) fields = { ...fields, ...STRONG_RPE_AFTER_REPS };
      else if (rpeAt === 12) fields = { ...fields, ...STRONG_RPE_LAST };
    }
    const columns = new Map(Object.entries(fields).map(([i, f]) => [f, Number(i)] as const));
    if (!csvDate(firstRow[columns.get("date")!] ?? "")) continue;
    const order = firstRow[columns.get(p.layout === "hevy" ? "setIndex" : "setOrder")!] ?? "";
    if (p.layout === "hevy" ? !/^\d+$/.test(order.trim()) : strongKind(order) === null) continue;
    // A translated 'Weight (kg)' still names its unit, and a distance its own.
    const weightHeader = header[columns.get("weight")!]!.toLowerCase();
    const unit: WeightUnit | null = /\bkgs?\b/.test(weightHeader) ? "kg" : /\blbs?\b/.test(weightHeader) ? "lb" : null;
    const at = columns.get("distance");
    const distanceHeader = at === undefined ? "" : header[at]!.toLowerCase();
    const distanceUnit: DistanceUnit | null = /km/.test(distanceHeader)
      ? "km"
      : /mile|\bmi\b|_mi\b/.test(distanceHeader)
        ? "mi"
        : p.layout === "strong" || /\(m/.test(distanceHeader)
          ? "m"
          : null;
    return { layout: p.layout, matchedBy: "position", columns, unit, distanceUnit };
  }
  return null;
}
