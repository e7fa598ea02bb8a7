// Exercise and set rows: the columns the answers carry, in their order, and the mapping of a row to
// the API's shapes, whether it was read as an array (statements.ts) or as a drizzle object. An
// exercise's new column goes here, beside the schema, its migration and the contract; the
// statements and the services take the lists and the mappers from this file.
import { storedFlag } from "@db/prepared";
import type { exercises, exerciseSets } from "@db/schema";
import type { ExerciseDto, ExerciseType, ExerciseUpdate, NewExercise, SetKind, SetRow } from "@shared/workouts/contract";

export type ExerciseRow = typeof exercises.$inferSelect;
export type SetRecord = typeof exerciseSets.$inferSelect;

/** An exercise's columns in the order the answers carry them (ExerciseValues). */
export const EXERCISE_COLUMNS =
  "id, name, sets, reps, weight, rest_time, is_completed, notes, sort_order, client_id, type, superset_group, program_id, program_workout";

/** An exercises row as read in EXERCISE_COLUMNS. */
export type ExerciseValues = [
  id: number,
  name: string,
  sets: number,
  reps: string,
  weight: string,
  restTime: number,
  isCompleted: number,
  notes: string | null,
  sortOrder: number,
  clientId: string | null,
  type: string,
  supersetGroup: number | null,
  programId: number | null,
  programWorkout: string | null,
];

/** A set row's columns in the order the answers carry them (SetValues). */
export const SET_COLUMNS = "set_number, weight, reps, completed, kind, rpe, duration_seconds, distance_meters";

/** An exercise_sets row as read in SET_COLUMNS. */
export type SetValues = [
  setNumber: number,
  weight: string,
  reps: string,
  completed: number,
  kind: string,
  rpe: number | null,
  durationSeconds: number | null,
  distanceMeters: number | null,
];

/** A set row as a day's read gives it: SET_COLUMNS, then its exercise's id. */
export type DaySetValues = [...SetValues, exerciseId: number];

/** The columns a new exercise takes from what the member sent, in the order of newExerciseValues. */
export const NEW_EXERCISE_COLUMNS =
  "name, sets, reps, weight, rest_time, is_completed, notes, client_id, type, superset_group, program_id, program_workout";

/** One `?` per column of a list: the values of an INSERT bound by position. */
export const placeholdersFor = (columns: string): string =>
  columns
    .split(",")
    .map(() => "?")
    .join(", ");

/** A new exercise's own values, bound by position to NEW_EXERCISE_COLUMNS. */
export function newExerciseValues(
  e: NewExercise,
): [string, number, string, string, number, number, string | null, string | null, string, number | null, number | null, string | null] {
  return [
    e.name,
    e.sets,
    e.reps,
    e.weight,
    e.restTime,
    Number(e.isCompleted),
    e.notes,
    e.clientId ?? null,
    e.type,
    e.supersetGroup,
    e.programId ?? null,
    e.programWorkout ?? null,
  ];
}

/** A new exercise's own values as columns, for an insert through drizzle (an import): the same as newExerciseValues. */
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

/** A set row with its rpe, time and distance where logged (SetRow leaves out the ones that are not). */
function withLogged(row: SetRow, rpe: number | null, durationSeconds: number | null, distanceMeters: number | null): SetRow {
  if (rpe !== null) row.rpe = rpe;
  if (durationSeconds !== null) row.durationSeconds = durationSeconds;
  if (distanceMeters !== null) row.distanceMeters = distanceMeters;
  return row;
}

export function setRowFromValues(r: SetValues | DaySetValues): SetRow {
  return withLogged({ setNumber: r[0], weight: r[1], reps: r[2], completed: storedFlag(r[3]), kind: r[4] as SetKind }, r[5], r[6], r[7]);
}

export function setRowFromRecord(r: SetRecord): SetRow {
  return withLogged(
    { setNumber: r.setNumber, weight: r.weight, reps: r.reps, completed: r.completed, kind: r.kind as SetKind },
    r.rpe,
    r.durationSeconds,
    r.distanceMeters,
  );
}

export function exerciseFromValues(e: ExerciseValues, setRows: SetRow[], isCompleted = storedFlag(e[6])): ExerciseDto {
  return {
    id: e[0],
    name: e[1],
    sets: e[2],
    reps: e[3],
    weight: e[4],
    restTime: e[5],
    isCompleted,
    notes: e[7],
    sortOrder: e[8],
    setRows,
    ...(e[9] === null ? {} : { clientId: e[9] }),
    type: e[10] as ExerciseType,
    supersetGroup: e[11],
    ...(e[12] === null ? {} : { programId: e[12], programWorkout: e[13] ?? "" }),
  };
}

export function exerciseFromRow(e: ExerciseRow, setRows: SetRow[]): ExerciseDto {
  return {
    id: e.id,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted: e.isCompleted,
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
export function dayFromValues(list: ExerciseValues[], sets: DaySetValues[]): ExerciseDto[] {
  const byExercise = new Map<number, SetRow[]>(list.map((e) => [e[0], []]));
  for (const r of sets) byExercise.get(r[8])?.push(setRowFromValues(r));
  return list.map((e) => exerciseFromValues(e, byExercise.get(e[0]) ?? []));
}
