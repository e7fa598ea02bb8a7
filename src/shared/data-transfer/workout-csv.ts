// Reading the workout exports of Strong and Hevy into Kinfit's days, exercises and sets
// (docs/behaviour.md, "Data import"). Pure: the server runs it for the preview and the import.
//
// Layouts recognised by their header, or, when the header is in another language, by the number
// and order of columns of a known layout (checked against the first data row):
//   strong            Workout #, Date, Workout Name, Duration (sec), Exercise Name, Set Order,
//                     Weight (kg) | Weight (lb), Reps, RPE, Distance (meters), Seconds, Notes, Workout Notes
//                     (some versions put RPE last; by header the order does not matter)
//   strong-old        Date, Workout Name, Duration, Exercise Name, Set Order, Weight, Reps, Distance,
//                     Seconds, Notes, Workout Notes, RPE   (the unit is not named: it must be chosen)
//   strong-semicolon  Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;
//                     Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
//   hevy              title, start_time, end_time, description, exercise_title, superset_id,
//                     exercise_notes, set_index, set_type, weight_kg | weight_lbs, reps,
//                     distance_km | distance_miles, duration_seconds, rpe
import { parseIsoDate } from "../dates";
import { TEXT, WORKOUT } from "../limits";
import { weightToStored, type WeightUnit } from "../units";
import type { SetKind } from "../workouts/contract";
import { detectDelimiter, parseCsv, type CsvRecord } from "./csv";
import { NOT_A_WORKOUT_EXPORT, sourceOfLayout, type CsvLayout, type CsvSource } from "./sources";

export { NOT_A_WORKOUT_EXPORT, type CsvLayout, type CsvSource };

/** A set read from the file, in pounds, numbered within its exercise of the day. */
export type CsvSet = { line: number; setNumber: number; weight: string; reps: string; kind: SetKind };
export type CsvExercise = { date: string; name: string; notes: string | null; sets: CsvSet[] };
export type CsvProblem = { line: number; reason: string };

export type WorkoutCsv = {
  source: CsvSource;
  layout: CsvLayout;
  /** "position" when the header was not recognised and the columns were matched by their order. */
  matchedBy: "header" | "position";
  /** The weight unit the file states; "mixed" when rows differ; null when it states none. */
  unit: WeightUnit | "mixed" | null;
  /** The file does not name its weight unit: the import needs `unit`. */
  unitNeeded: boolean;
  /** Exercises by day, in the order of the file. */
  exercises: CsvExercise[];
  /** Rows that cannot be read, with the reason; they are left out of `exercises`. */
  problems: CsvProblem[];
};

type Field =
  | "date" | "exercise" | "setOrder" | "setIndex" | "setType" | "weight" | "weightUnit" | "reps" | "notes";
type Column = { field: Field; unit?: WeightUnit };

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
  start_time: { field: "date" },
  exercise_title: { field: "exercise" },
  exercise_notes: { field: "notes" },
  set_index: { field: "setIndex" },
  set_type: { field: "setType" },
  weight_kg: { field: "weight", unit: "kg" },
  weight_lbs: { field: "weight", unit: "lb" },
};

/** The known layouts by column position, for headers in another language. */
const POSITIONS: { layout: CsvLayout; delimiter: string; count: number; columns: Record<number, Field> }[] = [
  // Strong has shipped this layout with RPE after Reps and with RPE last, so the notes' place is not
  // certain: by position, notes are left out.
  { layout: "strong", delimiter: ",", count: 13, columns: { 1: "date", 4: "exercise", 5: "setOrder", 6: "weight", 7: "reps" } },
  { layout: "strong-old", delimiter: ",", count: 12, columns: { 0: "date", 3: "exercise", 4: "setOrder", 5: "weight", 6: "reps", 9: "notes" } },
  {
    layout: "strong-semicolon",
    delimiter: ";",
    count: 14,
    columns: { 0: "date", 2: "exercise", 3: "setOrder", 4: "weight", 5: "weightUnit", 6: "reps", 11: "notes" },
  },
  { layout: "hevy", delimiter: ",", count: 14, columns: { 1: "date", 4: "exercise", 6: "notes", 7: "setIndex", 8: "setType", 9: "weight", 10: "reps" } },
];

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The calendar date a timestamp is written on ('2025-07-26 7:06:00', '26 Jul 2025, 07:06'), or null. */
export function csvDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[\sT,])/.exec(t);
  const named = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})(?:$|[\s,])/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (named) {
    const month = MONTHS.indexOf(named[2]!.slice(0, 3).toLowerCase());
    if (month < 0) return null;
    [y, m, d] = [Number(named[3]), month + 1, Number(named[1])];
  } else return null;
  const date = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return parseIsoDate(date) ? date : null;
}

/** A number as exports write it: '10', '10.0', '62,5', '149.99999999999997'; NaN for anything else. */
function csvNumber(text: string): number {
  const t = text.trim().replace(",", ".");
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** Round away float noise: 149.99999999999997 is 150, 22.500000001 is 22.5. */
const tidy = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Pounds as stored text from a weight in `unit`; a reason when it cannot be stored. */
function storedWeight(text: string, unit: WeightUnit): { weight: string } | { reason: string } {
  if (text.trim() === "") return { weight: "" };
  const n = csvNumber(text);
  if (Number.isNaN(n)) return { reason: `weight "${text.trim()}" is not a number` };
  if (n < 0) return { reason: `weight ${n} is below 0` };
  const pounds = weightToStored(tidy(n, 2), unit);
  if (pounds > WORKOUT.maxWeight) return { reason: `weight ${tidy(n, 2)} ${unit} is over ${WORKOUT.maxWeight} lb` };
  return { weight: String(pounds) };
}

function storedReps(text: string): { reps: string } | { reason: string } {
  if (text.trim() === "") return { reps: "" };
  const n = csvNumber(text);
  if (Number.isNaN(n)) return { reason: `reps "${text.trim()}" is not a number` };
  const whole = Math.round(n);
  if (Math.abs(n - whole) > 1e-6) return { reason: `reps ${n} is not a whole number` };
  if (whole < 0 || whole > WORKOUT.maxReps) return { reason: `reps ${whole} is not from 0 to ${WORKOUT.maxReps}` };
  return { reps: String(whole) };
}

/** Strong's Set Order: a number, W / D / F, or 'Rest Timer' (not a set). */
function strongKind(text: string): SetKind | "rest" | null {
  const t = text.trim().toLowerCase();
  if (t === "" || /^\d+(\.0+)?$/.test(t)) return "normal";
  if (t === "w") return "warmup";
  if (t === "d") return "drop";
  if (t === "f") return "failure";
  if (t === "rest timer") return "rest";
  return null;
}

function hevyKind(text: string): SetKind | null {
  const t = text.trim().toLowerCase();
  if (t === "" || t === "normal") return "normal";
  if (t === "warmup" || t === "warm_up") return "warmup";
  if (t === "dropset" || t === "drop") return "drop";
  if (t === "failure") return "failure";
  return null;
}

function unitWord(text: string): WeightUnit | null {
  const t = text.trim().toLowerCase();
  if (t === "kg" || t === "kgs") return "kg";
  if (t === "lb" || t === "lbs") return "lb";
  return null;
}

type Mapping = { layout: CsvLayout; matchedBy: "header" | "position"; columns: Map<Field, number>; unit: WeightUnit | null };

function byHeader(header: string[]): Mapping | null {
  const columns = new Map<Field, number>();
  let unit: WeightUnit | null = null;
  header.forEach((name, i) => {
    const col = HEADER_NAMES[name.trim().toLowerCase()];
    if (!col || columns.has(col.field)) return;
    columns.set(col.field, i);
    if (col.unit) unit = col.unit;
  });
  const has = (...f: Field[]) => f.every((x) => columns.has(x));
  if (has("date", "exercise", "setIndex", "weight", "reps") && header.some((h) => h.trim() === "exercise_title")) {
    return { layout: "hevy", matchedBy: "header", columns, unit };
  }
  if (!has("date", "exercise", "setOrder", "weight", "reps")) return null;
  const layout: CsvLayout = columns.has("weightUnit") ? "strong-semicolon" : unit ? "strong" : "strong-old";
  return { layout, matchedBy: "header", columns, unit };
}

function byPosition(header: string[], firstRow: string[] | undefined, delimiter: string): Mapping | null {
  if (!firstRow) return null;
  for (const p of POSITIONS) {
    if (p.delimiter !== delimiter || header.length !== p.count || firstRow.length !== p.count) continue;
    const columns = new Map(Object.entries(p.columns).map(([i, f]) => [f, Number(i)] as const));
    if (!csvDate(firstRow[columns.get("date")!] ?? "")) continue;
    const order = firstRow[columns.get(p.layout === "hevy" ? "setIndex" : "setOrder")!] ?? "";
    if (p.layout === "hevy" ? !/^\d+$/.test(order.trim()) : strongKind(order) === null) continue;
    // A translated 'Weight (kg)' still names its unit.
    const weightHeader = header[columns.get("weight")!]!.toLowerCase();
    const unit: WeightUnit | null = /\bkgs?\b/.test(weightHeader) ? "kg" : /\blbs?\b/.test(weightHeader) ? "lb" : null;
    return { layout: p.layout, matchedBy: "position", columns, unit };
  }
  return null;
}

/**
 * Reads a Strong or Hevy export. `unit` is the weight unit chosen for a file that names none.
 * Answers null when the file is no such export (see NOT_A_WORKOUT_EXPORT).
 */
export function readWorkoutCsv(text: string, options: { unit?: WeightUnit } = {}): WorkoutCsv | null {
  const delimiter = detectDelimiter(text.replace(/^\uFEFF/, ""));
  const records = parseCsv(text, delimiter);
  const [head, ...rows] = records;
  if (!head) return null;
  const mapping = byHeader(head.cells) ?? byPosition(head.cells, rows[0]?.cells, delimiter);
  if (!mapping) return null;
  const { layout, columns } = mapping;
  const source = sourceOfLayout(layout);
  const unitNeeded = layout !== "strong-semicolon" && mapping.unit === null;
  const cell = (r: CsvRecord, f: Field) => (columns.has(f) ? (r.cells[columns.get(f)!] ?? "") : "");

  const problems: CsvProblem[] = [];
  const byDay = new Map<string, CsvExercise & { noteSet: Set<string> }>();
  const units = new Set<WeightUnit>();
  for (const r of rows) {
    const fail = (reason: string) => problems.push({ line: r.line, reason });
    let kind: SetKind | "rest" | null;
    if (source === "hevy") {
      kind = hevyKind(cell(r, "setType"));
      if (kind === null) {
        fail(`set type "${cell(r, "setType").trim()}" is not known`);
        continue;
      }
    } else {
      kind = strongKind(cell(r, "setOrder"));
      if (kind === "rest") continue;
      if (kind === null) {
        fail(`set order "${cell(r, "setOrder").trim()}" is not a number, W, D or F`);
        continue;
      }
    }
    const date = csvDate(cell(r, "date"));
    if (!date) {
      fail(`date "${cell(r, "date").trim()}" is not understood`);
      continue;
    }
    const name = cell(r, "exercise").trim();
    if (!name) {
      fail("no exercise name");
      continue;
    }
    if (name.length > TEXT.name) {
      fail(`exercise name is longer than ${TEXT.name} characters`);
      continue;
    }
    let unit: WeightUnit;
    if (layout === "strong-semicolon") {
      const stated = unitWord(cell(r, "weightUnit"));
      if (!stated && cell(r, "weight").trim() !== "") {
        fail(`weight unit "${cell(r, "weightUnit").trim()}" is not kg or lbs`);
        continue;
      }
      unit = stated ?? "lb";
    } else unit = mapping.unit ?? options.unit ?? "lb";
    const weight = storedWeight(cell(r, "weight"), unit);
    if ("reason" in weight) {
      fail(weight.reason);
      continue;
    }
    const reps = storedReps(cell(r, "reps"));
    if ("reason" in reps) {
      fail(reps.reason);
      continue;
    }
    if (weight.weight !== "") units.add(unit);
    const key = `${date}\u0000${name.toLowerCase()}`;
    let exercise = byDay.get(key);
    if (!exercise) {
      exercise = { date, name, notes: null, sets: [], noteSet: new Set() };
      byDay.set(key, exercise);
    }
    if (exercise.sets.length >= WORKOUT.maxSetNumber) {
      fail(`more than ${WORKOUT.maxSetNumber} sets of ${name} on ${date}`);
      continue;
    }
    const note = cell(r, "notes").trim();
    if (note) exercise.noteSet.add(note);
    exercise.sets.push({ line: r.line, setNumber: exercise.sets.length + 1, weight: weight.weight, reps: reps.reps, kind });
  }

  const exercises = [...byDay.values()].map(({ noteSet, ...e }) => ({
    ...e,
    notes: noteSet.size > 0 ? [...noteSet].join("; ").slice(0, TEXT.notes) : null,
  }));
  const stated: WorkoutCsv["unit"] =
    layout === "strong-semicolon" ? (units.size > 1 ? "mixed" : ([...units][0] ?? null)) : mapping.unit;
  return { source, layout, matchedBy: mapping.matchedBy, unit: stated, unitNeeded, exercises, problems };
}
