// Counts failed sign-in attempts (users and admin alike) so that guessing is slow for a guesser and
// cheap for the family (docs/behaviour/auth.md, "Sign-in limits"). Three counters per attempt:
// - the account from this address: a few free tries, then a delay that doubles with each failure
//   (growing delays, not a wall: the right password still gets in after a short wait);
// - the account from any address: a much higher ceiling, against guessers rotating addresses;
// - the address over any accounts: against one client spraying many accounts.
// A wrong password from one address never locks the account out for the others.
// An attempt is charged BEFORE its password is verified and refunded on success, so a burst of
// parallel guesses gets no more verifications than the limits allow.
// A client holding the account's device cookie (a browser that signed in to it before) passes the
// account's ceiling, so a botnet cannot lock a member out; its own address's counts still hold it.
//
// Memory is bounded by a number of counters. When it is full, counters no longer counting anything
// go first, then the cheapest: one failure, oldest first (forgetting it gives back at most one
// try). A counter of two failures or more is never forgotten: with nothing cheap left, a client
// that would need a new counter is refused (429) until room comes back, rather than an old count
// lost. A device-cookie holder is never refused for lack of room; it may take up to as many
// counters again, and past that the cheapest counters make room for it.

/** The two names one sign-in attempt is charged to. */
export type AttemptKeys = { client: string; account: string };

/** A charged attempt, to be refunded when the password was right. */
export type Attempt = { keys: AttemptKeys; at: number };

type Verdict = { ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number };
type Entry = { kind: Kind; times: number[] };
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
  /** Counters kept at most (device-cookie holders may take as many again). */
  maxEntries: number;
  now: () => number;
};

const DEFAULTS: LimiterOptions = {
  windowMs: 15 * 60 * 1000,
  freeTries: 5,
  firstDelayMs: 2000,
  accountMax: 100,
  clientMax: 50,
  maxEntries: 10_000,
  now: Date.now,
};

const KINDS = ["pair", "account", "client"] as const;

export class FailureLimiter {
  private readonly o: LimiterOptions;
  /** Times of charged attempts per counter, oldest first. */
  private attempts = new Map<string, Entry>();
  /** Until when memory is known to be full of counters that matter. */
  private fullUntil = 0;

  constructor(options: Partial<LimiterOptions> = {}) {
    this.o = { ...DEFAULTS, ...options };
  }

  /** Whether `keys` may try now, without charging anything. */
  check(keys: AttemptKeys, { trusted = false } = {}): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const wait = this.waitMs(keys, this.o.now(), trusted);
    return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
  }

  /**
   * Checks and charges in one step (no await between them, so parallel requests see each other's
   * charges). A refused attempt is not charged: waiting is enough. `trusted`: the client holds
   * this account's device cookie.
   */
  reserve(keys: AttemptKeys, { trusted = false } = {}): Verdict {
    const now = this.o.now();
    const wait = this.waitMs(keys, now, trusted) || this.roomMs(keys, now, trusted);
    if (wait > 0) return { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    this.charge(keys, now);
    return { ok: true, attempt: { keys, at: now } };
  }

  /** The password was right: the attempt is refunded and the account starts again. */
  succeed(attempt: Attempt): void {
    this.takeBack("client", attempt);
    this.attempts.delete(this.name("pair", attempt.keys));
    this.attempts.delete(this.name("account", attempt.keys));
  }

  /** The password could not be checked: only this attempt's charge is taken back, nothing else. */
  refund(attempt: Attempt): void {
    for (const kind of KINDS) this.takeBack(kind, attempt);
  }

  /** A failure recorded without a reservation (tests, and callers that verify nothing). */
  fail(keys: AttemptKeys): void {
    const now = this.o.now();
    if (this.roomMs(keys, now, false) === 0) this.charge(keys, now);
  }

  /** Counters held now (memory is bounded by this). */
  get size(): number {
    return this.attempts.size;
  }

  private takeBack(kind: Kind, attempt: Attempt) {
    const name = this.name(kind, attempt.keys);
    const times = this.attempts.get(name)?.times;
    const i = times?.lastIndexOf(attempt.at) ?? -1;
    if (!times || i < 0) return;
    times.splice(i, 1);
    if (times.length === 0) this.attempts.delete(name);
  }

  private name(kind: Kind, keys: AttemptKeys): string {
    return kind === "pair" ? `${keys.account}@${keys.client}` : kind === "account" ? keys.account : keys.client;
  }

  private charge(keys: AttemptKeys, now: number) {
    for (const kind of KINDS) {
      const name = this.name(kind, keys);
      this.attempts.set(name, { kind, times: [...this.recent(name, now), now] });
    }
  }

  /**
   * 0 when the counters `keys` need exist or there is room for them (made now, by forgetting
   * cheap counters if need be); else how long until room comes back.
   */
  private roomMs(keys: AttemptKeys, now: number, trusted: boolean): number {
    const missing = KINDS.filter((kind) => !this.attempts.has(this.name(kind, keys))).length;
    const limit = trusted ? this.o.maxEntries * 2 : this.o.maxEntries;
    if (missing === 0 || this.attempts.size + missing <= this.o.maxEntries) return 0;
    // Found full a moment ago: a flood of refused clients must not each pay for a search.
    if (!trusted && now < this.fullUntil) return this.fullUntil - now;
    this.evict(now, this.o.maxEntries - missing);
    if (this.attempts.size + missing <= limit) return 0;
    if (trusted) {
      this.evict(now, limit - missing, true);
      return 0;
    }
    const wait = this.untilRoomMs(now);
    this.fullUntil = now + Math.min(wait, 1000);
    return wait;
  }

  /** How long until the soonest counter stops counting. */
  private untilRoomMs(now: number): number {
    let soonest = this.o.windowMs;
    for (const entry of this.attempts.values()) soonest = Math.min(soonest, entry.times[entry.times.length - 1]! + this.o.windowMs - now);
    return Math.max(1000, soonest);
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

  private waitMs(keys: AttemptKeys, now: number, trusted: boolean): number {
    const kinds = trusted ? (["pair", "client"] as const) : KINDS;
    return Math.max(...kinds.map((kind) => this.holdMs(this.name(kind, keys), now)));
  }

  /**
   * Makes room down to `target` counters: those that count nothing any more go first, then, by
   * weight (failures still counting, then time left), the cheapest that hold nobody back, as long
   * as they count one failure. `anyWeight` (only to make room for a device-cookie holder, past
   * twice the bound) forgets heavier ones too, cheapest first. A tenth more is cleared each time,
   * so a full memory is not sorted again at every attempt.
   */
  private evict(now: number, target: number, anyWeight = false) {
    for (const [name, entry] of this.attempts) {
      const recent = this.recent(name, now);
      if (recent.length === 0) this.attempts.delete(name);
      else entry.times = recent;
    }
    if (this.attempts.size <= target) return;
    const goal = anyWeight ? target : Math.max(0, Math.min(target, Math.floor(this.o.maxEntries * 0.9)));
    const cheap = [...this.attempts]
      .filter(([name, entry]) => anyWeight || (entry.times.length === 1 && this.holdMs(name, now) === 0))
      .sort(([, a], [, b]) => a.times.length - b.times.length || a.times[a.times.length - 1]! - b.times[b.times.length - 1]!);
    for (const [name] of cheap) {
      if (this.attempts.size <= goal) break;
      this.attempts.delete(name);
    }
  }

  private recent(name: string, now: number): number[] {
    return (this.attempts.get(name)?.times ?? []).filter((t) => t > now - this.o.windowMs);
  }
}

export { SignupLimiter, tooManySignupsMessage, type SignupLimitOptions } from "./signup-limit";
