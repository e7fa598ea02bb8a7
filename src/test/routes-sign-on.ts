// The route table's rows for the ways in besides a password (API tokens) and the day's summary
// that scripts read with one (the table and its columns: routes.ts). `noToken`: an API token never reaches the route, whatever its scope.
import type { Client } from "./harness";
import type { RouteSpec } from "./routes";

/** A new API token of `owner`'s: its id and the token itself. */
export async function ownToken(owner: Client, scope: "read" | "write" = "write"): Promise<{ id: number; token: string }> {
  const res = await owner.post("/api/tokens", { name: `Script ${crypto.randomUUID().slice(0, 8)}`, scope });
  if (res.status !== 201) throw new Error(`token not made: ${res.status} ${res.text}`);
  return { id: res.body.id, token: res.body.token };
}

export const SIGN_ON_ROUTES: Record<string, RouteSpec> = {
  "GET /api/auth/oidc/start": { access: "public", kind: "read" },
  "GET /api/auth/oidc/callback": { access: "public", kind: "read" },
  "GET /api/summary/today": { access: "user", kind: "read" },
  "POST /api/profile/set-password": { access: "user", kind: "change", noToken: true, body: () => ({ newPassword: "a first horse" }) },
  "GET /api/tokens": { access: "user", kind: "read", noToken: true },
  "POST /api/tokens": { access: "user", kind: "change", noToken: true, body: () => ({ name: "Home Assistant", scope: "read" }) },
  "DELETE /api/tokens/:id": {
    access: "user",
    kind: "change",
    noToken: true,
    owned: async (c) => `/api/tokens/${(await ownToken(c)).id}`,
  },
};
