// Failed sign-in counting per client address and per account. Counting the account as well stops a
// guesser who rotates addresses; counting the address stops one who rotates accounts. Sign-up is not
// limited per address: a household shares one.
export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export class FailureLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  check(keys: string[]): LimitVerdict {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.maxFailures) wait = Math.max(wait, recent[0]! + this.windowMs - now);
    }
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  fail(keys: string[]): void {
    const now = this.now();
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    // Bound memory under a spray of distinct keys: drop the oldest entries.
    if (this.failures.size > 10_000) {
      for (const key of [...this.failures.keys()].slice(0, 1000)) this.failures.delete(key);
    }
  }

  clear(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
