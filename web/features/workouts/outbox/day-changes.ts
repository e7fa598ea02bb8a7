// A day as the member sees it: what the server (or the phone's kept copy) holds, with every change
// still waiting in the outbox played on top, oldest first (docs/behaviour/workouts.md, "Saving sets
// offline"). Playing a change twice gives what playing it once does, so a change the server has
// already taken, and whose answer is in the cache, draws no second time. A change the server
// refuses leaves the queue, and the day is drawn without it: that is the rollback.
import type { ExerciseDto, SetRow, WorkoutDto } from "@shared/workouts/contract";
import { allSetsDone, startsWithWarmups } from "@shared/workouts/rules";
import {
  isSetEntry,
  type AddEntry,
  type EditEntry,
  type OutboxEntry,
  type QueuedExercise,
  type SetFields,
  type WarmupFigures,
} from "./outbox-queue";

/**
 * The stand-in id of an exercise made on the phone and not yet stored: negative (no stored id is),
 * and the same on every reload, from the random end of the phone's id.
 */
export function localExerciseId(clientId: string): number {
  return -(Number.parseInt(clientId.replace(/-/g, "").slice(-13), 16) + 1);
}

/** Whether a change is about this exercise: the same stored id, or the same phone id. */
export function isAbout(exercise: Pick<ExerciseDto, "id" | "clientId">, ref: Ref): boolean {
  return (ref.exerciseId > 0 && exercise.id === ref.exerciseId) || (ref.clientId !== undefined && exercise.clientId === ref.clientId);
}

/** The exercise names of a change, for the messages about it. */
export const entryName = (entry: OutboxEntry) =>
  entry.kind === "add" ? entry.exercises.map((e) => e.name).join(", ") : entry.exerciseName;

type Ref = { exerciseId: number; clientId?: string };

/** How a change names an exercise: its id, and the phone's id when it has one. */
export const refOf = (exercise: Pick<ExerciseDto, "id" | "clientId">): Ref => ({
  exerciseId: exercise.id,
  ...(exercise.clientId ? { clientId: exercise.clientId } : {}),
});

/** A set row with a change on it; a field changed to null is no longer logged, as the API leaves it out. */
function withFields(row: SetRow, fields: SetFields): SetRow {
  const out: Record<string, unknown> = { ...row, ...fields };
  for (const key of ["rpe", "durationSeconds", "distanceMeters"] as const) if (out[key] === null) delete out[key];
  return out as SetRow;
}

/** One set row of a day changed, and the exercise's completion kept in step with its rows. */
export function patchSet(day: WorkoutDto, exercise: number | Ref, setNumber: number, fields: SetFields): WorkoutDto {
  if (Object.keys(fields).length === 0) return day;
  const ref = typeof exercise === "number" ? { exerciseId: exercise } : exercise;
  let touched = false;
  const exercises = day.exercises.map((e): ExerciseDto => {
    if (!isAbout(e, ref) || !e.setRows.some((r) => r.setNumber === setNumber)) return e;
    touched = true;
    const setRows = e.setRows.map((r) => (r.setNumber === setNumber ? withFields(r, fields) : r));
    return { ...e, setRows, isCompleted: allSetsDone(setRows) };
  });
  return touched ? { ...day, exercises } : day;
}

/** A queued new exercise as the day shows it until the server has it: its planned or prefilled sets, none ticked. */
export function localExercise(e: QueuedExercise, sortOrder: number): ExerciseDto {
  const setRows: SetRow[] = e.setRows
    ? e.setRows.map((r, i) => ({ setNumber: i + 1, weight: r.weight, reps: r.reps, completed: false, kind: r.kind }))
    : Array.from({ length: e.sets }, (_, i) => ({
        setNumber: i + 1,
        weight: e.weight,
        reps: e.reps,
        completed: false,
        kind: "normal",
      }));
  return {
    id: localExerciseId(e.clientId),
    clientId: e.clientId,
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    notes: e.notes,
    isCompleted: false,
    sortOrder,
    setRows,
    type: e.type ?? "weight_reps",
    supersetGroup: e.supersetGroup ?? null,
    ...(e.programId !== undefined && e.programWorkout ? { programId: e.programId, programWorkout: e.programWorkout } : {}),
  };
}

function applyAdd(day: WorkoutDto, entry: AddEntry): WorkoutDto {
  const have = new Set(day.exercises.flatMap((e) => (e.clientId ? [e.clientId] : [])));
  const fresh = entry.exercises.filter((e) => !have.has(e.clientId));
  // Sent before and stored: the day already shows it as the server has it.
  if (fresh.length === 0) return day;
  const kept = entry.mode === "replace" && fresh.length === entry.exercises.length ? [] : day.exercises;
  let order = kept.reduce((top, e) => Math.max(top, e.sortOrder + 1), 0);
  const added = fresh.map((q) => localExercise(q, order++));
  return { ...day, exercises: [...kept, ...added] };
}

/** An exercise's own fields changed as the server changes them (src/modules/workouts/service.ts). */
export function editedExercise(exercise: ExerciseDto, entry: Pick<EditEntry, "change" | "setsBefore">): ExerciseDto {
  const { addSet, sets, isCompleted, ...fields } = entry.change;
  let setRows = exercise.setRows;
  // A new plan moves the unticked sets that still held the old one.
  if (fields.weight !== undefined && fields.weight !== exercise.weight) {
    setRows = setRows.map((r) => (!r.completed && r.weight === exercise.weight ? { ...r, weight: fields.weight! } : r));
  }
  if (fields.reps !== undefined && fields.reps !== exercise.reps) {
    setRows = setRows.map((r) => (!r.completed && r.reps === exercise.reps ? { ...r, reps: fields.reps! } : r));
  }
  const target = addSet ? Math.max(setRows.length, entry.setsBefore + 1) : sets;
  if (target !== undefined && target < setRows.length) setRows = setRows.slice(0, target);
  else if (target !== undefined) {
    const last = setRows.at(-1);
    const from =
      last && fields.weight === undefined && fields.reps === undefined
        ? last
        : { weight: fields.weight ?? exercise.weight, reps: fields.reps ?? exercise.reps };
    const start = last?.setNumber ?? 0;
    const more = Array.from(
      { length: target - setRows.length },
      (_, i): SetRow => ({ setNumber: start + i + 1, weight: from.weight, reps: from.reps, completed: false, kind: "normal" }),
    );
    setRows = [...setRows, ...more];
  }
  if (isCompleted !== undefined) setRows = setRows.map((r) => ({ ...r, completed: isCompleted }));
  const changed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if ("notes" in changed) changed.notes = changed.notes || null;
  return { ...exercise, ...changed, sets: target ?? exercise.sets, setRows, isCompleted: allSetsDone(setRows) };
}

/**
 * Warm-up sets put before an exercise's sets as the server puts them (src/modules/workouts/service.ts):
 * unticked warm-ups numbered from 1, the sets after them keeping their order, figures and ticks.
 * An exercise that already starts with these warm-ups has them (the server's answer is in): unchanged.
 */
export function withWarmups(exercise: ExerciseDto, sets: readonly WarmupFigures[]): ExerciseDto {
  if (startsWithWarmups(exercise.setRows, sets)) return exercise;
  const warmups = sets.map((w, i): SetRow => ({ setNumber: i + 1, weight: w.weight, reps: w.reps, completed: false, kind: "warmup" }));
  const after = exercise.setRows.map((r) => ({ ...r, setNumber: r.setNumber + sets.length }));
  const setRows = [...warmups, ...after];
  return { ...exercise, sets: exercise.sets + sets.length, setRows, isCompleted: allSetsDone(setRows) };
}

/** Whether warm-ups still waiting will renumber the sets of the exercise `ref` names on `date`. */
export const renumbering = (queue: readonly OutboxEntry[], date: string, ref: Ref) =>
  queue.some((e) => e.kind === "warmups" && e.date === date && sameRef(e, ref));

const sameRef = (a: Ref, b: Ref) => isAbout({ id: a.exerciseId, clientId: a.clientId }, b);

/** One waiting change played on a day (the same day when it is about another). */
export function applyEntry(day: WorkoutDto, entry: OutboxEntry): WorkoutDto {
  if (entry.date !== day.date) return day;
  if (isSetEntry(entry)) return patchSet(day, entry, entry.setNumber, entry.change);
  if (entry.kind === "add") return applyAdd(day, entry);
  if (entry.kind === "finish") return day;
  if (entry.kind === "warmups") {
    if (!day.exercises.some((e) => isAbout(e, entry))) return day;
    return { ...day, exercises: day.exercises.map((e) => (isAbout(e, entry) ? withWarmups(e, entry.sets) : e)) };
  }
  if (entry.kind === "delete") {
    const exercises = day.exercises.filter((e) => !isAbout(e, entry));
    return exercises.length === day.exercises.length ? day : { ...day, exercises };
  }
  if (!day.exercises.some((e) => isAbout(e, entry))) return day;
  return { ...day, exercises: day.exercises.map((e) => (isAbout(e, entry) ? editedExercise(e, entry) : e)) };
}

/** Lower sortOrder first; a tie keeps the order the day had (the server's: sortOrder, then id). */
export const inOrder = (day: WorkoutDto): WorkoutDto => {
  const sorted = day.exercises.map((e, i) => ({ e, i })).sort((a, b) => a.e.sortOrder - b.e.sortOrder || a.i - b.i);
  return sorted.every(({ i }, at) => i === at) ? day : { ...day, exercises: sorted.map(({ e }) => e) };
};

/** The day with the waiting changes of that date on top, oldest first (the same object when none apply). */
export function withPending(day: WorkoutDto, queue: readonly OutboxEntry[]): WorkoutDto {
  const changed = queue.reduce(applyEntry, day);
  return changed === day ? day : inOrder(changed);
}

/**
 * The day with these set changes undone, newest first (what was drawn into the cache goes back). A
 * set change made on top of dropped warm-ups was never drawn into the cache (its number counts them).
 */
export function withoutChanges(day: WorkoutDto, dropped: readonly OutboxEntry[]): WorkoutDto {
  const drawn = dropped.filter((e, i) => isSetEntry(e) && e.date === day.date && !renumbering(dropped.slice(0, i), e.date, e));
  return drawn.reverse().reduce((d, e) => (isSetEntry(e) ? patchSet(d, e, e.setNumber, e.before) : d), day);
}
