// Lighthouse 12 (mobile, its default) on the first screens of the built executable: the sign-in
// page, and signed in as a member with a day of workouts and meals, the Workouts page and the Meal
// Plan page.
//   npm run lighthouse [-- --no-build] [--runs 3] [--dark] [--json FILE]
//
// The executable runs on a scratch database; a member signs up and adds today's workout (a few
// exercises, some sets ticked) and meals through the API, with the requests the app makes. Each
// page is audited --runs times (Lighthouse's own median run is kept) in Debian's headless Chromium,
// never a downloaded one (CHROMIUM_PATH to use another). --dark audits in the dark theme.
// Prints the scores per page (with Lighthouse's benchmark index of the machine during the run, which
// its simulated slowdown does not adjust to) and every failing audit with its details, writes
// dist/lighthouse.json, and exits non-zero when a page scores under 95 in performance or under 100
// in accessibility or best practices.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
// Lighthouse's own browser driver (a dependency of lighthouse): a page in the dark colour scheme.
import puppeteer from "puppeteer-core";
import { freePort } from "./free-port";

const root = join(import.meta.dir, "..");
const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(name);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const RUNS = Math.max(1, Number(option("--runs")) || 3);
const DARK = has("--dark");
const RESULTS = option("--json") ?? join(root, DARK ? "dist/lighthouse-dark.json" : "dist/lighthouse.json");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const kinfit = join(root, "dist/kinfit");

/** What each page must score, out of 100. */
export const MINIMUM = { performance: 95, accessibility: 100, "best-practices": 100 } as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

if (!has("--no-build")) {
  console.log("--- building dist/kinfit");
  const build = Bun.spawnSync([process.execPath, "scripts/build.ts"], { cwd: root, stdout: "inherit", stderr: "inherit" });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}
if (!(await Bun.file(kinfit).exists())) {
  console.error("dist/kinfit is missing: run without --no-build");
  process.exit(2);
}
if (!(await Bun.file(CHROMIUM).exists())) {
  console.error(`no Chromium at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  process.exit(2);
}

async function waitFor(url: string, proc: { exitCode: number | null }, what: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`${what} did not start`);
    await Bun.sleep(50);
  }
}

const work = mkdtempSync(join(tmpdir(), "kinfit-lighthouse-"));
const cleanup: (() => Promise<unknown> | unknown)[] = [() => rmSync(work, { recursive: true, force: true })];
const stopAll = async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
};
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

// ---------------------------------------------------------------------------------------------
// The server, on a scratch database.
const port = await freePort();
const server = Bun.spawn([kinfit, "--port", String(port), "--host", "127.0.0.1", "--db", join(work, "kinfit.db")], {
  cwd: work,
  env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD: "lighthouse admin password", KINFIT_SIGNUP_LIMIT: "0" },
  stdout: "ignore",
  stderr: "inherit",
});
cleanup.push(async () => {
  server.kill("SIGTERM");
  await server.exited;
});
const base = `http://127.0.0.1:${port}`;

// Chromium, with a debugging port for Lighthouse and a fresh profile.
const debugPort = await freePort();
const profile = join(work, "chromium-profile");
const chromium = Bun.spawn(
  [
    CHROMIUM,
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ],
  { stdout: "ignore", stderr: "ignore" },
);
cleanup.push(async () => {
  chromium.kill("SIGTERM");
  await chromium.exited;
});

try {
  await waitFor(`${base}/api/health`, server, "dist/kinfit");
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chromium, "Chromium");
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: null });
  cleanup.push(() => browser.disconnect());

  // -------------------------------------------------------------------------------------------
  // A member and today's data, as the app sends them.
  const signup = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@example.com`,
      password: "lighthouse password 1",
      firstName: "Lee",
      lastName: "Lighthouse",
    }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith("kinfit_session="))
    ?.split(";")[0];
  if (signup.status !== 201 || !cookie) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<any>;
  };
  // The browser's day is the machine's: the app asks for the day the phone says.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  const exercises = [
    { name: "Squat", sets: 4, reps: "8", weight: "185" },
    { name: "Bench Press", sets: 4, reps: "8", weight: "135" },
    { name: "Barbell Row", sets: 3, reps: "10", weight: "115" },
    { name: "Overhead Press", sets: 3, reps: "8", weight: "85" },
  ];
  for (const e of exercises) await api("POST", "/api/workouts", { date: today, exercises: [e] });
  const day = (await api("GET", `/api/workouts/${today}`)) as { exercises: { id: number; name: string }[] };
  // The first two exercises done, the others still to do.
  for (const e of day.exercises.slice(0, 2)) {
    const planned = exercises.find((x) => x.name === e.name)!;
    for (let n = 1; n <= planned.sets; n++)
      await api("PUT", `/api/exercises/${e.id}/sets/${n}`, { weight: planned.weight, reps: planned.reps, completed: true });
  }
  const meal = (name: string, time: string, items: [string, number, number, number, number, number][]) => ({
    date: today,
    name,
    time,
    ingredients: items.map(([ingredient, quantity, calories, protein, carbs, fat]) => ({
      name: ingredient,
      quantity,
      unit: "g",
      calories,
      protein,
      carbs,
      fat,
    })),
  });
  await api(
    "POST",
    "/api/meals",
    meal("Breakfast", "07:30", [
      ["Oats", 80, 300, 10, 54, 5],
      ["Greek Yogurt", 150, 146, 15, 6, 7],
      ["Blueberries", 100, 57, 1, 14, 0],
    ]),
  );
  await api(
    "POST",
    "/api/meals",
    meal("Lunch", "12:30", [
      ["Chicken Breast", 150, 248, 46, 0, 5],
      ["Rice", 200, 260, 5, 57, 1],
      ["Broccoli", 100, 34, 3, 7, 0],
      ["Olive Oil", 10, 88, 0, 0, 10],
    ]),
  );
  await api(
    "POST",
    "/api/meals",
    meal("Dinner", "19:00", [
      ["Salmon", 150, 312, 30, 0, 20],
      ["Potatoes", 250, 193, 5, 43, 0],
      ["Green Beans", 120, 37, 2, 8, 0],
    ]),
  );

  // The server's first answers read its files from disk: every file of the app is asked for once
  // first, so no page's audit pays for that (a browser's cache is emptied before each audit).
  const html = await (await fetch(`${base}/login`)).text();
  const precache = /KINFIT_BUILD=(\{.*?\});/.exec(await (await fetch(`${base}/sw.js`)).text());
  const files: string[] = precache ? JSON.parse(precache[1]!).precache : [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
  for (const file of files) await fetch(`${base}${file}`, { headers: { "accept-encoding": "gzip" } }).then((r) => r.arrayBuffer());

  // -------------------------------------------------------------------------------------------
  // Lighthouse on each page.
  const PAGES = [
    { name: "/login", path: "/login", signedIn: false },
    { name: "/workouts", path: "/workouts", signedIn: true },
    { name: "/meals", path: "/meals", signedIn: true },
  ];
  type Lhr = any;
  const reports: { page: string; lhr: Lhr }[] = [];
  for (const page of PAGES) {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      process.stdout.write(`--- ${page.name}: run ${i + 1} of ${RUNS}\n`);
      // A new tab for each audit, in the colour scheme asked for.
      const tab = await browser.newPage();
      await tab.emulateMediaFeatures([{ name: "prefers-color-scheme", value: DARK ? "dark" : "light" }]);
      const result = await lighthouse(
        `${base}${page.path}`,
        {
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          // The session a signed-in phone sends with every request.
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        },
        undefined,
        tab as any,
      );
      await tab.close();
      if (!result) throw new Error(`${page.name}: Lighthouse returned nothing`);
      if (result.lhr.runtimeError) throw new Error(`${page.name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    reports.push({ page: page.name, lhr: computeMedianRun(runs) });
  }

  // -------------------------------------------------------------------------------------------
  // The table, what failed, the verdict.
  const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const lpad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `\nLighthouse ${reports[0]!.lhr.lighthouseVersion}, mobile${DARK ? ", dark theme" : ""}, median of ${RUNS} run${RUNS === 1 ? "" : "s"}`,
  );
  console.log(`${pad("page", 11)} ${lpad("performance", 11)} ${lpad("accessibility", 13)} ${lpad("best practices", 14)} ${lpad("SEO", 5)}`);
  const verdicts: string[] = [];
  for (const { page, lhr } of reports) {
    console.log(
      `${pad(page, 11)} ${lpad(score(lhr, "performance"), 11)} ${lpad(score(lhr, "accessibility"), 13)} ${lpad(score(lhr, "best-practices"), 14)} ${lpad(score(lhr, "seo"), 5)}`,
    );
    for (const [category, min] of Object.entries(MINIMUM))
      if (score(lhr, category) < min) verdicts.push(`${page}: ${category} ${score(lhr, category)} < ${min}`);
  }
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
  // Lighthouse's own measure of the machine's speed during the run kept: its 4x CPU slowdown does not
  // adjust to it, so on a slower moment of a shared machine TBT grows with the machine, not the code.
  const speed = (lhr: Lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0);
  console.log(
    `\n${pad("page", 11)} ${metrics.map((m) => lpad(m.replace(/-/g, " ").replace("cumulative layout shift", "CLS").replace("total blocking time", "TBT").replace("first contentful paint", "FCP").replace("largest contentful paint", "LCP"), 12)).join(" ")} ${lpad("bench index", 12)}`,
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
            `${k}: ${node.selector ?? ""} ${node.snippet ?? ""} ${node.explanation ? `(${node.explanation.replace(/\s+/g, " ")})` : ""}`.trim(),
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

  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(
    RESULTS,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: reports[0]!.lhr.lighthouseVersion,
        chromium: reports[0]!.lhr.environment?.hostUserAgent,
        machine: { cores: cpus().length, cpu: cpus()[0]?.model },
        runs: RUNS,
        dark: DARK,
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
    const file = RESULTS.replace(/\.json$/, `-${page.replace(/\W+/g, "") || "root"}.report.json`);
    writeFileSync(file, JSON.stringify(lhr));
    full.push(file);
  }
  console.log(`\nwrote ${RESULTS}, and the full reports: ${full.join(", ")}`);
  if (verdicts.length) {
    console.log(`\nUnder the minimum:\n${verdicts.map((v) => `  ${v}`).join("\n")}`);
    process.exitCode = 1;
  } else
    console.log(
      `\nEvery page meets performance >= ${MINIMUM.performance}, accessibility ${MINIMUM.accessibility}, best practices ${MINIMUM["best-practices"]}.`,
    );
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await stopAll();
}
