// The benchmark of record: the built executable under load with a seeded household, every figure
// next to a baseline measured in the same run.
//   npm run bench [-- --quick] [--no-build] [--duration 4] [--runs 5] [--json FILE]
//
// - Start-up and footprint: executable size, cold start (exec to the first 200 of /api/health),
//   idle and peak memory, against a bare Bun.serve compiled the same way.
// - API: wrk at 64 connections on the reads the screens make and on the writes, signed in as a
//   member with three years of history (npm run seed; the file is cached by a hash of the seed
//   script and the migrations). Each read is also measured on an empty database (a new member with
//   nothing) and against the bare server answering a JSON body of the same size.
// - The first screen: the JavaScript and CSS /login loads, gzipped, and how assets are cached and
//   compressed.
// Prints a table per route and the footprint with the budgets met or missed, writes
// dist/bench-results.json, and exits non-zero only when a ratio is off by more than half its budget
// (or a request failed where none may), so it can run on a busy CI machine.
//
// This file runs the load; bench-servers.ts starts and asks the servers, bench-seeded.ts caches the
// seeded household, bench-footprint.ts measures start-up, memory and the first screen, and
// bench-report.ts prints and gates.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { seededOverEmpty, vsBare, type ReadResult, type WriteResult } from "./bench-budgets";
import { failedSignIn, firstScreenRows, servedFirstScreen, startUpAndMemory, type FootprintRow } from "./bench-footprint";
import { report } from "./bench-report";
import { seededDatabase } from "./bench-seeded";
import { ADMIN, buildBare, call, loader, machine, medianRound, rssMb, signIn, start, type Server } from "./bench-servers";
import type { WrkReport, WrkRequest } from "./bench-wrk";
import { recentExerciseIds, WRITE_ROUTES, writeRequests, type WriteRoute } from "./bench-writes";
import type { FirstScreen } from "./first-screen-bytes";
import { prng, SEED_DAYS, seedDay, seedEmail, seedPassword } from "./seed";
import { QUIET_AFTER_MS } from "@http/quiet";

const root = join(import.meta.dir, "..");
const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(name);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const QUICK = has("--quick");
/** Seconds per measurement; reads take the median of ROUNDS of them, interleaved with their baselines. */
const SECONDS = Number(option("--duration")) || (QUICK ? 1 : 4);
const ROUNDS = 3;
/** Writes run once, as long as the rounds of a read. */
const WRITE_SECONDS = SECONDS * ROUNDS;
const WARMUP_SECONDS = QUICK ? 1 : 2;
const RUNS = Number(option("--runs")) || (QUICK ? 3 : 5);
const CONNECTIONS = 64;
const RESULTS = option("--json") ?? join(root, "dist/bench-results.json");
const kinfit = join(root, "dist/kinfit");
const startLoad = loadavg();

// ---------------------------------------------------------------------------------------------
// Tools: the executable, wrk, the bare baseline, the seeded database.
if (!Bun.which("wrk")) {
  console.error("wrk is not installed: apt-get install -y wrk");
  process.exit(2);
}
if (!has("--no-build")) {
  console.log("--- building dist/kinfit");
  const build = Bun.spawnSync([process.execPath, "scripts/build.ts"], { cwd: root, stdout: "inherit", stderr: "inherit" });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
} else if (!existsSync(kinfit)) {
  console.error("dist/kinfit is missing: run without --no-build, or npm run build first");
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), "kinfit-bench-"));
const bare = buildBare(work);
const seed = seededDatabase(root);
const load = loader(work, CONNECTIONS);

const running: Server[] = [];
const stopAll = async () => {
  for (const s of running.splice(0)) await s.stop();
};
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

// ---------------------------------------------------------------------------------------------
// What the screens read and write. Reads rotate through days of the seeded history.
const pick = prng(2026);
const days = Array.from({ length: 64 }, () => seedDay(pick.between(1, SEED_DAYS - 1)));
const get = (path: string): WrkRequest => ({ method: "GET", path });
const READS: { route: string; requests: WrkRequest[]; reference?: boolean }[] = [
  // No session, no query: what the framework itself costs next to the bare server (no budget).
  { route: "GET /api/health (reference)", requests: [get("/api/health")], reference: true },
  { route: "GET /api/workouts/{date}", requests: days.map((d) => get(`/api/workouts/${d}`)) },
  { route: "GET /api/workouts/previous/{date}", requests: days.map((d) => get(`/api/workouts/previous/${d}`)) },
  { route: "GET /api/workouts/week?start=", requests: days.map((d) => get(`/api/workouts/week?start=${d}`)) },
  { route: "GET /api/meals?date=", requests: days.map((d) => get(`/api/meals?date=${d}`)) },
  { route: "GET /api/templates", requests: [get("/api/templates")] },
  { route: "GET /api/custom-ingredients", requests: [get("/api/custom-ingredients")] },
  { route: "GET /api/body-composition", requests: [get("/api/body-composition")] },
  { route: "GET /api/auth/user", requests: [get("/api/auth/user")] },
];

// Enough distinct days that each gets a handful of writes even at 3000 writes a second.
const WRITE_DAYS = Math.max(1000, WRITE_SECONDS * 3000);

/**
 * The writes (scripts/bench-writes.ts), on days far past the seeded history; `years` moves those
 * days (the warm-up writes on other days than the measured run).
 */
async function writeRoutes(base: string, cookie: string, years = 0): Promise<{ route: string; requests: WrkRequest[] }[]> {
  const loads = writeRequests(await recentExerciseIds(base, cookie), WRITE_DAYS, 2030 + years);
  return (Object.keys(WRITE_ROUTES) as WriteRoute[]).map((k) => ({ route: WRITE_ROUTES[k], requests: loads[k] }));
}

// ---------------------------------------------------------------------------------------------
const reads: ReadResult[] = [];
const writes: WriteResult[] = [];
const footprint: FootprintRow[] = [];
let idleRss = NaN;
/** Of idleRss, the process's own memory; the rest is mostly the executable's clean pages. */
let idlePrivate = NaN;
let peakRss = NaN;
let firstScreen: FirstScreen = { js: NaN, css: NaN, files: [] };
let delivery: Record<string, string> = {};

try {
  // The copy under load; the cached file stays as seeded.
  const seededCopy = join(work, "seeded.db");
  copyFileSync(seed.path, seededCopy);
  const app = await start(work, [kinfit, "--host", "127.0.0.1", "--db", seededCopy], ADMIN);
  const empty = await start(work, [kinfit, "--host", "127.0.0.1", "--db", join(work, "empty.db")], ADMIN);
  const baseline = await start(work, [bare]);
  running.push(app, empty, baseline);
  const cookie = await signIn(app.base, "/api/login", { email: seedEmail(1), password: seedPassword(1) });
  const emptyCookie = await signIn(empty.base, "/api/signup", { email: "empty@example.com", password: "bench empty password" });

  // Every read answers 200 on both; the bare server stands in with the seeded answer's mean size.
  const sizes = new Map<string, number>();
  for (const r of READS) {
    let bytes = 0;
    for (const req of r.requests) {
      const a = await call(app.base, cookie, req);
      const b = await call(empty.base, emptyCookie, req);
      if (a.status !== 200 || b.status !== 200) throw new Error(`${req.path}: ${a.status} seeded, ${b.status} empty`);
      bytes += a.bytes;
    }
    sizes.set(r.route, Math.round(bytes / r.requests.length));
  }
  // Idle after use: once the server has been quiet long enough to hand back what it compiled and
  // collected (src/http/quiet.ts checks every quarter of the quiet time).
  await Bun.sleep(QUIET_AFTER_MS * 1.25 + 2000);
  idleRss = rssMb(app.pid);
  idlePrivate = rssMb(app.pid, "RssAnon");

  // Peak memory: sampled while the load runs, and the kernel's high-water mark at the end.
  let sampledPeak = idleRss;
  const sampler = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, rssMb(app.pid));
    } catch {}
  }, 100);

  console.log(
    `--- reads: ${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections on bare, seeded and empty in turn, after ${WARMUP_SECONDS} s of warm-up; the median round counts`,
  );
  for (const r of READS) {
    const bytes = sizes.get(r.route)!;
    const targets = [
      { base: baseline.base, requests: [get(`/${bytes}`)], cookie: "" },
      { base: app.base, requests: r.requests, cookie },
      { base: empty.base, requests: r.requests, cookie: emptyCookie },
    ];
    for (const t of targets) await load(t.base, t.requests, t.cookie, WARMUP_SECONDS);
    // Interleaved, so that a burst of other work on the machine falls on one round, not one target.
    const rounds: WrkReport[][] = targets.map(() => []);
    for (let i = 0; i < ROUNDS; i++)
      for (const [j, t] of targets.entries()) rounds[j]!.push(await load(t.base, t.requests, t.cookie, SECONDS));
    const [b, s, e] = rounds.map(medianRound) as [WrkReport, WrkReport, WrkReport];
    const result = { route: r.route, seeded: s, empty: e, bare: b, bytes, reference: r.reference };
    reads.push(result);
    console.log(
      `${r.route}: ${s.rps.toFixed(0)} req/s, p99 ${s.latency.p99.toFixed(2)} ms; ${vsBare(result).toFixed(2)}x bare, ${seededOverEmpty(result).toFixed(2)}x empty`,
    );
  }

  // Each write is warmed up as the reads are: the first second of a burst of writes runs code the
  // JIT has not compiled yet and starts the checkpoint worker (src/db/wal.ts), whose stalls would
  // otherwise be a short run's p99 rather than the writes' steady cost.
  console.log(`--- writes: ${WRITE_SECONDS} s each, after ${WARMUP_SECONDS} s of warm-up on other days`);
  const warmups = await writeRoutes(app.base, cookie, 300);
  for (const [n, w] of (await writeRoutes(app.base, cookie)).entries()) {
    const first = await call(app.base, cookie, w.requests[0]!);
    if (first.status >= 300) throw new Error(`${w.route}: ${first.status} ${first.text}`);
    await load(app.base, warmups[n]!.requests, cookie, WARMUP_SECONDS);
    const s = await load(app.base, w.requests, cookie, WRITE_SECONDS);
    writes.push({ route: w.route, seeded: s, bytes: first.bytes });
    console.log(`${w.route}: ${s.rps.toFixed(0)} req/s, p99 ${s.latency.p99.toFixed(2)} ms, ${s.non2xx + s.socketErrors} failed`);
  }
  clearInterval(sampler);
  peakRss = Math.max(sampledPeak, rssMb(app.pid, "VmHWM"));

  ({ firstScreen, delivery } = await servedFirstScreen(app.base, cookie));
  await stopAll();

  footprint.push(...(await startUpAndMemory({ work, kinfit, bare, seededCopy, runs: RUNS, idleRss, idlePrivate, peakRss })));
  footprint.push(await failedSignIn(work, kinfit));
  footprint.push(...(await firstScreenRows(root, firstScreen)));
} finally {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
}

const code = report({
  root,
  results: RESULTS,
  machine: machine(),
  options: {
    quick: QUICK,
    seconds: SECONDS,
    rounds: ROUNDS,
    writeSeconds: WRITE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    runs: RUNS,
  },
  load: { start: startLoad, end: loadavg() },
  seed,
  reads,
  writes,
  footprint,
  firstScreen,
  delivery,
});
process.exit(code);
