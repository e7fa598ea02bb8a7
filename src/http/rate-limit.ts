// Counts failed attempts (sign-ins, users and admin alike) per client address and per account.
// Counting the account stops a guesser who rotates addresses; counting the address (with a higher
// bar, since a household may share one, e.g. behind a reverse proxy) stops one who rotates accounts.
type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The two counters one sign-in attempt is charged to. */
export type AttemptKeys = { client: string; account: string };

export class FailureLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    /** Failures of one account within the window before it waits. */
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
    /** Failures from one client address (any accounts) within the window before it waits. */
    private readonly maxClientFailures = maxFailures * 5,
  ) {}

  check(keys: AttemptKeys): LimitVerdict {
    const now = this.now();
    let wait = 0;
    for (const [key, max] of [
      [keys.client, this.maxClientFailures],
      [keys.account, this.maxFailures],
    ] as const) {
      const recent = this.recent(key, now);
      if (recent.length >= max) wait = Math.max(wait, recent[recent.length - max]! + this.windowMs - now);
    }
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  fail(keys: AttemptKeys): void {
    const now = this.now();
    for (const key of [keys.client, keys.account]) this.failures.set(key, [...this.recent(key, now), now]);
    // Bound memory under a spray of distinct keys: drop the oldest entries.
    if (this.failures.size > 10_000) {
      for (const key of [...this.failures.keys()].slice(0, 1000)) this.failures.delete(key);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }
}
