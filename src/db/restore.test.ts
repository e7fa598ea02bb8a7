// Restore: only a whole Kinfit database this version knows goes in, the old one is kept, and a
// database someone holds the lock on is left alone.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrations } from "@drizzle/index";
import { backupDatabase } from "./backup";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import { realDbPath } from "./lock";
import { acquireLock, checkBackup, restoreDatabase } from "./restore";
import { users } from "./schema";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-restore-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function kinfitDb(file: string, emails: string[], upTo = migrations.length) {
  const db = openDatabase(file);
  migrate(db.$client, migrations.slice(0, upTo));
  if (upTo === migrations.length) for (const email of emails) db.insert(users).values({ email, passwordHash: "x" }).run();
  return db;
}
const emailsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.query("SELECT email FROM users ORDER BY id").all() as { email: string }[]).map((r) => r.email);
  } finally {
    db.close();
  }
};

describe("checkBackup", () => {
  test("a Kinfit backup passes, an older Kinfit's too", () => {
    kinfitDb(join(dir, "a.db"), ["a@example.com"]).$client.close();
    expect(checkBackup(join(dir, "a.db"))).toBeNull();
    kinfitDb(join(dir, "old.db"), [], 1).$client.close();
    expect(checkBackup(join(dir, "old.db"))).toBeNull();
  });

  test("refuses random bytes, a missing file, another program's database and a newer Kinfit's", () => {
    writeFileSync(join(dir, "noise.db"), crypto.getRandomValues(new Uint8Array(8192)));
    expect(checkBackup(join(dir, "noise.db"))).toContain("not a database Kinfit can read");
    expect(checkBackup(join(dir, "none.db"))).toContain("No file at");
    const foreign = new Database(join(dir, "foreign.db"));
    foreign.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hi')");
    foreign.close();
    expect(checkBackup(join(dir, "foreign.db"))).toContain("not a Kinfit database");
    const newer = kinfitDb(join(dir, "newer.db"), ["n@example.com"]);
    newer.$client.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)", ["f00d", Date.now() + 1e9]);
    newer.$client.close();
    expect(checkBackup(join(dir, "newer.db"))).toContain("comes from a newer Kinfit");
    const rewritten = kinfitDb(join(dir, "rewritten.db"), []);
    rewritten.$client.run("UPDATE __drizzle_migrations SET hash = 'other' WHERE id = 1");
    rewritten.$client.close();
    expect(checkBackup(join(dir, "rewritten.db"))).toContain("does not know");
  });
});

describe("restoreDatabase", () => {
  test("swaps the backup in, keeps the old database (with what its -wal held) as .before-restore", () => {
    const live = join(dir, "kinfit.db");
    const db = kinfitDb(live, ["then@example.com"]);
    backupDatabase(live, join(dir, "backup.db"));
    db.insert(users).values({ email: "since@example.com", passwordHash: "x" }).run();
    // Left as after a crash: the last change only in the -wal file.
    db.$client.exec("PRAGMA wal_autocheckpoint = 0");
    db.insert(users).values({ email: "in-wal@example.com", passwordHash: "x" }).run();
    const walCopy = readFileSync(`${live}-wal`);
    db.$client.close();
    writeFileSync(`${live}-wal`, walCopy);

    const { keptAs } = restoreDatabase(join(dir, "backup.db"), live);
    expect(keptAs).toBe(`${live}.before-restore`);
    expect(emailsIn(live)).toEqual(["then@example.com"]);
    expect(emailsIn(`${live}.before-restore`)).toEqual(["then@example.com", "since@example.com", "in-wal@example.com"]);
    expect(existsSync(`${live}-wal`) && readFileSync(`${live}-wal`).length > 0).toBe(false);
    // The next start migrates and serves it.
    const reopened = openDatabase(live);
    migrate(reopened.$client);
    expect(
      reopened
        .select()
        .from(users)
        .all()
        .map((u) => u.email),
    ).toEqual(["then@example.com"]);
    reopened.$client.close();
  });

  test("into a path with no database yet", () => {
    kinfitDb(join(dir, "b.db"), ["b@example.com"]).$client.close();
    expect(restoreDatabase(join(dir, "b.db"), join(dir, "fresh.db")).keptAs).toBeNull();
    expect(emailsIn(join(dir, "fresh.db"))).toEqual(["b@example.com"]);
  });

  test("a refused file leaves the database exactly as it was", () => {
    const live = join(dir, "kinfit.db");
    kinfitDb(live, ["keep@example.com"]).$client.close();
    const before = readFileSync(live);
    writeFileSync(join(dir, "noise.db"), crypto.getRandomValues(new Uint8Array(4096)));
    expect(() => restoreDatabase(join(dir, "noise.db"), live)).toThrow("not a database");
    expect(readFileSync(live).equals(before)).toBe(true);
    expect(existsSync(`${live}.before-restore`)).toBe(false);
  });

  test("refuses while the lock is held, and goes ahead once it is released", () => {
    const live = join(dir, "kinfit.db");
    kinfitDb(live, ["live@example.com"]).$client.close();
    kinfitDb(join(dir, "b.db"), ["b@example.com"]).$client.close();
    const lock = acquireLock(live)!;
    expect(lock).not.toBeNull();
    expect(acquireLock(live)).toBeNull();
    expect(() => restoreDatabase(join(dir, "b.db"), live)).toThrow("A Kinfit server is running");
    expect(emailsIn(live)).toEqual(["live@example.com"]);
    lock.release();
    restoreDatabase(join(dir, "b.db"), live);
    expect(emailsIn(live)).toEqual(["b@example.com"]);
  });

  test("a link to the database, or another spelling of its path, is the same lock; restore through a link is refused", () => {
    const live = join(dir, "kinfit.db");
    kinfitDb(live, ["live@example.com"]).$client.close();
    kinfitDb(join(dir, "b.db"), ["b@example.com"]).$client.close();
    symlinkSync(live, join(dir, "alias.db"));
    mkdirSync(join(dir, "sub"));
    symlinkSync(dir, join(dir, "linked-folder"));
    const lock = acquireLock(live)!;
    expect(lock).not.toBeNull();
    for (const other of [join(dir, "alias.db"), join(dir, "linked-folder", "kinfit.db"), join(dir, "sub", "..", "kinfit.db")]) {
      expect(acquireLock(other)).toBeNull();
      expect(() => restoreDatabase(join(dir, "b.db"), other)).toThrow("A Kinfit server is running");
    }
    expect(emailsIn(live)).toEqual(["live@example.com"]);
    lock.release();
    // Restored through the link, the real file is swapped and the link stays a link.
    restoreDatabase(join(dir, "b.db"), join(dir, "alias.db"));
    expect(lstatSync(join(dir, "alias.db")).isSymbolicLink()).toBe(true);
    expect(emailsIn(live)).toEqual(["b@example.com"]);
    expect(emailsIn(`${live}.before-restore`)).toEqual(["live@example.com"]);
  });

  test("a database not made yet is named by its folder's real path, through a link to it too", () => {
    symlinkSync(join(dir, "fresh.db"), join(dir, "dangling.db"));
    symlinkSync(dir, join(dir, "linked-folder"));
    const real = realDbPath(join(dir, "fresh.db"));
    expect(realDbPath(join(dir, "dangling.db"))).toBe(real);
    expect(realDbPath(join(dir, "linked-folder", "fresh.db"))).toBe(real);
    expect(realDbPath(join(dir, "not-yet", "..", "fresh.db"))).toBe(real);
    const lock = acquireLock(join(dir, "dangling.db"))!;
    expect(acquireLock(join(dir, "fresh.db"))).toBeNull();
    lock.release();
    expect(existsSync(join(dir, "fresh.db"))).toBe(false);
  });
});
