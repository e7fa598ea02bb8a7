// Where the write-ahead log is checkpointed. SQLite checkpoints inside the commit that takes the
// log past wal_autocheckpoint pages (1000 by default): that write then copies pages into the
// database file and syncs it, several milliseconds, during which every other request waits, since
// the server answers them on one thread.
//
// At a household's pace that happens once in a long while and costs nobody anything. Under a
// burst of writes (an import, several phones logging at once) it would hit a request every few
// hundred writes, so then the server moves it to a worker thread with its own connection
// (checkpointer.ts) and leaves the commits' own checkpoint only as a safety net far above what the
// worker lets the log reach. The worker is a JavaScript thread of its own, with its own memory:
// it starts when writes come faster than BUSY_ROWS_PER_SECOND and stops a minute after the last
// write, when the commits' checkpoint takes over again.
import type { Database } from "bun:sqlite";
import type { CheckpointerReport, CheckpointerStart } from "./checkpointer";
import { settleWrites } from "./client";
import { systemClock, type IntervalClock } from "@src/clock";

/**
 * How often the worker copies the log into the database file. Small turns keep each one short: a
 * longer interval left the worker much of a burst's log to copy and sync at once, taking a
 * core from the server in spurts, and the slowest writes of the burst waited for it.
 */
export const CHECKPOINT_INTERVAL_MS = 50;
/** How often the server counts the rows written, to start or stop the worker. */
export const WATCH_INTERVAL_MS = 250;
/** How long the worker outlives the last write. */
export const WORKER_IDLE_MS = 60_000;
/** Rows written in a second that start the worker. */
export const BUSY_ROWS_PER_SECOND = 100;
/** The commits' own checkpoint when the worker runs: 16 MB of log (4 KB pages). */
const SAFETY_NET_PAGES = 4000;
/** SQLite's default, for when the worker is not running. */
const DEFAULT_PAGES = 1000;

export type Checkpointer = {
  /** Whether the worker thread is running now. */
  running(): boolean;
  stop(): void;
};

/**
 * Checkpoints `file` (the database `sqlite` has open) from a worker thread while it is written
 * fast: the worker starts within WATCH_INTERVAL_MS of a burst of writes on `sqlite` and stops
 * `idleMs` after the last write.
 */
export function startCheckpointer(
  sqlite: Database,
  file: string,
  logError: (message: string) => void,
  idleMs = WORKER_IDLE_MS,
  clock: IntervalClock = systemClock,
): Checkpointer {
  const setAutocheckpoint = (pages: number) => sqlite.exec(`PRAGMA wal_autocheckpoint = ${pages}`);
  setAutocheckpoint(DEFAULT_PAGES);
  // Every row written through this connection moves it; the server writes through no other.
  const changes = sqlite.query<{ n: number }, []>("SELECT total_changes() AS n");
  const busyRows = (BUSY_ROWS_PER_SECOND * WATCH_INTERVAL_MS) / 1000;
  let seen = changes.get()!.n;
  let lastWrite = 0;
  let worker: Worker | undefined;
  let failed = false;

  const stopWorker = () => {
    worker?.terminate();
    worker = undefined;
    setAutocheckpoint(DEFAULT_PAGES);
  };
  const fail = (message: string) => {
    if (failed) return;
    failed = true;
    stopWatch();
    // Back to checkpointing in the commits for good: slower bursts, but the log never grows unchecked.
    stopWorker();
    logError(`The background checkpoint stopped (${message}); writes checkpoint the log themselves from now on.`);
  };
  const startWorker = () => {
    const started = new Worker(new URL("./checkpointer.ts", import.meta.url).href);
    started.onmessage = (event: MessageEvent<CheckpointerReport>) => fail(event.data.error);
    started.onerror = (event) => fail(event.message);
    started.postMessage({ file, intervalMs: CHECKPOINT_INTERVAL_MS } satisfies CheckpointerStart);
    setAutocheckpoint(SAFETY_NET_PAGES);
    return started;
  };

  const stopWatch = clock.every(() => {
    const now = clock.now();
    const n = changes.get()!.n;
    const written = n - seen;
    seen = n;
    if (written > 0) lastWrite = now;
    if (written >= busyRows) worker ??= startWorker();
    // The worker has checkpointed every CHECKPOINT_INTERVAL_MS since the last write.
    else if (worker && written === 0 && now - lastWrite >= idleMs) stopWorker();
  }, WATCH_INTERVAL_MS);

  return {
    running: () => worker !== undefined,
    stop: () => {
      stopWatch();
      worker?.terminate();
      worker = undefined;
    },
  };
}

/**
 * Copies the whole log into the database file and empties it. The open commit group is committed
 * first: a checkpoint cannot run inside a transaction.
 */
export function emptyLog(sqlite: Database): void {
  settleWrites(sqlite);
  sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}
