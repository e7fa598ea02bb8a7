// The WAL is copied into the database file by the worker thread, not by the commits; when the
// worker cannot run, the commits checkpoint again.
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./client";
import { CHECKPOINT_INTERVAL_MS, startCheckpointer } from "./wal";

const autocheckpoint = (sqlite: ReturnType<typeof openDatabase>["$client"]) =>
  (sqlite.query("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number }).wal_autocheckpoint;

test("committed pages reach the database file from the worker, while commits no longer checkpoint", async () => {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-wal-"));
  try {
    const file = join(dir, "k.db");
    const sqlite = openDatabase(file).$client;
    const errors: string[] = [];
    const checkpointer = startCheckpointer(sqlite, file, (m) => errors.push(m));
    expect(autocheckpoint(sqlite)).toBe(4000);
    sqlite.exec("CREATE TABLE t (x TEXT)");
    const insert = sqlite.prepare("INSERT INTO t VALUES (?)");
    for (let i = 0; i < 2000; i++) insert.run("x".repeat(100));
    // Far below the commits' own checkpoint: only the worker can have copied these pages over.
    const logPages = () => statSync(`${file}-wal`).size / 4096;
    expect(logPages()).toBeLessThan(4000);
    const before = statSync(file).size;
    await Bun.sleep(CHECKPOINT_INTERVAL_MS * 4);
    expect(statSync(file).size).toBeGreaterThan(before + 100_000);
    expect((sqlite.query("SELECT count(*) AS n FROM t").get() as { n: number }).n).toBe(2000);
    expect(errors).toEqual([]);
    checkpointer.stop();
    sqlite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a worker that cannot open the file puts the commits' checkpoint back and says so", async () => {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-wal-"));
  try {
    const sqlite = openDatabase(join(dir, "k.db")).$client;
    const errors: string[] = [];
    startCheckpointer(sqlite, join(dir, "missing", "k.db"), (m) => errors.push(m));
    for (let i = 0; i < 50 && errors.length === 0; i++) await Bun.sleep(20);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toStartWith("The background checkpoint stopped");
    expect(autocheckpoint(sqlite)).toBe(1000);
    sqlite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
