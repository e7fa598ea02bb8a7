// The admin's backups over HTTP: a fresh snapshot to download (admin only), and the newest
// automatic backup for the admin screen.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppContext } from "@http/context";
import { checkBackup, restoreDatabase } from "@db/restore";
import { Client, signedUpClient, testApp } from "@test/harness";
import { ensureAdmin } from "./service";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-admin-backup-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function setup(backups?: AppContext["backups"]) {
  const t = testApp({ backups }, join(dir, "kinfit.db"));
  await ensureAdmin(t.db, "admin", "family admin pw");
  const admin = new Client(t.app);
  expect((await admin.post("/api/admin/login", { username: "admin", password: "family admin pw" })).status).toBe(200);
  return { ...t, admin };
}

const get = (app: { handle(r: Request): Promise<Response> }, path: string, client?: Client) =>
  app.handle(
    new Request(`http://localhost${path}`, {
      headers: client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
    }),
  );

describe("GET /api/admin/backup", () => {
  test("the admin gets a whole, dated SQLite file with everyone's data, which restores", async () => {
    const { app, admin } = await setup();
    const { email } = await signedUpClient(app);
    const res = await get(app, "/api/admin/backup", admin);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="kinfit-backup-${today}.db"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes.slice(0, 15))).toBe("SQLite format 3");
    const file = join(dir, "download.db");
    writeFileSync(file, bytes);
    expect(checkBackup(file)).toBeNull();
    const copy = new Database(file, { readonly: true });
    expect(copy.query("SELECT email FROM users WHERE email = ?").get(email)).toEqual({ email });
    copy.close();
    // Nothing is left behind in the temporary folder.
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith("kinfit-download-"))).toEqual([]);
    // And it restores into another database path.
    restoreDatabase(file, join(dir, "other.db"));
    const other = new Database(join(dir, "other.db"), { readonly: true });
    expect(other.query("SELECT count(*) AS n FROM users WHERE email = ?").get(email)).toEqual({ n: 1 });
    other.close();
  });

  test("a member or a visitor gets 401 and no file", async () => {
    const { app } = await setup();
    const { client } = await signedUpClient(app);
    for (const who of [client, undefined]) {
      const res = await get(app, "/api/admin/backup", who);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect((await res.json()).message).toBeString();
    }
    expect((await get(app, "/api/admin/backups", client)).status).toBe(401);
  });
});

describe("GET /api/admin/backups", () => {
  test("the newest automatic backup's time and size, how many there are, and the last failure", async () => {
    const backupDir = join(dir, "backups");
    let lastError: { at: Date; message: string } | null = null;
    const { app, admin } = await setup({ dir: backupDir, keep: 7, status: () => ({ lastError }) });
    expect((await admin.get("/api/admin/backups")).body).toEqual({ last: null, count: 0, keep: 7, lastError: null });
    mkdirSync(backupDir);
    writeFileSync(join(backupDir, "kinfit-2026-11-22T031500Z.db"), "a".repeat(100));
    writeFileSync(join(backupDir, "kinfit-2026-11-23T031500Z.db"), "b".repeat(2048));
    writeFileSync(join(backupDir, "unrelated.db"), "c");
    lastError = { at: new Date("2026-11-24T03:15:00Z"), message: "disk full" };
    expect((await admin.get("/api/admin/backups")).body).toEqual({
      last: { name: "kinfit-2026-11-23T031500Z.db", takenAt: "2026-11-23T03:15:00.000Z", bytes: 2048 },
      count: 2,
      keep: 7,
      lastError: { at: "2026-11-24T03:15:00.000Z", message: "disk full" },
    });
  });
});
