// Counts sign-ups, so that a stranger on the network can neither test e-mails without end (the
// answer for an e-mail already registered stays 409: a household needs to know) nor feed the hash
// queue with junk accounts. The same number per hour holds for each address and for the whole
// install (--signup-limit, default 20; 0 turns the limit off). Every sign-up answer counts, 409
// included; a refused one does not, and is counted for the admin instead.
// Memory: the install-wide limit keeps at most that many times in the window, so at most that many
// addresses have any.

const HOUR_MS = 60 * 60 * 1000;

export type SignupLimitOptions = {
  /** Sign-ups per hour, per address and for the install; 0: no limit. */
  perHour: number;
  now: () => number;
};

export class SignupLimiter {
  private readonly o: SignupLimitOptions;
  private all: number[] = [];
  private byClient = new Map<string, number[]>();
  /** Sign-ups refused by the limit since the server started (shown to the admin). */
  refused = 0;

  constructor(options: Partial<SignupLimitOptions> = {}) {
    this.o = { perHour: 20, now: Date.now, ...options };
  }

  /** Counts a sign-up from `client`, or says how long to wait when the limit is reached. */
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const { perHour } = this.o;
    if (perHour <= 0) return { ok: true };
    const now = this.o.now();
    const since = now - HOUR_MS;
    this.all = this.all.filter((t) => t > since);
    for (const [key, times] of this.byClient) if (times[times.length - 1]! <= since) this.byClient.delete(key);
    const mine = (this.byClient.get(client) ?? []).filter((t) => t > since);
    const full = [mine, this.all].filter((times) => times.length >= perHour);
    if (full.length > 0) {
      this.refused++;
      const waitMs = Math.max(...full.map((times) => times[times.length - perHour]! + HOUR_MS - now));
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    mine.push(now);
    this.all.push(now);
    this.byClient.set(client, mine);
    return { ok: true };
  }
}

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-ups for now. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
