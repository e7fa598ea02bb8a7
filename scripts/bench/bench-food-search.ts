// The food search's graded set, scored and timed in-process on the food table (no recent foods):
// top-1 and top-3 against the answers a cook accepts (src/modules/foods/search-graded.tsv), and the
// time of each search (wall clock and the process's CPU time), p50, p95 and the slowest. `npx bun scripts/bench/bench-food-search.ts`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Food } from "@shared/foods/contract";
import { searcher } from "@modules/foods/search";
import { openReadOnly } from "@modules/foods/table-file";
import { foodTable } from "@scripts/build/foods-db";

export const GRADED_FILE = join(import.meta.dir, "../../src/modules/foods/search-graded.tsv");

/** The graded queries: the typed words, and whether a food is one a cook accepts for them. */
export function gradedQueries(file = GRADED_FILE): { query: string; accepts: (food: Food) => boolean }[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [query = "", answers = ""] = line.split("\t");
      const accepted = answers.split("|");
      return {
        query,
        accepts: (food: Food) => accepted.some((a) => (/^\d{5}$/.test(a) ? food.id === `usda:${a}` : food.name.startsWith(a))),
      };
    });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

if (import.meta.main) {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-food-search-"));
  const path = join(dir, "foods.db");
  await Bun.write(path, foodTable());
  const table = openReadOnly(path);
  const search = searcher(table);
  const graded = gradedQueries();
  const rounds = Number(process.env.ROUNDS ?? 9);
  // Once to warm the statements and the vocabulary of typos, as a running server is.
  const places = graded.map(({ query, accepts }) => search.search(query, 20).slice(0, 3).findIndex(accepts));
  const times: number[] = [];
  const cpu: number[] = [];
  const perQuery: number[][] = graded.map(() => []);
  for (let round = 0; round < rounds; round++) {
    graded.forEach(({ query }, i) => {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      search.search(query, 20);
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
      perQuery[i]!.push(ms);
    });
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  // On a shared machine another process's turn lands on some searches: each query's median of its rounds shows the search's own time.
  const medians = perQuery
    .map((t) =>
      percentile(
        t.sort((a, b) => a - b),
        50,
      ),
    )
    .sort((a, b) => a - b);
  const top1 = places.filter((p) => p === 0).length;
  const top3 = places.filter((p) => p >= 0).length;
  const pct = (n: number) => `${((n / graded.length) * 100).toFixed(1)}%`;
  console.log(`graded queries: ${graded.length}; top-1 ${top1} (${pct(top1)}), top-3 ${top3} (${pct(top3)})`);
  console.log(
    `search time over ${times.length} searches (limit 20): p50 ${percentile(times, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(2)} ms, slowest ${times.at(-1)!.toFixed(2)} ms`,
  );
  // The process's own CPU time: what the search costs whatever else the machine runs.
  console.log(`CPU time per search: p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${percentile(cpu, 95).toFixed(2)} ms`);
  console.log(
    `each query's median of ${rounds} rounds: p50 ${percentile(medians, 50).toFixed(2)} ms, p95 ${percentile(medians, 95).toFixed(2)} ms`,
  );
  console.log(
    `not first: ${graded
      .filter((_, i) => places[i] !== 0)
      .map((g) => g.query)
      .join(", ")}`,
  );
  table.close();
  rmSync(dir, { recursive: true, force: true });
}
