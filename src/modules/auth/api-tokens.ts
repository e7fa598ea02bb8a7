// API tokens (docs/behaviour/auth.md, "API tokens"): made, listed and revoked by their member, and
// the member and scope behind a request's `Authorization: Bearer`. A token is `kf_pat_` and 32
// random bytes; only its SHA-256 is stored, so the database never holds a usable token.
import type { Conn, Db } from "@db/client";
import { conflict, forbidden, notFound, tooManyAttempts, unauthorized } from "@src/errors";
import type { FailureLimiter } from "@http/rate-limit";
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  TOO_MANY_TOKENS,
  type ApiTokenDto,
  type CreateTokenInput,
  type NewApiTokenAnswer,
  type TokenScope,
} from "@shared/auth/tokens";
import { inTransaction } from "@db/prepared";
import { tooManyAttemptsMessage } from "./password";
import { deleteToken, deleteUserTokens, insertToken, setTokenLastUsed, tokenCount, tokensOf, tokenWithUser, type User } from "./store";
import { hashToken } from "./tokens";

export const INVALID_TOKEN = "Invalid or revoked API token";
export const READ_ONLY_TOKEN = "This API token can only read: make a write token to change data";
export const NOT_FOR_TOKENS = "API tokens cannot be used here: sign in with the app";

// A last use is written at most once a minute, so a sensor polling every few seconds does not
// write on every read.
const LAST_USE_STEP_MS = 60 * 1000;
const MAX_TOKEN_LENGTH = 200;

/** The request's Bearer token ("" for an empty one), or undefined when it sends none. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  if (!header) return undefined;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? "").trim() : undefined;
}

function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`;
}

export function listTokens(db: Db, userId: number): ApiTokenDto[] {
  return tokensOf(db, userId);
}

/** A new token for `userId`: answered once, with its row; at most MAX_API_TOKENS a member. */
export function createToken(db: Db, userId: number, input: CreateTokenInput): NewApiTokenAnswer {
  const token = newApiToken();
  const row = inTransaction(
    db,
    (tx) => {
      if (tokenCount(tx, userId) >= MAX_API_TOKENS) return undefined;
      return insertToken(tx, { userId, hash: hashToken(token), name: input.name, scope: input.scope });
    },
    "immediate",
  );
  if (!row) throw conflict(TOO_MANY_TOKENS);
  return { ...row, token };
}

export function revokeToken(db: Db, userId: number, id: number): void {
  if (!deleteToken(db, userId, id)) throw notFound("API token not found");
}

/** A password change or an admin reset: whoever held the member's tokens no longer does. */
export function revokeAllTokens(conn: Conn, userId: number): void {
  deleteUserTokens(conn, userId);
}

/**
 * The member and scope of a Bearer token. A wrong token counts as a failed sign-in of its address
 * (docs/behaviour/auth.md, "Sign-in limits"), and an address held back is refused before the
 * token is looked up, as a password would be. A Kinfit session token is no API token: 401.
 */
export function tokenUser(
  db: Db,
  limiter: FailureLimiter,
  token: string,
  client: string,
  now = Date.now(),
): { user: User; scope: TokenScope } {
  const hash = hashToken(token.slice(0, MAX_TOKEN_LENGTH));
  const keys = { client: `ip:${client}`, account: `token:${hash.slice(0, 16)}` };
  const allowed = limiter.check(keys);
  if (!allowed.ok) throw tooManyAttempts(tooManyAttemptsMessage(allowed.retryAfterSeconds), allowed.retryAfterSeconds);
  const found = token.startsWith(API_TOKEN_PREFIX) && token.length <= MAX_TOKEN_LENGTH ? tokenWithUser(db, hash) : undefined;
  if (!found) {
    limiter.fail(keys);
    throw unauthorized(INVALID_TOKEN);
  }
  if (found.lastUsedAt === null || now - found.lastUsedAt >= LAST_USE_STEP_MS) setTokenLastUsed(db, found.id, now);
  return { user: found.user, scope: found.scope };
}

/**
 * Whether a token of `scope` may call `route` ("METHOD /pattern"): never the admin's routes, the
 * password, the tokens themselves or signing out everywhere; a read token only reads.
 */
export function tokenRefusal(route: string, scope: TokenScope): Error | undefined {
  const [method = "", path = ""] = route.split(" ");
  if (
    path.startsWith("/api/admin") ||
    path.startsWith("/api/tokens") ||
    path.startsWith("/api/profile/password") ||
    path.startsWith("/api/profile/set-password") ||
    path.startsWith("/api/auth/") ||
    path === "/api/logout-everywhere"
  )
    return forbidden(NOT_FOR_TOKENS);
  if (scope === "read" && method !== "GET" && method !== "HEAD") return forbidden(READ_ONLY_TOKEN);
  return undefined;
}
