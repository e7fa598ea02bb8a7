// Exercise history rules: reading weights and reps typed as text, the estimated one-rep max
// (Epley), the best set and the volume of a session. The API computes them; the history dialog
// shows them (docs/behaviour.md, "Exercise history").
import type { BestSet, ExerciseBest, HistorySession, HistorySet, SetKind } from "./contract";

/** Pounds from the weight text: "135", "135.5", "135 lbs". Anything else (BW, "") is not a load. */
export function parseWeight(text: string | number): number | null {
  if (typeof text === "number") return Number.isFinite(text) && text >= 0 ? text : null;
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:lbs?|#)?\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Reps from the reps text: "8" is 8; a range "8-10" counts as its lower number, the reps the lifter
 * planned for at least, so a logged range never overstates the estimate; "AMRAP" and other words
 * are not a count (null).
 */
export function parseReps(text: string | number): number | null {
  if (typeof text === "number") return Number.isInteger(text) && text >= 0 ? text : null;
  const match = /^\s*(\d{1,4})\s*(?:(?:-|–|to)\s*\d{1,4})?\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Epley: weight x (1 + reps / 30), to one decimal. A single is already a one-rep max, so one rep
 * gives the weight itself (the formula alone would add 3%). No load or no reps: null.
 */
export function epley(weight: number, reps: number): number | null {
  if (!(weight > 0) || !(reps >= 1)) return null;
  return round1(reps === 1 ? weight : weight * (1 + reps / 30));
}

/** A set that counts toward records and volume: ticked, and not a warm-up. */
const counts = (set: { completed: boolean; kind?: SetKind }) => set.completed && set.kind !== "warmup";

/** The load and estimate of a counting set with a numeric weight and at least one rep, or null. */
function lift(set: Pick<HistorySet, "weight" | "reps" | "completed" | "kind">): { weight: number; reps: number; estimate: number } | null {
  if (!counts(set)) return null;
  const weight = parseWeight(set.weight);
  const reps = parseReps(set.reps);
  if (weight === null || reps === null) return null;
  const estimate = epley(weight, reps);
  return estimate === null ? null : { weight, reps, estimate };
}

/** What one exercise's sets add to its records: ticked sets, best estimate, heaviest weight. */
export function setFigures(sets: readonly Pick<HistorySet, "weight" | "reps" | "completed" | "kind">[]): {
  completedSets: number;
  bestEstimate: number | null;
  topWeight: number | null;
} {
  let bestEstimate: number | null = null;
  let topWeight: number | null = null;
  for (const set of sets) {
    const l = lift(set);
    if (!l) continue;
    if (bestEstimate === null || l.estimate > bestEstimate) bestEstimate = l.estimate;
    if (topWeight === null || l.weight > topWeight) topWeight = l.weight;
  }
  return { completedSets: sets.filter((s) => s.completed).length, bestEstimate, topWeight };
}

/**
 * The set numbers that are personal records (docs/behaviour.md, "Personal records"): a counting
 * set that beats the best estimated one-rep max or the heaviest weight of everything before it,
 * `before` then the earlier sets of the same list. With nothing before, nothing is beaten.
 */
export function recordSets(before: ExerciseBest | null, sets: readonly HistorySet[]): Set<number> {
  const out = new Set<number>();
  let bestEstimate = before?.estimatedOneRepMax ?? null;
  let topWeight = before?.weight ?? null;
  if (bestEstimate === null && topWeight === null) return out;
  const sorted = [...sets].sort((a, b) => a.setNumber - b.setNumber);
  for (const set of sorted) {
    const l = lift(set);
    if (!l) continue;
    if ((bestEstimate !== null && l.estimate > bestEstimate) || (topWeight !== null && l.weight > topWeight)) out.add(set.setNumber);
    if (bestEstimate === null || l.estimate > bestEstimate) bestEstimate = l.estimate;
    if (topWeight === null || l.weight > topWeight) topWeight = l.weight;
  }
  return out;
}

/** The counting set with the highest estimated 1RM; on a tie the heavier, then the earlier set. */
export function bestSet(sets: readonly HistorySet[]): BestSet | null {
  let best: BestSet | null = null;
  for (const set of sets) {
    if (!counts(set)) continue;
    const weight = parseWeight(set.weight);
    const reps = parseReps(set.reps);
    if (weight === null || reps === null) continue;
    const estimate = epley(weight, reps);
    if (estimate === null) continue;
    if (
      !best ||
      estimate > best.estimatedOneRepMax ||
      (estimate === best.estimatedOneRepMax && weight > best.weight)
    ) {
      best = { setNumber: set.setNumber, weight, reps, estimatedOneRepMax: estimate };
    }
  }
  return best;
}

/** Sum of weight x reps over counting sets with a numeric weight and reps, to one decimal. */
export function totalVolume(sets: readonly HistorySet[]): number {
  let sum = 0;
  for (const set of sets) {
    if (!counts(set)) continue;
    const weight = parseWeight(set.weight);
    const reps = parseReps(set.reps);
    if (weight !== null && reps !== null) sum += weight * reps;
  }
  return round1(sum);
}

export function summarizeSession(date: string, sets: HistorySet[]): HistorySession {
  const best = bestSet(sets);
  return { date, sets, bestSet: best, estimatedOneRepMax: best?.estimatedOneRepMax ?? null, totalVolume: totalVolume(sets) };
}
