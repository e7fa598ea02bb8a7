// What a weight can really be on the bar (docs/behaviour/programs.md, "Progression rules"): a barbell lift
// is rounded to a total the member's plates and bar can make (as many of each plate as needed,
// never below the bar); a dumbbell or any other lift to 5 lb or 2.5 kg steps. Rounding happens in
// the member's unit; weights come and go in pounds, as the API keeps them.
import { weightFromStored, weightToStored, type WeightUnit } from "@shared/units";
import { BAR_WEIGHT, STANDARD_PLATES } from "@shared/workouts/plates";
import { WORKOUT } from "@shared/limits";
import type { Equipment } from "./contract";

export type LoadContext = { weightUnit: WeightUnit; plates: readonly number[] | null };

/** Dumbbells and machines move in these steps. */
const STEP: Record<WeightUnit, number> = { lb: 5, kg: 2.5 };

// Hundredths of a unit, so 1.25 kg and 2.5 lb are whole numbers.
const toCents = (n: number) => Math.round(n * 100);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const sidesCache = new Map<string, { unit: number; reachable: Uint8Array }>();
// The same plate list is asked about for every session of a long program: its answer is kept by
// the list itself too, so the key is built once per list.
const byList = new WeakMap<readonly number[], { maxSide: number; made: { unit: number; reachable: Uint8Array } }>();

/** Which per-side loads (in multiples of `unit` hundredths) the plates can make, with any number of each. */
function sides(plates: readonly number[], maxSide: number) {
  const listed = byList.get(plates);
  if (listed && listed.maxSide === maxSide) return listed.made;
  const cents = [...new Set(plates.map(toCents).filter((p) => p > 0))];
  const key = `${cents.join(",")}|${maxSide}`;
  const cached = sidesCache.get(key);
  if (cached) {
    byList.set(plates, { maxSide, made: cached });
    return cached;
  }
  const unit = cents.reduce((g, p) => gcd(g, p), 0) || 1;
  const size = Math.floor(toCents(maxSide) / unit) + 1;
  const reachable = new Uint8Array(size);
  reachable[0] = 1;
  const steps = cents.map((p) => p / unit);
  for (let i = 1; i < size; i++) for (const s of steps) if (s <= i && reachable[i - s]) reachable[i] = 1;
  const made = { unit, reachable };
  sidesCache.set(key, made);
  byList.set(plates, { maxSide, made });
  return made;
}

/** The loadable totals around `total` (in the unit): the nearest at or below and at or above, within the heaviest weight. */
function barbellBounds(total: number, unit: WeightUnit, plates: readonly number[]): { below: number; above: number | null; bar: number } {
  const bar = BAR_WEIGHT[unit];
  const max = weightFromStored(WORKOUT.maxWeight, unit);
  const { unit: step, reachable } = sides(plates, (max - bar) / 2);
  const side = Math.max(0, toCents((total - bar) / 2) / step);
  let down = Math.min(Math.floor(side), reachable.length - 1);
  while (down > 0 && !reachable[down]) down--;
  let up: number | null = Math.ceil(side);
  while (up < reachable.length && !reachable[up]) up++;
  if (up >= reachable.length) up = null;
  const totalOf = (i: number) => Math.round((bar + (2 * i * step) / 100) * 100) / 100;
  return { below: totalOf(down), above: up === null ? null : totalOf(up), bar };
}

/** The weight (pounds) as the member can load it: the nearest loadable total, `up` the nearest at or above. */
export function loadable(pounds: number, equipment: Equipment, ctx: LoadContext, direction: "nearest" | "up" | "down" = "nearest"): number {
  const unit = ctx.weightUnit;
  const value = weightFromStored(Math.max(0, pounds), unit);
  let rounded: number;
  if (equipment === "barbell") {
    const { below, above, bar } = barbellBounds(value, unit, ctx.plates ?? STANDARD_PLATES[unit]);
    if (value <= bar) rounded = bar;
    else if (direction === "down" || above === null) rounded = below;
    else if (direction === "up") rounded = above;
    else rounded = value - below <= above - value ? below : above;
  } else {
    const step = STEP[unit];
    const n = value / step;
    rounded = (direction === "up" ? Math.ceil(n - 1e-9) : direction === "down" ? Math.floor(n + 1e-9) : Math.round(n)) * step;
  }
  return weightToStored(rounded, unit);
}

/** The lightest a lift may go: the empty bar for a barbell, nothing otherwise (pounds). */
export const floorOf = (equipment: Equipment, ctx: LoadContext) =>
  equipment === "barbell" ? weightToStored(BAR_WEIGHT[ctx.weightUnit], ctx.weightUnit) : 0;

/**
 * A raise from `base` by `increment` (pounds), loadable: at least one loadable step above the base,
 * so an increment smaller than the plates allow still moves the weight on.
 */
export function raised(base: number, increment: number, equipment: Equipment, ctx: LoadContext): number {
  const target = loadable(base + increment, equipment, ctx, "nearest");
  const current = loadable(base, equipment, ctx, "nearest");
  if (target > current + 1e-6) return target;
  // The next loadable weight above the current one.
  const unitStep = weightToStored(0.01, ctx.weightUnit);
  return loadable(current + unitStep, equipment, ctx, "up");
}

/** A deload of `percent` from `base`, loadable, never below the bar (pounds). */
export function deloaded(base: number, percent: number, equipment: Equipment, ctx: LoadContext): number {
  const target = base * (1 - percent / 100);
  return Math.max(floorOf(equipment, ctx), loadable(target, equipment, ctx, "nearest"));
}
