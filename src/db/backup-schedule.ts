// Automatic backups while the server runs: a daily one 24 hours after the last daily one (at start
// when that is older, or there is none), and one at every graceful stop. Kept: the newest daily
// backup of each of the last `keep` days that have one (UTC days), and apart from them the last
// STOP_KEEP stop backups, so a run of restarts never pushes out the days before it. A backup never
// replaces a file: two in one second get distinct names.
// A failed backup is logged and tried again RETRY_MS later; it never throws into the server, and
// old backups are deleted only after a new one has been written, and only files named like ours.
// The clock and the timer are injected, so tests drive a day in microseconds.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { backupDatabase } from "./backup";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const RETRY_MS = 15 * 60 * 1000;
/** Stop backups kept besides the daily ones. */
export const STOP_KEEP = 3;

export type BackupKind = "daily" | "stop";

/**
 * `kinfit-daily-2026-11-23T031500Z.db`: the kind and the UTC moment; `-2`, `-3`... before `.db` for
 * a second one in the same second. Named without a kind (`kinfit-2026-11-23T031500Z.db`), as
 * earlier builds named them, a backup counts as a daily one.
 */
const NAME = /^kinfit-(?:(daily|stop)-)?(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-(\d+))?\.db$/;

export function backupFileName(at: Date, kind: BackupKind = "daily"): string {
  const iso = at.toISOString(); // 2026-11-23T03:15:00.000Z
  return `kinfit-${kind}-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.db`;
}

/** `kinfit-upgrade-<moment>.db`, taken before migrations change the database; never rotated. */
export function upgradeBackupName(dir: string, at: Date): string {
  return freeName(dir, backupFileName(at).replace(/^kinfit-daily-/, "kinfit-upgrade-"));
}

/** `name`, or `name` with -2, -3... before its extension: a backup never replaces another file. */
export function freeName(dir: string, name: string): string {
  const dot = name.lastIndexOf(".");
  let candidate = name;
  for (let n = 2; existsSync(join(dir, candidate)); n++) candidate = `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
  return candidate;
}

export type BackupFile = { name: string; path: string; kind: BackupKind; takenAt: Date; bytes: number };

/** The automatic backups in `dir`, newest first; files not named like ours are not listed. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: (BackupFile & { n: number })[] = [];
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const [y, mo, d, h, mi, s] = m.slice(2, 8).map(Number) as [number, number, number, number, number, number];
    const path = join(dir, name);
    try {
      const stat = statSync(path);
      if (!stat.isFile()) continue;
      found.push({
        name,
        path,
        kind: m[1] === "stop" ? "stop" : "daily",
        takenAt: new Date(Date.UTC(y, mo - 1, d, h, mi, s)),
        bytes: stat.size,
        n: Number(m[8] ?? 1),
      });
    } catch {
      // Removed while we looked.
    }
  }
  return found
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.n - a.n || b.name.localeCompare(a.name))
    .map(({ n: _, ...file }) => file);
}

/** The backups rotation removes: all but the newest daily of each of the last `keep` days and the last STOP_KEEP stop ones. */
export function backupsToRemove(found: BackupFile[], keep: number): BackupFile[] {
  const kept = new Set<string>();
  const days = new Set<string>();
  for (const b of found) {
    if (b.kind !== "daily") continue;
    const day = b.takenAt.toISOString().slice(0, 10);
    if (days.has(day) || days.size >= keep) continue;
    days.add(day);
    kept.add(b.path);
  }
  for (const b of found.filter((f) => f.kind === "stop").slice(0, STOP_KEEP)) kept.add(b.path);
  return found.filter((b) => !kept.has(b.path));
}

export type Timers = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type BackupScheduleOptions = {
  dbPath: string;
  dir: string;
  keep: number;
  timers?: Timers;
  /** Writes one snapshot; `backupDatabase` unless a test swaps it. */
  backup?: (dbPath: string, target: string) => { bytes: number };
  log?: (message: string) => void;
};

export type BackupStatus = {
  /** The last automatic backup that failed since the last good one, if any. */
  lastError: { at: Date; message: string } | null;
  /** When the next automatic backup is due, while the schedule runs. */
  nextAt: Date | null;
};

export class BackupSchedule {
  private readonly timers: Timers;
  private readonly backup: (dbPath: string, target: string) => { bytes: number };
  private readonly log: (message: string) => void;
  private timer: unknown = null;
  private nextAt: number | null = null;
  private lastError: BackupStatus["lastError"] = null;
  private stopped = false;

  constructor(private readonly options: BackupScheduleOptions) {
    this.timers = options.timers ?? realTimers;
    this.backup = options.backup ?? backupDatabase;
    this.log = options.log ?? ((message) => console.error(message));
  }

  /** Backs up now if the newest daily backup is a day old or missing, then keeps to the daily rhythm. */
  start() {
    this.stopped = false;
    const newest = listBackups(this.options.dir).find((b) => b.kind === "daily");
    const due = newest ? newest.takenAt.getTime() + DAY_MS : this.timers.now();
    if (due <= this.timers.now()) this.runAndReschedule();
    else this.schedule(due - this.timers.now());
  }

  /** Stops the timer and takes the stop's backup; true when it was written. */
  stop(): boolean {
    this.cancel();
    this.stopped = true;
    return this.runOnce("at stop", "stop") !== null;
  }

  /** Stops the timer without a backup. */
  cancel() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.nextAt = null;
  }

  status(): BackupStatus {
    return { lastError: this.lastError, nextAt: this.nextAt === null ? null : new Date(this.nextAt) };
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.cancel();
    this.nextAt = this.timers.now() + ms;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.runAndReschedule();
    }, ms);
  }

  private runAndReschedule() {
    this.schedule(this.runOnce("daily") === null ? RETRY_MS : DAY_MS);
  }

  /** One backup and, after it succeeded, the rotation. Never throws. */
  runOnce(reason: string, kind: BackupKind = "daily"): BackupFile | null {
    const { dbPath, dir } = this.options;
    const takenAt = new Date(this.timers.now());
    const name = freeName(dir, backupFileName(takenAt, kind));
    const path = join(dir, name);
    try {
      const { bytes } = this.backup(dbPath, path);
      this.lastError = null;
      this.rotate();
      return { name, path, kind, takenAt, bytes };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.lastError = { at: takenAt, message };
      const retry = this.stopped ? "" : ` Trying again in ${RETRY_MS / 60000} minutes.`;
      this.log(`Automatic backup (${reason}) to ${path} failed: ${message}.${retry} Older backups are kept.`);
      return null;
    }
  }

  private rotate() {
    const { dir, keep } = this.options;
    for (const old of backupsToRemove(listBackups(dir), keep)) {
      try {
        rmSync(old.path, { force: true });
      } catch (error) {
        this.log(`Could not remove the old backup ${old.path}: ${(error as Error).message}`);
      }
    }
  }
}
