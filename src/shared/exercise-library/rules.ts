// The exercise library's rules both sides use, without zod: the muscles and equipment it names,
// the week a date falls in, the hard sets a muscle gets and the target band of weekly sets.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import { EXERCISE_LIBRARY } from "@shared/limits";

/** Every muscle the library names, as it names them. */
export const MUSCLES = [
  "abdominals",
  "abductors",
  "adductors",
  "biceps",
  "calves",
  "chest",
  "forearms",
  "glutes",
  "hamstrings",
  "lats",
  "lower back",
  "middle back",
  "neck",
  "quadriceps",
  "shoulders",
  "traps",
  "triceps",
] as const;
export type Muscle = (typeof MUSCLES)[number];

/** The library's equipment, and what a member's own exercise may name. */
export const EQUIPMENT = [
  "bands",
  "barbell",
  "body only",
  "cable",
  "dumbbell",
  "e-z curl bar",
  "exercise ball",
  "foam roll",
  "kettlebells",
  "machine",
  "medicine ball",
  "other",
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const isMuscle = (s: string): s is Muscle => (MUSCLES as readonly string[]).includes(s);

/** How much one hard set counts for a muscle the exercise works first, and for one it works too. */
export const PRIMARY_SHARE = 1;
export const SECONDARY_SHARE = 0.5;

/** The Monday of the week `date` (YYYY-MM-DD) falls in: weeks of volume run Monday to Sunday. */
export function weekStart(date: string): string {
  const d = parseIsoDate(date);
  if (!d) throw new Error(`not a date: ${date}`);
  return toIsoDate(addDays(d, -((d.getUTCDay() + 6) % 7)));
}

/** The Mondays of the `weeks` weeks that end with the one `today` falls in, oldest first. */
export function weekStarts(today: string, weeks: number): string[] {
  const last = parseIsoDate(weekStart(today))!;
  return Array.from({ length: weeks }, (_, i) => toIsoDate(addDays(last, -7 * (weeks - 1 - i))));
}

/** A muscle's weekly target band: the member's own, or 10-20 sets. */
export type MuscleTargets = Partial<Record<Muscle, [number, number]>>;
export function targetOf(targets: MuscleTargets | null | undefined, muscle: Muscle): readonly [number, number] {
  return targets?.[muscle] ?? EXERCISE_LIBRARY.defaultTarget;
}

/** Where a week's sets stand against the band. */
export function bandOf(sets: number, [low, high]: readonly [number, number]): "under" | "within" | "over" {
  return sets < low ? "under" : sets > high ? "over" : "within";
}

/** An exercise name as links key it: trimmed and in lower case, as 'Last' matches names. */
export const nameKey = (name: string) => name.trim().toLowerCase();
