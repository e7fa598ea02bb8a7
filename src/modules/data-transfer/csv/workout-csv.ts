// Reading the workout exports of Strong and Hevy into Kinfit's days, exercises and sets
// (docs/behaviour/data-transfer.md, "Data import"). Pure: the server runs it for the preview and the import.
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
// Besides weight and reps a row gives its set's RPE, seconds and distance, its exercise's notes,
// its workout's notes (the day's note) and Hevy's superset id; an exercise's type is read from its
// rows (csv-kinds.ts). Workout names and lengths have no place in Kinfit: they are counted, so the
// preview can say so.
import { IMPORT_MAX_CSV_SETS, TEXT, WORKOUT } from "@shared/limits";
import type { DistanceUnit, WeightUnit } from "@shared/units";
import { nameProblem } from "@shared/names";
import {
  csvDate,
  distanceUnitWord,
  hevyKind,
  storedMeters,
  storedReps,
  storedRpe,
  storedSeconds,
  storedWeight,
  strongKind,
  unitWord,
} from "./csv-cells";
import { CsvReader, type CsvRecord, type CsvRow } from "./csv";
import { exerciseTypeOf, tidySet } from "./csv-kinds";
import { byHeader, byPosition, type Field, type Mapping } from "./csv-layouts";
import { sessionReader } from "./csv-sessions";
import { sourceOfLayout } from "@shared/data-transfer/sources";
import type { CsvDropped, CsvExercise, CsvProblem, CsvSet, WorkoutCsv } from "@shared/data-transfer/csv-contract";

export { csvDate } from "./csv-cells";

/**
 * Reads a Strong or Hevy export. `unit` is the weight unit chosen for a file that names none.
 * Answers null when the file is no such export (see NOT_A_WORKOUT_EXPORT).
 */
export function readWorkoutCsv(text: string, options: CsvOptions = {}): WorkoutCsv | null {
  return readWorkoutCsvPieces(() => [text], options);
}

/**
 * `readWorkoutCsv` of a text that arrives in pieces (a large upload, decoded a piece at a time;
 * `pieces` gives them from the start at each call). A first reading only counts the sets, making
 * no string of any row, so a file past IMPORT_MAX_CSV_SETS is refused before a row is kept; the
 * second keeps the rows as they complete. Neither holds the whole text at once.
 */
export function readWorkoutCsvPieces(pieces: () => Iterable<string>, options: CsvOptions = {}): WorkoutCsv | null {
  const counted = readPieces(pieces(), options, false);
  if (!counted || counted.tooManySets !== undefined) return counted;
  return readPieces(pieces(), options, true);
}

/** The units to read what the file does not name in: its weights' and its bare distances'. */
export type CsvOptions = { unit?: WeightUnit; distanceUnit?: DistanceUnit };

function readPieces(pieces: Iterable<string>, options: CsvOptions, keep: boolean): WorkoutCsv | null {
  let head: CsvRecord | undefined;
  // undefined until the first data row (or the end) decides it; null: not a workout export.
  let mapping: Mapping | null | undefined;
  const problems: CsvProblem[] = [];
  const byDay = new Map<string, CsvExercise & { noteSet: Set<string> }>();
  const units = new Set<WeightUnit>();
  let setRows = 0;
  let restTimerRows = 0;
  const dropped: CsvDropped = { rpe: 0, workoutNames: 0, workoutDurations: 0, supersetGroups: 0 };
  let sessions: ReturnType<typeof sessionReader> | undefined;
  // Distances of rows that name no unit, read in the one asked for.
  let bareDistances = 0;
  const workouts = new Set<string>();
  const dayNotes = new Map<string, Set<string>>();
  const groupsOf = new Map<string, Map<string, number | null>>();
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
  const askedUnit = options.distanceUnit ?? ((options.unit ?? mapping.unit) === "kg" ? "km" : "mi");

  function readRow({ layout, columns, unit: fileUnit, distanceUnit: distanceUnitOfFile }: Mapping, r: CsvRow) {
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
    const nameFault = nameProblem(name, "exercise name");
    if (nameFault) {
      fail(nameFault);
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
    const seconds = storedSeconds(cell(r, "seconds"));
    if ("reason" in seconds) {
      fail(seconds.reason);
      return;
    }
    // A distance is in the unit its header names, else the row's, else the one asked for (the
    // member's), else the system of the weights.
    const asked = options.distanceUnit ?? (unit === "kg" ? "km" : "mi");
    const stated = distanceUnitOfFile ?? distanceUnitWord(cell(r, "distanceUnit"));
    const distance = storedMeters(cell(r, "distance"), stated ?? asked);
    if (!stated && "meters" in distance && distance.meters !== undefined) bareDistances++;
    if ("reason" in distance) {
      fail(distance.reason);
      return;
    }
    if (weight.weight !== "") units.add(unit);
    const key = `${date}\u0000${name.toLowerCase()}`;
    let exercise = byDay.get(key);
    if (!exercise) {
      exercise = { date, name, notes: null, type: "weight_reps", supersetGroup: null, sets: [], noteSet: new Set() };
      byDay.set(key, exercise);
    }
    if (exercise.sets.length >= WORKOUT.maxSetNumber) {
      fail(`more than ${WORKOUT.maxSetNumber} sets of ${name} on ${date}`);
      return;
    }
    const note = cell(r, "notes").trim();
    if (note) exercise.noteSet.add(note);
    const set: CsvSet = { line: r.line, setNumber: exercise.sets.length + 1, weight: weight.weight, reps: reps.reps, kind };
    const rpe = storedRpe(cell(r, "rpe"));
    if ("dropped" in rpe) dropped.rpe++;
    else if (rpe.rpe !== undefined) set.rpe = rpe.rpe;
    if (seconds.seconds !== undefined) set.durationSeconds = seconds.seconds;
    if (distance.meters !== undefined) set.distanceMeters = distance.meters;
    exercise.sets.push(set);
    readWorkout(r, cell, date, exercise);
  }

  /** What a row says of its workout: the day's note, the superset group, a name and a length. */
  function readWorkout(r: CsvRow, cell: (row: CsvRow, f: Field) => string, date: string, exercise: CsvExercise) {
    // A workout is its start as written and its name; a day may hold several.
    const workout = `${cell(r, "date")}\u0000${cell(r, "workoutName")}`;
    if (!workouts.has(workout)) {
      workouts.add(workout);
      sessions ??= sessionReader(mapping?.layout === "hevy");
      sessions.workout(date, cell(r, "date"), cell(r, "workoutName"), cell(r, "workoutDuration"));
    }
    const dayNote = cell(r, "workoutNotes").trim();
    if (dayNote) {
      const notes = dayNotes.get(date) ?? new Set<string>();
      notes.add(dayNote);
      dayNotes.set(date, notes);
    }
    // The same superset id in one workout is one group; groups are numbered per day as they come.
    const id = cell(r, "superset").trim();
    if (id === "" || exercise.supersetGroup !== null) return;
    const groups = groupsOf.get(date) ?? new Map<string, number | null>();
    groupsOf.set(date, groups);
    const groupKey = `${workout}\u0000${id}`;
    if (!groups.has(groupKey)) {
      const next = [...groups.values()].filter((g) => g !== null).length + 1;
      if (next > WORKOUT.maxSupersetGroup) dropped.supersetGroups++;
      groups.set(groupKey, next > WORKOUT.maxSupersetGroup ? null : next);
    }
    exercise.supersetGroup = groups.get(groupKey)!;
  }

  if (setRows > IMPORT_MAX_CSV_SETS) {
    const { matchedBy, unit } = mapping;
    return {
      source,
      layout,
      matchedBy,
      unit,
      unitNeeded,
      distanceUnitNeeded: false,
      distanceUnit: askedUnit,
      exercises: [],
      problems: [],
      restTimerRows,
      dayNotes: [],
      sessions: [],
      dropped,
      tooManySets: setRows,
    };
  }
  const exercises = [...byDay.values()].map(({ noteSet, ...e }) => {
    const type = exerciseTypeOf(e.name, e.sets);
    return { ...e, type, notes: joinNotes(noteSet), sets: e.sets.map((set) => tidySet(set, type)) };
  });
  const stated: WorkoutCsv["unit"] = layout === "strong-semicolon" ? (units.size > 1 ? "mixed" : ([...units][0] ?? null)) : mapping.unit;
  const notes = [...dayNotes].map(([date, set]) => ({ date, note: joinNotes(set)! }));
  return {
    source,
    layout,
    matchedBy: mapping.matchedBy,
    unit: stated,
    unitNeeded,
    distanceUnitNeeded: bareDistances > 0,
    distanceUnit: askedUnit,
    exercises,
    problems,
    restTimerRows,
    dayNotes: notes,
    sessions: sessions?.sessions() ?? [],
    dropped: { ...dropped, workoutNames: sessions?.dropped.names ?? 0, workoutDurations: sessions?.dropped.lengths ?? 0 },
  };
}

/** The notes of the file's rows for one exercise or day, each once, in order. */
function joinNotes(notes: Set<string>): string | null {
  return notes.size > 0 ? [...notes].join("; ").slice(0, TEXT.notes) : null;
}
