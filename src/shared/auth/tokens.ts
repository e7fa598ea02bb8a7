// API tokens (docs/behaviour/auth.md, "API tokens"): what Profile's "API tokens" card sends and
// what the API answers. A token acts as its member for scripts and Home Assistant, with a scope.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { nameChecked } from "@shared/names";
import { TOKEN_NAME_MAX, TOKEN_SCOPES } from "./token-rules";

export * from "./token-rules";

/** POST /api/tokens. */
export const createTokenSchema = lazySchema(() =>
  z.object({
    name: nameChecked(
      z
        .string({ error: "Token name is required" })
        .trim()
        .min(1, "Token name is required")
        .max(TOKEN_NAME_MAX, `Token name must be at most ${TOKEN_NAME_MAX} characters`),
      "Token name",
    ),
    scope: z.enum(TOKEN_SCOPES, { error: "scope must be read or write" }),
  }),
);
export type CreateTokenInput = z.infer<typeof createTokenSchema>;
