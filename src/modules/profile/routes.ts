// HTTP for the signed-in user's profile: name and settings, the daily goals as they resolve, and
// changing the password, or setting one for a member who came by single sign-on.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { changePasswordSchema, profileSchema, setPasswordSchema } from "@shared/auth/contract";
import { clientKey, guards, requestCookie, USER_COOKIE } from "@modules/auth/guards";
import { changePassword, setFirstPassword, toUserDto } from "@modules/auth/service";
import { goalsAnswer, updateProfile } from "./service";

export function profileRoutes(ctx: AppContext) {
  return new Elysia()
    .use(guards(ctx))
    .get("/api/goals", ({ user }) => goalsAnswer(ctx.db, user), { cached: true })
    .put("/api/profile", ({ body, user }) => toUserDto(updateProfile(ctx.db, user.id, parseBody(profileSchema, body))), { user: true })
    .post(
      "/api/profile/password",
      async ({ body, user, request, server }) => {
        const input = parseBody(changePasswordSchema, body);
        await changePassword(ctx.db, ctx.limiter, user, input, clientKey(ctx, server, request), requestCookie(request, USER_COOKIE));
        return { ok: true };
      },
      { user: true },
    )
    .post(
      "/api/profile/set-password",
      async ({ body, user, request, server }) => {
        const { newPassword } = parseBody(setPasswordSchema, body);
        await setFirstPassword(ctx.db, user, newPassword, clientKey(ctx, server, request), requestCookie(request, USER_COOKIE));
        return { ok: true };
      },
      { user: true },
    );
}
