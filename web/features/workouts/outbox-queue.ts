// The set outbox's stored queue: what one change is, and a list of changes read from and written
// to the browser's storage. Anything malformed reads as an empty queue (docs/behaviour.md,
// "Saving sets offline").
import type { SetKind } from "../../../src/shared/workouts/contract";
import { SET_KINDS } from "../../../src/shared/workouts/rules";

export const OUTBOX_KEY = "kinfit.setOutbox";

/** The fields of a set a change may touch. */
export type SetFields = { weight?: string; reps?: string; completed?: boolean; kind?: SetKind };

export type OutboxEntry = {
  id: string;
  /** The day the set belongs to (the cache entry to patch). */
  date: string;
  exerciseId: number;
  /** For the message when the server refuses the change. */
  exerciseName: string;
  setNumber: number;
  change: SetFields;
  /** The same fields as they were before the change: what the row goes back to on a refusal. */
  before: SetFields;
  /** When the change was made (ms since the epoch). */
  at: number;
  /** 5xx answers so far. */
  serverErrors?: number;
};

/** The little of Web Storage the outbox needs. */
export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const FIELDS = ["weight", "reps", "completed", "kind"] as const;

function isFields(value: unknown): value is SetFields {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.weight === undefined || typeof v.weight === "string") &&
    (v.reps === undefined || typeof v.reps === "string") &&
    (v.completed === undefined || typeof v.completed === "boolean") &&
    (v.kind === undefined || (SET_KINDS as readonly unknown[]).includes(v.kind))
  );
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === "string" &&
    typeof e.date === "string" &&
    Number.isInteger(e.exerciseId) &&
    typeof e.exerciseName === "string" &&
    Number.isInteger(e.setNumber) &&
    isFields(e.change) &&
    isFields(e.before) &&
    typeof e.at === "number" &&
    (e.serverErrors === undefined || Number.isInteger(e.serverErrors))
  );
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
