// The benchmark's budgets and the check of one run against them. A budget is met or missed; only a
// ratio (against a baseline measured in the same run) that is off by more than half its budget
// fails the run, since absolute figures on a shared or busy machine are noise.
import type { WrkReport } from "./bench-wrk";

export type Budget = {
  /** What is measured, e.g. "req/s vs bare". */
  measure: string;
  unit: string;
  /** "min": the value must reach `limit`; "max": it must stay under it. */
  direction: "min" | "max";
  limit: number;
  /** Strict ("< 10 ms") or not ("<= 100 KB"). */
  strict?: boolean;
  /** A ratio to an in-run baseline: the run fails when it is off by more than half the budget. */
  ratio?: boolean;
};

export const BUDGETS = {
  readVsBare: { measure: "req/s vs bare", unit: "x", direction: "min", limit: 0.3, ratio: true },
  readP99: { measure: "p99", unit: "ms", direction: "max", limit: 10, strict: true },
  seededVsEmpty: { measure: "seeded/empty", unit: "x", direction: "max", limit: 1.25, ratio: true },
  writeP99: { measure: "p99", unit: "ms", direction: "max", limit: 25, strict: true },
  writeFailures: { measure: "failed requests", unit: "", direction: "max", limit: 0 },
  coldStart: { measure: "cold start", unit: "ms", direction: "max", limit: 150, strict: true },
  idleRss: { measure: "idle RSS", unit: "MB", direction: "max", limit: 60, strict: true },
  peakRss: { measure: "peak RSS", unit: "MB", direction: "max", limit: 150, strict: true },
  firstScreenJs: { measure: "first screen JS (gzip)", unit: "KB", direction: "max", limit: 100 },
} satisfies Record<string, Budget>;

export type Check = {
  subject: string;
  measure: string;
  value: number;
  budget: string;
  met: boolean;
  /** Off by more than half the budget on a ratio: the run fails. */
  fails: boolean;
};

export const describeBudget = (b: Budget) =>
  `${b.direction === "min" ? ">=" : b.strict ? "<" : "<="} ${b.limit}${b.unit ? (b.unit === "x" ? "x" : ` ${b.unit}`) : ""}`;

export function check(subject: string, budget: Budget, value: number): Check {
  const met = budget.direction === "min" ? value >= budget.limit : budget.strict ? value < budget.limit : value <= budget.limit;
  // Half the budget: a floor halved, a ceiling doubled.
  const fails =
    !!budget.ratio && !Number.isNaN(value) && (budget.direction === "min" ? value < budget.limit / 2 : value > budget.limit * 2);
  return { subject, measure: budget.measure, value, budget: describeBudget(budget), met: met && !Number.isNaN(value), fails };
}

/** `reference`: measured for comparison only (no session, no query), not held to a budget. */
export type ReadResult = { route: string; seeded: WrkReport; empty: WrkReport; bare: WrkReport; bytes: number; reference?: boolean };
export type WriteResult = { route: string; seeded: WrkReport; bytes: number };

/** Req/s of the app over req/s of the bare server answering as many bytes. */
export const vsBare = (r: ReadResult) => r.seeded.rps / r.bare.rps;
/** How many times longer a request takes with years of data than with none (by throughput). */
export const seededOverEmpty = (r: ReadResult) => r.empty.rps / r.seeded.rps;

export function checkReads(reads: ReadResult[]): Check[] {
  return reads.flatMap((r) => [
    check(r.route, BUDGETS.readVsBare, vsBare(r)),
    check(r.route, BUDGETS.readP99, r.seeded.latency.p99),
    check(r.route, BUDGETS.seededVsEmpty, seededOverEmpty(r)),
  ]);
}

export function checkWrites(writes: WriteResult[]): Check[] {
  return writes.flatMap((w) => [
    check(w.route, BUDGETS.writeP99, w.seeded.latency.p99),
    check(w.route, BUDGETS.writeFailures, w.seeded.non2xx + w.seeded.socketErrors),
  ]);
}
