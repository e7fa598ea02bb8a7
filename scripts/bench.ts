// Start-up and footprint benchmark of the built executable, each figure next to a baseline
// measured in the same run: a bare Bun executable serving one JSON route.
//   npm run build && npm run bench [-- --runs 7]
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const work = mkdtempSync(join(tmpdir(), "kinfit-bench-"));
const kinfit = join(root, "dist/kinfit");

// Baseline: the smallest Bun server, compiled the same way.
const bareSrc = join(work, "bare.ts");
writeFileSync(bareSrc, `Bun.serve({ port: Number(process.argv[process.argv.indexOf("--port") + 1]), hostname: "127.0.0.1", fetch: () => Response.json({ ok: true }) });`);
const bare = join(work, "bare");
Bun.spawnSync([process.execPath, "build", "--compile", "--minify", bareSrc, "--outfile", bare], { stdout: "ignore", stderr: "inherit" });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let nextPort = 41000 + Math.floor(Math.random() * 10000);

async function coldStart(cmd: string[], env: Record<string, string> = {}) {
  const port = nextPort++;
  const t0 = performance.now();
  const proc = Bun.spawn([...cmd, "--port", String(port)], { cwd: work, env: { PATH: process.env.PATH ?? "", ...env }, stdout: "ignore", stderr: "ignore" });
  let ms = NaN;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) {
      ms = performance.now() - t0;
      break;
    }
    if (performance.now() - t0 > 20_000) break;
    await Bun.sleep(2);
  }
  // Idle: a few requests, a moment's rest, then resident memory.
  for (let i = 0; i < 20; i++) await fetch(`http://127.0.0.1:${port}/api/health`);
  await Bun.sleep(500);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"))?.[1]);
  proc.kill("SIGTERM");
  await proc.exited;
  return { ms, rssMb: rssKb / 1024 };
}

const rows: [string, string, string, string][] = [];
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const sizeK = statSync(kinfit).size / 1024 / 1024;
const sizeB = statSync(bare).size / 1024 / 1024;
rows.push(["executable size", `${sizeK.toFixed(1)} MB`, `${sizeB.toFixed(1)} MB`, ratio(sizeK, sizeB)]);

const db = join(work, "k.db");
const env = { ADMIN_PASSWORD: "bench admin password" };
const first = await coldStart([kinfit, "--host", "127.0.0.1", "--db", db], env); // creates and migrates the database
const warm: { ms: number; rssMb: number }[] = [];
const base: { ms: number; rssMb: number }[] = [];
for (let i = 0; i < runs; i++) {
  warm.push(await coldStart([kinfit, "--host", "127.0.0.1", "--db", db], env));
  base.push(await coldStart([bare]));
}
const kMs = median(warm.map((r) => r.ms));
const bMs = median(base.map((r) => r.ms));
rows.push(["cold start to first 200 (existing db)", `${kMs.toFixed(0)} ms`, `${bMs.toFixed(0)} ms`, ratio(kMs, bMs)]);
rows.push(["cold start, first run (new db)", `${first.ms.toFixed(0)} ms`, `${bMs.toFixed(0)} ms`, ratio(first.ms, bMs)]);
const kRss = median(warm.map((r) => r.rssMb));
const bRss = median(base.map((r) => r.rssMb));
rows.push(["idle memory (RSS)", `${kRss.toFixed(1)} MB`, `${bRss.toFixed(1)} MB`, ratio(kRss, bRss)]);

// A failed sign-in must not reveal whether the email has an account: the time of "unknown email"
// against "wrong password" (4 of each, under the 10-failure limit per client).
{
  const port = nextPort++;
  const proc = Bun.spawn([kinfit, "--host", "127.0.0.1", "--port", String(port), "--db", join(work, "login.db")], { cwd: work, env: { PATH: process.env.PATH ?? "" }, stdout: "ignore", stderr: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) await Bun.sleep(5);
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/signup", { email: "known@example.com", password: "the right password", firstName: "Test", lastName: "User" });
  const time = async (email: string) => {
    const t0 = performance.now();
    await post("/api/login", { email, password: "a wrong password" });
    return performance.now() - t0;
  };
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < 4; i++) {
    unknown.push(await time(`nobody${i}@example.com`));
    wrong.push(await time("known@example.com"));
  }
  proc.kill("SIGTERM");
  await proc.exited;
  const u = median(unknown);
  const k = median(wrong);
  rows.push(["failed sign-in: unknown email", `${u.toFixed(0)} ms`, `${k.toFixed(0)} ms (wrong password)`, ratio(u, k)]);
}

// JavaScript the sign-in page loads, gzipped as served, against React + ReactDOM alone.
const html = readFileSync(join(root, "dist/web/index.html"), "utf8");
// The page's scripts and every chunk they import statically; lazy screens (import()) are not loaded.
const loaded = new Set<string>();
const visit = (url: string) => {
  if (loaded.has(url)) return;
  loaded.add(url);
  const code = readFileSync(join(root, "dist/web", url), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) visit(join(url, "..", m[1]!));
};
for (const m of html.matchAll(/<script[^>]*src="([^"]+)"/g)) visit(m[1]!);
const gz = [...loaded].reduce((n, s) => n + Bun.gzipSync(readFileSync(join(root, "dist/web", s)), { level: 9 }).length, 0) / 1024;
// Inside the project, so that react resolves from its node_modules.
const reactEntry = join(root, "dist/bench-react.tsx");
writeFileSync(reactEntry, `import { createRoot } from "react-dom/client"; createRoot(document.body).render(<p>hi</p>);`);
const reactBuild = await Bun.build({ entrypoints: [reactEntry], minify: true, target: "browser", define: { "process.env.NODE_ENV": '"production"' }, root });
const reactGz = Bun.gzipSync(new Uint8Array(await reactBuild.outputs[0]!.arrayBuffer()), { level: 9 }).length / 1024;
rows.push(["sign-in page JavaScript (gzip)", `${gz.toFixed(1)} KB`, `${reactGz.toFixed(1)} KB (React alone)`, ratio(gz, reactGz)]);

rmSync(work, { recursive: true, force: true });
rmSync(reactEntry, { force: true });
const widths = [38, 12, 22, 8];
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(line(["measure", "kinfit", "baseline (bare Bun)", "ratio"]));
for (const r of rows) console.log(line(r));
console.log(`(${runs} runs each, median; baseline is a compiled Bun.serve answering one JSON route)`);
