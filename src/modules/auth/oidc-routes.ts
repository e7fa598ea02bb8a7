// HTTP for single sign-on (docs/behaviour/auth.md, "Single sign-on"): /start sends the browser to
// the provider, /callback signs the member in with a normal session (and the admin session for a
// member of --oidc-admin-group) and sends the browser to the app, or to the sign-in page with the
// refusal's words.
import { Elysia } from "elysia";
import { AppError, notFound } from "@src/errors";
import type { AppContext } from "@http/context";
import { adminAccountId } from "./store";
import { ADMIN_COOKIE, clientKey, requestCookie, USER_COOKIE } from "./guards";
import { finishLogin, memberFor, OIDC_COOKIE, PENDING_MS, redirectUriFor, startLogin } from "./oidc";
import { createAdminSession, createSession, endSession, type NewSession } from "./sessions";

const NOT_SET_UP = "Single sign-on is not set up on this server";

function isHttps(request: Request): boolean {
  return request.url.startsWith("https:") || request.headers.get("x-forwarded-proto") === "https";
}

const cookie = (request: Request, name: string, value: string, lifetime: string, path = "/") =>
  `${name}=${value}; Path=${path}; ${lifetime}; HttpOnly${isHttps(request) ? "; Secure" : ""}; SameSite=Lax`;

const sessionCookie = (request: Request, name: string, s: NewSession) =>
  cookie(request, name, s.token, `Expires=${new Date(s.expiresAt).toUTCString()}`);

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const c of cookies) headers.append("set-cookie", c);
  return new Response(null, { status: 302, headers });
}

export function oidcRoutes(ctx: AppContext) {
  return new Elysia()
    .get("/api/auth/oidc/start", async ({ request, server }) => {
      const oidc = ctx.signOn?.oidc;
      if (!oidc) throw notFound(NOT_SET_UP);
      const { url, state } = await startLogin(oidc, redirectUriFor(ctx, request, server));
      return redirect(url, [cookie(request, OIDC_COOKIE, state, `Max-Age=${PENDING_MS / 1000}`, "/api/auth/oidc")]);
    })
    .get("/api/auth/oidc/callback", async ({ request, server }) => {
      const oidc = ctx.signOn?.oidc;
      if (!oidc) throw notFound(NOT_SET_UP);
      const forget = cookie(request, OIDC_COOKIE, "", "Max-Age=0", "/api/auth/oidc");
      try {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
        const claims = await finishLogin(ctx, oidc, query, requestCookie(request, OIDC_COOKIE));
        const user = memberFor(ctx, oidc.issuer, claims, clientKey(ctx, server, request));
        endSession(ctx.db, requestCookie(request, USER_COOKIE));
        const cookies = [forget, sessionCookie(request, USER_COOKIE, createSession(ctx.db, user.id))];
        // The group is read again at every sign-in: only a member in it now gets the admin session.
        const adminId = oidc.adminGroup && claims.groups.includes(oidc.adminGroup) ? adminAccountId(ctx.db) : undefined;
        if (adminId !== undefined) cookies.push(sessionCookie(request, ADMIN_COOKIE, createAdminSession(ctx.db, adminId)));
        return redirect("/", cookies);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return redirect(`/login?error=${encodeURIComponent(error.message)}`, [forget]);
      }
    });
}
