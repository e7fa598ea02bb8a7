// The API tokens' constants, without zod, so the Profile screen can read them (tokens.ts holds
// the schema).
/** Every API token starts with this, so a session token sent as one is told apart at once. */
export const API_TOKEN_PREFIX = "kf_pat_";
/** Tokens one member may hold at once. */
export const MAX_API_TOKENS = 20;
export const TOKEN_NAME_MAX = 100;
export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOO_MANY_TOKENS = `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`;

/** A token as listed: never the token itself. `lastUsedAt`: ms since 1970, null when never used. */
export type ApiTokenDto = { id: number; name: string; scope: TokenScope; createdAt: string; lastUsedAt: number | null };

/** POST /api/tokens answers the token once, with its row. */
export type NewApiTokenAnswer = ApiTokenDto & { token: string };
