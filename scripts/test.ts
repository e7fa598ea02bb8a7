// `npm test`: every suite, then one closing line with the totals.
//   1. server, shared rules and scripts (bun test ./src ./scripts)
//   2. web components under happy-dom (bun test --preload ./web/test/setup.ts ./web)
//   3. browser end-to-end: builds dist/kinfit and drives it in headless Chromium (web/e2e/*.e2e.ts,
//      one process per file)
// The log ends with each failed test and what bun printed for it, then the totals.
// Suites run in separate processes: happy-dom replaces fetch, Request and Response, which the
// server tests need native.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { failureRecap } from "./test-recap";

const root = join(import.meta.dir, "..");
const bun = process.execPath;
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Outcome = { name: string; passed: number; failed: number; ok: boolean; note?: string; failures?: string };

async function run(name: string, cmd: string[]): Promise<Outcome> {
  console.log(`\n=== ${name}: ${cmd.slice(1).join(" ")}`);
  const proc = Bun.spawn(cmd, { cwd: root, stdout: "pipe", stderr: "pipe", env: { ...process.env, FORCE_COLOR: "0" } });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  const code = await proc.exited;
  const passed = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0);
  const failed = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0);
  // A suite that crashed before counting still fails the run.
  const failures = code === 0 ? "" : failureRecap(output) || output.trim().split("\n").slice(-40).join("\n");
  return { name, passed, failed: code !== 0 && failed === 0 ? 1 : failed, ok: code === 0, failures };
}

const outcomes: Outcome[] = [];
// Bun's own limit is 5 s a test, which a busy machine can overrun in the tests that start servers.
const unitTimeout = "--timeout=20000";
// A browser test's steps each wait at most 15 s (web/e2e/harness.ts); the test as a whole gets more.
const e2eTimeout = "--timeout=90000";
outcomes.push(await run("server and shared", [bun, "test", unitTimeout, "./src", "./scripts"]));
outcomes.push(await run("web components", [bun, "test", unitTimeout, "--preload", "./web/test/setup.ts", "./web"]));

const e2eFiles = readdirSync(join(root, "web/e2e"))
  .filter((f) => f.endsWith(".e2e.ts"))
  .sort();
if (!existsSync(chromium) && process.env.CI !== "true") {
  console.log(`\n=== browser end-to-end: skipped, no Chromium at ${chromium} (apt-get install chromium)`);
  outcomes.push({ name: "browser end-to-end", passed: 0, failed: 0, ok: true, note: "skipped" });
} else {
  const build = await run("build", [bun, "scripts/build/build.ts"]);
  if (!build.ok) outcomes.push({ ...build, failed: 1 });
  // One process per file: bun test reaps a file's leftover child processes when it moves on,
  // which would take the next file's browser and server with them.
  else {
    for (const f of e2eFiles) {
      const name = `browser end-to-end ${f}`;
      const first = await run(name, [bun, "test", e2eTimeout, `./web/e2e/${f}`]);
      if (first.ok) {
        outcomes.push(first);
        continue;
      }
      // A browser test on a shared machine can miss a step's time once; a file that fails twice
      // fails the run, and one that passes the second time is named in the log, never hidden.
      const again = await run(`${name} (again)`, [bun, "test", e2eTimeout, `./web/e2e/${f}`]);
      outcomes.push(again.ok ? { ...again, name, note: "passed the second time", failures: first.failures } : first);
    }
  }
}

for (const o of outcomes.filter((o) => o.failures)) console.log(`\n--- what failed in ${o.name}\n${o.failures}`);
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`\n${outcomes.map((o) => `${o.name}: ${o.passed} passed, ${o.failed} failed${o.note ? ` (${o.note})` : ""}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || outcomes.some((o) => !o.ok) || passed === 0 ? 1 : 0);
