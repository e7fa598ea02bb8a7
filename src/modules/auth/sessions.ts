// User and admin sessions: made at sign-in, found from a cookie's token, slid forward while in
// use, ended at sign-out, purged once expired. The two kinds live in separate tables, so neither
// can stand in for the other (docs/behaviour/auth.md, "Sessions").
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Conn, Db } from "@db/client";
import { prepared } from "@db/prepared";
import type { ReadCache } from "@db/read-cache";
import { adminSessions, admins, sessions, users, type User } from "@db/schema";
import { forgetDevices } from "./devices";
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
  db.insert(sessions).values({ id, userId, expiresAt }).run();
  return { token, expiresAt };
}

export function createAdminSession(db: Db, adminId: number, now = Date.now()): NewSession {
  const { id, token, expiresAt } = newSession(now);
  db.insert(adminSessions).values({ id, adminId, expiresAt }).run();
  return { token, expiresAt };
}

type SessionRow = { user: User; expiresAt: number };

const sessionById = prepared((conn) =>
  conn
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare(),
);

function findSession(db: Db, token: string): SessionRow | undefined {
  return sessionById(db).get({ id: hashToken(token) });
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
  db.update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.id, hashToken(token!)))
    .run();
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
function storedSession(db: Db, token: string | undefined, cache?: ReadCache): SessionRow | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return cache ? cache.get(`session:${token}`, () => findSession(db, token), sessionRowBytes) : findSession(db, token);
}

/** A session row's weight in the cache: the member's row, goals included. */
const sessionRowBytes = (row: SessionRow) => 256 + JSON.stringify(row.user).length;

/** The admin behind an admin session token, or undefined; expires and slides like a user's. */
export function adminSession(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): ({ adminId: number; username: string } & Found) | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const id = hashToken(token);
  const row = db
    .select({ adminId: admins.id, username: admins.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, now)))
    .get();
  if (!row) return undefined;
  const expiresAt = renewedExpiry(row.expiresAt, now);
  if (expiresAt === null) return { ...row, extended: false };
  db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.id, id)).run();
  return { ...row, expiresAt, extended: true };
}

export function endSession(db: Db, token: string | undefined): void {
  if (token)
    db.delete(sessions)
      .where(eq(sessions.id, hashToken(token)))
      .run();
}

/**
 * Ends every session of a user, but for the one `keepToken` names (the browser making the change),
 * and forgets every device of the user (src/modules/auth/devices.ts): a password change, an admin
 * reset and 'Sign out everywhere' all mean "whoever had this account's devices no longer does".
 */
export function endUserSessions(db: Conn, userId: number, keepToken?: string): void {
  const keep = keepToken ? hashToken(keepToken) : undefined;
  db.delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
    .run();
  forgetDevices(db, userId);
}

export function endAdminSession(db: Db, token: string | undefined): void {
  if (token)
    db.delete(adminSessions)
      .where(eq(adminSessions.id, hashToken(token)))
      .run();
}

/** Drops every expired user and admin session (run at start and hourly). */
export function purgeExpiredSessions(db: Db, now = Date.now()): void {
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
  db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run();
}
