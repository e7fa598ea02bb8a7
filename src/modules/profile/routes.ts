// HTTP for the signed-in user's profile: name and settings, the daily goals as they resolve, and
// changing the password.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { changePasswordSchema, profileSchema } from "@shared/auth/contract";
import { clientKey, guards, requestCookie, USER_COOKIE } from "@modules/auth/guards";
import { changePassword, toUserDto } from "@modules/auth/service";
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
    );
}
