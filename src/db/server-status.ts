// What the server knows of its own state beyond the data, for the log, the food routes and /admin:
// why the food table could not be opened, and whether the disk is full (an episode runs from the
// first write refused for want of space to the next write that succeeds).
export type ServerInfo = {
  /** The build (src/config.ts VERSION), empty where no status is kept (API tests). */
  version: string;
  /** Why the food table is unavailable (food search and barcodes answer 503); null when it is open. */
  foodTable: string | null;
  /** Since when writes fail because the disk is full; null when the last write succeeded. */
  diskFullSince: string | null;
};

export class ServerStatus {
  foodTable: string | null = null;
  private diskFullSince: Date | null = null;

  constructor(
    private readonly version: string,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  /** A write refused for want of space: logged once per episode. */
  diskFull(now = new Date()) {
    if (this.diskFullSince) return;
    this.diskFullSince = now;
    this.log(
      "The server's disk is full: writes are refused (507) until space is freed. Older data is safe; free some space on the server.",
    );
  }

  /** A write that succeeded ends the episode. */
  writeSucceeded() {
    if (!this.diskFullSince) return;
    this.diskFullSince = null;
    this.log("The server's disk has room again: writes succeed.");
  }

  get isDiskFull(): boolean {
    return this.diskFullSince !== null;
  }

  info(): ServerInfo {
    return { version: this.version, foodTable: this.foodTable, diskFullSince: this.diskFullSince?.toISOString() ?? null };
  }
}

/** SQLite's "database or disk is full" (SQLITE_FULL), or the system's ENOSPC. */
export function isDiskFull(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (e.code === "SQLITE_FULL" || e.code === "ENOSPC") return true;
  return typeof e.message === "string" && /database or disk is full|no space left on device/i.test(e.message);
}

export const DISK_FULL_MESSAGE = "The server's disk is full: nothing was saved. Free some space on the server and try again.";
