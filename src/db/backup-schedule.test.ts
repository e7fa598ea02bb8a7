// Automatic backups on a fake clock: daily after the last good one, at start when due, at stop,
// the newest N kept, a failure retried while the last good backup stays, and only our files deleted.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./client";
import { backupDatabase } from "./backup";
import { migrate } from "./migrate";
import { users } from "./schema";
import { BackupSchedule, backupFileName, DAY_MS, listBackups, RETRY_MS, type Timers } from "./backup-schedule";

/** A clock that only moves when the test says, and fires the timers that fall due. */
class FakeClock implements Timers {
  time = Date.UTC(2026, 10, 23, 3, 15, 0);
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  pending = () => [...this.timers.values()].map((t) => t.at - this.time);
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = end;
  }
}

let dir: string;
let dbPath: string;
let backupDir: string;
let clock: FakeClock;
let logged: string[];
let db: ReturnType<typeof openDatabase>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-schedule-"));
  dbPath = join(dir, "kinfit.db");
  backupDir = join(dir, "backups");
  db = openDatabase(dbPath);
  migrate(db.$client);
  db.insert(users).values({ email: "first@example.com", passwordHash: "x" }).run();
  clock = new FakeClock();
  logged = [];
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const names = () => listBackups(backupDir).map((b) => b.name);
const schedule = (extra: Partial<ConstructorParameters<typeof BackupSchedule>[0]> = {}) =>
  new BackupSchedule({ dbPath, dir: backupDir, keep: 7, timers: clock, log: (m) => logged.push(m), ...extra });
const userCount = (file: string) => {
  const copy = new Database(file, { readonly: true });
  try {
    return (copy.query("SELECT count(*) AS n FROM users").get() as { n: number }).n;
  } finally {
    copy.close();
  }
};

describe("names", () => {
  test("by the UTC moment, and only names of that shape are listed", () => {
    expect(backupFileName(new Date(Date.UTC(2026, 10, 23, 3, 15, 0)))).toBe("kinfit-2026-11-23T031500Z.db");
    const d = mkdtempSync(join(tmpdir(), "kinfit-names-"));
    for (const n of [
      "kinfit-2026-11-23T031500Z.db",
      "kinfit-2026-11-24T031500Z.db",
      "kinfit.db",
      "notes.txt",
      "kinfit-2026-11-25.db",
      "kinfit-2026-11-26T031500Z.db.partial-1",
    ]) {
      writeFileSync(join(d, n), "x");
    }
    expect(listBackups(d).map((b) => b.name)).toEqual(["kinfit-2026-11-24T031500Z.db", "kinfit-2026-11-23T031500Z.db"]);
    expect(listBackups(join(d, "missing"))).toEqual([]);
    rmSync(d, { recursive: true });
  });
});

describe("the schedule", () => {
  test("no backup yet: one at start, then one every 24 hours", () => {
    const s = schedule();
    s.start();
    expect(names()).toEqual(["kinfit-2026-11-23T031500Z.db"]);
    expect(userCount(listBackups(backupDir)[0]!.path)).toBe(1);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(listBackups(backupDir)[0]!.path).mode & 0o777).toBe(0o600);
    expect(clock.pending()).toEqual([DAY_MS]);
    db.insert(users).values({ email: "second@example.com", passwordHash: "x" }).run();
    clock.advance(DAY_MS - 1000);
    expect(names()).toHaveLength(1);
    clock.advance(1000);
    expect(names()).toEqual(["kinfit-2026-11-24T031500Z.db", "kinfit-2026-11-23T031500Z.db"]);
    expect(userCount(listBackups(backupDir)[0]!.path)).toBe(2);
    clock.advance(3 * DAY_MS);
    expect(names()).toHaveLength(5);
    s.cancel();
  });

  test("a backup younger than a day: none at start, the next 24 hours after it", () => {
    schedule().runOnce("test");
    clock.advance(10 * 60 * 60 * 1000); // the server restarts 10 hours later
    const s = schedule();
    s.start();
    expect(names()).toHaveLength(1);
    expect(clock.pending()).toEqual([14 * 60 * 60 * 1000]);
    clock.advance(14 * 60 * 60 * 1000);
    expect(names()).toEqual(["kinfit-2026-11-24T031500Z.db", "kinfit-2026-11-23T031500Z.db"]);
    s.cancel();
  });

  test("a backup older than a day: one at start", () => {
    schedule().runOnce("test");
    clock.advance(DAY_MS + 60_000);
    schedule().start();
    expect(names()).toHaveLength(2);
  });

  test("at stop: a backup, and no timer left behind", () => {
    const s = schedule();
    s.start();
    clock.advance(60 * 60 * 1000);
    db.insert(users).values({ email: "late@example.com", passwordHash: "x" }).run();
    expect(s.stop()).toBe(true);
    expect(names()).toEqual(["kinfit-2026-11-23T041500Z.db", "kinfit-2026-11-23T031500Z.db"]);
    expect(userCount(listBackups(backupDir)[0]!.path)).toBe(2);
    expect(clock.pending()).toEqual([]);
  });

  test("keeps the newest N, and deletes only files named like its own", () => {
    mkdirSync(backupDir, { recursive: true });
    const strangers = ["kinfit.db", "my-notes.txt", "kinfit-2020-01-01.db", "kinfit-2020-01-01T000000Z.db.partial-9"];
    for (const n of strangers) writeFileSync(join(backupDir, n), "keep me");
    const s = schedule({ keep: 3 });
    s.start();
    clock.advance(5 * DAY_MS);
    expect(names()).toEqual(["kinfit-2026-11-28T031500Z.db", "kinfit-2026-11-27T031500Z.db", "kinfit-2026-11-26T031500Z.db"]);
    for (const n of strangers) expect(existsSync(join(backupDir, n))).toBe(true);
    expect(readdirSync(backupDir)).toHaveLength(3 + strangers.length);
    s.cancel();
  });

  test("a failure is logged and retried in 15 minutes; nothing is deleted until a backup succeeds", () => {
    let failing = false;
    const s = schedule({
      keep: 2,
      backup: (from, to) => {
        if (failing) throw new Error("disk full");
        return backupDatabase(from, to);
      },
    });
    s.start();
    clock.advance(DAY_MS);
    expect(names()).toHaveLength(2);
    failing = true;
    clock.advance(DAY_MS);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("disk full");
    expect(logged[0]).toContain("Trying again in 15 minutes");
    expect(s.status().lastError?.message).toBe("disk full");
    expect(clock.pending()).toEqual([RETRY_MS]);
    clock.advance(RETRY_MS * 4); // four more failures
    expect(logged).toHaveLength(5);
    expect(names()).toEqual(["kinfit-2026-11-24T031500Z.db", "kinfit-2026-11-23T031500Z.db"]);
    for (const b of listBackups(backupDir)) expect(userCount(b.path)).toBe(1);
    failing = false;
    clock.advance(RETRY_MS);
    expect(names()).toEqual(["kinfit-2026-11-25T043000Z.db", "kinfit-2026-11-24T031500Z.db"]);
    expect(s.status().lastError).toBeNull();
    expect(clock.pending()).toEqual([DAY_MS]);
    s.cancel();
  });

  test("a failure never throws into the server, at start or at stop", () => {
    const s = schedule({
      backup: () => {
        throw new Error("read-only file system");
      },
    });
    expect(() => s.start()).not.toThrow();
    expect(s.stop()).toBe(false);
    expect(logged).toHaveLength(2);
    expect(logged[1]).not.toContain("Trying again");
  });

  test("a real failure (the folder cannot be made) leaves no half file", () => {
    writeFileSync(join(dir, "blocked"), "a file where the folder should be");
    const s = new BackupSchedule({ dbPath, dir: join(dir, "blocked", "backups"), keep: 7, timers: clock, log: (m) => logged.push(m) });
    s.start();
    expect(logged).toHaveLength(1);
    expect(clock.pending()).toEqual([RETRY_MS]);
    s.cancel();
  });
});
