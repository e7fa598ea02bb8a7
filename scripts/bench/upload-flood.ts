// The upload flood of the third review, on a built executable: 30 connections each sending a 20 MB
// CSV and 5 sending a large JSON array, none signed in. Every answer must be a 401 sent before the
// body is read; it prints the server's resident memory before and at its peak.
//   npx bun scripts/bench/upload-flood.ts [dist/kinfit]
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@scripts/free-port";

const executable = process.argv[2] ?? join(import.meta.dir, "../../dist/kinfit");
const dir = mkdtempSync(join(tmpdir(), "kinfit-flood-"));
const port = await freePort();
const server = Bun.spawn([executable, "--port", String(port), "--host", "127.0.0.1", "--db", join(dir, "kinfit.db")], {
  stdout: "ignore",
  stderr: "ignore",
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; tries < 200; tries++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await Bun.sleep(100);
}

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const before = residentMb();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, residentMb());
}, 20);

const csv = new Uint8Array(20 * 1024 * 1024).fill(65);
const json = `[${"1,".repeat(6_000_000)}1]`;
const status = (request: Promise<Response>) =>
  request.then(
    (r) => String(r.status),
    (error) => String(error).slice(0, 40),
  );
const started = performance.now();
const answers = await Promise.all([
  ...Array.from({ length: 30 }, () =>
    status(fetch(`${base}/api/import/workouts-csv`, { method: "POST", headers: { "content-type": "text/csv" }, body: csv })),
  ),
  ...Array.from({ length: 5 }, () =>
    status(fetch(`${base}/api/import`, { method: "POST", headers: { "content-type": "application/json" }, body: json })),
  ),
]);
await Bun.sleep(500);
clearInterval(sampler);
server.kill();
await server.exited;
rmSync(dir, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`answers: ${[...new Set(answers)].join(", ")} in ${seconds} s`);
console.log(`resident memory: ${before.toFixed(1)} MB before, ${peak.toFixed(1)} MB at peak (budget < 150 MB)`);
process.exit(answers.every((a) => a === "401") && peak < 150 ? 0 : 1);
