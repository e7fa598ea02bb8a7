// Session tokens: 32 random bytes for the cookie; only their SHA-256 is stored.
const SESSION_DAYS = 30;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
// A session is extended at most once an hour, so reads do not each cost a write.
export const EXTEND_AFTER_MS = 60 * 60 * 1000;

/** The sliding expiry of a user or admin session: its new end, or null while no extension is due. */
export function renewedExpiry(expiresAt: number, now: number): number | null {
  return now + SESSION_MS - expiresAt < EXTEND_AFTER_MS ? null : now + SESSION_MS;
}

export function newToken(): string {
  // The prefix keeps the cookie value from ever looking like a number or JSON to a cookie parser.
  return `kf_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`;
}

export function hashToken(token: string): string {
  return new Bun.CryptoHasher("sha256").update(token).digest("hex");
}
