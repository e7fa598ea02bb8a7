// Where the write-ahead log is checkpointed. SQLite checkpoints inside the commit that takes the
// log past wal_autocheckpoint pages (1000 by default): that write then copies pages into the
// database file and syncs it, several milliseconds, during which every other request waits, since
// the server answers them on one thread. The server moves this to a worker thread with its own
// connection (checkpointer.ts), and leaves the commits' own checkpoint only as a safety net far
// above what the worker lets the log reach, in case the worker stops.
import type { Database } from "bun:sqlite";
import type { CheckpointerReport, CheckpointerStart } from "./checkpointer";

/** How often the worker copies the log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** The commits' own checkpoint when the worker runs: 16 MB of log (4 KB pages). */
const SAFETY_NET_PAGES = 4000;
/** SQLite's default, put back when the worker fails. */
const DEFAULT_PAGES = 1000;

export type Checkpointer = { stop(): void };

/** Starts checkpointing `file` (the database `sqlite` has open) in a worker thread. */
export function startCheckpointer(sqlite: Database, file: string, logError: (message: string) => void): Checkpointer {
  const worker = new Worker(new URL("./checkpointer.ts", import.meta.url).href);
  sqlite.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  let failed = false;
  const fail = (message: string) => {
    if (failed) return;
    failed = true;
    // Back to checkpointing in the commits: slower writes, but the log never grows unchecked.
    sqlite.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_PAGES}`);
    logError(`The background checkpoint stopped (${message}); writes checkpoint the log themselves from now on.`);
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<CheckpointerReport>) => fail(event.data.error);
  worker.onerror = (event) => fail(event.message);
  worker.postMessage({ file, intervalMs: CHECKPOINT_INTERVAL_MS } satisfies CheckpointerStart);
  return { stop: () => worker.terminate() };
}
