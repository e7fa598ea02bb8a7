// `kinfit restore FILE`: put a backup in place of the database, safely.
//   - The file must be a whole SQLite database (PRAGMA integrity_check) whose migration history is
//     the start of (or all of) the migrations built into this Kinfit: a backup from a newer Kinfit,
//     or a database of something else, is refused. An older one is migrated at the next start.
//   - A running server holds `<db>.lock` on the database's real path (lock.ts), and restore refuses
//     while that lock is held, whatever link or spelling names the database. It holds the lock
//     itself while it swaps, so no server starts half-way, and it swaps the real file, not a link.
//   - The current database is kept as `<db>.before-restore` (its -wal moved along, so nothing
//     committed is lost), the backup is copied beside the database
//     (through SQLite, integrity-checked again) and renamed into place.
import { Database } from "bun:sqlite";
import { existsSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { migrations as embedded } from "@drizzle/index";
import { backupDatabase } from "./backup";
import { acquireLock, realDbPath } from "./lock";
import { migrationHash } from "./migrate";

type Migration = { tag: string; when: number; sql: string };

export class RestoreError extends Error {}

export { acquireLock, lockPath, type ServerLock } from "./lock";

/** Why `file` cannot be restored, or null when it can. */
export function checkBackup(file: string, migrations: Migration[] = embedded): string | null {
  if (!existsSync(file)) return `No file at ${file}`;
  let db: Database;
  try {
    db = new Database(file, { readonly: true });
  } catch (error) {
    return `${file} is not a database Kinfit can read (${(error as Error).message})`;
  }
  try {
    const rows = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all();
    if (rows.length !== 1 || rows[0]!.integrity_check !== "ok") {
      return `${file} failed its integrity check: ${rows
        .map((r) => r.integrity_check)
        .slice(0, 3)
        .join("; ")}`;
    }
    const table = db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
    if (!table) return `${file} is not a Kinfit database (it has no migration history)`;
    const history = db
      .query<{ hash: string; created_at: number | string | null }, []>("SELECT hash, created_at FROM __drizzle_migrations ORDER BY id")
      .all();
    if (history.length === 0) return `${file} is not a Kinfit database (its migration history is empty)`;
    if (history.length > migrations.length) {
      return `${file} comes from a newer Kinfit (${history.length} migrations; this one knows ${migrations.length}). Upgrade Kinfit first.`;
    }
    for (const [i, row] of history.entries()) {
      const m = migrations[i]!;
      if (Number(row.created_at) !== m.when || row.hash !== migrationHash(m.sql)) {
        return `${file} has a migration history this Kinfit does not know (migration ${m.tag} differs from this Kinfit's): another build's, a newer Kinfit's or another program's database`;
      }
    }
    return null;
  } catch (error) {
    return `${file} is not a database Kinfit can read (${(error as Error).message})`;
  } finally {
    db.close();
  }
}

/** Puts `file` in place of the database at `dbPath`; the old one becomes `<db>.before-restore`. */
export function restoreDatabase(file: string, dbPath: string, migrations: Migration[] = embedded): { keptAs: string | null } {
  const source = realDbPath(file);
  const target = realDbPath(dbPath);
  if (source === target) throw new RestoreError("The backup file is the database itself");
  const problem = checkBackup(source, migrations);
  if (problem) throw new RestoreError(problem);
  if (!existsSync(dirname(target))) throw new RestoreError(`No folder ${dirname(target)} for the database`);
  const lock = acquireLock(target);
  if (!lock) {
    throw new RestoreError(`A Kinfit server is running on ${dbPath}. Stop it first (e.g. systemctl stop kinfit), then restore.`);
  }
  try {
    // The copy is made beside the database, so the final step is one rename on one file system.
    // Copied through SQLite, so a -wal beside the backup file counts too.
    const incoming = `${target}.restoring-${process.pid}`;
    backupDatabase(source, incoming);
    let keptAs: string | null = null;
    if (existsSync(target)) {
      keptAs = `${target}.before-restore`;
      // Fold a left-over -wal (after a crash) into the old file first, so the kept copy is whole.
      try {
        const old = new Database(target);
        try {
          old.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        } finally {
          old.close();
        }
      } catch {
        // An unreadable old database is still kept, -wal and all, below.
      }
      for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${keptAs}${suffix}`, { force: true });
      renameSync(target, keptAs);
      if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${keptAs}-wal`);
    }
    for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(`${target}${suffix}`, { force: true });
    renameSync(incoming, target);
    return { keptAs };
  } finally {
    lock.release();
  }
}
