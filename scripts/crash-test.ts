// Crash safety, consistent backups and concurrency, against the built executable (dist/kinfit):
// six users write at once, the server is killed with SIGKILL at a random moment, and then
//   - PRAGMA integrity_check is ok,
//   - every write the server acknowledged with a 2xx is in the database,
//   - no request got a 5xx and the server never logged SQLITE_BUSY;
// and in each round `kinfit backup` runs under the same write load and must hold every write
// acknowledged before it began. Ends with "N passed, N failed".
//   npm run build && bun scripts/crash-test.ts [--rounds 5]
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeBurst } from "./write-burst";

const root = join(import.meta.dir, "..");
const exe = join(root, "dist/kinfit");
const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 5;
const WRITERS = 6;
const dir = mkdtempSync(join(tmpdir(), "kinfit-crash-"));
const dbPath = join(dir, "kinfit.db");

let passed = 0;
let failed = 0;
const check = (name: string, ok: boolean, detail = "") => {
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
  ok ? passed++ : failed++;
};

async function start(port: number) {
  const proc = Bun.spawn([exe, "--port", String(port), "--host", "127.0.0.1", "--db", dbPath], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD: "crash test admin", KINFIT_SIGNUP_LIMIT: "0" },
    stdout: "pipe",
    stderr: "pipe",
  });
  let log = "";
  const drain = async (s: ReadableStream<Uint8Array>) => {
    for await (const c of s) log += new TextDecoder().decode(c);
  };
  void drain(proc.stdout);
  void drain(proc.stderr);
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - t0 > 20_000 || proc.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    await Bun.sleep(20);
  }
  return { proc, base, log: () => log };
}

type Ack = { email: string; firstName?: string; exerciseId?: number };

/**
 * One family member: signs up, then alternates renaming themself with logging a three-set exercise
 * (one multi-row write: the exercise and its set rows); every 2xx is recorded.
 */
async function writer(base: string, id: string, acks: Ack[], stats: { fiveXX: number; requests: number }, stop: { now: boolean }) {
  const email = `${id}@example.com`;
  const signup = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "crash test password", firstName: "Test", lastName: "User" }),
  }).catch(() => undefined);
  stats.requests++;
  if (!signup) return;
  if (signup.status >= 500) stats.fiveXX++;
  if (signup.status !== 201) return;
  acks.push({ email });
  const cookie = signup.headers.get("set-cookie")!.split(";")[0]!;
  const headers = { "content-type": "application/json", cookie };
  for (let n = 1; !stop.now; n++) {
    if (n % 2) {
      const firstName = `${id}-v${n}`;
      const res = await fetch(`${base}/api/profile`, { method: "PUT", headers, body: JSON.stringify({ firstName }) }).catch(
        () => undefined,
      );
      if (!res) return; // killed mid-request: neither acknowledged nor refused
      stats.requests++;
      if (res.status >= 500) stats.fiveXX++;
      if (res.ok) acks.push({ email, firstName });
    } else {
      const date = `2026-0${1 + (n % 9)}-1${n % 10}`;
      const res = await fetch(`${base}/api/workouts`, {
        method: "POST",
        headers,
        body: JSON.stringify({ date, exercises: [{ name: `Lift ${n}`, sets: 3, reps: "5", weight: "100", restTime: 60 }] }),
      }).catch(() => undefined);
      if (!res) return;
      stats.requests++;
      if (res.status >= 500) stats.fiveXX++;
      if (res.ok) {
        const day = (await res.json().catch(() => undefined)) as { exercises?: { id: number; name: string }[] } | undefined;
        const exercise = day?.exercises?.find((e) => e.name === `Lift ${n}`);
        if (exercise) acks.push({ email, exerciseId: exercise.id });
      }
    }
  }
}

function missingAcks(file: string, acks: Ack[]): { missing: number; integrity: string; halfDone: number } {
  const db = new Database(file, { readonly: false });
  try {
    const integrity = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").get()!.integrity_check;
    // Atomicity: an exercise never exists without all of its set rows, whenever the kill came.
    const halfDone = db
      .query<{ n: number }, []>(
        "SELECT count(*) AS n FROM exercises e WHERE e.sets <> (SELECT count(*) FROM exercise_sets s WHERE s.exercise_id = e.id)",
      )
      .get()!.n;
    const exerciseIds = new Set(
      db
        .query<{ id: number }, []>("SELECT id FROM exercises")
        .all()
        .map((r) => r.id),
    );
    const rows = new Map(
      db
        .query<{ email: string; first_name: string | null }, []>("SELECT email, first_name FROM users")
        .all()
        .map((r) => [r.email, r.first_name]),
    );
    let missing = 0;
    const lastName = new Map<string, string>();
    for (const a of acks) {
      if (!rows.has(a.email)) missing++;
      if (a.firstName) lastName.set(a.email, a.firstName);
      if (a.exerciseId !== undefined && !exerciseIds.has(a.exerciseId)) missing++;
    }
    // Renames of one user are sequential: the stored name is the last acknowledged one or a
    // later one that committed just before the kill, never an earlier one.
    for (const [email, name] of lastName) {
      const stored = rows.get(email) ?? "";
      const version = (s: string) => Number(/-v(\d+)$/.exec(s)?.[1] ?? -1);
      if (version(stored) < version(name)) missing++;
    }
    return { missing, integrity, halfDone };
  } finally {
    db.close();
  }
}

let totalAcks = 0;
let totalLost = 0;
try {
  {
    // The executable's second entry point, the WAL checkpointer thread, starts with a burst of
    // writes (one sign-up and one day of 5 exercises of 10 sets: 60-odd rows) and copies the log
    // into the new database file; nothing comes near the commits' own checkpoint.
    const server = await start(30000 + Math.floor(Math.random() * 20000));
    const signup = await fetch(`${server.base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "burst@example.com", password: "crash test password", firstName: "Burst", lastName: "User" }),
    });
    await writeBurst(server.base, signup.headers.get("set-cookie")?.split(";")[0] ?? "");
    const copied = () => statSync(dbPath).size > 4 * 4096;
    for (let i = 0; i < 40 && !copied(); i++) await Bun.sleep(100);
    check("the WAL is checkpointed in the background", copied(), `${statSync(dbPath).size} bytes in the database file`);
    server.proc.kill("SIGKILL");
    await server.proc.exited;
  }
  for (let round = 1; round <= rounds; round++) {
    const port = 30000 + Math.floor(Math.random() * 20000);
    const server = await start(port);
    const acks: Ack[] = [];
    const stats = { fiveXX: 0, requests: 0 };
    const stop = { now: false };
    const writers = Array.from({ length: WRITERS }, (_, i) =>
      writer(server.base, `r${round}-w${i}-${crypto.randomUUID().slice(0, 8)}`, acks, stats, stop),
    );

    // A backup under load must hold everything acknowledged before it began.
    await Bun.sleep(150 + Math.random() * 300);
    const ackedBeforeBackup = acks.slice();
    const backupFile = join(dir, `backup-${round}.db`);
    const backup = Bun.spawnSync([exe, "backup", backupFile, "--db", dbPath], { cwd: dir, stdout: "pipe", stderr: "pipe" });
    check(`round ${round}: backup under write load exits 0`, backup.exitCode === 0, backup.stderr.toString().trim());
    if (backup.exitCode === 0) {
      const b = missingAcks(backupFile, ackedBeforeBackup);
      check(
        `round ${round}: backup passes integrity_check and holds all ${ackedBeforeBackup.length} writes acknowledged before it began`,
        b.integrity === "ok" && b.missing === 0 && b.halfDone === 0,
        `integrity ${b.integrity}, missing ${b.missing}, half-done ${b.halfDone}`,
      );
    }

    await Bun.sleep(100 + Math.random() * 900);
    server.proc.kill("SIGKILL");
    await server.proc.exited;
    stop.now = true;
    await Promise.all(writers);

    const result = missingAcks(dbPath, acks);
    totalAcks += acks.length;
    totalLost += result.missing;
    check(`round ${round}: integrity_check after SIGKILL`, result.integrity === "ok", result.integrity);
    check(`round ${round}: all ${acks.length} acknowledged writes present`, result.missing === 0, `${result.missing} lost`);
    check(`round ${round}: no multi-row write half done`, result.halfDone === 0, `${result.halfDone} exercises without all their set rows`);
    check(`round ${round}: ${stats.requests} requests from ${WRITERS} users at once, no 5xx`, stats.fiveXX === 0, `${stats.fiveXX} 5xx`);
    check(`round ${round}: no SQLITE_BUSY`, !/SQLITE_BUSY|database is locked/i.test(server.log()));
  }
  // It starts again on the database it left behind, and a SIGTERM lets a request in flight
  // (a sign-up, slowed by password hashing) finish before exiting 0.
  const again = await start(30000 + Math.floor(Math.random() * 20000));
  check("restarts after the last kill", (await fetch(`${again.base}/api/health`)).ok);
  const inFlight = fetch(`${again.base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "last@example.com", password: "crash test password", firstName: "Test", lastName: "User" }),
  }).then(
    (r) => r.status,
    (e) => String(e),
  );
  // Long enough for the connection to be accepted, shorter than the password hashing.
  await Bun.sleep(20);
  again.proc.kill("SIGTERM");
  const status = await inFlight;
  const code = await again.proc.exited;
  check("SIGTERM finishes the request in flight, then exits 0", status === 201 && code === 0, `request ${status}, exit ${code}`);
  check("the finished request is stored", missingAcks(dbPath, [{ email: "last@example.com" }]).missing === 0);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`crash rounds: ${rounds}, acknowledged writes checked: ${totalAcks}, lost: ${totalLost}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
