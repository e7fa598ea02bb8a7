// What a barcode lookup that would go online must pass (docs/behaviour/foods.md, "Foods"; SECURITY.md):
// a request the browser says comes from another site or origin is refused (a GET with a side
// effect, which an <img> elsewhere could send with the member's cookie); a member looks up at most
// a few codes a minute and the server a couple at once (429 with Retry-After); and a code the
// lookup server does not know is remembered for a day rather than asked again.
import { forbidden, tooManyAttempts } from "@src/errors";
import { BARCODE_LOOKUP } from "@shared/limits";

export const CROSS_SITE_LOOKUP = "A barcode lookup must come from Kinfit's own pages";
const MINUTE_MS = 60_000;

export const tooManyLookupsMessage = (seconds: number) =>
  `Too many barcode lookups: please try again in ${seconds} second${seconds === 1 ? "" : "s"}`;

/** `Sec-Fetch-Site` present and other than same-origin or none (a typed address): another site's or origin's request. */
export const isCrossSiteFetch = (request: Request) => {
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
};

export class LookupLimits {
  private readonly misses = new Map<string, number>();
  private readonly recent = new Map<number, number[]>();
  private inFlight = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Whether the lookup server said it has no such product, less than a day ago. */
  knownMissing(barcode: string): boolean {
    const until = this.misses.get(barcode);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.misses.delete(barcode);
    return false;
  }

  rememberMissing(barcode: string): void {
    // The oldest go first: a Map keeps its keys in the order they were set.
    if (this.misses.size >= BARCODE_LOOKUP.missesKept) this.misses.delete(this.misses.keys().next().value!);
    this.misses.set(barcode, this.now() + BARCODE_LOOKUP.missKeptMs);
  }

  /** Lets `userId`'s lookup go online, or refuses it (403, 429); the answer gives its place back. */
  admit(userId: number, request: Request): () => void {
    if (isCrossSiteFetch(request)) throw forbidden(CROSS_SITE_LOOKUP);
    const now = this.now();
    const mine = (this.recent.get(userId) ?? []).filter((at) => now - at < MINUTE_MS);
    if (mine.length >= BARCODE_LOOKUP.perMemberPerMinute) {
      const seconds = Math.max(1, Math.ceil((mine[0]! + MINUTE_MS - now) / 1000));
      throw tooManyAttempts(tooManyLookupsMessage(seconds), seconds);
    }
    if (this.inFlight >= BARCODE_LOOKUP.inAll) {
      throw tooManyAttempts(tooManyLookupsMessage(BARCODE_LOOKUP.busyRetrySeconds), BARCODE_LOOKUP.busyRetrySeconds);
    }
    mine.push(now);
    this.recent.set(userId, mine);
    this.inFlight++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.inFlight--;
    };
  }
}
