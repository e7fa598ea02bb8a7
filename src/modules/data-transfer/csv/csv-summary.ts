// What a read workout CSV brings and what it leaves out, as the preview lists them
// (docs/behaviour/data-transfer.md, "Data import"): nothing of the file is dropped without being said.
import type { ExerciseType } from "@shared/workouts/rules";
import {
  REST_TIMER_SKIP,
  RPE_SKIP,
  SUPERSET_SKIP,
  WORKOUT_LENGTH_SKIP,
  WORKOUT_NAME_SKIP,
  type CsvKept,
  type CsvPreview,
  type WorkoutCsv,
} from "@shared/data-transfer/csv-contract";

export function csvKept(csv: WorkoutCsv): CsvKept {
  const sets = csv.exercises.flatMap((e) => e.sets);
  const exerciseTypes: Partial<Record<ExerciseType, number>> = {};
  for (const e of csv.exercises) exerciseTypes[e.type] = (exerciseTypes[e.type] ?? 0) + 1;
  return {
    workouts: new Set(csv.exercises.map((e) => e.date)).size,
    exercises: csv.exercises.length,
    sets: sets.length,
    setsWithRpe: sets.filter((s) => s.rpe !== undefined).length,
    setsWithDistance: sets.filter((s) => s.distanceMeters !== undefined).length,
    setsWithDuration: sets.filter((s) => s.durationSeconds !== undefined).length,
    exercisesInSupersets: csv.exercises.filter((e) => e.supersetGroup !== null).length,
    exerciseNotes: csv.exercises.filter((e) => e.notes !== null).length,
    workoutNotes: csv.dayNotes.length,
    workoutNames: csv.sessions.filter((s) => s.name !== null).length,
    workoutLengths: csv.sessions.filter((s) => s.finishedAt !== null).length,
    exerciseTypes,
  };
}

/** What is left out on purpose, with why; rows that cannot be read are the preview's `problems`. */
export function csvSkipped(csv: WorkoutCsv): CsvPreview["skipped"] {
  const all: [number, string][] = [
    [csv.restTimerRows, REST_TIMER_SKIP],
    [csv.dropped.rpe, RPE_SKIP],
    [csv.dropped.supersetGroups, SUPERSET_SKIP],
    [csv.dropped.workoutNames, WORKOUT_NAME_SKIP],
    [csv.dropped.workoutDurations, WORKOUT_LENGTH_SKIP],
  ];
  return all.filter(([rows]) => rows > 0).map(([rows, why]) => ({ rows, why }));
}
