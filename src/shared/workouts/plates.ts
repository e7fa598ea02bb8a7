// The plate calculator (docs/behaviour/workouts.md, "Plate calculator"): which plates go on each side of
// the bar for a total weight, from the plates a user has. Everything here is in the user's unit.
import type { WeightUnit } from "@shared/units";

/** The bar: 45 lb, or 20 kg. */
export const BAR_WEIGHT: Record<WeightUnit, number> = { lb: 45, kg: 20 };

/** A standard home or gym set, heaviest first. */
export const STANDARD_PLATES: Record<WeightUnit, number[]> = {
  lb: [45, 35, 25, 10, 5, 2.5],
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
};

export const MAX_PLATE_TYPES = 12;
export const MAX_PLATE = 100;

export type PlateLoad = {
  bar: number;
  /** Plates on one side, heaviest first. */
  perSide: number[];
  /** What the plates cannot make up (per bar, both sides together); 0 when the total is exact. */
  remainder: number;
  /** The total is less than the bar itself. */
  belowBar: boolean;
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Plates per side for `total`, heaviest first, using as many of each plate as needed. */
export function platesFor(total: number, bar: number, plates: readonly number[]): PlateLoad {
  if (!(total >= bar)) return { bar, perSide: [], remainder: round(Math.max(0, total)), belowBar: true };
  let side = round((total - bar) / 2);
  const perSide: number[] = [];
  for (const plate of [...plates].filter((p) => p > 0).sort((a, b) => b - a)) {
    while (side + 1e-9 >= plate) {
      perSide.push(plate);
      side = round(side - plate);
    }
  }
  return { bar, perSide, remainder: round(side * 2), belowBar: false };
}
