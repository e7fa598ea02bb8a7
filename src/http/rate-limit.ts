// Counts failed attempts (sign-ins, users and admin alike) per client address and per account.
// Counting the account stops a guesser who rotates addresses; counting the address (with a higher
// bar, since a household may share one, e.g. behind a reverse proxy) stops one who rotates accounts.
// An attempt is charged BEFORE its password is verified and refunded on success, so a burst of
// parallel guesses gets no more verifications than the limit (docs/behaviour.md, "Sign-in limits").
type LimitVerdict = { ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number };

/** The two counters one sign-in attempt is charged to. */
export type AttemptKeys = { client: string; account: string };

/** A charged attempt, to be refunded when the password was right. */
export type Attempt = { keys: AttemptKeys; at: number };

/** Entries kept before the ones that lock nothing are dropped. */
const SOFT_CAP = 10_000;

export class FailureLimiter {
  /** Timestamps of charged attempts per key, oldest first, with the count that locks the key. */
  private attempts = new Map<string, { times: number[]; max: number }>();

  constructor(
    /** Failures of one account within the window before it waits. */
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
    /** Failures from one client address (any accounts) within the window before it waits. */
    private readonly maxClientFailures = maxFailures * 5,
  ) {}

  /** Whether `keys` may try now, without charging anything. */
  check(keys: AttemptKeys): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const wait = this.waitMs(keys, this.now());
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  /**
   * Checks and charges in one step (no await between them, so parallel requests see each other's
   * charges). A refused attempt is not charged: waiting out the window is enough.
   */
  reserve(keys: AttemptKeys): LimitVerdict {
    const now = this.now();
    const wait = this.waitMs(keys, now);
    if (wait > 0) return { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    this.charge(keys, now);
    return { ok: true, attempt: { keys, at: now } };
  }

  /** The password was right: the attempt is refunded and the account's count starts again. */
  succeed(attempt: Attempt): void {
    const client = this.attempts.get(attempt.keys.client)?.times;
    const i = client?.lastIndexOf(attempt.at) ?? -1;
    if (client && i >= 0) client.splice(i, 1);
    this.attempts.delete(attempt.keys.account);
  }

  /** A failure recorded without a reservation (tests, and callers that verify nothing). */
  fail(keys: AttemptKeys): void {
    this.charge(keys, this.now());
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private charge(keys: AttemptKeys, now: number) {
    for (const [key, max] of [
      [keys.client, this.maxClientFailures],
      [keys.account, this.maxFailures],
    ] as const) {
      this.attempts.set(key, { times: [...this.recent(key, now), now], max });
    }
    if (this.attempts.size > SOFT_CAP) this.evict(now);
  }

  /**
   * Bounds memory under a spray of distinct keys without ever forgetting an active lock: expired
   * entries go first, then the oldest entries that lock nothing. Locked entries stay until their
   * window passes, so at worst memory holds what one window of failures can lock.
   */
  private evict(now: number) {
    for (const [key, entry] of this.attempts) {
      if (!entry.times.some((t) => t > now - this.windowMs)) this.attempts.delete(key);
    }
    if (this.attempts.size <= SOFT_CAP) return;
    const target = SOFT_CAP * 0.9;
    for (const [key] of this.attempts) {
      if (this.attempts.size <= target) break;
      if (!this.locks(key, now)) this.attempts.delete(key);
    }
  }

  private locks(key: string, now: number): boolean {
    const entry = this.attempts.get(key);
    return entry !== undefined && this.recent(key, now).length >= entry.max;
  }

  private waitMs(keys: AttemptKeys, now: number): number {
    let wait = 0;
    for (const [key, max] of [
      [keys.client, this.maxClientFailures],
      [keys.account, this.maxFailures],
    ] as const) {
      const recent = this.recent(key, now);
      if (recent.length >= max) wait = Math.max(wait, recent[recent.length - max]! + this.windowMs - now);
    }
    return wait;
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key)?.times ?? []).filter((t) => t > now - this.windowMs);
  }
}
