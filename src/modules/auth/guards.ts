// Session cookies and the route options every module uses: the `user` / `admin` guards, and
// `cached` for a member's read answered from the read cache (src/http/answers.ts). The two
// sessions use separate cookies and separate tables, so neither can stand in for the other.
import { Elysia } from "elysia";
import { AppError, unauthorized } from "@src/errors";
import { clientAddress } from "@http/client-address";
import type { AnswerSet, AppContext } from "@http/context";
import { adminSession, sessionUser } from "./sessions";
import { bearerToken, tokenRefusal, tokenUser } from "./api-tokens";
import { proxyUser } from "./proxy-user";

export const USER_COOKIE = "kinfit_session";
export const ADMIN_COOKIE = "kinfit_admin";

function isHttps(request: Request): boolean {
  return request.url.startsWith("https:") || request.headers.get("x-forwarded-proto") === "https";
}

// The two session cookies are read from the Cookie header and written as Set-Cookie here, not
// through Elysia's cookie jar: the jar is built, asynchronously, for every request of a route that
// touches it, a cost a kept read should not carry.

/**
 * The value of the cookie `name` in the request's Cookie header (the first, if sent twice). A
 * request with `Authorization: Bearer` carries no cookie rights (docs/behaviour/auth.md, "API
 * tokens"): its cookies are not read at all, so a page elsewhere cannot lend a script a session.
 */
export function requestCookie(request: Request, name: string): string | undefined {
  if (bearerToken(request) !== undefined) return undefined;
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

function sessionCookie(request: Request, name: string, value: string, lifetime: string): string {
  return `${name}=${value}; Path=/; ${lifetime}; HttpOnly${isHttps(request) ? "; Secure" : ""}; SameSite=Lax`;
}

export function setSessionCookie(set: AnswerSet, request: Request, name: string, token: string, expiresAt: number) {
  set.headers["set-cookie"] = sessionCookie(request, name, token, `Expires=${new Date(expiresAt).toUTCString()}`);
}

/** Adds the device cookie (src/modules/auth/devices.ts) beside a session cookie already set. */
export function setDeviceCookie(set: AnswerSet, request: Request, name: string, value: string, expiresAt: number) {
  const cookie = sessionCookie(request, name, value, `Expires=${new Date(expiresAt).toUTCString()}`);
  const before = set.headers["set-cookie"];
  (set.headers as Record<string, unknown>)["set-cookie"] = before === undefined ? cookie : [String(before), cookie];
}

export function clearSessionCookie(set: AnswerSet, request: Request, name: string) {
  set.headers["set-cookie"] = sessionCookie(request, name, "", "Max-Age=0");
}

export type Server = { requestIP(r: Request): { address: string } | null } | null | undefined;

/** The address failed sign-ins are counted against (X-Forwarded-For only from the trusted proxy). */
export function clientKey(ctx: AppContext, server: Server, request: Request) {
  return clientAddress(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for"), ctx.trustProxy);
}

type UserFound = NonNullable<ReturnType<typeof sessionUser>> & { token?: "api" };

/** The member a visitor's request names by a trusted proxy's header or a session cookie (no API token), or why not. */
export function visitorOf(ctx: AppContext, request: Request, server: Server): UserFound | AppError | undefined {
  try {
    const proxied = proxyUser(ctx, request, server);
    if (proxied) return { user: proxied, expiresAt: 0, extended: false };
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return sessionUser(ctx.db, requestCookie(request, USER_COOKIE), Date.now(), ctx.sessionCache);
}
type AdminFound = NonNullable<ReturnType<typeof adminSession>>;

// A member looked up before the body was read (senderBeforeBody), for the route's guard: it is
// read, and slid forward, once per request.
const usersBeforeBody = new WeakMap<Request, UserFound>();
const adminsBeforeBody = new WeakMap<Request, AdminFound>();

/**
 * The member behind a request for `route` ("METHOD /pattern"): an API token's when it sends one
 * (and then only that: its cookies are not read), else the one a trusted proxy's header names
 * (whatever member a session cookie names), else the session cookie's. Throws the refusal (401,
 * 403 for what the token may not do or a cross-site change by the proxy's header, 429).
 */
function memberOf(ctx: AppContext, request: Request, server: Server, route: string): UserFound {
  const bearer = bearerToken(request);
  if (bearer !== undefined) {
    const { user, scope } = tokenUser(ctx.db, ctx.limiter, bearer, clientKey(ctx, server, request));
    const refusal = tokenRefusal(route, scope);
    if (refusal) throw refusal;
    return { user, expiresAt: 0, extended: false, token: "api" };
  }
  const proxied = proxyUser(ctx, request, server);
  if (proxied) return { user: proxied, expiresAt: 0, extended: false };
  const found = sessionUser(ctx.db, requestCookie(request, USER_COOKIE), Date.now(), ctx.sessionCache);
  if (!found) throw unauthorized();
  return found;
}

/**
 * The member's (or admin's) id behind the request, or why it is refused: src/app.ts asks before
 * reading a change's body, so that no body is read from someone unknown.
 */
export function senderBeforeBody(
  ctx: AppContext,
  request: Request,
  access: "user" | "admin",
  route: string,
  server?: Server,
): number | { status: 401 | 403 | 429; message: string; retryAfterSeconds?: number } {
  if (access === "admin") {
    const found = adminSession(ctx.db, requestCookie(request, ADMIN_COOKIE));
    if (!found) return { status: 401, message: "Admin sign-in required" };
    adminsBeforeBody.set(request, found);
    return found.adminId;
  }
  try {
    const found = memberOf(ctx, request, server, route);
    usersBeforeBody.set(request, found);
    return found.user.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = error.kind === "forbidden" ? 403 : error.kind === "too-many-attempts" ? 429 : 401;
    return { status, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
}

/** The tag a route declared `cached` carries in its hooks' detail, for tests that list them. */
export const CACHED_READ = "cached read";

export function guards(ctx: AppContext) {
  return (
    new Elysia({ name: "kinfit-guards" })
      .macro({
        user: {
          resolve({ request, set, server, route }) {
            const found = usersBeforeBody.get(request) ?? memberOf(ctx, request, server, `${request.method} ${route}`);
            if (found.extended) setSessionCookie(set, request, USER_COOKIE, requestCookie(request, USER_COOKIE)!, found.expiresAt);
            return { user: found.user };
          },
        },
        admin: {
          resolve({ request, set }) {
            const token = requestCookie(request, ADMIN_COOKIE);
            const found = adminsBeforeBody.get(request) ?? adminSession(ctx.db, token);
            if (!found) throw unauthorized("Admin sign-in required");
            if (found.extended) setSessionCookie(set, request, ADMIN_COOKIE, token!, found.expiresAt);
            return { admin: found };
          },
        },
      })
      // The first step of `cached`, apart so that the next one is typed with what it finds.
      .macro("answerLookup", {
        user: true,
        resolve: ({ request, user }) => ({ pendingAnswer: ctx.answers.find(request, user.id) }),
      })
      /**
       * A member's read (so `user` too) whose handler returns a plain value: answered from the read
       * cache with an ETag while the database is unchanged, without running the handler.
       */
      .macro("cached", {
        answerLookup: true,
        detail: { tags: [CACHED_READ] },
        beforeHandle({ pendingAnswer, request, set }) {
          if (pendingAnswer.kept) return ctx.answers.send(pendingAnswer.kept, request, set);
        },
        // Also runs after an answer from beforeHandle, which is already the kept one.
        afterHandle({ pendingAnswer, responseValue, request, set }) {
          if (!pendingAnswer.kept) return ctx.answers.keep(pendingAnswer, responseValue, request, set);
        },
      })
  );
}
