// The API benchmark's tables and verdicts (scripts/bench/bench-api.ts), printed from its samples.
import { GROWTH_BUDGET } from "./bench-growth";

type Pair = Record<"long" | "short", number[]>;

export type ApiBenchResults = {
  rounds: number;
  warmup: number;
  heavyId: number;
  /** Milliseconds per route, by route name; GET /api/health is the yardstick. */
  samples: Map<string, number[]>;
  lookbackRuns: number[];
  withLatestRuns: number[];
  importBudgetMs: number;
  /** The CSV file's length in characters. */
  csvLength: number;
  firstImportMs: number;
  againImportMs: number;
  growth: string[];
  muscleRuns: Pair;
  programRuns: Pair;
  programBytes: Record<"long" | "short", number>;
};

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const cells = (xs: string[]) =>
  xs[0]!.padEnd(36) +
  xs
    .slice(1)
    .map((x) => x.padStart(10))
    .join("");

export function printApiReport(r: ApiBenchResults) {
  const health = quantile(r.samples.get("GET /api/health")!, 0.5);
  console.log(`\n${r.rounds} rounds after ${r.warmup} warm-up, every route once per round; user ${r.heavyId} holds three years of data`);
  console.log(cells(["route", "median", "p95", "x health"]));
  for (const [name, xs] of r.samples) {
    const median = quantile(xs, 0.5);
    console.log(cells([name, `${median.toFixed(3)}ms`, `${quantile(xs, 0.95).toFixed(3)}ms`, `${(median / health).toFixed(1)}x`]));
  }
  const lb = quantile(r.lookbackRuns, 0.5);
  console.log(
    cells([
      "30-day look-back (30 x GET workouts)",
      `${lb.toFixed(2)}ms`,
      `${quantile(r.lookbackRuns, 0.95).toFixed(2)}ms`,
      `${(lb / health).toFixed(1)}x`,
    ]),
  );
  const wl = quantile(r.withLatestRuns, 0.5);
  console.log(
    cells([
      "template with-latest (1 request)",
      `${wl.toFixed(2)}ms`,
      `${quantile(r.withLatestRuns, 0.95).toFixed(2)}ms`,
      `${(wl / health).toFixed(1)}x`,
    ]),
  );
  console.log(`one request instead of 30: ${(lb / wl).toFixed(1)}x faster`);
  const importMet = r.firstImportMs < r.importBudgetMs ? "met" : "MISSED";
  console.log(
    `\n5,000-set Strong CSV (${Math.round(r.csvLength / 1024)} KB) imported in ${Math.round(r.firstImportMs)} ` +
      `ms (budget < ${r.importBudgetMs / 1000} s: ${importMet}); the same file again in ${Math.round(r.againImportMs)} ms`,
  );
  console.log(`\n${r.growth.join("\n")}`);
  const [muscleLong, muscleShort] = [quantile(r.muscleRuns.long, 0.5), quantile(r.muscleRuns.short, 0.5)];
  const muscleRatio = muscleLong / muscleShort;
  console.log(
    `GET /api/stats/muscles?weeks=12 over HTTP, uncached: ${muscleLong.toFixed(3)} ` +
      `ms on three years, ${muscleShort.toFixed(3)} ms on one month, ` +
      `${muscleRatio.toFixed(2)}x (budget ${GROWTH_BUDGET}x: ${muscleRatio <= GROWTH_BUDGET ? "met" : "MISSED"})`,
  );
  const [programLong, programShort] = [quantile(r.programRuns.long, 0.5), quantile(r.programRuns.short, 0.5)];
  console.log(
    `GET /api/programs/active over HTTP, uncached (every session of the program read): ${programLong.toFixed(3)} ms on three years, ` +
      `${programShort.toFixed(3)} ms on one month, ${(programLong / programShort).toFixed(2)}x ` +
      `(no budget: it reads the program's whole log by design); ` +
      `answers of ${Math.round(r.programBytes.long / 1024)} KB and ${Math.round(r.programBytes.short / 1024)} KB`,
  );
}
