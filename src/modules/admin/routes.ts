// HTTP for the administrator: sign-in, sign-out, the session check, the user list, resetting a
// user's password, deleting a user, and the backups (the newest automatic one, and a fresh one to download).
import { Elysia } from "elysia";
import { forbidden } from "@src/errors";
import type { AppContext } from "@http/context";
import { parseBody, parseId } from "@http/validate";
import { adminLoginSchema, settingsSchema } from "@shared/auth/contract";
import { ADMIN_COOKIE, clearSessionCookie, clientKey, guards, requestCookie, setSessionCookie } from "@modules/auth/guards";
import { adminSession, endAdminSession } from "@modules/auth/sessions";
import type { AdminSessionAnswer, AdminSettingsAnswer } from "@shared/auth/contract";
import { backupsInfo, downloadName, snapshotStream } from "./backups";
import {
  adminLogin,
  deleteFormerIngredient,
  deleteFormerLibraryMeal,
  deleteUser,
  formerMembersItems,
  listUsers,
  resetUserPassword,
} from "./service";
import { readSettings, writeSettings } from "@modules/auth/settings";
import { householdName, writeHouseholdName } from "@modules/household/service";
import { householdNameSchema } from "@shared/household/contract";

export function adminRoutes(ctx: AppContext) {
  return (
    new Elysia()
      .use(guards(ctx))
      .post("/api/admin/login", async ({ body, request, server, set }) => {
        // Both set, the admin signs in only through the provider's admin group.
        if (ctx.signOn?.passwordLogin === false && ctx.signOn.oidc?.adminGroup)
          throw forbidden(`The admin signs in with "Sign in with ${ctx.signOn.oidc.name}" as a member of ${ctx.signOn.oidc.adminGroup}.`);
        const input = parseBody(adminLoginSchema, body);
        await ctx.adminReady;
        const session = await adminLogin(ctx.db, ctx.limiter, input, clientKey(ctx, server, request));
        endAdminSession(ctx.db, requestCookie(request, ADMIN_COOKIE));
        setSessionCookie(set, request, ADMIN_COOKIE, session.token, session.expiresAt);
        return { ok: true, username: session.username };
      })
      .post("/api/admin/logout", ({ request, set }) => {
        endAdminSession(ctx.db, requestCookie(request, ADMIN_COOKIE));
        clearSessionCookie(set, request, ADMIN_COOKIE);
        return { ok: true };
      })
      // Whether the admin is signed in, answered 200 either way: the screen asks this first, so
      // nothing it requests before sign-in is refused (docs/behaviour/admin.md, "Admin").
      .get("/api/admin/session", ({ request, set }): AdminSessionAnswer => {
        const token = requestCookie(request, ADMIN_COOKIE);
        const found = adminSession(ctx.db, token);
        if (!found) return { signedIn: false, username: null };
        if (found.extended) setSessionCookie(set, request, ADMIN_COOKIE, token!, found.expiresAt);
        return { signedIn: true, username: found.username };
      })
      .get("/api/admin/users", () => listUsers(ctx.db), { admin: true })
      .get("/api/admin/backups", () => backupsInfo(ctx), { admin: true })
      .get(
        "/api/admin/backup",
        () => {
          const { stream, bytes } = snapshotStream(ctx);
          return new Response(stream, {
            headers: {
              "content-type": "application/vnd.sqlite3",
              "content-length": String(bytes),
              "content-disposition": `attachment; filename="${downloadName(new Date())}"`,
              "cache-control": "no-store",
            },
          });
        },
        { admin: true },
      )
      .get("/api/admin/settings", (): AdminSettingsAnswer => ({ ...readSettings(ctx.db), signupsRefused: ctx.signups.refused }), {
        admin: true,
      })
      .put(
        "/api/admin/settings",
        ({ body }): AdminSettingsAnswer => ({
          ...writeSettings(ctx.db, parseBody(settingsSchema, body)),
          signupsRefused: ctx.signups.refused,
        }),
        { admin: true },
      )
      .get("/api/admin/former-items", () => formerMembersItems(ctx.db), { admin: true })
      .delete(
        "/api/admin/former-items/custom-ingredients/:id",
        ({ params }) => {
          deleteFormerIngredient(ctx.db, parseId(params.id, "Ingredient not found"));
          return { ok: true };
        },
        { admin: true },
      )
      .delete(
        "/api/admin/former-items/meal-templates/:id",
        ({ params }) => {
          deleteFormerLibraryMeal(ctx.db, parseId(params.id, "Meal not found"));
          return { ok: true };
        },
        { admin: true },
      )
      .get("/api/admin/household", () => ({ name: householdName(ctx.db) }), { admin: true })
      .put("/api/admin/household", ({ body }) => writeHouseholdName(ctx.db, parseBody(householdNameSchema, body).name), { admin: true })
      .post(
        "/api/admin/users/:id/reset-password",
        async ({ params }) => ({ password: await resetUserPassword(ctx.db, parseId(params.id, "User not found")) }),
        { admin: true },
      )
      .delete(
        "/api/admin/users/:id",
        ({ params }) => {
          deleteUser(ctx.db, parseId(params.id, "User not found"));
          return { ok: true };
        },
        { admin: true },
      )
  );
}
