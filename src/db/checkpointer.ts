// The WAL checkpointer, run in a worker thread with its own connection (see wal.ts). It copies
// committed pages from the write-ahead log into the database file every few hundred milliseconds,
// so the server's thread never does it inside a write. PASSIVE never waits for and never blocks
// the server's readers and writers; what it cannot copy yet, it copies on a later turn.
import { Database } from "bun:sqlite";

declare const self: Worker;

export type CheckpointerStart = { file: string; intervalMs: number };
export type CheckpointerReport = { error: string };

self.onmessage = (event: MessageEvent<CheckpointerStart>) => {
  const { file, intervalMs } = event.data;
  let db: Database;
  try {
    db = new Database(file, { readwrite: true, create: false });
    db.exec("PRAGMA busy_timeout = 1000");
  } catch (error) {
    postMessage({ error: (error as Error).message } satisfies CheckpointerReport);
    return;
  }
  const checkpoint = db.query("PRAGMA wal_checkpoint(PASSIVE)");
  setInterval(() => {
    try {
      checkpoint.get();
    } catch (error) {
      postMessage({ error: (error as Error).message } satisfies CheckpointerReport);
    }
  }, intervalMs);
};
