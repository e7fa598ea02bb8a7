// The server as a process, for what only a process shows: HTTPS with the operator's certificate
// (Secure cookies, an https:// start-up line), a bad certificate or key stopping the start in one
// line, the backup taken at a graceful stop, and `kinfit restore` refusing a running server's
// database and swapping a stopped one's.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireLock } from "@db/lock";
import { ensureGenerated } from "./generated";
import { freePort } from "./free-port";

const root = join(import.meta.dir, "..");
const main = join(root, "src/main.ts");
const ADMIN_PASSWORD = "ops admin password";
let dir: string;

beforeAll(async () => {
  // `bun src/main.ts` embeds the built web app and the food table; a fresh checkout has neither yet.
  await ensureGenerated();
  dir = mkdtempSync(join(tmpdir(), "kinfit-ops-"));
  const openssl = (args: string[]) => {
    const r = Bun.spawnSync(["openssl", ...args], { cwd: dir, stdout: "pipe", stderr: "pipe" });
    if (r.exitCode !== 0) throw new Error(r.stderr.toString());
  };
  for (const name of ["good", "other"]) {
    openssl([
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.crt`,
    ]);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function kinfit(args: string[], env: Record<string, string> = {}) {
  return Bun.spawn([process.execPath, main, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
}

/** A one-off command to its end. */
async function run(args: string[], env: Record<string, string> = {}) {
  const proc = kinfit(args, env);
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

type Running = { base: string; output: () => string; stop: () => Promise<number> };

async function start(db: string, args: string[] = [], scheme = "http"): Promise<Running> {
  const port = await freePort();
  const proc = kinfit(["--port", String(port), "--host", "127.0.0.1", "--db", db, ...args]);
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) output += new TextDecoder().decode(chunk);
  };
  void pump(proc.stdout);
  void pump(proc.stderr);
  const base = `${scheme}://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    // The backup at start comes just after the start-up lines.
    if (output.includes("Backups:")) {
      try {
        if ((await fetch(`${base}/api/health`, { tls: { rejectUnauthorized: false } })).ok) break;
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

describe("HTTPS", () => {
  test("serves https with the given certificate; session cookies are Secure; the start-up line says https://", async () => {
    const db = join(dir, "tls", "kinfit.db");
    const server = await start(db, ["--tls-cert", join(dir, "good.crt"), "--tls-key", join(dir, "good.key")], "https");
    try {
      expect(server.output()).toContain(`${server.base}`);
      expect(server.output()).not.toContain("http://");
      // The certificate is the one we made: trusted as a CA, it verifies for localhost.
      const ca = await Bun.file(join(dir, "good.crt")).text();
      const verified = await fetch(server.base.replace("127.0.0.1", "localhost") + "/api/health", { tls: { ca } });
      expect(await verified.json()).toMatchObject({ ok: true });
      const login = await fetch(`${server.base}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
        tls: { rejectUnauthorized: false },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith("kinfit_admin="));
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      // Plain http on the same port is not served.
      expect(
        await fetch(`${server.base.replace("https:", "http:")}/api/health`).then(
          (r) => r.status,
          () => "refused",
        ),
      ).not.toBe(200);
      // The container's health check speaks https when the certificate is configured.
      const port = new URL(server.base).port;
      const health = await run(["healthcheck", "--port", port], {
        KINFIT_TLS_CERT: join(dir, "good.crt"),
        KINFIT_TLS_KEY: join(dir, "good.key"),
      });
      expect(health.stdout.trim()).toBe("healthy");
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  test("over plain http the cookie is not Secure", async () => {
    const server = await start(join(dir, "plain", "kinfit.db"));
    try {
      expect(server.output()).toContain(`http://127.0.0.1:`);
      const login = await fetch(`${server.base}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.getSetCookie().join("\n")).not.toMatch(/Secure/i);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  const cases: [string, () => string[], RegExp][] = [
    [
      "a missing certificate",
      () => ["--tls-cert", join(dir, "missing.crt"), "--tls-key", join(dir, "good.key")],
      /^Cannot read the TLS certificate .*missing\.crt: no such file$/,
    ],
    [
      "a missing key",
      () => ["--tls-cert", join(dir, "good.crt"), "--tls-key", join(dir, "missing.key")],
      /^Cannot read the TLS key .*missing\.key: no such file$/,
    ],
    [
      "a key of another certificate",
      () => ["--tls-cert", join(dir, "good.crt"), "--tls-key", join(dir, "other.key")],
      /^The TLS key .*other\.key does not belong to the certificate .*good\.crt$/,
    ],
    [
      "a key where the certificate goes",
      () => ["--tls-cert", join(dir, "good.key"), "--tls-key", join(dir, "good.key")],
      /^The TLS certificate .*good\.key is not a PEM certificate$/,
    ],
    ["a folder as the key", () => ["--tls-cert", join(dir, "good.crt"), "--tls-key", dir], /^Cannot read the TLS key .*: it is a folder$/],
  ];
  test.each(cases)("%s stops the start with one line and exit 1", async (_name, args, message) => {
    const db = join(dir, "refused", "kinfit.db");
    const { stdout, stderr, code } = await run(["--port", "0", "--db", db, ...args()]);
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stdout).toBe("");
    expect(existsSync(db)).toBe(false);
  });

  test("only one of the two is a usage error (exit 2)", async () => {
    const { stderr, code } = await run(["--port", "0", "--tls-cert", join(dir, "good.crt")]);
    expect(code).toBe(2);
    expect(stderr.split("\n")[0]).toBe("--tls-cert needs --tls-key too");
    const env = await run(["--port", "0"], { KINFIT_TLS_KEY: join(dir, "good.key") });
    expect(env.code).toBe(2);
    expect(env.stderr.split("\n")[0]).toBe("--tls-key needs --tls-cert too");
  });
});

describe("automatic backups and restore", () => {
  const emails = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.query("SELECT email FROM users ORDER BY id").all() as { email: string }[]).map((r) => r.email);
    } finally {
      db.close();
    }
  };

  test("a backup at start and at stop; restore refuses while serving, then swaps and keeps .before-restore", async () => {
    const home = join(dir, "home");
    const db = join(home, "kinfit.db");
    const backups = join(home, "backups");
    let server = await start(db);
    expect(readdirSync(backups).filter((n) => n.endsWith("Z.db"))).toHaveLength(1);
    const signup = (email: string) =>
      fetch(`${server.base}/api/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ email, password: "long enough pw", firstName: "A", lastName: "B" }),
      });
    expect((await signup("first@example.com")).status).toBe(201);
    // The admin's download, as a file to restore later.
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const download = await fetch(`${server.base}/api/admin/backup`, { headers: { cookie } });
    expect(download.status).toBe(200);
    const saved = join(dir, "downloaded.db");
    writeFileSync(saved, new Uint8Array(await download.arrayBuffer()));
    expect((await signup("second@example.com")).status).toBe(201);

    const refused = await run(["restore", saved, "--db", db]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^Restore refused: A Kinfit server is running on /);
    expect(emails(db)).toEqual(["first@example.com", "second@example.com"]);
    // A second server on the same database is refused too.
    const second = await run(["--port", "0", "--host", "127.0.0.1", "--db", db]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("Another Kinfit server is already running on");

    expect(await server.stop()).toBe(0);
    const taken = readdirSync(backups)
      .filter((n) => /^kinfit-.*Z\.db$/.test(n))
      .sort();
    expect(taken.length).toBeGreaterThanOrEqual(1);
    expect(emails(join(backups, taken.at(-1)!))).toEqual(["first@example.com", "second@example.com"]);

    // Refused files leave the database alone.
    writeFileSync(join(dir, "noise.db"), crypto.getRandomValues(new Uint8Array(4096)));
    const noise = await run(["restore", join(dir, "noise.db"), "--db", db]);
    expect(noise.code).toBe(1);
    expect(noise.stderr.trim().split("\n")).toHaveLength(1);
    const newer = join(dir, "newer.db");
    writeFileSync(newer, await Bun.file(saved).bytes());
    const n = new Database(newer);
    n.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', ?)", [Date.now() + 1e10]);
    n.close();
    const fromNewer = await run(["restore", newer, "--db", db]);
    expect(fromNewer.code).toBe(1);
    expect(fromNewer.stderr).toContain("comes from a newer Kinfit");
    expect(existsSync(`${db}.before-restore`)).toBe(false);
    expect(emails(db)).toEqual(["first@example.com", "second@example.com"]);

    const restored = await run(["restore", saved, "--db", db]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(".before-restore");
    expect(emails(db)).toEqual(["first@example.com"]);
    expect(emails(`${db}.before-restore`)).toEqual(["first@example.com", "second@example.com"]);

    // It serves again, with the restored data.
    server = await start(db);
    try {
      const res = await signup("first@example.com");
      expect(res.status).toBe(409);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  test("--backup-keep must be a whole number of at least 1", async () => {
    const { code, stderr } = await run(["--backup-keep", "0"]);
    expect(code).toBe(2);
    expect(stderr.split("\n")[0]).toBe("Invalid --backup-keep: 0 (a whole number, 1 or more)");
  });
});

describe("one server per database, whatever the path", () => {
  test("a server through a link is refused beside the one on the real file, and restore through the link too", async () => {
    const home = join(dir, "linked-home");
    const db = join(home, "kinfit.db");
    const server = await start(db);
    try {
      const alias = join(dir, "alias.db");
      symlinkSync(db, alias);
      const second = await run(["--port", "0", "--host", "127.0.0.1", "--db", alias]);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain("Another Kinfit server is already running on");
      const restored = await run(["restore", join(dir, "missing-backup.db"), "--db", alias]);
      expect(restored.code).toBe(1);
      const saved = join(dir, "linked-backup.db");
      expect((await run(["backup", saved, "--db", alias])).code).toBe(0);
      const refused = await run(["restore", saved, "--db", alias]);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(/^Restore refused: A Kinfit server is running on /);
      expect(existsSync(`${db}.before-restore`)).toBe(false);
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);

  test("a refused server never touches the database: a new one is not even created", async () => {
    const home = join(dir, "fresh-home");
    mkdirSync(home);
    const db = join(home, "kinfit.db");
    const linkedFolder = join(dir, "fresh-link");
    symlinkSync(home, linkedFolder);
    // Held as a running server holds it, on a database not made yet.
    const lock = acquireLock(db)!;
    try {
      for (const path of [db, join(linkedFolder, "kinfit.db")]) {
        const second = await run(["--port", "0", "--host", "127.0.0.1", "--db", path]);
        expect(second.code).toBe(1);
        expect(second.stderr).toContain("Another Kinfit server is already running on");
        expect(existsSync(db)).toBe(false);
      }
    } finally {
      lock.release();
    }
  }, 60_000);
});
