// Runs dist/kinfit-linux-arm64 under qemu user emulation as a Raspberry Pi's processor would and
// checks that it answers /api/health and that a user can sign up. Used by .ci/run, so "runs on a
// Pi" is tested rather than assumed. Needs Debian's qemu-user-static and libc6-arm64-cross.
//   bun scripts/arm64-smoke.ts [--cpu cortex-a72]
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeBurst } from "./write-burst";

const root = join(import.meta.dir, "..");
const cpu = process.argv.find((a) => a.startsWith("--cpu="))?.slice(6) ?? "cortex-a72";
const dir = mkdtempSync(join(tmpdir(), "kinfit-arm64-"));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
let passed = 0;
let failed = 0;
const check = (name: string, ok: boolean, detail = "") => {
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
  ok ? passed++ : failed++;
};

const started = performance.now();
const proc = Bun.spawn(
  [
    "qemu-aarch64-static",
    "-cpu",
    cpu,
    "-L",
    "/usr/aarch64-linux-gnu",
    join(root, "dist/kinfit-linux-arm64"),
    "--port",
    String(port),
    "--host",
    "127.0.0.1",
    "--db",
    join(dir, "k.db"),
  ],
  {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD: "arm64 smoke admin", KINFIT_SIGNUP_LIMIT: "0" },
    stdout: "pipe",
    stderr: "pipe",
  },
);
try {
  let health: Response | undefined;
  while (performance.now() - started < 120_000 && proc.exitCode === null) {
    health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await Bun.sleep(250);
  }
  const body = health?.ok ? await health.json() : undefined;
  check(`health on arm64 (${cpu})`, body?.ok === true, `${Math.round(performance.now() - started)} ms to first 200`);
  if (body?.ok) {
    const signup = await fetch(`${base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "pi@example.com", password: "raspberry pi 4", firstName: "Pi", lastName: "Board" }),
    });
    const cookie = signup.headers.get("set-cookie")?.split(";")[0] ?? "";
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } }).then((r) => r.json());
    check(`sign-up on arm64 (${cpu})`, signup.status === 201 && me.isAuthenticated === true, `status ${signup.status}`);
    const page = await fetch(`${base}/`).then((r) => r.text());
    check(`web app served on arm64 (${cpu})`, page.includes('<div id="root">'));
    // The WAL checkpointer is a worker thread, a second entry point of the executable. A burst of
    // writes starts it, and the pages written reach the database file without any commit
    // checkpointing.
    await writeBurst(base, cookie);
    const db = join(dir, "k.db");
    const copied = () => statSync(db).size > 4 * 4096;
    for (let i = 0; i < 80 && !copied(); i++) await Bun.sleep(250);
    check(`WAL checkpointed in the background on arm64 (${cpu})`, copied(), `${statSync(db).size} bytes in the database file`);
  }
} finally {
  proc.kill("SIGTERM");
  const code = await Promise.race([proc.exited, Bun.sleep(15_000).then(() => "timeout")]);
  if (code === "timeout") proc.kill("SIGKILL");
  check(`graceful stop on arm64 (${cpu})`, code === 0, `exit ${code}`);
  if (failed) console.log(await new Response(proc.stderr).text().catch(() => ""));
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
