// The warm-up calculator (docs/behaviour/workouts.md, "Warm-up sets"): from the empty bar to the
// working weight, each step rounded to a weight the member's plates can load, as the programs round
// (src/shared/programs/loading.ts). Weights come and go in pounds, as the API keeps them.
import { floorOf, loadable, type LoadContext } from "@shared/programs/loading";
import type { ExerciseDto } from "@shared/workouts/contract";
import { readLoggedWeight } from "@shared/workouts/rules";

/** The steps: the bar for 10, then 40%, 60% and 80% of the working weight for 5, 3 and 2. */
export const WARMUP_STEPS = [
  { percent: 0, reps: 10 },
  { percent: 40, reps: 5 },
  { percent: 60, reps: 3 },
  { percent: 80, reps: 2 },
] as const;

export type WarmupSet = { weight: string; reps: string; percent: number };

const EPSILON = 1e-6;

/**
 * The warm-up sets before `working` pounds: the bar x 10, then each step's loadable weight, a step
 * that rounds to the bar, to the weight before it, or to the working weight itself left out. None
 * when the working weight is the bar or less.
 */
export function warmupSets(working: number, ctx: LoadContext): WarmupSet[] {
  const bar = floorOf("barbell", ctx);
  if (!(working > bar + EPSILON)) return [];
  const sets: WarmupSet[] = [];
  let previous = -1;
  for (const step of WARMUP_STEPS) {
    const weight = step.percent === 0 ? bar : loadable((working * step.percent) / 100, "barbell", ctx, "nearest");
    if (step.percent > 0 && weight <= bar + EPSILON) continue;
    if (Math.abs(weight - previous) < EPSILON || weight >= working - EPSILON) continue;
    sets.push({ weight: String(Math.round(weight * 10_000) / 10_000), reps: String(step.reps), percent: step.percent });
    previous = weight;
  }
  return sets;
}

/** The working weight of an exercise (pounds): its heaviest working set, else its planned weight; null when neither is a number. */
export function workingWeight(exercise: Pick<ExerciseDto, "weight" | "setRows">): number | null {
  const sets = exercise.setRows
    .filter((r) => r.kind !== "warmup")
    .map((r) => readLoggedWeight(r.weight))
    .filter((w): w is string => w !== null && w !== "")
    .map(Number);
  if (sets.length > 0) return Math.max(...sets);
  const planned = readLoggedWeight(exercise.weight);
  return planned === null || planned === "" ? null : Number(planned);
}
