// `npm run bench:ab -- <git ref> [route] [--rounds N] [--seconds S]`: this working tree (B) against
// another commit (A) under the same load, in alternating rounds, to tell a change from the
// machine's drift (on a shared machine, speed wanders within minutes, so two runs
// one after the other compare the hours, not the code).
//
// Both servers run from source at once, each on its own copy of the seeded database (run
// `npm run bench` once to seed it); wrk loads one at a time, A then B, then B then A, and so on.
// The figure to read is the median over rounds of B's requests a second over A's in the same round.
// Routes: add, tick, meal, copy (the benchmark's writes), or a GET path such as /api/auth/user.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BROWSER_HEADERS, luaScript, runWrk, type WrkRequest } from "./bench-wrk";
import { isWriteRoute, recentExerciseIds, writeRequests } from "./bench-writes";
import { seedEmail, seedPassword } from "./seed";

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

type Server = { name: string; base: string; cookie: string; exerciseIds: number[]; proc: Bun.Subprocess };
const servers: Server[] = [];

async function start(name: string, tree: string, port: number): Promise<Server> {
  buildWeb(tree);
  const db = join(work, `${name}.db`);
  copyFileSync(join(cache, seed!), db);
  const proc = Bun.spawn([process.execPath, "src/main.ts", "--port", String(port), "--host", "127.0.0.1", "--db", db], {
    cwd: tree,
    env: { ...process.env, ADMIN_PASSWORD: "bench admin password", KINFIT_SIGNUP_LIMIT: "0" },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 500) throw new Error(`${name} did not start`);
    await Bun.sleep(20);
  }
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: seedEmail(1), password: seedPassword(1) }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("kinfit_session="))!
    .split(";")[0]!;
  return { name, base, cookie, exerciseIds: await recentExerciseIds(base, cookie), proc };
}

/**
 * The benchmark's own writes (scripts/bench-writes.ts), each round on days of its own past the
 * history: 20,000 days (55 years) of adds and meals, and as many of copies 120 years on, so a round
 * 240 years after another meets none of its days.
 */
function requests(server: Server, round: number): WrkRequest[] {
  return isWriteRoute(route) ? writeRequests(server.exerciseIds, 20000, 2300 + round * 240)[route] : [{ method: "GET", path: route }];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  servers.push(await start("A", baseTree, 3981), await start("B", root, 3982));
  const figures = new Map(servers.map((s) => [s.name, { rps: [] as number[], p99: [] as number[] }]));
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const script = join(work, `${server.name}.lua`);
      const headers = { Cookie: server.cookie, ...BROWSER_HEADERS };
      if (round === 0) {
        // Warm-up, on the days of a round after the last.
        writeFileSync(script, luaScript(requests(server, rounds), headers));
        await runWrk(server.base, script, { seconds: 2 });
      }
      writeFileSync(script, luaScript(requests(server, round), headers));
      const { report } = await runWrk(server.base, script, { seconds });
      if (report.non2xx || report.socketErrors)
        console.log(`${server.name}: ${report.non2xx} failed answers, ${report.socketErrors} socket errors`);
      figures.get(server.name)!.rps.push(report.rps);
      figures.get(server.name)!.p99.push(report.latency.p99);
    }
    const [a, b] = [figures.get("A")!, figures.get("B")!];
    console.log(
      `round ${round + 1}: A ${a.rps.at(-1)!.toFixed(0)}/s p99 ${a.p99.at(-1)!.toFixed(1)} ms | B ${b.rps.at(-1)!.toFixed(0)}/s p99 ${b.p99.at(-1)!.toFixed(1)} ms`,
    );
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
