// Accounts and user sessions: sign-up, sign-in, sign-out and the session behind a cookie.
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users, type User } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { LoginInput, SignupInput, UserDto } from "../../shared/auth";
import { checkCredentials, hashPassword } from "./password";
import type { FailureLimiter } from "./rate-limit";
import { hashToken, newToken, renewedExpiry, SESSION_MS } from "./tokens";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists";

export function toUserDto(u: User): UserDto {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    macroTracking: u.macroTracking,
    subscriptionStatus: u.subscriptionStatus,
    createdAt: u.createdAt,
  };
}

export type NewSession = { token: string; expiresAt: number };

export function createSession(db: Db, userId: number, now = Date.now()): NewSession {
  const token = newToken();
  const expiresAt = now + SESSION_MS;
  db.insert(sessions).values({ id: hashToken(token), userId, expiresAt }).run();
  return { token, expiresAt };
}

export async function signup(db: Db, input: SignupInput): Promise<{ user: User; session: NewSession }> {
  const passwordHash = await hashPassword(input.password);
  const created = db.transaction((tx) => {
    const existing = tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
    if (existing) return undefined;
    return tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        username: input.email.split("@")[0] || null,
      })
      .returning()
      .get();
  }, { behavior: "immediate" });
  if (!created) throw new HttpError(409, EMAIL_TAKEN);
  return { user: created, session: createSession(db, created.id) };
}

export async function login(
  db: Db,
  limiter: FailureLimiter,
  input: LoginInput,
  clientKey: string,
): Promise<{ user: User; session: NewSession }> {
  const user = db.select().from(users).where(eq(users.email, input.email)).get();
  await checkCredentials({
    limiter,
    keys: { client: `ip:${clientKey}`, account: `account:${input.email}` },
    passwordHash: user?.passwordHash,
    password: input.password,
    failure: INVALID_CREDENTIALS,
  });
  return { user: user!, session: createSession(db, user!.id) };
}

export function logout(db: Db, token: string | undefined): void {
  if (token) db.delete(sessions).where(eq(sessions.id, hashToken(token))).run();
}

/**
 * The user behind a session token, or undefined. Expired sessions are refused here, on the server,
 * whatever the cookie's own expiry says. An active session slides forward (at most once an hour);
 * `extended` tells the caller to renew the cookie.
 */
export function sessionUser(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): { user: User; expiresAt: number; extended: boolean } | undefined {
  if (!token || token.length > 200) return undefined;
  const id = hashToken(token);
  const row = db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .get();
  if (!row) return undefined;
  const expiresAt = renewedExpiry(row.expiresAt, now);
  if (expiresAt === null) return { user: row.user, expiresAt: row.expiresAt, extended: false };
  db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
  return { user: row.user, expiresAt, extended: true };
}

export function purgeExpiredSessions(db: Db, now = Date.now()): void {
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
}
