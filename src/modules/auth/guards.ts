// Session cookies and the `user` / `admin` route guards every module uses. The two sessions use
// separate cookies and separate tables, so neither can stand in for the other.
import { Elysia, type Cookie } from "elysia";
import { unauthorized } from "../../errors";
import { clientAddress } from "../../http/client-address";
import type { AppContext } from "../../http/context";
import { adminSession, sessionUser } from "./sessions";

export const USER_COOKIE = "kinfit_session";
export const ADMIN_COOKIE = "kinfit_admin";

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

export function setSessionCookie(cookie: Cookie<unknown>, request: Request, token: string, expiresAt: number) {
  cookie.set({
    value: token,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(request),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(cookie: Cookie<unknown>, request: Request) {
  cookie.set({ value: "", httpOnly: true, sameSite: "lax", path: "/", secure: isHttps(request), maxAge: 0 });
}

export function cookieToken(cookie: Cookie<unknown> | undefined): string | undefined {
  const value = cookie?.value;
  return typeof value === "string" && value ? value : undefined;
}

/** The address failed sign-ins are counted against (X-Forwarded-For only from the trusted proxy). */
export function clientKey(ctx: AppContext, server: { requestIP(r: Request): { address: string } | null } | null, request: Request) {
  return clientAddress(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for"), ctx.trustProxy);
}

export function guards(ctx: AppContext) {
  return new Elysia({ name: "kinfit-guards" }).macro({
    user: {
      resolve({ cookie, request }) {
        const jar = cookie[USER_COOKIE];
        const found = sessionUser(ctx.db, cookieToken(jar), Date.now(), ctx.sessionCache);
        if (!found) throw unauthorized();
        if (found.extended && jar) setSessionCookie(jar, request, cookieToken(jar)!, found.expiresAt);
        return { user: found.user };
      },
    },
    admin: {
      resolve({ cookie, request }) {
        const jar = cookie[ADMIN_COOKIE];
        const found = adminSession(ctx.db, cookieToken(jar));
        if (!found) throw unauthorized("Admin sign-in required");
        if (found.extended && jar) setSessionCookie(jar, request, cookieToken(jar)!, found.expiresAt);
        return { admin: found };
      },
    },
  });
}
