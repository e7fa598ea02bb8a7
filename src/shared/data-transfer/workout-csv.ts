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
import { IMPORT_MAX_CSV_SETS, TEXT, WORKOUT } from "../limits";
import type { WeightUnit } from "../units";
import { csvDate, hevyKind, storedReps, storedWeight, strongKind, unitWord } from "./csv-cells";
import type { SetKind } from "../workouts/contract";
import { CsvReader, type CsvRecord, type CsvRow } from "./csv";
import { NOT_A_WORKOUT_EXPORT, sourceOfLayout, type CsvLayout, type CsvSource } from "./sources";

export { NOT_A_WORKOUT_EXPORT, type CsvLayout, type CsvSource };

export { csvDate } from "./csv-cells";


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
  /** Rows that are rest timers (Strong's 'Rest Timer', Hevy's rest rows): settings, not sets. */
  restTimerRows: number;
  /**
   * Set rows of a file that holds more than IMPORT_MAX_CSV_SETS: it is refused whole, and its
   * exercises and problems are not kept (reading stops keeping at the limit and only counts).
   */
  tooManySets?: number;
};

/** Why a file of more than IMPORT_MAX_CSV_SETS sets is refused. */
export const tooManySetsMessage = (sets: number) =>
  `This file holds ${sets.toLocaleString("en-US")} sets; an import takes at most ${IMPORT_MAX_CSV_SETS.toLocaleString("en-US")} sets per file`;

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
  return readWorkoutCsvPieces(() => [text], options);
}

/**
 * `readWorkoutCsv` of a text that arrives in pieces (a large upload, decoded a piece at a time;
 * `pieces` gives them from the start at each call). A first reading only counts the sets, making
 * no string of any row, so a file past IMPORT_MAX_CSV_SETS is refused before a row is kept; the
 * second keeps the rows as they complete. Neither holds the whole text at once.
 */
export function readWorkoutCsvPieces(pieces: () => Iterable<string>, options: { unit?: WeightUnit } = {}): WorkoutCsv | null {
  const counted = readPieces(pieces(), options, false);
  if (!counted || counted.tooManySets !== undefined) return counted;
  return readPieces(pieces(), options, true);
}

function readPieces(pieces: Iterable<string>, options: { unit?: WeightUnit }, keep: boolean): WorkoutCsv | null {
  let head: CsvRecord | undefined;
  // undefined until the first data row (or the end) decides it; null: not a workout export.
  let mapping: Mapping | null | undefined;
  const problems: CsvProblem[] = [];
  const byDay = new Map<string, CsvExercise & { noteSet: Set<string> }>();
  const units = new Set<WeightUnit>();
  let setRows = 0;
  let restTimerRows = 0;
  const csv = new CsvReader((row, delimiter) => {
    if (!head) {
      head = { line: row.line, cells: row.cells() };
      return;
    }
    if (mapping === undefined) {
      mapping = byHeader(head.cells) ?? byPosition(head.cells, row.cells(), delimiter);
      if (!mapping) return false;
    }
    readRow(mapping!, row);
  });
  for (const piece of pieces) if (!csv.push(piece)) break;
  csv.end();
  if (!head) return null;
  if (mapping === undefined) mapping = byHeader(head.cells);
  if (!mapping) return null;
  const { layout } = mapping;
  const source = sourceOfLayout(layout);
  const unitNeeded = layout !== "strong-semicolon" && mapping.unit === null;

  function readRow({ layout, columns, unit: fileUnit }: Mapping, r: CsvRow) {
    const cell = (row: CsvRow, f: Field) => {
      const at = columns.get(f);
      return at === undefined ? "" : row.cell(at);
    };
    // Strong's rest timers are not sets. A counting reading, or one past the limit, makes no string
    // of a row and keeps none.
    if (layout !== "hevy" && r.cellIs(columns.get("setOrder")!, "rest timer")) return void restTimerRows++;
    if (++setRows > IMPORT_MAX_CSV_SETS || !keep) return;
    const kind = layout === "hevy" ? hevyKind(cell(r, "setType")) : strongKind(cell(r, "setOrder"));
    if (kind === "rest") return void restTimerRows++;
    const fail = (reason: string) => problems.push({ line: r.line, reason });
    if (layout === "hevy") {
      if (kind === null) {
        fail(`set type "${cell(r, "setType").trim()}" is not known`);
        return;
      }
    } else {
      if (kind === null) {
        fail(`set order "${cell(r, "setOrder").trim()}" is not a number, W, D or F`);
        return;
      }
    }
    const date = csvDate(cell(r, "date"));
    if (!date) {
      fail(`date "${cell(r, "date").trim()}" is not understood`);
      return;
    }
    const name = cell(r, "exercise").trim();
    if (!name) {
      fail("no exercise name");
      return;
    }
    if (name.length > TEXT.name) {
      fail(`exercise name is longer than ${TEXT.name} characters`);
      return;
    }
    let unit: WeightUnit;
    if (layout === "strong-semicolon") {
      const stated = unitWord(cell(r, "weightUnit"));
      if (!stated && cell(r, "weight").trim() !== "") {
        fail(`weight unit "${cell(r, "weightUnit").trim()}" is not kg or lbs`);
        return;
      }
      unit = stated ?? "lb";
    } else unit = fileUnit ?? options.unit ?? "lb";
    const weight = storedWeight(cell(r, "weight"), unit);
    if ("reason" in weight) {
      fail(weight.reason);
      return;
    }
    const reps = storedReps(cell(r, "reps"));
    if ("reason" in reps) {
      fail(reps.reason);
      return;
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
      return;
    }
    const note = cell(r, "notes").trim();
    if (note) exercise.noteSet.add(note);
    exercise.sets.push({ line: r.line, setNumber: exercise.sets.length + 1, weight: weight.weight, reps: reps.reps, kind });
  }

  if (setRows > IMPORT_MAX_CSV_SETS) {
    return { source, layout, matchedBy: mapping.matchedBy, unit: mapping.unit, unitNeeded, exercises: [], problems: [], restTimerRows, tooManySets: setRows };
  }
  const exercises = [...byDay.values()].map(({ noteSet, ...e }) => ({
    ...e,
    notes: noteSet.size > 0 ? [...noteSet].join("; ").slice(0, TEXT.notes) : null,
  }));
  const stated: WorkoutCsv["unit"] =
    layout === "strong-semicolon" ? (units.size > 1 ? "mixed" : ([...units][0] ?? null)) : mapping.unit;
  return { source, layout, matchedBy: mapping.matchedBy, unit: stated, unitNeeded, exercises, problems, restTimerRows };
}
