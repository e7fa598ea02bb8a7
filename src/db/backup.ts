// A consistent snapshot of a live database. VACUUM INTO reads inside one transaction, so the copy
// holds exactly the commits made before it started, whatever the server is writing meanwhile; a
// plain copy of a WAL database can miss committed pages still in the -wal file.
import { Database } from "bun:sqlite";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { settleWrites } from "./client";
import { realDbPath } from "./lock";

export function backupDatabase(dbPath: string, target: string): { bytes: number } {
  if (!existsSync(dbPath)) throw new Error(`No database at ${dbPath}`);
  const dest = resolve(target);
  // Compared by real paths: through a link the backup would overwrite the database it copies.
  if (realDbPath(target) === realDbPath(dbPath)) throw new Error("The backup file must not be the database itself");
  // Written beside the target, then renamed: an interrupted backup never leaves a half file
  // under the name you asked for.
  const db = new Database(dbPath, { readonly: true });
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return snapshotInto(db, dest);
  } finally {
    db.close();
  }
}

/**
 * The same snapshot through a connection already open (the server's own, or an in-memory
 * database): VACUUM INTO a file beside `target`, integrity check, owner-only mode, then the rename.
 */
export function snapshotInto(db: Database, target: string): { bytes: number } {
  const dest = resolve(target);
  // A folder made here holds copies of everyone's data: owner-only, like the data folder.
  mkdirSync(dirname(dest), { recursive: true, mode: 0o700 });
  const temp = `${dest}.partial-${process.pid}`;
  rmSync(temp, { force: true });
  try {
    // VACUUM cannot run inside a transaction: the server's open commit group goes first.
    settleWrites(db);
    db.run("VACUUM INTO ?", [temp]);
    const check = new Database(temp, { readonly: true });
    try {
      const result = check.query<{ integrity_check: string }, []>("PRAGMA integrity_check").get();
      if (result?.integrity_check !== "ok") throw new Error(`Backup failed its integrity check: ${result?.integrity_check}`);
    } finally {
      check.close();
    }
    chmodSync(temp, 0o600);
    renameSync(temp, dest);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return { bytes: Bun.file(dest).size };
}
