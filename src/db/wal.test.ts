// Under a burst of writes the WAL is copied into the database file by the worker thread, not by
// the commits; the worker runs only while writes come fast; when it cannot run, the commits
// checkpoint again. The watch runs on a fake clock moved by the test; only the worker thread's
// copying is waited for, as a condition.
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fakeClock } from "@test/fake-clock";
import { openDatabase } from "./client";
import { BUSY_ROWS_PER_SECOND, WATCH_INTERVAL_MS, startCheckpointer, type Checkpointer } from "./wal";

type Sqlite = ReturnType<typeof openDatabase>["$client"];

const autocheckpoint = (sqlite: Sqlite) =>
  (sqlite.query("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number }).wal_autocheckpoint;

/** Waits for what the worker thread does on its own (copying pages, failing), up to `ms`. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  for (const end = performance.now() + ms; !done() && performance.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

type Time = ReturnType<typeof fakeClock>;

/** Runs `test` on a new database with a checkpointer on it (stopped whatever happens). */
function withCheckpointer(
  test: (sqlite: Sqlite, file: string, checkpointer: Checkpointer, errors: string[], time: Time) => Promise<void>,
  idleMs?: number,
  workerFile?: string,
) {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-wal-"));
    const file = join(dir, "k.db");
    const sqlite = openDatabase(file).$client;
    const errors: string[] = [];
    const time = fakeClock();
    const checkpointer = startCheckpointer(sqlite, workerFile ?? file, (m) => errors.push(m), idleMs, time.clock);
    try {
      await test(sqlite, file, checkpointer, errors, time);
    } finally {
      checkpointer.stop();
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

const IDLE_MS = WATCH_INTERVAL_MS * 4;

const fill = (sqlite: Sqlite, rows: number) => {
  sqlite.exec("CREATE TABLE IF NOT EXISTS t (x TEXT)");
  const insert = sqlite.prepare("INSERT INTO t VALUES (?)");
  for (let i = 0; i < rows; i++) insert.run("x".repeat(100));
};

test(
  "under a burst, committed pages reach the database file from the worker, while commits no longer checkpoint",
  withCheckpointer(async (sqlite, file, checkpointer, errors, time) => {
    expect(autocheckpoint(sqlite)).toBe(1000);
    fill(sqlite, 200);
    time.pass(WATCH_INTERVAL_MS);
    expect(checkpointer.running()).toBe(true);
    expect(autocheckpoint(sqlite)).toBe(4000);
    const before = statSync(file).size;
    fill(sqlite, 2000);
    // Far below the commits' own checkpoint now: only the worker can have copied these pages over.
    expect(statSync(`${file}-wal`).size / 4096).toBeLessThan(4000);
    expect(await until(() => statSync(file).size > before + 100_000, WATCH_INTERVAL_MS * 20)).toBe(true);
    expect((sqlite.query("SELECT count(*) AS n FROM t").get() as { n: number }).n).toBe(2200);
    expect(errors).toEqual([]);
  }),
);

test(
  "the worker starts with a burst of writes, not a few; stops once writes stop; and starts again with the next burst",
  withCheckpointer(async (sqlite, file, checkpointer, errors, time) => {
    time.pass(WATCH_INTERVAL_MS * 3);
    // Nothing written: no thread.
    expect(checkpointer.running()).toBe(false);
    // A household's pace: a few rows now and then leave it to the commits.
    for (let i = 0; i < 4; i++) {
      fill(sqlite, Math.floor(BUSY_ROWS_PER_SECOND / 10));
      time.pass(WATCH_INTERVAL_MS * 2);
    }
    expect(checkpointer.running()).toBe(false);
    expect(autocheckpoint(sqlite)).toBe(1000);

    fill(sqlite, 500);
    time.pass(WATCH_INTERVAL_MS);
    expect(checkpointer.running()).toBe(true);
    const copied = statSync(file).size;
    expect(await until(() => statSync(file).size > copied, WATCH_INTERVAL_MS * 20)).toBe(true);
    // Still within the idle time after the last write: it keeps running; past it, it stops.
    time.pass(IDLE_MS - WATCH_INTERVAL_MS);
    expect(checkpointer.running()).toBe(true);
    time.pass(WATCH_INTERVAL_MS * 2);
    expect(checkpointer.running()).toBe(false);
    expect(autocheckpoint(sqlite)).toBe(1000);

    const before = statSync(file).size;
    fill(sqlite, 2000);
    time.pass(WATCH_INTERVAL_MS);
    expect(checkpointer.running()).toBe(true);
    expect(await until(() => statSync(file).size > before + 100_000, WATCH_INTERVAL_MS * 20)).toBe(true);
    expect(errors).toEqual([]);
    checkpointer.stop();
    expect(checkpointer.running()).toBe(false);
    expect(time.running()).toBe(0);
  }, IDLE_MS),
);

test(
  "a worker that cannot open the file puts the commits' checkpoint back and says so",
  withCheckpointer(
    async (sqlite, _file, checkpointer, errors, time) => {
      fill(sqlite, 500);
      time.pass(WATCH_INTERVAL_MS);
      expect(await until(() => errors.length > 0, 3000)).toBe(true);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toStartWith("The background checkpoint stopped");
      expect(autocheckpoint(sqlite)).toBe(1000);
      expect(checkpointer.running()).toBe(false);
      // Failed for good: later bursts start no worker.
      fill(sqlite, 500);
      time.pass(WATCH_INTERVAL_MS * 3);
      expect(checkpointer.running()).toBe(false);
      expect(errors).toHaveLength(1);
    },
    undefined,
    join(tmpdir(), "kinfit-no-such-folder", "k.db"),
  ),
);
