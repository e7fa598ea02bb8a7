// HTTP for the signed-in user's profile.
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { parseBody } from "../../http/validate";
import { profileSchema } from "../../shared/auth/contract";
import { guards } from "../auth/guards";
import { toUserDto } from "../auth/service";
import { updateProfile } from "./service";

export function profileRoutes(ctx: AppContext) {
  return new Elysia().use(guards(ctx)).put(
    "/api/profile",
    ({ body, user }) => toUserDto(updateProfile(ctx.db, user.id, parseBody(profileSchema, body))),
    { user: true },
  );
}
