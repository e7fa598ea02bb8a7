// Exercise and set records: the columns the answers carry, read by name, and the one mapping of
// each record to the API's shapes. An exercise's or a set's new column goes here (its column list,
// its record and its mapping), beside the schema, its migration and the contract.
import { storedFlag } from "@db/prepared";
import type { exercises } from "@db/schema";
import type { ExerciseDto, ExerciseType, ExerciseUpdate, NewExercise, SetKind, SetRow } from "@shared/workouts/contract";

/** An exercises row whole, as drizzle reads it (an edit's stamps, an export). */
export type ExerciseRow = typeof exercises.$inferSelect;

/** An exercise's columns the answers carry, each named as its record's field (ExerciseRecord). */
export const EXERCISE_COLUMNS =
  "id, name, sets, reps, weight, rest_time AS restTime, is_completed AS isCompleted, notes, sort_order AS sortOrder, client_id AS clientId, " +
  "type, superset_group AS supersetGroup, program_id AS programId, program_workout AS programWorkout";

/**
 * An exercise as the answers carry it, read by EXERCISE_COLUMNS (the flag as 0 or 1) or whole by
 * drizzle (the flag as a boolean): one mapping, toExercise, serves both.
 */
export type ExerciseRecord = {
  id: number;
  name: string;
  sets: number;
  reps: string;
  weight: string;
  restTime: number;
  isCompleted: boolean | number;
  notes: string | null;
  sortOrder: number;
  clientId: string | null;
  type: string;
  supersetGroup: number | null;
  programId: number | null;
  programWorkout: string | null;
};

/** A set row's columns the answers carry, each named as its record's field (SetRecord). */
export const SET_COLUMNS =
  "set_number AS setNumber, weight, reps, completed, kind, rpe, duration_seconds AS durationSeconds, distance_meters AS distanceMeters";

/** A set row as the answers carry it, read by SET_COLUMNS (the tick as 0 or 1) or by drizzle (a boolean). */
export type SetRecord = {
  setNumber: number;
  weight: string;
  reps: string;
  completed: boolean | number;
  kind: string;
  rpe: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
};

/** A set row as a day's read gives it: its exercise's id with it. */
export type DaySetRecord = SetRecord & { exerciseId: number };

/** A set row, its rpe, time and distance only where logged (SetRow leaves out the ones that are not). */
export function toSetRow(r: SetRecord): SetRow {
  const row: SetRow = {
    setNumber: r.setNumber,
    weight: r.weight,
    reps: r.reps,
    completed: storedFlag(r.completed),
    kind: r.kind as SetKind,
  };
  if (r.rpe !== null) row.rpe = r.rpe;
  if (r.durationSeconds !== null) row.durationSeconds = r.durationSeconds;
  if (r.distanceMeters !== null) row.distanceMeters = r.distanceMeters;
  return row;
}

/** An exercise as the API answers it, with its set rows (and its flag, when the caller just worked it out). */
export function toExercise(e: ExerciseRecord, setRows: SetRow[], isCompleted = storedFlag(e.isCompleted)): ExerciseDto {
  return {
    id: e.id,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted,
    notes: e.notes,
    sortOrder: e.sortOrder,
    setRows,
    ...(e.clientId === null ? {} : { clientId: e.clientId }),
    type: e.type as ExerciseType,
    supersetGroup: e.supersetGroup,
    ...(e.programId === null ? {} : { programId: e.programId, programWorkout: e.programWorkout ?? "" }),
  };
}

/** A day's exercises (in order) with their set rows (by exercise, then set), as a day's read gives them. */
export function toDay(list: ExerciseRecord[], sets: DaySetRecord[]): ExerciseDto[] {
  const byExercise = new Map<number, SetRow[]>(list.map((e) => [e.id, []]));
  for (const r of sets) byExercise.get(r.exerciseId)?.push(toSetRow(r));
  return list.map((e) => toExercise(e, byExercise.get(e.id) ?? []));
}

/** A new exercise's own columns, by name: the day's insert adds its phone id and program tags, an import its own. */
export function newExerciseRecord(
  e: NewExercise,
): Pick<ExerciseRow, "name" | "sets" | "reps" | "weight" | "restTime" | "isCompleted" | "notes" | "type" | "supersetGroup"> {
  return {
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted: e.isCompleted,
    notes: e.notes,
    type: e.type,
    supersetGroup: e.supersetGroup,
  };
}

/** The exercise's own columns an edit changes; set rows and the completed flag follow in service.ts. */
export function exerciseChanges(input: ExerciseUpdate): Partial<ExerciseRow> {
  const changes: Partial<ExerciseRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.sets !== undefined) changes.sets = input.sets;
  if (input.reps !== undefined) changes.reps = input.reps;
  if (input.weight !== undefined) changes.weight = input.weight;
  if (input.restTime !== undefined) changes.restTime = input.restTime;
  if (input.notes !== undefined) changes.notes = input.notes || null;
  if (input.sortOrder !== undefined) changes.sortOrder = input.sortOrder;
  if (input.type !== undefined) changes.type = input.type;
  if (input.supersetGroup !== undefined) changes.supersetGroup = input.supersetGroup;
  return changes;
}
