// User and admin sessions: made at sign-in, found from a cookie's token, slid forward while in
// use, ended at sign-out, purged once expired. The two kinds live in separate tables, so neither
// can stand in for the other (docs/behaviour/auth.md, "Sessions").
import type { Conn, Db } from "@db/client";
import type { ReadCache } from "@db/read-cache";
import { forgetDevices } from "./devices";
import {
  deleteAdminSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  insertAdminSession,
  insertSession,
  liveAdminSession,
  setAdminSessionExpiry,
  setSessionExpiry,
  sessionWithUser,
  type StoredSession,
  type User,
} from "./store";
import { hashToken, newToken, renewedExpiry, SESSION_MS } from "./tokens";

export type NewSession = { token: string; expiresAt: number };

/** A session found from its token; `extended` tells the caller to renew the cookie. */
type Found = { expiresAt: number; extended: boolean };

// Longer than any token we hand out: not worth hashing.
const MAX_TOKEN_LENGTH = 200;

function newSession(now: number): NewSession & { id: string } {
  const token = newToken();
  return { token, id: hashToken(token), expiresAt: now + SESSION_MS };
}

export function createSession(db: Db, userId: number, now = Date.now()): NewSession {
  const { id, token, expiresAt } = newSession(now);
  insertSession(db, id, userId, expiresAt);
  return { token, expiresAt };
}

export function createAdminSession(db: Db, adminId: number, now = Date.now()): NewSession {
  const { id, token, expiresAt } = newSession(now);
  insertAdminSession(db, id, adminId, expiresAt);
  return { token, expiresAt };
}

function findSession(db: Db, token: string): StoredSession | undefined {
  return sessionWithUser(db, hashToken(token));
}

/**
 * The user behind a session token, or undefined. Expired sessions are refused here, on the server,
 * whatever the cookie's own expiry says. An active session slides forward (at most once an hour).
 * With `cache` (versioned by SESSION_VERSION), the row is read once until sessions or users next
 * change: every request looks it up, and most writes change neither.
 */
export function sessionUser(db: Db, token: string | undefined, now = Date.now(), cache?: ReadCache): ({ user: User } & Found) | undefined {
  const row = storedSession(db, token, cache);
  if (!row || row.expiresAt <= now) return undefined;
  const expiresAt = renewedExpiry(row.expiresAt, now);
  if (expiresAt === null) return { user: row.user, expiresAt: row.expiresAt, extended: false };
  setSessionExpiry(db, hashToken(token!), expiresAt);
  return { user: row.user, expiresAt, extended: true };
}

/**
 * Whether `token` names a session that has not expired: sessionUser's check, without renewing the
 * session (the next API request does that).
 */
export function isLiveSession(db: Db, token: string | undefined, now = Date.now(), cache?: ReadCache): boolean {
  const row = storedSession(db, token, cache);
  return row !== undefined && row.expiresAt > now;
}

/** The session row of `token`, expired or not, read through `cache` when given. */
function storedSession(db: Db, token: string | undefined, cache?: ReadCache): StoredSession | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return cache ? cache.get(`session:${token}`, () => findSession(db, token), sessionRowBytes) : findSession(db, token);
}

/** A session row's weight in the cache: the member's row, goals included. */
const sessionRowBytes = (row: StoredSession) => 256 + JSON.stringify(row.user).length;

/** The admin behind an admin session token, or undefined; expires and slides like a user's. */
export function adminSession(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): ({ adminId: number; username: string } & Found) | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const id = hashToken(token);
  const row = liveAdminSession(db, id, now);
  if (!row) return undefined;
  const expiresAt = renewedExpiry(row.expiresAt, now);
  if (expiresAt === null) return { ...row, extended: false };
  setAdminSessionExpiry(db, id, expiresAt);
  return { ...row, expiresAt, extended: true };
}

export function endSession(db: Db, token: string | undefined): void {
  if (token) deleteSession(db, hashToken(token));
}

/**
 * Ends every session of a user, but for the one `keepToken` names (the browser making the change),
 * and forgets every device of the user (src/modules/auth/devices.ts): a password change, an admin
 * reset and 'Sign out everywhere' all mean "whoever had this account's devices no longer does".
 */
export function endUserSessions(db: Conn, userId: number, keepToken?: string): void {
  deleteUserSessions(db, userId, keepToken ? hashToken(keepToken) : undefined);
  forgetDevices(db, userId);
}

export function endAdminSession(db: Db, token: string | undefined): void {
  if (token) deleteAdminSession(db, hashToken(token));
}

/** Drops every expired user and admin session (run at start and hourly). */
export function purgeExpiredSessions(db: Db, now = Date.now()): void {
  deleteExpiredSessions(db, now);
}
