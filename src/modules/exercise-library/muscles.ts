// Weekly hard sets per muscle: the kept weekly sets of each name (weekly_sets, kept by triggers,
// migration 0013) for the weeks asked, each name's sets given to the muscles of the exercise it
// links to, a main muscle 1 a set and a secondary one 0.5. Names linked to none count for none.
import type { Db } from "@db/client";
import type { MuscleStats } from "@shared/exercise-library/contract";
import { MUSCLES, PRIMARY_SHARE, SECONDARY_SHARE, weekStarts, type Muscle } from "@shared/exercise-library/rules";
import { linkedExercises } from "./links";
import { weeklySets } from "./store";

const MUSCLE_INDEX = new Map<Muscle, number>(MUSCLES.map((m, i) => [m, i]));

/** A name's share of each muscle, by the muscle's place in MUSCLES: summed into a week's row of numbers. */
type Shares = [index: number, share: number][];

export function muscleStats(db: Db, userId: number, weeks: number, today: string): MuscleStats {
  const starts = weekStarts(today, weeks);
  const rows = weeklySets(db, userId, starts[0]!, starts.at(-1)!);
  const shares = new Map<string, Shares>();
  for (const [key, exercise] of linkedExercises(db, userId, new Set(rows.map((r) => r.nameKey)))) {
    shares.set(key, [
      ...exercise.primaryMuscles.map((m): [number, number] => [MUSCLE_INDEX.get(m)!, PRIMARY_SHARE]),
      ...exercise.secondaryMuscles.map((m): [number, number] => [MUSCLE_INDEX.get(m)!, SECONDARY_SHARE]),
    ]);
  }
  const sums = starts.map(() => new Array<number>(MUSCLES.length).fill(0));
  const weekIndex = new Map(starts.map((week, i) => [week, i]));
  for (const { week, nameKey: key, sets } of rows) {
    const row = sums[weekIndex.get(week) ?? -1];
    const of = shares.get(key);
    if (!row || !of) continue;
    for (const [i, share] of of) row[i]! += sets * share;
  }
  return {
    weeks: starts.map((week, i) => {
      const sets: Partial<Record<Muscle, number>> = {};
      sums[i]!.forEach((n, m) => {
        if (n > 0) sets[MUSCLES[m]!] = n;
      });
      return { week, sets };
    }),
  };
}
