// Taking in Strong or Hevy workout CSVs (POST /api/import/workouts-csv; docs/behaviour/data-transfer.md, "Data
// import"): a preview of what the file would add, and the import itself, in one transaction. Days,
// exercises and sets already there are skipped, so importing a file twice adds nothing.
import type { Conn, Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import type { CsvImportAnswer, CsvPreview, WorkoutCsv } from "@shared/data-transfer/csv-contract";
import { csvKept, csvSkipped } from "./csv/csv-summary";
import type { ExerciseType } from "@shared/workouts/contract";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_WEIGHT } from "@shared/workouts/defaults";
import { setFigures } from "@shared/workouts/history";
import { allSetsDone, typeFields } from "@shared/workouts/rules";
import { checkExercisesPerDay, fillSessions, mergeDayNotes, nameKey, newSetRow, supersetPlacer, workoutIds } from "./import-rows";
import * as store from "./store";
import { inBatches, type NewExerciseRow, type NewSetRow } from "./store";

type ExistingExercise = {
  id: number;
  date: string;
  name: string;
  sets: number;
  type: string;
  supersetGroup: number | null;
  setNumbers: Set<number>;
};

/** The member's exercises on the file's dates, by date and name (trimmed, any case); the first of a name wins. */
function existingExercises(db: Conn, userId: number, csv: WorkoutCsv): Map<string, ExistingExercise> {
  const out = new Map<string, ExistingExercise>();
  const dates = csv.exercises.map((e) => e.date).sort();
  if (dates.length === 0) return out;
  for (const r of store.exercisesBetween(db, userId, dates[0]!, dates.at(-1)!)) {
    const key = `${r.date}\u0000${nameKey(r.name)}`;
    if (!out.has(key)) out.set(key, { ...r, setNumbers: new Set() });
  }
  const byId = new Map([...out.values()].map((e) => [e.id, e]));
  inBatches([...byId.keys()], (batch) => {
    for (const s of store.setNumbers(db, userId, batch)) byId.get(s.exerciseId)!.setNumbers.add(s.setNumber);
  });
  return out;
}

/** What importing the file would do: its days, exercises and sets, and what is already there. */
export function previewWorkoutCsv(db: Db, userId: number, csv: WorkoutCsv): CsvPreview {
  const existing = existingExercises(db, userId, csv);
  let alreadyImported = 0;
  const days = new Map<string, { name: string; sets: number }[]>();
  for (const e of csv.exercises) {
    const there = existing.get(`${e.date}\u0000${nameKey(e.name)}`);
    if (there) alreadyImported += e.sets.filter((s) => there.setNumbers.has(s.setNumber)).length;
    const list = days.get(e.date) ?? [];
    list.push({ name: e.name, sets: e.sets.length });
    days.set(e.date, list);
  }
  const dates = [...days.keys()].sort();
  return {
    source: csv.source,
    layout: csv.layout,
    matchedBy: csv.matchedBy,
    unit: csv.unit,
    unitNeeded: csv.unitNeeded,
    distanceUnitNeeded: csv.distanceUnitNeeded,
    distanceUnit: csv.distanceUnit,
    workouts: dates.length,
    exercises: csv.exercises.length,
    sets: csv.exercises.reduce((n, e) => n + e.sets.length, 0),
    alreadyImported,
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    days: dates.map((date) => ({ date, exercises: days.get(date)! })),
    problems: csv.problems,
    kept: csvKept(csv),
    skipped: csvSkipped(csv),
  };
}

/**
 * Imports the sets of a read CSV as completed sets on their dates, with their RPE, time and
 * distance; each exercise with its type, notes and superset group; each day with its notes. A set
 * is there already when its date, exercise name (any case) and set number are: it is skipped. New
 * sets of an exercise already on the day join it; other exercises are added after the day's own.
 */
export function importWorkoutCsv(db: Db, userId: number, csv: WorkoutCsv): CsvImportAnswer {
  return inTransaction(db, (tx) => {
    const existing = existingExercises(tx, userId, csv);
    const ids = workoutIds(
      tx,
      userId,
      csv.exercises.map((e) => e.date),
    );
    const nextOrder = new Map<number, number>();
    const highestGroup = new Map<string, number>();
    const dateOf = new Map([...ids].map(([date, id]) => [id, date]));
    inBatches([...ids.values()], (batch) => {
      for (const r of store.dayOrderAndGroups(tx, userId, batch)) {
        nextOrder.set(r.workoutId, r.last + 1);
        if (r.group !== null) highestGroup.set(dateOf.get(r.workoutId)!, r.group);
      }
    });
    const groups = supersetPlacer(highestGroup);
    for (const e of csv.exercises) {
      const there = existing.get(`${e.date}\u0000${nameKey(e.name)}`);
      if (there) groups.held(e.date, e.supersetGroup, there.supersetGroup);
    }
    const answer: CsvImportAnswer = { workouts: 0, exercises: 0, sets: 0, alreadyImported: 0, skippedRows: csv.problems.length };
    const toInsert: { exercise: NewExerciseRow; sets: NewSetRow[] }[] = [];
    const grown: ExistingExercise[] = [];
    const extraSets: (NewSetRow & { exerciseId: number })[] = [];
    const touchedDates = new Set<string>();
    for (const e of csv.exercises) {
      const sets = e.sets.map(({ line: _, ...s }) => ({ ...s, completed: true }));
      const there = existing.get(`${e.date}\u0000${nameKey(e.name)}`);
      if (there) {
        const fresh = sets.filter((r) => !there.setNumbers.has(r.setNumber));
        answer.alreadyImported += sets.length - fresh.length;
        if (fresh.length === 0) continue;
        for (const r of fresh) extraSets.push({ ...newSetRow(r), exerciseId: there.id });
        there.sets = Math.max(there.sets, ...fresh.map((r) => r.setNumber));
        grown.push(there);
        answer.sets += fresh.length;
        touchedDates.add(e.date);
        continue;
      }
      const workoutId = ids.get(e.date)!;
      const order = nextOrder.get(workoutId) ?? 0;
      nextOrder.set(workoutId, order + 1);
      // The plan is what was really done: the first working set's weight and reps (for a type
      // without them, bodyweight and one: a plank held once).
      const first = sets.find((r) => r.kind !== "warmup") ?? sets[0]!;
      const fields = typeFields(e.type);
      toInsert.push({
        exercise: {
          userId,
          workoutId,
          date: e.date,
          name: e.name,
          sets: sets.length,
          reps: first.reps || (fields.reps ? DEFAULT_REPS : "1"),
          weight: first.weight || (fields.weight ? DEFAULT_WEIGHT : "BW"),
          restTime: DEFAULT_REST_SECONDS,
          notes: e.notes,
          sortOrder: order,
          isCompleted: true,
          type: e.type,
          supersetGroup: groups.place(e.date, e.supersetGroup),
          ...setFigures(sets, e.type),
        },
        sets: sets.map(newSetRow),
      });
      answer.exercises++;
      answer.sets += sets.length;
      touchedDates.add(e.date);
    }
    store.insertExercises(tx, userId, toInsert);
    store.insertSets(tx, userId, extraSets);
    // Exercises that took new sets: their number of sets, completion and figures follow the rows.
    for (const e of new Set(grown)) {
      const rows = store.exerciseSetFigures(tx, userId, e.id);
      store.updateExercise(tx, userId, e.id, {
        sets: Math.max(e.sets, rows.length),
        isCompleted: allSetsDone(rows),
        ...setFigures(rows, e.type as ExerciseType),
      });
    }
    mergeDayNotes(tx, userId, csv.dayNotes);
    fillSessions(tx, userId, csv.sessions);
    checkExercisesPerDay(tx, userId);
    answer.workouts = touchedDates.size;
    return answer;
  });
}
