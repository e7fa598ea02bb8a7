// Every query of the auth area: accounts (users), user and admin sessions, API tokens, linked
// identities, known devices, and the household settings auth reads (sign-ups open, the online food lookup, the device key). Services
// get typed records; the session read behind every request is built once (prepared).
import { and, asc, eq, gt, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { prepared } from "@db/prepared";
import { adminSessions, admins, apiTokens, devices, linkedIdentities, sessions, settings, users, type User } from "@db/schema";

export type { User };

/** What sign-up stores of a new account. */
export type NewUser = Pick<typeof users.$inferInsert, "email" | "passwordHash" | "firstName" | "lastName" | "username">;

/** A user session as stored: its member's row and when it ends. */
export type StoredSession = { user: User; expiresAt: number };

/** An admin session as stored, with its admin. */
export type StoredAdminSession = { adminId: number; username: string; expiresAt: number };

// Accounts.

export function userIdByEmail(conn: Conn, email: string): number | undefined {
  return conn.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id;
}

export function userByEmail(conn: Conn, email: string): User | undefined {
  return conn.select().from(users).where(eq(users.email, email)).get();
}

export function insertUser(conn: Conn, values: NewUser): User {
  return conn.insert(users).values(values).returning().get();
}

export function setPasswordHash(conn: Conn, userId: number, passwordHash: string): void {
  conn.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

// User sessions (`id`: the token's hash).

export function insertSession(conn: Conn, id: string, userId: number, expiresAt: number): void {
  conn.insert(sessions).values({ id, userId, expiresAt }).run();
}

const sessionById = prepared((conn) =>
  conn
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare(),
);

/** The session `id` with its member, expired or not. */
export function sessionWithUser(conn: Conn, id: string): StoredSession | undefined {
  return sessionById(conn).get({ id });
}

export function setSessionExpiry(conn: Conn, id: string, expiresAt: number): void {
  conn.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
}

export function deleteSession(conn: Conn, id: string): void {
  conn.delete(sessions).where(eq(sessions.id, id)).run();
}

/** Deletes every session of `userId` but `keepId`'s, when given. */
export function deleteUserSessions(conn: Conn, userId: number, keepId?: string): void {
  conn
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId))
    .run();
}

// Admin sessions.

export function insertAdminSession(conn: Conn, id: string, adminId: number, expiresAt: number): void {
  conn.insert(adminSessions).values({ id, adminId, expiresAt }).run();
}

/** The admin session `id` with its admin, when it ends after `now`. */
export function liveAdminSession(conn: Conn, id: string, now: number): StoredAdminSession | undefined {
  return conn
    .select({ adminId: admins.id, username: admins.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, now)))
    .get();
}

export function setAdminSessionExpiry(conn: Conn, id: string, expiresAt: number): void {
  conn.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.id, id)).run();
}

export function deleteAdminSession(conn: Conn, id: string): void {
  conn.delete(adminSessions).where(eq(adminSessions.id, id)).run();
}

/** Deletes the user and admin sessions that ended before `now`. */
export function deleteExpiredSessions(conn: Conn, now: number): void {
  conn.delete(sessions).where(lt(sessions.expiresAt, now)).run();
  conn.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run();
}

// Known devices (`id`: the device id's hash).

export function hasDevice(conn: Conn, id: string, userId: number): boolean {
  return (
    conn
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.id, id), eq(devices.userId, userId)))
      .get() !== undefined
  );
}

export function insertDevice(conn: Conn, id: string, userId: number): void {
  conn.insert(devices).values({ id, userId }).run();
}

/** The ids of `userId`'s devices, the oldest first. */
export function deviceIds(conn: Conn, userId: number): string[] {
  return conn
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(asc(devices.createdAt))
    .all()
    .map((d) => d.id);
}

/** Deletes `userId`'s devices, but those of `kept` when given. */
export function deleteDevices(conn: Conn, userId: number, kept?: string[]): void {
  conn
    .delete(devices)
    .where(kept ? and(eq(devices.userId, userId), notInArray(devices.id, kept)) : eq(devices.userId, userId))
    .run();
}

// Settings, one row per key.

/** The stored values of `keys` (a key without a row is missing from the answer). */
export function settingValues(conn: Conn, keys: string[]): Map<string, string> {
  return new Map(
    conn
      .select()
      .from(settings)
      .where(inArray(settings.key, keys))
      .all()
      .map((r) => [r.key, r.value]),
  );
}

export function putSetting(conn: Conn, key: string, value: string): void {
  conn.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
}

/** The value of `key`, stored as `value` first when it has none. */
export function settingOrStore(conn: Conn, key: string, value: string): string {
  conn.insert(settings).values({ key, value }).onConflictDoNothing().run();
  return conn.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()!.value;
}

// API tokens (`hash`: the token's SHA-256).

/** A stored API token as listed (never its hash). */
export type StoredToken = { id: number; name: string; scope: "read" | "write"; createdAt: string; lastUsedAt: number | null };

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

export function tokensOf(conn: Conn, userId: number): StoredToken[] {
  return conn.select(tokenColumns).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.id)).all();
}

export function tokenCount(conn: Conn, userId: number): number {
  return conn.select({ n: sql<number>`count(*)` }).from(apiTokens).where(eq(apiTokens.userId, userId)).get()?.n ?? 0;
}

export function insertToken(conn: Conn, values: { userId: number; hash: string; name: string; scope: "read" | "write" }): StoredToken {
  return conn.insert(apiTokens).values(values).returning(tokenColumns).get();
}

/** Deletes `userId`'s token `id`; whether there was one. */
export function deleteToken(conn: Conn, userId: number, id: number): boolean {
  return (
    conn
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
      .returning({ id: apiTokens.id })
      .all().length > 0
  );
}

export function deleteUserTokens(conn: Conn, userId: number): void {
  conn.delete(apiTokens).where(eq(apiTokens.userId, userId)).run();
}

const tokenByHash = prepared((conn) =>
  conn
    .select({ user: users, id: apiTokens.id, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.hash, sql.placeholder("hash")))
    .prepare(),
);

/** The token whose hash is `hash`, with its member. */
export function tokenWithUser(
  conn: Conn,
  hash: string,
): { user: User; id: number; scope: "read" | "write"; lastUsedAt: number | null } | undefined {
  return tokenByHash(conn).get({ hash });
}

export function setTokenLastUsed(conn: Conn, id: number, at: number): void {
  conn.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id)).run();
}

// Identities linked at single sign-on, and the admin account it may sign in.

/** The member linked to the provider's subject `subject` of `issuer`. */
export function userBySubject(conn: Conn, issuer: string, subject: string): User | undefined {
  return conn
    .select({ user: users })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(and(eq(linkedIdentities.issuer, issuer), eq(linkedIdentities.subject, subject)))
    .get()?.user;
}

export function linkIdentity(conn: Conn, userId: number, issuer: string, subject: string): void {
  conn.insert(linkedIdentities).values({ userId, issuer, subject }).onConflictDoNothing().run();
}

/** The admin account's id (there is one), or undefined before it is made. */
export function adminAccountId(conn: Conn): number | undefined {
  return conn.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).get()?.id;
}
