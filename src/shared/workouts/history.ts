// Exercise history rules: reading weights and reps typed as text, the estimated one-rep max
// (Epley), the best set and the volume of a session. The API computes them; the history dialog
// shows them (docs/behaviour/workouts.md, "Exercise history").
import type { AssistancePoint, BestSet, ExerciseBest, ExerciseType, HistorySession, HistorySet, SetKind } from "./contract";
import { hasOneRepMax } from "./rules";

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

/** A set's figures beyond weight and reps: reps as a count, time, distance, pace (s per km). */
function extras(set: Pick<HistorySet, "reps" | "durationSeconds" | "distanceMeters">) {
  const duration = set.durationSeconds ?? null;
  const distance = set.distanceMeters ?? null;
  return {
    reps: parseReps(set.reps),
    duration: duration !== null && duration > 0 ? duration : null,
    distance: distance !== null && distance > 0 ? distance : null,
    pace: duration && distance ? round1(duration / (distance / 1000)) : null,
  };
}

type Figured = Pick<HistorySet, "weight" | "reps" | "completed" | "kind" | "durationSeconds" | "distanceMeters">;

export type SetFigures = {
  completedSets: number;
  bestEstimate: number | null;
  topWeight: number | null;
  bestReps: number | null;
  bestDuration: number | null;
  bestDistance: number | null;
  bestPace: number | null;
};

const higher = (a: number | null, b: number | null) => (b !== null && (a === null || b > a) ? b : a);
const lower = (a: number | null, b: number | null) => (b !== null && (a === null || b < a) ? b : a);

/**
 * What one exercise's sets add to its records, by its type (docs/behaviour/workouts.md, "Personal
 * records"): the best estimated one-rep max for weight and reps only, the heaviest weight where
 * weight is added (not assistance), the most reps of bodyweight work, and the longest, farthest and
 * fastest (lowest seconds per km) of timed and cardio sets.
 */
export function setFigures(sets: readonly Figured[], type: ExerciseType = "weight_reps"): SetFigures {
  const out: SetFigures = {
    completedSets: 0,
    bestEstimate: null,
    topWeight: null,
    bestReps: null,
    bestDuration: null,
    bestDistance: null,
    bestPace: null,
  };
  for (const set of sets) {
    if (set.completed) out.completedSets++;
    if (!counts(set)) continue;
    if (type === "weight_reps" || type === "weighted_bodyweight") {
      const l = lift(set);
      if (l) {
        if (hasOneRepMax(type)) out.bestEstimate = higher(out.bestEstimate, l.estimate);
        out.topWeight = higher(out.topWeight, l.weight);
      }
    }
    const x = extras(set);
    if (type === "bodyweight_reps" || type === "weighted_bodyweight" || type === "assisted_bodyweight")
      out.bestReps = higher(out.bestReps, x.reps || null);
    if (type === "duration" || type === "distance_duration") out.bestDuration = higher(out.bestDuration, x.duration);
    if (type === "distance_duration") {
      out.bestDistance = higher(out.bestDistance, x.distance);
      out.bestPace = lower(out.bestPace, x.pace);
    }
  }
  return out;
}

/**
 * The (reps, assistance) of an assisted exercise's counting sets, the least assistance per number
 * of reps (docs/behaviour/workouts.md, "Personal records"); a blank assistance is none (0).
 */
export function assistancePoints(sets: readonly Figured[], type: ExerciseType): AssistancePoint[] {
  if (type !== "assisted_bodyweight") return [];
  const points: AssistancePoint[] = [];
  for (const set of sets) {
    if (!counts(set)) continue;
    const reps = parseReps(set.reps);
    const weight = set.weight.trim() === "" ? 0 : parseWeight(set.weight);
    if (reps !== null && reps >= 1 && weight !== null) points.push({ reps, weight });
  }
  return mergePoints(points);
}

/** The least assistance used for at least `reps` reps, or null when none was done. */
const leastAssistance = (points: readonly AssistancePoint[], reps: number) =>
  points.reduce<number | null>((least, p) => (p.reps >= reps && (least === null || p.weight < least) ? p.weight : least), null);

/** Points of two lists, the least assistance per number of reps. */
function mergePoints(points: readonly AssistancePoint[]): AssistancePoint[] {
  const least = new Map<number, number>();
  for (const p of points) least.set(p.reps, Math.min(least.get(p.reps) ?? p.weight, p.weight));
  return [...least].map(([reps, weight]) => ({ reps, weight })).sort((a, b) => a.reps - b.reps);
}

/** The records after `figures` (and an assisted exercise's `points`) are added to `best`. */
export function betterBest(best: ExerciseBest | null, figures: SetFigures, points: readonly AssistancePoint[] = []): ExerciseBest {
  const assistance = points.length > 0 || best?.assistance ? mergePoints([...(best?.assistance ?? []), ...points]) : undefined;
  return {
    ...(assistance ? { assistance } : {}),
    estimatedOneRepMax: higher(best?.estimatedOneRepMax ?? null, figures.bestEstimate),
    weight: higher(best?.weight ?? null, figures.topWeight),
    reps: higher(best?.reps ?? null, figures.bestReps),
    duration: higher(best?.duration ?? null, figures.bestDuration),
    distance: higher(best?.distance ?? null, figures.bestDistance),
    pace: lower(best?.pace ?? null, figures.bestPace),
  };
}

/** A record beaten: what it was (the ExerciseBest field) and the new value. */
export type BeatenRecord = {
  kind: "estimatedOneRepMax" | "weight" | "reps" | "duration" | "distance" | "pace" | "assistance";
  value: number;
};

/**
 * The records that exist in `best` and that the figures beat (a first time beats nothing); for an
 * assisted exercise, `points`: less assistance than ever before for as many reps or more.
 */
export function recordsBeaten(best: ExerciseBest, f: SetFigures, points: readonly AssistancePoint[] = []): BeatenRecord[] {
  const out: BeatenRecord[] = [];
  const more = (kind: BeatenRecord["kind"], record: number | null | undefined, value: number | null) => {
    if (record != null && value !== null && value > record) out.push({ kind, value });
  };
  more("estimatedOneRepMax", best.estimatedOneRepMax, f.bestEstimate);
  more("weight", best.weight, f.topWeight);
  more("reps", best.reps, f.bestReps);
  more("duration", best.duration, f.bestDuration);
  more("distance", best.distance, f.bestDistance);
  if (best.pace != null && f.bestPace !== null && f.bestPace < best.pace) out.push({ kind: "pace", value: f.bestPace });
  let lighter: number | null = null;
  for (const p of points) {
    const before = leastAssistance(best.assistance ?? [], p.reps);
    if (before !== null && p.weight < before && (lighter === null || p.weight < lighter)) lighter = p.weight;
  }
  if (lighter !== null) out.push({ kind: "assistance", value: lighter });
  return out;
}

/** Whether a set's figures beat a record that exists (a first time beats nothing). */
const beats = (best: ExerciseBest, f: SetFigures, points: readonly AssistancePoint[]): boolean => recordsBeaten(best, f, points).length > 0;

/**
 * The set numbers that are personal records (docs/behaviour/workouts.md, "Personal records"): a counting
 * set that beats a record of its type held by everything before it, `before` then the earlier sets
 * of the same list. With nothing before, nothing is beaten.
 */
export function recordSets(before: ExerciseBest | null, sets: readonly HistorySet[], type: ExerciseType = "weight_reps"): Set<number> {
  const out = new Set<number>();
  if (!before) return out;
  let best = before;
  const sorted = [...sets].sort((a, b) => a.setNumber - b.setNumber);
  for (const set of sorted) {
    const f = setFigures([set], type);
    if (f.completedSets === 0) continue;
    const points = assistancePoints([set], type);
    if (beats(best, f, points)) out.add(set.setNumber);
    best = betterBest(best, f, points);
  }
  return out;
}

/** The counting set with the highest estimated 1RM; on a tie the heavier, then the earlier set. */
export function bestSet(sets: readonly HistorySet[], type: ExerciseType = "weight_reps"): BestSet | null {
  if (!hasOneRepMax(type)) return null;
  let best: BestSet | null = null;
  for (const set of sets) {
    const l = lift(set);
    if (!l) continue;
    const { weight, reps, estimate } = l;
    if (!best || estimate > best.estimatedOneRepMax || (estimate === best.estimatedOneRepMax && weight > best.weight)) {
      best = { setNumber: set.setNumber, weight, reps, estimatedOneRepMax: estimate };
    }
  }
  return best;
}

/**
 * Sum of weight x reps over counting sets with a numeric weight and reps, to one decimal; only
 * where the weight is a load lifted (not assistance, not a run).
 */
export function totalVolume(sets: readonly HistorySet[], type: ExerciseType = "weight_reps"): number {
  if (type !== "weight_reps" && type !== "weighted_bodyweight") return 0;
  let sum = 0;
  for (const set of sets) {
    if (!counts(set)) continue;
    const weight = parseWeight(set.weight);
    const reps = parseReps(set.reps);
    if (weight !== null && reps !== null) sum += weight * reps;
  }
  return round1(sum);
}

export function summarizeSession(date: string, sets: HistorySet[], type: ExerciseType = "weight_reps"): HistorySession {
  const best = bestSet(sets, type);
  return { date, type, sets, bestSet: best, estimatedOneRepMax: best?.estimatedOneRepMax ?? null, totalVolume: totalVolume(sets, type) };
}
