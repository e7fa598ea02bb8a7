// HTTP for accounts: sign-up, sign-in, sign-out (here or everywhere) and "who am I".
import { Elysia } from "elysia";
import { AppError, forbidden, tooManyAttempts } from "@src/errors";
import type { AppContext } from "@http/context";
import { tooManySignupsMessage } from "@http/rate-limit";
import { parseBody } from "@http/validate";
import { loginSchema, signupSchema, type AuthAnswer } from "@shared/auth/contract";
import { DEVICE_COOKIE, DEVICE_MS } from "./devices";
import { clearSessionCookie, clientKey, guards, requestCookie, setDeviceCookie, setSessionCookie, USER_COOKIE, visitorOf } from "./guards";
import { login, signup, toUserDto } from "./service";
import { readSettings } from "./settings";
import { endSession, endUserSessions, isLiveSession } from "./sessions";

const LOGIN_URL = "/api/login";

/** The refusal of a member's password sign-in under --password-login off, naming the way in. */
const passwordLoginOff = (ctx: AppContext) =>
  `Signing in with a password is turned off here. ${ctx.signOn?.oidc ? `Use "Sign in with ${ctx.signOn.oidc.name}".` : "Sign in through your home's sign-in page."}`;
/**
 * Signing out drops the member's answers the browser kept (src/http/answers.ts) from its cache;
 * browsers honour it over HTTPS and on localhost.
 */
const CLEAR_CACHE = '"cache"';

/**
 * Whether a page request comes from a signed-in member, by its session cookie: the app shell then
 * names the signed-in screens' files for the browser to fetch at once (src/http/web-assets.ts).
 */
export function isSignedIn(ctx: AppContext, request: Request): boolean {
  return isLiveSession(ctx.db, requestCookie(request, USER_COOKIE), Date.now(), ctx.sessionCache);
}

/** What the sign-in screen offers besides a password: the single sign-on button, and whether passwords are on. */
function signOnOffer(ctx: AppContext): Pick<AuthAnswer, "oidcName" | "passwordLogin"> {
  // Nothing is added for an install that sets none of the sign-on options.
  return { oidcName: ctx.signOn?.oidc?.name, ...(ctx.signOn?.passwordLogin === false ? { passwordLogin: false } : {}) };
}

export function authRoutes(ctx: AppContext) {
  return new Elysia()
    .post("/api/signup", async ({ body, request, server, set }) => {
      if (ctx.signOn?.passwordLogin === false) throw forbidden(passwordLoginOff(ctx));
      const client = clientKey(ctx, server, request);
      const verdict = ctx.signups.take(client);
      if (!verdict.ok) throw tooManyAttempts(tooManySignupsMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
      const input = parseBody(signupSchema, body);
      const { user, session } = await signup(ctx.db, input, client);
      // Signing up while signed in as someone else ends that session: one browser, one account.
      endSession(ctx.db, requestCookie(request, USER_COOKIE));
      setSessionCookie(set, request, USER_COOKIE, session.token, session.expiresAt);
      set.status = 201;
      return {
        isAuthenticated: true,
        user: toUserDto(user),
        authEnabled: true,
        loginUrl: LOGIN_URL,
        sessionExpiresAt: session.expiresAt,
      } satisfies AuthAnswer;
    })
    .post("/api/login", async ({ body, request, server, set }) => {
      if (ctx.signOn?.passwordLogin === false) throw forbidden(passwordLoginOff(ctx));
      const input = parseBody(loginSchema, body);
      const { user, session, device } = await login(
        ctx.db,
        ctx.limiter,
        input,
        clientKey(ctx, server, request),
        requestCookie(request, DEVICE_COOKIE),
      );
      // A new session at every sign-in; this browser's older one ends (only once the new one exists,
      // so a mistyped password never signs anyone out).
      endSession(ctx.db, requestCookie(request, USER_COOKIE));
      setSessionCookie(set, request, USER_COOKIE, session.token, session.expiresAt);
      if (device) setDeviceCookie(set, request, DEVICE_COOKIE, device, Date.now() + DEVICE_MS);
      return {
        isAuthenticated: true,
        user: toUserDto(user),
        authEnabled: true,
        loginUrl: LOGIN_URL,
        sessionExpiresAt: session.expiresAt,
      } satisfies AuthAnswer;
    })
    .use(guards(ctx))
    .post(
      "/api/logout-everywhere",
      ({ request, user, set }) => {
        endUserSessions(ctx.db, user.id);
        clearSessionCookie(set, request, USER_COOKIE);
        set.headers["clear-site-data"] = CLEAR_CACHE;
        return { ok: true };
      },
      { user: true },
    )
    .post("/api/logout", ({ request, set }) => {
      endSession(ctx.db, requestCookie(request, USER_COOKIE));
      clearSessionCookie(set, request, USER_COOKIE);
      set.headers["clear-site-data"] = CLEAR_CACHE;
      return { ok: true };
    })
    .get("/api/auth/user", ({ request, set, server }) => {
      const found = visitorOf(ctx, request, server);
      if (!found || found instanceof AppError) {
        const { signupsOpen } = readSettings(ctx.db);
        return {
          isAuthenticated: false,
          user: null,
          authEnabled: true,
          loginUrl: LOGIN_URL,
          signupsOpen,
          ...signOnOffer(ctx),
          message: found?.message ?? "Not authenticated",
        } satisfies AuthAnswer;
      }
      if (found.extended) setSessionCookie(set, request, USER_COOKIE, requestCookie(request, USER_COOKIE)!, found.expiresAt);
      return {
        isAuthenticated: true,
        user: toUserDto(found.user),
        authEnabled: true,
        loginUrl: LOGIN_URL,
        // A member the proxy's header signs in has no session of Kinfit's to end.
        sessionExpiresAt: found.expiresAt || undefined,
      } satisfies AuthAnswer;
    });
}
