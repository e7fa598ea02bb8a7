// The server as a process meeting a database from another release: an older one is backed up into
// the backup folder, then migrated, the start log naming each migration; a newer Kinfit's is refused
// with the fix, or served under --allow-newer-database; `kinfit repair` rebuilds what is derived,
// and refuses while a server runs. One server per database file, even through a hard link.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrations } from "@drizzle/index";
import { openDatabase } from "@db/client";
import { migrate } from "@db/migrate";
import { foodTableHash } from "@src/generated/foods";
import { ensureGenerated } from "./build/generated";
import { freePort } from "./free-port";

const main = join(import.meta.dir, "../src/main.ts");
let dir: string;

beforeAll(async () => {
  await ensureGenerated();
  dir = mkdtempSync(join(tmpdir(), "kinfit-upgrade-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function kinfit(args: string[]) {
  return Bun.spawn([process.execPath, main, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD: "upgrade admin password" },
    stdout: "pipe",
    stderr: "pipe",
  });
}

async function run(args: string[]) {
  const proc = kinfit(args);
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

async function start(db: string, args: string[] = []) {
  const port = await freePort();
  const proc = kinfit(["--port", String(port), "--host", "127.0.0.1", "--db", db, ...args]);
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) output += new TextDecoder().decode(chunk);
  };
  void pump(proc.stdout);
  void pump(proc.stderr);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (output.includes("Backups:")) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {}
    }
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await Bun.sleep(50);
  }
  return {
    base,
    output: () => output,
    stop: async () => {
      proc.kill("SIGTERM");
      return proc.exited;
    },
  };
}

const historyLength = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe("a database from another release", () => {
  test("an older one: backed up before migrating, the migrations named; a newer one refused, or served when allowed; repair", async () => {
    const home = join(dir, "home");
    mkdirSync(home);
    const db = join(home, "kinfit.db");
    const old = openDatabase(db);
    migrate(old.$client, migrations.slice(0, 10));
    old.$client.run("INSERT INTO users (email, password_hash) VALUES ('old@example.com', 'x')");
    old.$client.close();

    let server = await start(db);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain(
      `Migrations applied: ${migrations
        .slice(10)
        .map((m) => m.tag)
        .join(", ")}`,
    );
    const upgrade = readdirSync(join(home, "backups")).filter((n) => n.startsWith("kinfit-upgrade-"));
    expect(upgrade).toHaveLength(1);
    expect(historyLength(join(home, "backups", upgrade[0]!))).toBe(10);
    expect(historyLength(db)).toBe(migrations.length);

    // A newer Kinfit migrates it once more.
    const newer = new Database(db);
    newer.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', ?)", [Date.now() + 1e10]);
    newer.close();
    const refused = await run(["--port", "0", "--host", "127.0.0.1", "--db", db]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `comes from a newer Kinfit (${migrations.length + 1} migrations; this one knows ${migrations.length})`,
    );
    expect(refused.stderr).toContain("Start it with the newer Kinfit, or restore a backup");
    expect(refused.stderr).toContain("--allow-newer-database");
    expect(refused.stdout).not.toContain("is running");

    server = await start(db, ["--allow-newer-database"]);
    // Repair takes the server's lock.
    const busy = await run(["repair", "--db", db, "--allow-newer-database"]);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain("Repair refused: a Kinfit server is running on");
    expect(await server.stop()).toBe(0);
    const marked = new Database(db);
    expect(marked.query("PRAGMA user_version").get()).toEqual({ user_version: 1 });
    // The newer Kinfit again (its history this build's plus one): it is this build's migrations.
    marked.run("DELETE FROM __drizzle_migrations WHERE hash = 'future'");
    marked.close();

    const repaired = await run(["repair", "--db", db]);
    expect(repaired.code).toBe(0);
    expect(repaired.stdout).toContain("Rebuilt the records and summaries");
    const after = new Database(db, { readonly: true });
    expect(after.query("PRAGMA user_version").get()).toEqual({ user_version: 0 });
    after.close();
  }, 60_000);
});

describe("one server per database file", () => {
  test("a second server through a hard link is refused, and so are restore and repair", async () => {
    const home = join(dir, "linked");
    mkdirSync(home);
    const db = join(home, "kinfit.db");
    const server = await start(db);
    try {
      const hard = join(dir, "hard.db");
      linkSync(db, hard);
      const second = await run(["--port", "0", "--host", "127.0.0.1", "--db", hard]);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain("Another Kinfit server is already running on");
      expect(second.stderr).toContain("whatever name or link opens it");
      const repair = await run(["repair", "--db", hard]);
      expect(repair.code).toBe(1);
      expect(repair.stderr).toContain("Repair refused: a Kinfit server is running on");
      const saved = join(dir, "linked-backup.db");
      expect((await run(["backup", saved, "--db", db])).code).toBe(0);
      const restore = await run(["restore", saved, "--db", hard]);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain("Restore refused: A Kinfit server is running on");
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});

describe("a food table the server cannot write", () => {
  test("everything else serves; the food routes answer 503 with words; the log and /admin say why", async () => {
    const home = join(dir, "foodless");
    mkdirSync(home);
    // Its name taken by a folder: the file alone is refused while the folder takes files.
    mkdirSync(join(home, `foods-${foodTableHash}.db`));
    const server = await start(join(home, "kinfit.db"));
    try {
      expect(server.output()).toContain(`The food table could not be opened in ${home}`);
      const base = server.base;
      const headers = { "content-type": "application/json", origin: base };
      const signup = await fetch(`${base}/api/signup`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "f@example.com", password: "long enough pw", firstName: "A", lastName: "B" }),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const foods = await fetch(`${base}/api/foods?q=apple`, { headers: { cookie } });
      expect(foods.status).toBe(503);
      expect((await foods.json()).message).toContain("Food search is unavailable: the server could not open its food table");
      const meals = await fetch(`${base}/api/meals?date=2026-11-23`, { headers: { cookie } });
      expect(meals.status).toBe(200);
      const login = await fetch(`${base}/api/admin/login`, {
        method: "POST",
        headers,
        body: JSON.stringify({ username: "admin", password: "upgrade admin password" }),
      });
      const admin = login.headers.getSetCookie()[0]!.split(";")[0]!;
      const info = await (await fetch(`${base}/api/admin/backups`, { headers: { cookie: admin } })).json();
      expect(info.server.foodTable).toBeTruthy();
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
