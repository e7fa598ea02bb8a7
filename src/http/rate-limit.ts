// Counts failed sign-in attempts (users and admin alike) so that guessing is slow for a guesser and
// cheap for the family (docs/behaviour.md, "Sign-in limits"). Three counters per attempt:
// - the account from this address: a few free tries, then a delay that doubles with each failure
//   (growing delays, not a wall: the right password still gets in after a short wait);
// - the account from any address: a much higher ceiling, against guessers rotating addresses;
// - the address over any accounts: against one client spraying many accounts.
// A wrong password from one address never locks the account out for the others.
// An attempt is charged BEFORE its password is verified and refunded on success, so a burst of
// parallel guesses gets no more verifications than the limits allow.

/** The two names one sign-in attempt is charged to. */
export type AttemptKeys = { client: string; account: string };

/** A charged attempt, to be refunded when the password was right. */
export type Attempt = { keys: AttemptKeys; at: number };

type Verdict = { ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number };
type Kind = "pair" | "account" | "client";

export type LimiterOptions = {
  /** How long a failure counts. */
  windowMs: number;
  /** Failures of one account from one address before each further try waits. */
  freeTries: number;
  /** The first wait; each further failure doubles it, up to the window. */
  firstDelayMs: number;
  /** Failures of one account from all addresses within the window before it waits. */
  accountMax: number;
  /** Failures from one address, over any accounts, within the window before it waits. */
  clientMax: number;
  now: () => number;
};

const DEFAULTS: LimiterOptions = {
  windowMs: 15 * 60 * 1000,
  freeTries: 5,
  firstDelayMs: 2000,
  accountMax: 100,
  clientMax: 50,
  now: Date.now,
};

/** Entries kept before the ones that hold nobody back are dropped. */
const SOFT_CAP = 10_000;

export class FailureLimiter {
  private readonly o: LimiterOptions;
  /** Times of charged attempts per counter, oldest first. */
  private attempts = new Map<string, { kind: Kind; times: number[] }>();

  constructor(options: Partial<LimiterOptions> = {}) {
    this.o = { ...DEFAULTS, ...options };
  }

  /** Whether `keys` may try now, without charging anything. */
  check(keys: AttemptKeys): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const wait = this.waitMs(keys, this.o.now());
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  /**
   * Checks and charges in one step (no await between them, so parallel requests see each other's
   * charges). A refused attempt is not charged: waiting is enough.
   */
  reserve(keys: AttemptKeys): Verdict {
    const now = this.o.now();
    const wait = this.waitMs(keys, now);
    if (wait > 0) return { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    this.charge(keys, now);
    return { ok: true, attempt: { keys, at: now } };
  }

  /** The password was right: the attempt is refunded and the account starts again. */
  succeed(attempt: Attempt): void {
    const client = this.attempts.get(this.name("client", attempt.keys))?.times;
    const i = client?.lastIndexOf(attempt.at) ?? -1;
    if (client && i >= 0) client.splice(i, 1);
    this.attempts.delete(this.name("pair", attempt.keys));
    this.attempts.delete(this.name("account", attempt.keys));
  }

  /** A failure recorded without a reservation (tests, and callers that verify nothing). */
  fail(keys: AttemptKeys): void {
    this.charge(keys, this.o.now());
  }

  private name(kind: Kind, keys: AttemptKeys): string {
    return kind === "pair" ? `${keys.account}@${keys.client}` : kind === "account" ? keys.account : keys.client;
  }

  private charge(keys: AttemptKeys, now: number) {
    for (const kind of ["pair", "account", "client"] as const) {
      const name = this.name(kind, keys);
      this.attempts.set(name, { kind, times: [...this.recent(name, now), now] });
    }
    if (this.attempts.size > SOFT_CAP) this.evict(now);
  }

  /** How long a counter holds its key back from `now` (0: free to try). */
  private holdMs(name: string, now: number): number {
    const entry = this.attempts.get(name);
    if (!entry) return 0;
    const recent = this.recent(name, now);
    const { windowMs } = this.o;
    if (entry.kind === "pair") {
      const over = recent.length - this.o.freeTries;
      if (over < 0) return 0;
      const delay = Math.min(this.o.firstDelayMs * 2 ** over, windowMs);
      return Math.max(0, recent[recent.length - 1]! + delay - now);
    }
    const max = entry.kind === "account" ? this.o.accountMax : this.o.clientMax;
    return recent.length >= max ? recent[recent.length - max]! + windowMs - now : 0;
  }

  private waitMs(keys: AttemptKeys, now: number): number {
    return Math.max(...(["pair", "account", "client"] as const).map((kind) => this.holdMs(this.name(kind, keys), now)));
  }

  /**
   * Bounds memory under a spray of distinct keys without ever forgetting a counter that holds
   * someone back: expired entries go first, then the oldest of those that hold nobody back.
   */
  private evict(now: number) {
    for (const [name] of this.attempts) if (this.recent(name, now).length === 0) this.attempts.delete(name);
    const target = SOFT_CAP * 0.9;
    for (const [name] of this.attempts) {
      if (this.attempts.size <= target) break;
      if (this.holdMs(name, now) === 0) this.attempts.delete(name);
    }
  }

  private recent(name: string, now: number): number[] {
    return (this.attempts.get(name)?.times ?? []).filter((t) => t > now - this.o.windowMs);
  }
}
