// One server per database file, whatever names it: a symbolic link, another spelling, a hard link.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, linkSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrations } from "@drizzle/index";
import { backupDatabase } from "./backup";
import { openDatabase } from "./client";
import { acquireLock } from "./lock";
import { migrate } from "./migrate";
import { RestoreError, restoreDatabase } from "./restore";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("acquireLock", () => {
  test("a hard link to a locked database is refused, as a symbolic link is; free again once released", () => {
    const db = join(dir, "kinfit.db");
    const first = acquireLock(db, { create: true })!;
    expect(first).not.toBeNull();
    expect(existsSync(db)).toBe(true);
    linkSync(db, join(dir, "hard.db"));
    symlinkSync(db, join(dir, "soft.db"));
    expect(acquireLock(join(dir, "hard.db"))).toBeNull();
    expect(acquireLock(join(dir, "soft.db"))).toBeNull();
    expect(acquireLock(db)).toBeNull();
    // A refused attempt leaves no lock of its own behind.
    first.release();
    const second = acquireLock(join(dir, "hard.db"))!;
    expect(second).not.toBeNull();
    expect(acquireLock(db)).toBeNull();
    second.release();
    acquireLock(db)!.release();
  });

  test("held while the database is open and written; restore through a hard link is refused", () => {
    const db = join(dir, "kinfit.db");
    const lock = acquireLock(db, { create: true })!;
    const open = openDatabase(db);
    migrate(open.$client, migrations);
    open.$client.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x')");
    backupDatabase(db, join(dir, "backup.db"));
    linkSync(db, join(dir, "hard.db"));
    expect(() => restoreDatabase(join(dir, "backup.db"), join(dir, "hard.db"))).toThrow(RestoreError);
    expect(existsSync(join(dir, "hard.db.before-restore"))).toBe(false);
    open.$client.close();
    lock.release();
    restoreDatabase(join(dir, "backup.db"), join(dir, "hard.db"));
  });

  test("without create, a missing database is locked by its path alone and not made", () => {
    const db = join(dir, "none.db");
    const lock = acquireLock(db)!;
    expect(existsSync(db)).toBe(false);
    expect(acquireLock(db)).toBeNull();
    lock.release();
  });
});
