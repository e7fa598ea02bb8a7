// Reads that must not grow with history: 'Last', the streak, the weekly sets per muscle, an
// exercise's history page and a page of sessions, called on the services themselves (no answer cache in front) for the
// member with three years of workouts and for one with a month of them, in turns. Each read's median on the long history
// over its median on the short one is its growth; the budget is GROWTH_BUDGET.
import type { Db } from "@db/client";
import { streakFor } from "@modules/dashboard/service";
import { muscleStats } from "@modules/exercise-library/muscles";
import { exerciseHistory } from "@modules/workouts/history";
import { getPreviousWorkout } from "@modules/workouts/reads";
import { sessionsPage } from "@modules/workouts/sessions";

export const GROWTH_BUDGET = 1.25;

/** Calls timed together in one sample, so a sample is well above the timer's grain. */
const BATCH = 20;

type Read = { name: string; run: (userId: number, name: string) => unknown };

/**
 * The reads, the history twice: its first page as the screen asks for it (50 sessions on three
 * years, the few a month holds on the other), and pages of the same size on both, as many
 * sessions as the month holds of that name: what a page costs whatever lies before it.
 */
function reads(db: Db, today: string, short: number): Read[] {
  const held = new Map<string, number>();
  const sameSize = (name: string) => {
    if (!held.has(name)) held.set(name, Math.max(1, exerciseHistory(db, short, name).length));
    return held.get(name)!;
  };
  let sessions: number | undefined;
  const monthSessions = () => (sessions ??= Math.max(1, sessionsPage(db, short, undefined, 100).length));
  return [
    { name: "previous (today's 'Last' and bests)", run: (userId) => getPreviousWorkout(db, userId, today) },
    { name: "streak", run: (userId) => streakFor(db, userId, today) },
    { name: "weekly sets per muscle, 12 weeks", run: (userId) => muscleStats(db, userId, 12, today) },
    // The weeks the month holds too: what the same answer costs whatever lies before it.
    { name: "weekly sets per muscle, same 4 weeks", run: (userId) => muscleStats(db, userId, 4, today) },
    { name: "exercise history, first page", run: (userId, name) => exerciseHistory(db, userId, name) },
    { name: "exercise history, same-size page", run: (userId, name) => exerciseHistory(db, userId, name, undefined, sameSize(name)) },
    { name: "sessions, first page", run: (userId) => sessionsPage(db, userId, undefined, 20) },
    { name: "sessions, same-size page", run: (userId) => sessionsPage(db, userId, undefined, monthSessions()) },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The report's lines: each read's median per call on both histories and their ratio. */
export function growthReport(db: Db, today: string, long: number, short: number, names: readonly string[], rounds: number): string[] {
  const lines = [`uncached reads, ${rounds} samples of ${BATCH} calls each: three years of workouts against one month`];
  lines.push("read".padEnd(40) + "3 years".padStart(12) + "1 month".padStart(12) + "ratio".padStart(8));
  for (const read of reads(db, today, short)) {
    const samples = { [long]: [] as number[], [short]: [] as number[] };
    for (let round = 0; round < rounds + 5; round++) {
      const name = names[round % names.length]!;
      for (const userId of round % 2 ? [long, short] : [short, long]) {
        const t0 = performance.now();
        for (let i = 0; i < BATCH; i++) read.run(userId, name);
        if (round >= 5) samples[userId]!.push((performance.now() - t0) / BATCH);
      }
    }
    const [a, b] = [median(samples[long]!), median(samples[short]!)];
    const verdict = a / b <= GROWTH_BUDGET ? "met" : "MISSED";
    lines.push(
      read.name.padEnd(40) +
        `${a.toFixed(3)}ms`.padStart(12) +
        `${b.toFixed(3)}ms`.padStart(12) +
        `${(a / b).toFixed(2)}x`.padStart(8) +
        `  ${verdict}`,
    );
  }
  lines.push(
    `budget: each within ${GROWTH_BUDGET}x of the one-month history (a first page holds more sessions on three ` +
      `years, and 12 weeks of sets per muscle more weeks with sets: their ratio is the answer's size, not the history's)`,
  );
  return lines;
}
