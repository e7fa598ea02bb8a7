// The workout outbox's stored queue: what one change is, and a list of changes read from and
// written to the browser's storage. A change is one of these kinds: a set's fields (the first kind,
// and the one an entry without `kind` is), exercises added to a day, an exercise's own fields,
// warm-up sets put before an exercise's sets, an exercise deleted, the day's workout finished.
// Anything malformed reads as an empty queue: the changes after one lost would name the wrong sets
// (docs/behaviour/workouts.md, "Saving sets offline").
import type { WeekdayName } from "@shared/dates";
import type { ExerciseType, SetKind } from "@shared/workouts/contract";
import { EXERCISE_TYPES, SET_KINDS } from "@shared/workouts/rules";

export const OUTBOX_KEY = "kinfit.setOutbox";

/** The fields of a set a change may touch. */
export type SetFields = {
  weight?: string;
  reps?: string;
  completed?: boolean;
  kind?: SetKind;
  /** null clears it. */
  rpe?: number | null;
  durationSeconds?: number | null;
  distanceMeters?: number | null;
};

/** An exercise's own fields a change may touch; `addSet` adds one set after the last. */
export type ExerciseFields = {
  name?: string;
  sets?: number;
  reps?: string;
  weight?: string;
  restTime?: number;
  notes?: string | null;
  isCompleted?: boolean;
  sortOrder?: number;
  addSet?: true;
  type?: ExerciseType;
  supersetGroup?: number | null;
};

/** A new exercise as the phone queues it: the add form's or a template's numbers, and the phone's id. */
export type QueuedExercise = {
  name: string;
  sets: number;
  reps: string;
  weight: string;
  restTime: number;
  notes: string | null;
  clientId: string;
  /** weight_reps when absent (a queue kept before exercises had types). */
  type?: ExerciseType;
  supersetGroup?: number | null;
  /** A program's workout put on the day with no connection. */
  programId?: number;
  programWorkout?: string;
  /** Each set prefilled from last time (a started template): `sets` is their number. */
  setRows?: { weight: string; reps: string; kind: SetKind }[];
};

type Common = {
  id: string;
  /** The day the change belongs to (the cache entry to patch). */
  date: string;
  /** For the message when the server refuses the change. */
  exerciseName: string;
  /** When the change was made (ms since the epoch). */
  at: number;
  /** 5xx answers so far. */
  serverErrors?: number;
};

/**
 * Which exercise a change is about: its id, and the id the phone made for it when it has one. An
 * exercise made on the phone and not yet stored has only the phone's id (its `exerciseId` is then
 * the stand-in `localExerciseId` gives); the server takes either in the path.
 */
type ExerciseRef = { exerciseId: number; clientId?: string };

export type SetEntry = Common &
  ExerciseRef & {
    kind?: "set";
    setNumber: number;
    change: SetFields;
    /** The same fields as they were before the change: what the row goes back to on a refusal. */
    before: SetFields;
  };

export type AddEntry = Common & {
  kind: "add";
  dayOfWeek: WeekdayName;
  exercises: QueuedExercise[];
  /** "replace": the day's exercises go first; "append" (or none): after them. */
  mode?: "replace" | "append";
};

export type EditEntry = Common &
  ExerciseRef & {
    kind: "edit";
    change: ExerciseFields;
    /** How many sets the exercise had when the change was made (what `addSet` adds one to). */
    setsBefore: number;
  };

export type DeleteEntry = Common & ExerciseRef & { kind: "delete" };

/** A warm-up set as queued: pounds and reps, as `POST /api/exercises/{id}/warmups` takes them. */
export type WarmupFigures = { weight: string; reps: string };

/** Warm-up sets put before the exercise's sets, lightest first: the sets after them are renumbered. */
export type WarmupsEntry = Common & ExerciseRef & { kind: "warmups"; sets: WarmupFigures[] };

/** The day's workout finished (the Finish tap), at `finishedAt` (ISO text). */
export type FinishEntry = Common & { kind: "finish"; finishedAt: string };

export type OutboxEntry = SetEntry | AddEntry | EditEntry | DeleteEntry | WarmupsEntry | FinishEntry;

export const isSetEntry = (e: OutboxEntry): e is SetEntry => e.kind === undefined || e.kind === "set";

/** The little of Web Storage the outbox needs. */
export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const FIELDS = ["weight", "reps", "completed", "kind", "rpe", "durationSeconds", "distanceMeters"] as const;

const isNumberOrNull = (v: unknown) => v === null || (typeof v === "number" && Number.isFinite(v));

function isFields(value: unknown): value is SetFields {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.weight === undefined || typeof v.weight === "string") &&
    (v.reps === undefined || typeof v.reps === "string") &&
    (v.completed === undefined || typeof v.completed === "boolean") &&
    (v.kind === undefined || (SET_KINDS as readonly unknown[]).includes(v.kind)) &&
    optional(v.rpe, isNumberOrNull) &&
    optional(v.durationSeconds, isNumberOrNull) &&
    optional(v.distanceMeters, isNumberOrNull)
  );
}

const optional = (value: unknown, test: (v: unknown) => boolean) => value === undefined || test(value);
const isText = (v: unknown) => typeof v === "string";
const isWhole = (v: unknown) => Number.isInteger(v);
const isType = (v: unknown) => (EXERCISE_TYPES as readonly unknown[]).includes(v);

function isExerciseFields(value: unknown): value is ExerciseFields {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    optional(v.name, isText) &&
    optional(v.sets, isWhole) &&
    optional(v.reps, isText) &&
    optional(v.weight, isText) &&
    optional(v.restTime, isWhole) &&
    optional(v.notes, (n) => n === null || isText(n)) &&
    optional(v.isCompleted, (b) => typeof b === "boolean") &&
    optional(v.sortOrder, isWhole) &&
    optional(v.addSet, (b) => b === true) &&
    optional(v.type, isType) &&
    optional(v.supersetGroup, (g) => g === null || isWhole(g))
  );
}

function isQueuedExercise(value: unknown): value is QueuedExercise {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.name) &&
    isWhole(v.sets) &&
    isText(v.reps) &&
    isText(v.weight) &&
    isWhole(v.restTime) &&
    (v.notes === null || isText(v.notes)) &&
    isText(v.clientId) &&
    optional(v.type, isType) &&
    optional(v.supersetGroup, (g) => g === null || isWhole(g)) &&
    optional(v.programId, isWhole) &&
    optional(v.programWorkout, isText) &&
    optional(v.setRows, (rows) => Array.isArray(rows) && rows.every(isPrefilledRow))
  );
}

function isPrefilledRow(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return isText(r.weight) && isText(r.reps) && typeof r.kind === "string" && (SET_KINDS as readonly string[]).includes(r.kind);
}

function isWarmupFigures(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const w = value as Record<string, unknown>;
  return isText(w.weight) && isText(w.reps);
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  const common = isText(e.id) && isText(e.date) && isText(e.exerciseName) && typeof e.at === "number" && optional(e.serverErrors, isWhole);
  if (!common) return false;
  const ref = isWhole(e.exerciseId) && optional(e.clientId, isText);
  switch (e.kind) {
    case undefined:
    case "set":
      return ref && isWhole(e.setNumber) && isFields(e.change) && isFields(e.before);
    case "add":
      return (
        isText(e.dayOfWeek) &&
        Array.isArray(e.exercises) &&
        e.exercises.every(isQueuedExercise) &&
        optional(e.mode, (m) => m === "replace" || m === "append")
      );
    case "edit":
      return ref && isExerciseFields(e.change) && isWhole(e.setsBefore);
    case "delete":
      return ref;
    case "warmups":
      return ref && Array.isArray(e.sets) && e.sets.length > 0 && e.sets.every(isWarmupFigures);
    case "finish":
      return isText(e.finishedAt);
    default:
      return false;
  }
}

/** A parsed queue; anything that is not a list of well-formed entries is an empty queue. */
export function toQueue(value: unknown): OutboxEntry[] {
  return Array.isArray(value) && value.every(isEntry) ? value : [];
}

/** The stored queue; anything that is not a list of well-formed entries reads as an empty queue. */
export function parseQueue(text: string | null): OutboxEntry[] {
  if (!text) return [];
  try {
    return toQueue(JSON.parse(text));
  } catch {
    return [];
  }
}

export function readQueue(storage: OutboxStorage): OutboxEntry[] {
  try {
    return parseQueue(storage.getItem(OUTBOX_KEY));
  } catch {
    return [];
  }
}

export function writeQueue(storage: OutboxStorage, queue: OutboxEntry[]) {
  try {
    if (queue.length === 0) storage.removeItem(OUTBOX_KEY);
    else storage.setItem(OUTBOX_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or blocked: the change still goes out while the page is open.
  }
}
