// The backup snapshot: complete while the server writes, and refused where it would do harm.
import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { users } from "./schema";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import { backupDatabase } from "./backup";

test("backup holds every committed row, including those still in the WAL, and passes integrity_check", () => {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-backup-"));
  const dbPath = join(dir, "k.db");
  const db = openDatabase(dbPath);
  migrate(db.$client);
  db.$client.exec("PRAGMA wal_autocheckpoint = 0"); // keep the rows in the -wal file
  for (let i = 0; i < 50; i++)
    db.insert(users)
      .values({ email: `u${i}@example.com`, passwordHash: "x" })
      .run();
  const target = join(dir, "out/backup.db");
  const { bytes } = backupDatabase(dbPath, target);
  expect(bytes).toBeGreaterThan(0);
  const copy = new Database(target, { readonly: true });
  expect(copy.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
  expect(copy.query("SELECT count(*) AS n FROM users").get()).toEqual({ n: 50 });
  copy.close();
  // Replacing an older backup works too.
  db.insert(users).values({ email: "late@example.com", passwordHash: "x" }).run();
  backupDatabase(dbPath, target);
  const again = new Database(target, { readonly: true });
  expect(again.query("SELECT count(*) AS n FROM users").get()).toEqual({ n: 51 });
  again.close();
  db.$client.close();
});

test("backup refuses a missing database and writing over the database itself", () => {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-backup-"));
  expect(() => backupDatabase(join(dir, "none.db"), join(dir, "b.db"))).toThrow("No database at");
  expect(existsSync(join(dir, "b.db"))).toBe(false);
  const dbPath = join(dir, "k.db");
  openDatabase(dbPath).$client.close();
  expect(() => backupDatabase(dbPath, dbPath)).toThrow("must not be the database itself");
});

describe("files on disk", () => {
  test("the database, its WAL and a backup are readable by the owner only; a new folder is 0700", () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-modes-"));
    try {
      const file = join(dir, "data", "kinfit.db");
      const db = openDatabase(file);
      migrate(db.$client);
      db.insert(users).values({ email: "mode@example.com", passwordHash: "x", username: "mode" }).run();
      const mode = (f: string) => statSync(f).mode & 0o777;
      expect(mode(join(dir, "data"))).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
      backupDatabase(file, join(dir, "copy.db"));
      expect(mode(join(dir, "copy.db"))).toBe(0o600);
      db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
