// Lighthouse's results as scripts/bench/lighthouse.ts prints and keeps them: the scores per page,
// the metrics beside the machine's benchmark index, every failing audit, the results file and the
// verdict against the minimum.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname } from "node:path";

/** What each page must score, out of 100. */
export const MINIMUM = { performance: 95, accessibility: 100, "best-practices": 100 } as const;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type Lhr = any;

/** Prints and writes the median run of each page; a page under the minimum sets a failing exit code. */
export function reportLighthouse(
  reports: { page: string; lhr: Lhr }[],
  { runs, dark, results }: { runs: number; dark: boolean; results: string },
) {
  const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const lpad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `\nLighthouse ${reports[0]!.lhr.lighthouseVersion}, mobile${dark ? ", dark theme" : ""}, median of ${runs} run${runs === 1 ? "" : "s"}`,
  );
  console.log(`${pad("page", 11)} ${lpad("performance", 11)} ${lpad("accessibility", 13)} ${lpad("best practices", 14)} ${lpad("SEO", 5)}`);
  const verdicts: string[] = [];
  for (const { page, lhr } of reports) {
    console.log(
      `${pad(page, 11)} ${lpad(score(lhr, "performance"), 11)} ${lpad(score(lhr, "accessibility"), 13)} ` +
        `${lpad(score(lhr, "best-practices"), 14)} ${lpad(score(lhr, "seo"), 5)}`,
    );
    for (const [category, min] of Object.entries(MINIMUM))
      if (score(lhr, category) < min) verdicts.push(`${page}: ${category} ${score(lhr, category)} < ${min}`);
  }
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
  // Lighthouse's own measure of the machine's speed during the run kept: its 4x CPU slowdown does not
  // adjust to it, so on a slower moment of a shared machine TBT grows with the machine, not the code.
  const speed = (lhr: Lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0);
  console.log(
    `\n${pad("page", 11)} ` +
      `${metrics.map((m) => lpad(m.replace(/-/g, " ").replace("cumulative layout shift", "CLS").replace("total blocking time", "TBT").replace("first contentful paint", "FCP").replace("largest contentful paint", "LCP"), 12)).join(" ")} ` +
      `${lpad("bench index", 12)}`,
  );
  for (const { page, lhr } of reports)
    console.log(`${pad(page, 11)} ${metrics.map((m) => lpad(lhr.audits[m]?.displayValue ?? "-", 12)).join(" ")} ${lpad(speed(lhr), 12)}`);

  // Every audit that costs points, with what it found.
  const describe = (item: any): string => {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(item)) {
      if (v === null || v === undefined || k === "subItems") continue;
      if (typeof v === "object") {
        const node = v as any;
        if (node.type === "node")
          parts.push(
            `${k}: ${node.selector ?? ""} ${node.snippet ?? ""} ` +
              `${node.explanation ? `(${node.explanation.replace(/\s+/g, " ")})` : ""}`.trim(),
          );
        else if (node.type === "source-location") parts.push(`${k}: ${node.url}:${node.line}:${node.column}`);
        else if (node.type !== "thumbnail") parts.push(`${k}: ${JSON.stringify(v).slice(0, 200)}`);
      } else parts.push(`${k}: ${String(v).replace(/\s+/g, " ").slice(0, 300)}`);
    }
    return parts.join("; ");
  };
  let failing = 0;
  for (const { page, lhr } of reports) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        if (!failing++) console.log("\nFailing audits:");
        console.log(
          `\n${page} ${category}: ${audit.id} (score ${audit.score}) ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""}`,
        );
        for (const item of (audit.details?.items ?? []).slice(0, 10)) console.log(`  - ${describe(item)}`);
      }
    }
    for (const warning of lhr.runWarnings ?? []) console.log(`${page} warning: ${warning}`);
  }
  if (!failing) console.log("\nNo failing audits.");

  mkdirSync(dirname(results), { recursive: true });
  writeFileSync(
    results,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: reports[0]!.lhr.lighthouseVersion,
        chromium: reports[0]!.lhr.environment?.hostUserAgent,
        machine: { cores: cpus().length, cpu: cpus()[0]?.model },
        runs,
        dark,
        minimum: MINIMUM,
        pages: reports.map(({ page, lhr }) => ({
          page,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])),
          metrics: Object.fromEntries(metrics.map((m) => [m, lhr.audits[m]?.numericValue ?? null])),
          benchmarkIndex: speed(lhr),
          failing: Object.values(lhr.audits as Record<string, any>)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
            .map((a) => ({ id: a.id, score: a.score, title: a.title, displayValue: a.displayValue ?? null })),
        })),
      },
      null,
      2,
    ),
  );
  // The full reports, for what the summary leaves out (open them in the Lighthouse viewer).
  const full: string[] = [];
  for (const { page, lhr } of reports) {
    const file = results.replace(/\.json$/, `-${page.replace(/\W+/g, "") || "root"}.report.json`);
    writeFileSync(file, JSON.stringify(lhr));
    full.push(file);
  }
  console.log(`\nwrote ${results}, and the full reports: ${full.join(", ")}`);
  if (verdicts.length) {
    console.log(`\nUnder the minimum:\n${verdicts.map((v) => `  ${v}`).join("\n")}`);
    process.exitCode = 1;
  } else
    console.log(
      `\nEvery page meets performance >= ${MINIMUM.performance}, accessibility ` +
        `${MINIMUM.accessibility}, best practices ${MINIMUM["best-practices"]}.`,
    );
}
