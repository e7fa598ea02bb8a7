// The benchmark's report: a table per kind of measure with the budgets met or missed, the results
// file with every figure, and the gate a run fails on.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGETS, checkReads, checkWrites, seededOverEmpty, vsBare, type Budget, type ReadResult, type WriteResult } from "./bench-budgets";
import type { FootprintRow } from "./bench-footprint";
import type { Machine } from "./bench-servers";
import type { Seeded } from "./bench-seeded";
import type { FirstScreen } from "./first-screen-bytes";
import { seedEmail } from "./seed";

export type Options = {
  quick: boolean;
  seconds: number;
  rounds: number;
  writeSeconds: number;
  warmupSeconds: number;
  connections: number;
  runs: number;
};

export type Run = {
  root: string;
  /** Where the results file goes. */
  results: string;
  machine: Machine;
  options: Options;
  load: { start: number[]; end: number[] };
  seed: Seeded;
  reads: ReadResult[];
  writes: WriteResult[];
  footprint: FootprintRow[];
  firstScreen: FirstScreen;
  delivery: Record<string, string>;
};

const n0 = (x: number) => x.toFixed(0);
const ms = (x: number) => x.toFixed(2);
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

/** Prints the report, writes the results file, and answers the exit code: 1 when a gate failed. */
export function report(run: Run): number {
  const { reads, writes, footprint, delivery, machine, options: o, load } = run;
  const checks = [
    ...checkReads(reads.filter((r) => !r.reference)),
    ...checkWrites(writes),
    ...footprint.flatMap((f) => (f.check ? [f.check] : [])),
  ];
  const missed = (route: string) => checks.filter((c) => c.subject === route && !c.met).map((c) => c.measure);
  const verdict = (route: string) =>
    checks.some((c) => c.subject === route) ? (missed(route).length === 0 ? "met" : `missed: ${missed(route).join(", ")}`) : "(reference)";

  const readTable = table(
    ["read (seeded)", "req/s", "p50 ms", "p99 ms", "bytes (wire)", "bare req/s", "x bare", "empty req/s", "seeded/empty", "budget"],
    reads.map((r) => [
      r.route,
      n0(r.seeded.rps),
      ms(r.seeded.latency.p50),
      ms(r.seeded.latency.p99),
      String(r.bytes),
      n0(r.bare.rps),
      vsBare(r).toFixed(2),
      n0(r.empty.rps),
      seededOverEmpty(r).toFixed(2),
      verdict(r.route),
    ]),
  );
  const writeTable = table(
    ["write (seeded)", "req/s", "p50 ms", "p99 ms", "failed", "budget"],
    writes.map((w) => [
      w.route,
      n0(w.seeded.rps),
      ms(w.seeded.latency.p50),
      ms(w.seeded.latency.p99),
      String(w.seeded.non2xx + w.seeded.socketErrors),
      verdict(w.route),
    ]),
  );
  const footTable = table(
    ["measure", "kinfit", "baseline (bare Bun)", "ratio", "budget"],
    footprint.map((f) => [f.measure, f.kinfit, f.baseline, f.ratio, f.check ? `${f.check.budget}: ${f.check.met ? "met" : "missed"}` : ""]),
  );
  const deliveryTable = table(
    ["served", "header"],
    Object.entries(delivery).map(([k, v]) => [k, v]),
  );
  const about = [
    `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM; Bun ${machine.bun}; load average ${load.start[0]!.toFixed(2)} at start, ${load.end[0]!.toFixed(2)} at end`,
    `wrk -t2 -c${o.connections}; reads: median of ${o.rounds} rounds of ${o.seconds} s, interleaved with their baselines, after ${o.warmupSeconds} s of warm-up; writes: ${o.writeSeconds} s after ${o.warmupSeconds} s of warm-up; signed in as ${seedEmail(1)}`,
    `seeded database: ${(run.seed.bytes / 1024 / 1024).toFixed(1)} MB, ${Object.entries(run.seed.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}`,
  ];
  console.log(`\n${about.join("\n")}\n\n${readTable}\n\n${writeTable}\n\n${footTable}\n\n${deliveryTable}\n`);

  const failing = checks.filter((c) => c.fails);
  const broken = [
    ...reads.flatMap((r) => [r.seeded, r.empty].map((x) => ({ route: r.route, x }))),
    ...writes.map((w) => ({ route: w.route, x: w.seeded })),
  ].filter(({ x }) => x.non2xx > 0);
  mkdirSync(join(run.results, ".."), { recursive: true });
  writeFileSync(
    run.results,
    JSON.stringify(
      {
        when: new Date().toISOString(),
        machine,
        load,
        options: o,
        seed: { bytes: run.seed.bytes, rows: run.seed.rows, seededSeconds: run.seed.seconds },
        reads,
        writes,
        footprint,
        firstScreen: run.firstScreen,
        delivery,
        checks,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${run.results.startsWith(run.root) ? run.results.slice(run.root.length + 1) : run.results}`);
  console.log(`budgets: ${checks.filter((c) => c.met).length} met, ${checks.filter((c) => !c.met).length} missed`);
  for (const c of failing)
    console.log(`FAIL ${c.subject}: ${c.measure} ${c.value.toFixed(2)} is off by more than half its budget (${c.budget})`);
  for (const b of broken) console.log(`FAIL ${b.route}: ${b.x.non2xx} answers outside 2xx/3xx`);
  // What can fail a run: every ratio held to a budget, and every route answering only 2xx/3xx.
  const gates =
    checks.filter((c) => (Object.values(BUDGETS) as Budget[]).some((b) => b.ratio && b.measure === c.measure)).length +
    reads.length +
    writes.length;
  const gatesFailed = failing.length + new Set(broken.map((b) => b.route)).size;
  console.log(`${gates - gatesFailed} passed, ${gatesFailed} failed`);
  return gatesFailed > 0 ? 1 : 0;
}
