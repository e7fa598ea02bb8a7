// What the server hands back to the machine once nobody has asked it anything for a while: the
// machine code JavaScriptCore compiled for the hot paths of the last requests, and their garbage.
// On a Pi that also runs other things, a server at rest should hold little more than it did when
// it started. The next request after a release runs in the interpreter again and is compiled anew
// as it gets hot: a few milliseconds, once.
import type { Database } from "bun:sqlite";
import { systemClock, type IntervalClock } from "@src/clock";

export const QUIET_AFTER_MS = 30_000;

/** What releaseMemory needs of the database: only its exec. */
type Sqlite = Pick<Database, "exec">;

export function releaseMemory(sqlite?: Sqlite): void {
  // SQLite keeps the pages it has read (up to 2 MB per connection) for the next read; a quiet
  // server reads them again from the file, which the kernel caches anyway. Only unused pages go:
  // a statement kept for reuse stays compiled.
  sqlite?.exec("PRAGMA shrink_memory");
  // Drops compiled code that is not running and shrinks the heap (JavaScriptCore's footprint
  // shrink); the full collection then frees what that let go.
  Bun.shrink();
  Bun.gc(true);
}

export class QuietRelease {
  private last: number;
  private released = false;
  private readonly stopTimer: () => void;

  constructor(
    private readonly release: () => void = releaseMemory,
    afterMs = QUIET_AFTER_MS,
    private readonly clock: IntervalClock = systemClock,
  ) {
    this.last = clock.now();
    this.stopTimer = clock.every(() => {
      if (this.released || clock.now() - this.last < afterMs) return;
      this.released = true;
      this.release();
    }, afterMs / 4);
  }

  /** Told of every request: the quiet time starts again, and the next one releases again. */
  seen(): void {
    this.last = this.clock.now();
    this.released = false;
  }

  stop(): void {
    this.stopTimer();
  }
}
