// Workout rules both sides use: completion, matching 'Last' by name, reading whole numbers from
// form fields, and the numbers a logged exercise contributes to a template look-back.
import type { ExerciseDto, SetRow, TemplateNumbers } from "./contract";

/** An exercise is complete when it has sets and every one is ticked (docs/behaviour.md, "Progress and completion"). */
export function allSetsDone(rows: readonly Pick<SetRow, "completed">[]): boolean {
  return rows.length > 0 && rows.every((r) => r.completed);
}

export function setsDone(rows: readonly Pick<SetRow, "completed">[]): number {
  return rows.filter((r) => r.completed).length;
}

/**
 * Whole number from a form field, or the fallback when it is not one (docs/behaviour.md, "Day and
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
export function latestNumbers(e: Pick<ExerciseDto, "sets" | "reps" | "weight" | "restTime" | "setRows">): TemplateNumbers {
  const ticked = e.setRows.filter((r) => r.completed).sort((a, b) => a.setNumber - b.setNumber);
  const last = ticked[ticked.length - 1];
  return {
    sets: e.sets,
    reps: last?.reps.trim() ? last.reps : e.reps,
    weight: last?.weight.trim() ? last.weight : e.weight,
    restTime: e.restTime,
  };
}

