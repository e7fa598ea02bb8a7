// Before a start changes anything: room and write access checked, naming the folder and the space;
// what dead processes left half written removed.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { removeStrayFiles, roomProblem, type Disk } from "./preflight";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-preflight-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const disk = (free: Record<string, number>, readOnly: string[] = [], devices: Record<string, number> = {}): Disk => ({
  freeBytes: (d) => free[d] ?? 100 * MB,
  writable: (d) => !readOnly.includes(d),
  device: (d) => devices[d] ?? 1,
});

describe("roomProblem", () => {
  test("room for the food table and a backup: nothing to say", () => {
    expect(roomProblem({ dbPath: join(dir, "kinfit.db"), backupDir: join(dir, "backups"), foodTableBytes: 3 * MB }, disk({}))).toBeNull();
  });

  test("half a MB free: the folder and the space needed are named, before anything is made", () => {
    const problem = roomProblem(
      { dbPath: join(dir, "data", "kinfit.db"), backupDir: join(dir, "data", "backups"), foodTableBytes: 3 * MB },
      disk({ [dir]: MB / 2 }),
    );
    expect(problem).toBe(
      `Not enough free space in ${dir} for Kinfit to start: it needs 4 MB (the food table, a backup of the database and ` +
        `room to write) and less than 1 MB is free. Free some space there, and start Kinfit again; nothing was changed.`,
    );
    expect(existsSync(join(dir, "data"))).toBe(false);
  });

  test("the backup folder on another disk needs room for one backup: the database's size", () => {
    const db = join(dir, "kinfit.db");
    writeFileSync(db, new Uint8Array(5 * MB));
    mkdirSync(join(dir, "b"));
    const needs = { dbPath: db, backupDir: join(dir, "b"), foodTableBytes: 0 };
    expect(roomProblem(needs, disk({ [join(dir, "b")]: 2 * MB }, [], { [join(dir, "b")]: 2 }))).toContain(
      `Not enough free space in ${join(dir, "b")} for Kinfit to start: it needs 5 MB (a backup of the database) and 2 MB is free`,
    );
    expect(roomProblem(needs, disk({ [join(dir, "b")]: 6 * MB }, [], { [join(dir, "b")]: 2 }))).toBeNull();
    // On the same disk, the food table and the backup add up.
    expect(roomProblem({ ...needs, foodTableBytes: 3 * MB }, disk({ [dir]: 8 * MB }))).toContain("it needs 9 MB");
  });

  test("a folder the server cannot write is named", () => {
    expect(roomProblem({ dbPath: join(dir, "kinfit.db"), backupDir: join(dir, "backups"), foodTableBytes: 0 }, disk({}, [dir]))).toBe(
      `Kinfit cannot write in ${dir} (the database's folder): give the user running ` +
        `Kinfit write access to it, or start with --db in a folder it can write.`,
    );
    const db = join(dir, "kinfit.db");
    writeFileSync(db, "x");
    mkdirSync(join(dir, "b"));
    expect(roomProblem({ dbPath: db, backupDir: join(dir, "b"), foodTableBytes: 0 }, disk({}, [join(dir, "b")]))).toContain(
      `Kinfit cannot write in ${join(dir, "b")} (the backup folder)`,
    );
  });

  test("the real disk of a temporary folder has room for a small start", () => {
    expect(roomProblem({ dbPath: join(dir, "kinfit.db"), backupDir: join(dir, "backups"), foodTableBytes: MB })).toBeNull();
  });
});

describe("removeStrayFiles", () => {
  test("removes the temporary files of processes no longer running, keeps a running one's and every other file", () => {
    const dead = 2 ** 22 + 12345;
    mkdirSync(join(dir, "backups"));
    const names = [
      `foods-abcd.db.${dead}.tmp`,
      `foods-abcd.db.${process.pid}.tmp`,
      `kinfit.db.restoring-${dead}`,
      "foods-abcd.db",
      "kinfit.db",
      "notes.tmp",
    ];
    for (const name of names) writeFileSync(join(dir, name), "x");
    for (const name of [
      `kinfit-daily-2026-11-23T031500Z.db.partial-${dead}`,
      `kinfit-daily-2026-11-23T031500Z.db.partial-${process.pid}`,
      "kinfit-daily-2026-11-22T031500Z.db",
    ]) {
      writeFileSync(join(dir, "backups", name), "x");
    }
    const removed = removeStrayFiles(join(dir, "kinfit.db"), join(dir, "backups"));
    expect(removed.sort()).toEqual(
      [
        join(dir, "backups", `kinfit-daily-2026-11-23T031500Z.db.partial-${dead}`),
        join(dir, `foods-abcd.db.${dead}.tmp`),
        join(dir, `kinfit.db.restoring-${dead}`),
      ].sort(),
    );
    expect(readdirSync(dir).sort()).toEqual(
      ["backups", `foods-abcd.db.${process.pid}.tmp`, "foods-abcd.db", "kinfit.db", "notes.tmp"].sort(),
    );
  });
});
