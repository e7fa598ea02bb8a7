// What a start checks before it changes anything: that the database's folder can be written and
// has room for the food table, and the backup folder room for one backup; and what it clears
// first: the temporary files that processes no longer running left behind (a food table half
// written, a backup or a restore cut short), which on a full disk are the space a retry needs.
import { accessSync, constants, existsSync, readdirSync, rmSync, statfsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

export type RoomNeeds = {
  dbPath: string;
  backupDir: string;
  /** Bytes the food table's file needs when it is not written yet (0 when it is). */
  foodTableBytes: number;
};

/** Bytes a start may write beside the database whatever it holds: the -wal, the -shm, the lock. */
const WORKING_BYTES = 1024 * 1024;

export type Disk = {
  freeBytes: (dir: string) => number;
  writable: (dir: string) => boolean;
  device: (dir: string) => number;
};

const realDisk: Disk = {
  freeBytes: (dir) => {
    try {
      const s = statfsSync(dir);
      return Number(s.bavail) * Number(s.bsize);
    } catch {
      // A file system that cannot say: the writes themselves will tell.
      return Number.POSITIVE_INFINITY;
    }
  },
  writable: (dir) => {
    try {
      accessSync(dir, constants.W_OK | constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  device: (dir) => statSync(dir).dev,
};

const mb = (bytes: number) => `${Math.max(1, Math.ceil(bytes / (1024 * 1024)))} MB`;

/** The folder itself, or the nearest folder above it that exists (where it would be made). */
function existingFolder(dir: string): string {
  let at = dir;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** Why the start cannot go ahead without changing anything, naming the folder and the space; or null. */
export function roomProblem(needs: RoomNeeds, disk: Disk = realDisk): string | null {
  const dbDir = dirname(needs.dbPath);
  const dbFolder = existingFolder(dbDir);
  if (!disk.writable(dbFolder)) {
    return (
      `Kinfit cannot write in ${dbFolder} (the database's folder): give the user ` +
      `running Kinfit write access to it, or start with --db in a folder it can write.`
    );
  }
  const dbBytes = existsSync(needs.dbPath) ? statSync(needs.dbPath).size : 0;
  const backupFolder = existingFolder(needs.backupDir);
  if (dbBytes > 0 && !disk.writable(backupFolder)) {
    return (
      `Kinfit cannot write in ${backupFolder} (the backup folder): give the user running ` +
      `Kinfit write access to it, or start with --backup-dir in a folder it can write.`
    );
  }
  const dbNeeds = needs.foodTableBytes + WORKING_BYTES;
  const backupNeeds = dbBytes;
  const sameDisk = disk.device(dbFolder) === disk.device(backupFolder);
  const checks: [string, string, number][] = sameDisk
    ? [[dbFolder, "the food table, a backup of the database and room to write", dbNeeds + backupNeeds]]
    : [
        [dbFolder, "the food table and room to write", dbNeeds],
        [backupFolder, "a backup of the database", backupNeeds],
      ];
  for (const [folder, what, bytes] of checks) {
    const free = disk.freeBytes(folder);
    if (free < bytes) {
      return (
        `Not enough free space in ${folder} for Kinfit to start: it needs ${mb(bytes)} (${what}) and ` +
        `${free < 1024 * 1024 ? "less than 1 MB" : `${Math.floor(free / (1024 * 1024))} MB`} ` +
        `is free. Free some space there, and start Kinfit again; nothing was changed.`
      );
    }
  }
  return null;
}

const FOOD_TEMP = /^foods-[0-9a-f]+\.db\.(\d+)\.tmp$/;
const BACKUP_PARTIAL = /\.partial-(\d+)$/;
const RESTORING = /\.restoring-(\d+)$/;

function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has that id.
    return (error as { code?: string }).code === "EPERM";
  }
}

/** Removes the temporary files of processes no longer running; answers the paths removed. */
export function removeStrayFiles(dbPath: string, backupDir: string): string[] {
  const removed: string[] = [];
  const sweep = (dir: string, patterns: RegExp[]) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      for (const pattern of patterns) {
        const m = pattern.exec(name);
        if (!m || running(Number(m[1]))) continue;
        try {
          rmSync(join(dir, name), { force: true });
          removed.push(join(dir, name));
        } catch {
          // Not ours to remove, or gone already.
        }
      }
    }
  };
  sweep(dirname(dbPath), [FOOD_TEMP, RESTORING, BACKUP_PARTIAL]);
  sweep(backupDir, [BACKUP_PARTIAL]);
  return removed;
}
