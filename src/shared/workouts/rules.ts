// Workout rules both sides use: completion, matching 'Last' by name, reading whole numbers from
// form fields, what a planned or logged weight and reps may be, and the numbers a logged exercise
// contributes to a template look-back. The API's field schemas (fields.ts) wrap the readers here,
// so the screens check a set with the same rule without loading zod.
import { WORKOUT } from "@shared/limits";
import { DEFAULT_WEIGHT } from "./defaults";

// The rules take the shapes they read as plain types, not the contract's: the contract builds its
// schemas from the readers here, so an import back would close a loop.

/** How a set counts: warm-ups count toward neither records nor volume (docs/behaviour/workouts.md, "Sets"). */
export const SET_KINDS = ["normal", "warmup", "drop", "failure"] as const;

/**
 * What a set of an exercise records (docs/behaviour/workouts.md, "Kinds of exercise"): weight and reps (the
 * default), reps alone, reps with weight added or taken off by assistance (stored positive), a time,
 * or a distance and a time.
 */
export const EXERCISE_TYPES = [
  "weight_reps",
  "bodyweight_reps",
  "weighted_bodyweight",
  "assisted_bodyweight",
  "duration",
  "distance_duration",
] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export const DEFAULT_EXERCISE_TYPE: ExerciseType = "weight_reps";

/** The fields a set row of each type shows and logs. */
export function typeFields(type: ExerciseType): { weight: boolean; reps: boolean; duration: boolean; distance: boolean } {
  return {
    weight: type === "weight_reps" || type === "weighted_bodyweight" || type === "assisted_bodyweight",
    reps: type !== "duration" && type !== "distance_duration",
    duration: type === "duration" || type === "distance_duration",
    distance: type === "distance_duration",
  };
}

/** Only weight and reps have a one-rep max worth estimating (none for a plank or a run). */
export const hasOneRepMax = (type: ExerciseType | undefined) => (type ?? DEFAULT_EXERCISE_TYPE) === "weight_reps";

/** A superset's letter, as the screens label it: group 1 is A, 2 is B... */
export const groupLetter = (group: number) => String.fromCharCode(64 + group);

/** RPE, how hard a set was: 6 to 10 in steps of 0.5, picked with one tap. */
export const RPE_VALUES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const;
export const isRpe = (n: number) => (RPE_VALUES as readonly number[]).includes(n);

/** The numbers of a planned exercise, without its name: what a template holds for it. */
export type TemplateNumbers = { sets: number; reps: string; weight: string; restTime: number };

/** What the rules read of a logged set (a `SetRow` of the contract). */
type LoggedSet = { setNumber: number; weight: string; reps: string; completed: boolean };

const LOAD = /^(\d+(?:[.,]\d+)?|[.,]\d+)$/;
const LOAD_RANGE = /^(\d+(?:[.,]\d+)?)\s*-\s*(\d+(?:[.,]\d+)?)$/;
const toNumber = (s: string) => Number(s.replace(",", "."));
const inLoadRange = (n: number) => Number.isFinite(n) && n >= 0 && n <= WORKOUT.maxWeight;

/**
 * A planned weight as stored, in pounds: a number from 0 to 2,000, a range such as '60-70', or
 * 'BW' for bodyweight ('bodyweight' is read as BW). A comma may be the decimal mark; blank is the
 * default. Null when it is none of these.
 */
export function readPlannedWeight(raw: string | number): string | null {
  if (typeof raw === "number") return inLoadRange(raw) ? String(raw) : null;
  const v = raw.trim();
  if (v === "") return DEFAULT_WEIGHT;
  if (/^(bw|bodyweight)$/i.test(v)) return "BW";
  if (LOAD.test(v) && inLoadRange(toNumber(v))) return String(toNumber(v));
  const range = LOAD_RANGE.exec(v);
  if (range) {
    const [lo, hi] = [toNumber(range[1]!), toNumber(range[2]!)];
    if (inLoadRange(lo) && inLoadRange(hi) && lo <= hi) return `${lo}-${hi}`;
  }
  return null;
}

/** Planned reps as the lifter writes them ('8-10', '12', 'AMRAP'): a number or a range must be whole reps from 0 to 1,000. */
export function isPlannedReps(v: string): boolean {
  if (!/^[-+.,\d]/.test(v)) return true;
  const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(v);
  if (!m) return false;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return lo <= hi && hi <= WORKOUT.maxReps;
}

/**
 * A logged set's weight as stored, in pounds: a number from 0 to 2,000 (a comma may be the decimal
 * mark), or '' for blank; null otherwise.
 */
export function readLoggedWeight(raw: string | number): string | null {
  const v = typeof raw === "number" ? raw : raw.trim();
  if (v === "") return "";
  const n = typeof v === "number" ? v : LOAD.test(v) ? toNumber(v) : Number.NaN;
  return inLoadRange(n) ? String(n) : null;
}

/** A logged set's reps as stored: a whole number from 0 to 1,000, or '' for blank; null otherwise. */
export function readLoggedReps(raw: string | number): string | null {
  const v = typeof raw === "number" ? raw : raw.trim();
  if (v === "") return "";
  const n = typeof v === "number" ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= WORKOUT.maxReps ? String(n) : null;
}

/** An exercise is complete when it has sets and every one is ticked (docs/behaviour/workouts.md, "Progress and completion"). */
export function allSetsDone(rows: readonly Pick<LoggedSet, "completed">[]): boolean {
  return rows.length > 0 && rows.every((r) => r.completed);
}

export function setsDone(rows: readonly Pick<LoggedSet, "completed">[]): number {
  return rows.filter((r) => r.completed).length;
}

/**
 * Whole number from a form field, or the fallback when it is not one (docs/behaviour/workouts.md, "Day and
 * exercises": each form has its own fallback).
 */
export function wholeOr(value: string | number, fallback: number): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value).trim(), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** The 'Last' numbers for a card: the previous workout's exercise of the same name, any case. */
export function findPrevious<T extends { name: string }>(previous: readonly T[] | undefined, name: string): T | undefined {
  const key = name.trim().toLowerCase();
  return previous?.find((p) => p.name.trim().toLowerCase() === key);
}

/**
 * The numbers a logged exercise contributes when a template is loaded: its sets and rest time,
 * and the weight and reps of its last ticked set (what was really lifted), or the planned weight
 * and reps when no set was ticked.
 */
export function latestNumbers(e: TemplateNumbers & { setRows: readonly LoggedSet[] }): TemplateNumbers {
  const ticked = e.setRows.filter((r) => r.completed).sort((a, b) => a.setNumber - b.setNumber);
  const last = ticked[ticked.length - 1];
  return {
    sets: e.sets,
    reps: last?.reps.trim() ? last.reps : e.reps,
    weight: last?.weight.trim() ? last.weight : e.weight,
    restTime: e.restTime,
  };
}

/**
 * A timed or distance exercise stores only what it is (docs/behaviour/workouts.md, "Kinds of
 * exercise"): its time and distance, no planned reps or weight, whatever a form sent as defaults.
 */
export function onlyItsFields<T extends { type: ExerciseType; reps: string; weight: string; setRows?: { weight: string; reps: string }[] }>(
  e: T,
): T {
  const fields = typeFields(e.type);
  if (fields.reps || fields.weight) return e;
  return { ...e, reps: "", weight: "", ...(e.setRows ? { setRows: e.setRows.map((r) => ({ ...r, weight: "", reps: "" })) } : {}) };
}

const sameFigure = (a: string, b: string) => a === b || (a.trim() !== "" && Number(a) === Number(b));

/**
 * Whether an exercise's sets already start with these warm-ups (the same weights and reps, as
 * warm-ups): warm-up sets sent again (an answer lost on the way, the change resent) are not added
 * twice, on the phone nor on the server.
 */
export function startsWithWarmups(
  rows: readonly { kind?: string; weight: string; reps: string }[],
  sets: readonly { weight: string; reps: string }[],
) {
  return sets.every((w, i) => {
    const row = rows[i];
    return row?.kind === "warmup" && sameFigure(row.weight, w.weight) && sameFigure(row.reps, w.reps);
  });
}
