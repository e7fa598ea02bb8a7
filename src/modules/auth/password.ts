// Password hashing with argon2id, at most two at a time, and the one sign-in check built on it.
//
// Parameters: OWASP's minimum for argon2id (19 MiB, t=2) rather than Bun's default 64 MiB. A burst
// of sign-ins on a 1 GB Pi must not exhaust memory, and the queue below caps it at 2 x 19 MiB.
// The queue is shared, so it is also kept fair: one client address may have at most two hashes
// queued or running; a third is refused at once (429) instead of making everyone else wait. It is
// one queue for the whole server, and a sign-in (a member getting in) always goes ahead of a
// sign-up (a stranger making an account), so a sign-up flood cannot hold the household at the door.
// Ahead of both goes a sign-in from a browser holding the account's device cookie (devices.ts), so
// wrong sign-ins from many addresses cannot hold a member at the door either.
import { tooManyAttempts, unauthorized } from "@src/errors";
import type { AttemptKeys, FailureLimiter } from "@http/rate-limit";

export const HASH_OPTIONS = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;
const MAX_CONCURRENT = 2;
/** Hashes one client address may have queued or running at once. */
export const MAX_PER_CLIENT = 2;

/** Which waiting line a hash joins: "known" is served before any "first", "first" before any "last". */
export type HashPriority = "known" | "first" | "last";

let running = 0;
const waiting: Record<HashPriority, (() => void)[]> = { known: [], first: [], last: [] };
const perClient = new Map<string, number>();

/**
 * Takes one of `client`'s places in the queue, or refuses at once (429) when it has none left;
 * the answer gives the place back. Synchronous, so a caller can hold its place before charging
 * anything that depends on the hash being run.
 */
function takePlace(client: string | undefined): () => void {
  if (client === undefined) return () => {};
  const mine = perClient.get(client) ?? 0;
  if (mine >= MAX_PER_CLIENT) throw tooManyAttempts("Too many requests at once from your address. Please try again in a moment.", 1);
  perClient.set(client, mine + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
}

/** Runs `work` when one of the two hashing slots is free, known devices' sign-ins first, then sign-ins. */
async function inTurn<T>(work: () => Promise<T>, priority: HashPriority): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting[priority].push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    (waiting.known.shift() ?? waiting.first.shift() ?? waiting.last.shift())?.();
  }
}

/** `client`: the address the work is for; server-side work (the admin's own password) has none. */
async function limited<T>(work: () => Promise<T>, client: string | undefined, priority: HashPriority): Promise<T> {
  const giveBack = takePlace(client);
  try {
    return await inTurn(work, priority);
  } finally {
    giveBack();
  }
}

export const hashPassword = (password: string, client?: string, priority: HashPriority = "first") =>
  limited(() => Bun.password.hash(password, HASH_OPTIONS), client, priority);

const verifyNow = (password: string, hash: string) => Bun.password.verify(password, hash).catch(() => false);

export const verifyPassword = (password: string, hash: string, client?: string) =>
  limited(() => verifyNow(password, hash), client, "first");

// Verified against when an email is unknown, so a failed sign-in costs the same time either way
// and the answer's timing does not reveal which emails have accounts. It is a hash of a fixed
// string made once with HASH_OPTIONS and written here, not made on the first unknown email: that
// sign-in would then hash and verify, twice a wrong password's time, and so tell that the email has
// no account, once after each start.
export const UNKNOWN_ACCOUNT_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$z2mPTTjgeKuUWIkINGNVmUXcM2MXnWuuRXmUyDH7hQY$mLwaJx56RWoHrAl8EhMdyMu0kG52D8Z5tBfuLaIk1TE";

/** A strong random password for the admin: 20 characters from an unambiguous alphabet. */
export function generatePassword(length = 20): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let out = "";
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (b < 256 - (256 % alphabet.length)) out += alphabet[b % alphabet.length];
    if (out.length === length) return out;
  }
  return out + generatePassword(length - out.length);
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const [n, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, "second"] : [Math.ceil(retryAfterSeconds / 60), "minute"];
  return `Too many failed sign-in attempts. Please try again in ${n} ${unit}${n === 1 ? "" : "s"}.`;
}

/**
 * The one sign-in check for users and the admin. In this order, with no await between the first
 * three: takes the address's place in the hash queue (429 at once when it has none, charging
 * nothing and clearing nothing), refuses while `keys` are rate-limited (429), charges the attempt
 * (so parallel guesses count each other); then verifies the password (burning the same time when
 * there is no account, so timing does not tell). A right password refunds the attempt and clears
 * the account's count; a check that could not run takes back only its own charge.
 * `trusted`: the client holds this account's device cookie (it passes the account's ceiling, and
 * its hash goes ahead of every other in the queue).
 */
export async function checkCredentials(opts: {
  limiter: FailureLimiter;
  keys: AttemptKeys;
  passwordHash: string | undefined;
  password: string;
  failure: string;
  trusted?: boolean;
}): Promise<void> {
  const { limiter, keys, passwordHash, password, failure } = opts;
  const giveBack = takePlace(keys.client);
  let ok: boolean;
  try {
    const verdict = limiter.reserve(keys, { trusted: opts.trusted === true });
    if (!verdict.ok) {
      throw tooManyAttempts(tooManyAttemptsMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
    }
    try {
      const priority = opts.trusted === true ? "known" : "first";
      ok = await inTurn(
        () => verifyNow(password, passwordHash ?? UNKNOWN_ACCOUNT_HASH).then((right) => right && passwordHash !== undefined),
        priority,
      );
    } catch (error) {
      limiter.refund(verdict.attempt);
      throw error;
    }
    if (ok) limiter.succeed(verdict.attempt);
  } finally {
    giveBack();
  }
  if (!ok) throw unauthorized(failure);
}
