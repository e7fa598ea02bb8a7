// One server per database. A running server holds `<db>.lock`, an SQLite file in exclusive locking
// mode: the operating system releases it when the process ends, even on a crash. The lock is taken
// on the database's real path, so a symbolic link or a second spelling of the path (`./data/../data`)
// names the same lock, and before anything opens the database itself. A hard link is another path
// to the same file: the server also holds a lock on the database file itself (file-lock.ts).
import { Database } from "bun:sqlite";
import { chmodSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { type FileLock, lockFile } from "./file-lock";

/** Links followed before a path is taken as it is: a loop of links ends here. */
const MAX_LINKS = 40;

/**
 * The path the database at `dbPath` really has: links followed, `..` resolved. For a database not
 * made yet, its folder's real path and its name (a link to a file not made yet is followed too),
 * so the file the server will create is named the same way as once it exists.
 */
export function realDbPath(dbPath: string, links = 0): string {
  const path = resolve(dbPath);
  try {
    return realpathSync(path);
  } catch {
    // Missing, or a link to something missing.
  }
  if (links < MAX_LINKS) {
    try {
      if (lstatSync(path).isSymbolicLink()) return realDbPath(resolve(dirname(path), readlinkSync(path)), links + 1);
    } catch {
      // Nothing at this path.
    }
  }
  const folder = dirname(path);
  if (folder === path) return path;
  return join(realDbPath(folder, links), basename(path));
}

/** The lock file a server holds on the database at `dbPath` (its real path). */
export const lockPath = (dbPath: string) => `${realDbPath(dbPath)}.lock`;

export type ServerLock = { release: () => void };

/**
 * Takes the lock on the database at `dbPath`: by its real path (its folder must exist), then on the
 * file itself, whatever names it (made empty first when `create`, for a server about to make it);
 * null when another process holds either.
 */
export function acquireLock(dbPath: string, options: { create?: boolean } = {}): ServerLock | null {
  const byPath = acquirePathLock(dbPath);
  if (!byPath) return null;
  let byFile: FileLock | null;
  try {
    byFile = lockFile(realDbPath(dbPath), options.create ?? false);
  } catch (error) {
    byPath.release();
    throw error;
  }
  if (!byFile) {
    byPath.release();
    return null;
  }
  return {
    release: () => {
      byFile.release();
      byPath.release();
    },
  };
}

function acquirePathLock(dbPath: string): ServerLock | null {
  const file = lockPath(dbPath);
  const lock = new Database(file, { create: true });
  try {
    lock.exec("PRAGMA busy_timeout = 0");
    lock.exec("PRAGMA journal_mode = MEMORY");
    lock.exec("PRAGMA locking_mode = EXCLUSIVE");
    // A write takes the exclusive lock; in exclusive locking mode it is kept until close.
    lock.exec("BEGIN EXCLUSIVE");
    lock.exec("CREATE TABLE IF NOT EXISTS held_by (pid INTEGER)");
    lock.exec("DELETE FROM held_by");
    lock.run("INSERT INTO held_by (pid) VALUES (?)", [process.pid]);
    lock.exec("COMMIT");
    chmodSync(file, 0o600);
  } catch (error) {
    lock.close();
    if (/locked|busy/i.test((error as Error).message)) return null;
    throw error;
  }
  return { release: () => lock.close() };
}
