// `npm run bench:ab -- <git ref> [route] [--rounds N] [--seconds S]`: this working tree (B) against
// another commit (A) under the same load, in alternating rounds, to tell a change from the
// machine's drift (on a shared machine, speed wanders by a quarter within minutes, so two runs
// one after the other compare the hours, not the code).
//
// Both servers run from source at once, each on its own copy of the seeded database (run
// `npm run bench` once to seed it); wrk loads one at a time, A then B, then B then A, and so on.
// The figure to read is the median over rounds of B's requests a second over A's in the same round.
// Routes: add, tick, meal, copy (the benchmark's writes), or a GET path such as /api/auth/user.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { luaScript, runWrk, type WrkRequest } from "./bench-wrk";
import { seedDay, seedEmail, seedPassword } from "./seed";

const root = join(import.meta.dir, "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const rounds = option("rounds", 8);
const seconds = option("seconds", 3);
const [ref, route = "copy"] = args;
if (!ref) {
  console.error("usage: npm run bench:ab -- <git ref> [add|tick|meal|copy|/api/...] [--rounds 8] [--seconds 3]");
  process.exit(2);
}
const cache = join(root, "dist/bench-cache");
const seed = existsSync(cache) ? readdirSync(cache).find((f) => /^seed-.*\.db$/.test(f)) : undefined;
if (!seed) {
  console.error("No seeded database: run `npm run bench` (or `npm run bench -- --quick`) once first.");
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), "kinfit-ab-"));
const git = (...cmd: string[]) => {
  const p = Bun.spawnSync(["git", ...cmd], { cwd: root, stderr: "pipe" });
  if (p.exitCode !== 0) throw new Error(`git ${cmd.join(" ")}: ${p.stderr.toString()}`);
};
const baseTree = join(work, "a");
git("worktree", "add", "--detach", baseTree, ref);
symlinkSync(join(root, "node_modules"), join(baseTree, "node_modules"));

/** Each tree serves its own web app, built as its commit builds it. */
function buildWeb(tree: string) {
  if (existsSync(join(tree, "src/generated/web-assets.ts")) && existsSync(join(tree, "dist/web"))) return;
  const p = Bun.spawnSync([process.execPath, "scripts/build-web.ts"], { cwd: tree, stdout: "ignore", stderr: "inherit" });
  if (p.exitCode !== 0) throw new Error(`building the web app in ${tree} failed`);
}

type Server = { name: string; base: string; cookie: string; ticks: WrkRequest[]; proc: Bun.Subprocess };
const servers: Server[] = [];
const day = (year: number, i: number) => new Date(Date.UTC(year, 0, 1 + i)).toISOString().slice(0, 10);

async function start(name: string, tree: string, port: number): Promise<Server> {
  buildWeb(tree);
  const db = join(work, `${name}.db`);
  copyFileSync(join(cache, seed!), db);
  const proc = Bun.spawn([process.execPath, "src/main.ts", "--port", String(port), "--host", "127.0.0.1", "--db", db], {
    cwd: tree,
    env: { ...process.env, ADMIN_PASSWORD: "bench admin password" },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 500) throw new Error(`${name} did not start`);
    await Bun.sleep(20);
  }
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: seedEmail(1), password: seedPassword(1) }) });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("kinfit_session="))!.split(";")[0]!;
  // The benchmark's ticks: each set of the last two weeks' exercises, unticked then ticked.
  const ids: number[] = [];
  for (let offset = 0; offset < 14; offset++) {
    const d = (await (await fetch(`${base}/api/workouts/${seedDay(offset)}`, { headers: { cookie } })).json()) as { exercises: { id: number }[] };
    ids.push(...d.exercises.map((e) => e.id));
  }
  const ticks = [false, true].flatMap((completed) => ids.flatMap((id) => [1, 2, 3, 4].map((n) => ({ method: "PUT", path: `/api/exercises/${id}/sets/${n}`, body: { weight: String(100 + n * 5), reps: "8", completed } }))));
  return { name, base, cookie, ticks, proc };
}

/** Each round writes on days of its own, past the history, as the benchmark does. */
function requests(server: Server, round: number): WrkRequest[] {
  const year = 2100 + round * 60;
  const days = Array.from({ length: 20000 }, (_, i) => day(year, i));
  const meal = (date: string) => ({
    date,
    name: "Lunch",
    time: "12:30",
    ingredients: ["Chicken Breast", "Rice", "Broccoli", "Olive Oil"].map((name, i) => ({ name, quantity: 100 + i * 25, unit: "g", calories: 120 + i * 40, protein: 20, carbs: 30, fat: 5 })),
  });
  switch (route) {
    case "add":
      return days.map((date) => ({ method: "POST", path: "/api/workouts", body: { date, exercises: [{ name: "Squat", sets: 4, reps: "8", weight: "135" }] } }));
    case "meal":
      return days.map((date) => ({ method: "POST", path: "/api/meals", body: meal(date) }));
    case "copy":
      return days.map((date) => ({ method: "POST", path: "/api/meals/copy-previous", body: { fromDate: seedDay(0), toDate: date } }));
    case "tick":
      return server.ticks;
    default:
      return [{ method: "GET", path: route }];
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  servers.push(await start("A", baseTree, 3981), await start("B", root, 3982));
  const figures = new Map(servers.map((s) => [s.name, { rps: [] as number[], p99: [] as number[] }]));
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const script = join(work, `${server.name}.lua`);
      writeFileSync(script, luaScript(requests(server, round), { Cookie: server.cookie, "Accept-Encoding": "gzip, deflate, br" }));
      if (round === 0) await runWrk(server.base, script, { seconds: 2 }); // warm-up, on days of its own
      const { report } = await runWrk(server.base, script, { seconds });
      if (report.non2xx || report.socketErrors) console.log(`${server.name}: ${report.non2xx} failed answers, ${report.socketErrors} socket errors`);
      figures.get(server.name)!.rps.push(report.rps);
      figures.get(server.name)!.p99.push(report.latency.p99);
    }
    const [a, b] = [figures.get("A")!, figures.get("B")!];
    console.log(`round ${round + 1}: A ${a.rps.at(-1)!.toFixed(0)}/s p99 ${a.p99.at(-1)!.toFixed(1)} ms | B ${b.rps.at(-1)!.toFixed(0)}/s p99 ${b.p99.at(-1)!.toFixed(1)} ms`);
  }
  const [a, b] = [figures.get("A")!, figures.get("B")!];
  const ratios = b.rps.map((r, i) => r / a.rps[i]!);
  console.log(
    `${route}: A (${ref}) ${median(a.rps).toFixed(0)}/s, p99 ${median(a.p99).toFixed(1)} ms | B (working tree) ${median(b.rps).toFixed(0)}/s, p99 ${median(b.p99).toFixed(1)} ms` +
      ` | B/A per round: median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(" ")})`,
  );
} finally {
  for (const s of servers) s.proc.kill("SIGINT");
  await Promise.all(servers.map((s) => s.proc.exited));
  git("worktree", "remove", "--force", baseTree);
  rmSync(work, { recursive: true, force: true });
}
