// HTTP for a member's API tokens (docs/behaviour/auth.md, "API tokens"): made, listed and revoked
// from a signed-in browser only; a token cannot reach these routes (api-tokens.ts, tokenRefusal).
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody, parseId } from "@http/validate";
import { createTokenSchema } from "@shared/auth/tokens";
import { createToken, listTokens, revokeToken } from "./api-tokens";
import { guards } from "./guards";

export function tokenRoutes(ctx: AppContext) {
  return new Elysia()
    .use(guards(ctx))
    .get("/api/tokens", ({ user }) => listTokens(ctx.db, user.id), { user: true })
    .post(
      "/api/tokens",
      ({ body, user, set }) => {
        const answer = createToken(ctx.db, user.id, parseBody(createTokenSchema, body));
        set.status = 201;
        return answer;
      },
      { user: true },
    )
    .delete(
      "/api/tokens/:id",
      ({ params, user }) => {
        revokeToken(ctx.db, user.id, parseId(params.id, "API token not found"));
        return { ok: true };
      },
      { user: true },
    );
}
