// The JavaScript engine's optimizing compilers follow the server's load. JavaScriptCore runs code in
// its interpreter first and compiles what gets hot, in tiers; the first compile of its optimizing
// tier (DFG) brings the compiler's own machine code into memory, and it stays there for the life
// of the process. A household's phones make a few requests a minute, which the interpreter and the
// first tier answer quickly, yet a few hundred requests in a row are enough to set the optimizing
// tier off and leave the server larger at rest for good (docs/decisions/2026-11-25-jit-under-load.md).
//
// So while the server is lightly used the tier-up thresholds are LIGHT_SCALE times the normal
// ones. They go back to normal once the thread that answers requests has been busy (BUSY_SHARE of a
// core) for SUSTAINED_WINDOWS windows of WINDOW_MS in a row, a second of load, where the optimizing
// tiers pay for themselves: many phones at once, a benchmark's load, several imports in a row.
// An upload of UPLOAD_BYTES or more (an import file) is load on its own: an import of years of data
// runs far longer in the lower tiers. When the server has been quiet long enough to let its
// compiled code go (quiet.ts), the light thresholds come back. A one-off export runs in the lower
// tiers and takes somewhat longer, which one request now and then does not justify tiering up for.
export const LIGHT_SCALE = 10_000;
/** The share of one core, over a window, that counts as busy. */
export const BUSY_SHARE = 0.5;
export const WINDOW_MS = 250;
/**
 * Busy windows in a row that make load: compiling costs the JIT's threads time, which a burst
 * shorter than a second (a few hundred requests back to back) does not earn back.
 */
export const SUSTAINED_WINDOWS = 4;
/** A request body this large is an upload (an import file): load from its first byte. */
export const UPLOAD_BYTES = 256 * 1024;
/** A look this long after the last one judges nothing and starts a new window. */
const STALE_MS = 4 * WINDOW_MS;

/**
 * The CPU time of the thread that answers requests, in milliseconds: not the password hashing's
 * threads (a sign-in is tens of milliseconds of hashing, and is not load), nor the checkpoint's.
 */
const mainThreadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

export class JitByLoad {
  private busy = false;
  /** Busy windows in a row so far. */
  private busyWindows = 0;
  private checkedAt: number;
  private cpuAt: number;

  constructor(
    private readonly setScale: (scale: number) => void = (scale) => Bun.unsafe.setJITPolicy(scale),
    private readonly now: () => number = () => performance.now(),
    private readonly cpuMs: () => number = mainThreadCpuMs,
  ) {
    this.checkedAt = now();
    this.cpuAt = cpuMs();
    setScale(LIGHT_SCALE);
  }

  /**
   * Told of every request: an upload is load at once; otherwise, once per window, whether the
   * request thread was busy since the last look.
   */
  seen(request?: Request): void {
    if (this.busy) return;
    if (request && Number(request.headers.get("content-length")) >= UPLOAD_BYTES) {
      this.busy = true;
      this.setScale(1);
      return;
    }
    const now = this.now();
    const elapsed = now - this.checkedAt;
    if (elapsed < WINDOW_MS) return;
    const cpu = this.cpuMs();
    const worked = cpu - this.cpuAt;
    this.checkedAt = now;
    this.cpuAt = cpu;
    // Over a long stretch since the last look, a heavy request just now would be averaged away:
    // the stretch only starts a new window.
    if (elapsed > STALE_MS || worked / elapsed < BUSY_SHARE) {
      this.busyWindows = 0;
      return;
    }
    if (++this.busyWindows < SUSTAINED_WINDOWS) return;
    this.busy = true;
    this.setScale(1);
  }

  /** The server is at rest again (quiet.ts has let its compiled code go). */
  rest(): void {
    this.busy = false;
    this.busyWindows = 0;
    this.checkedAt = this.now();
    this.cpuAt = this.cpuMs();
    this.setScale(LIGHT_SCALE);
  }

  /** Whether the normal thresholds are in force (for tests). */
  isBusy(): boolean {
    return this.busy;
  }
}
