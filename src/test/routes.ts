// The expected access of every API route. The authorization matrix and the bad-input tests read
// this table, and fail on any route the app registers that is missing here: a new route cannot
// ship unclassified. Add a row with your route:
//   access   who may call it: "public", "user" (a signed-in user) or "admin"
//   body     a valid body, for routes that take one (the bad-input tests mutate it)
//   owned    for routes with an :id of a user's row: makes such a row as `owner` and returns the
//            concrete path, so the matrix can check that another user gets 404 and changes nothing
import type { Client } from "./harness";

export type Access = "public" | "user" | "admin";

export type RouteSpec = {
  access: Access;
  body?: () => Record<string, unknown>;
  owned?: (owner: Client) => Promise<string>;
};

const bodyEntry = () => ({ date: "2026-03-14", weight: 182.4, bodyFat: 18.2, waist: 33.5, notes: "Morning" });
async function ownBodyEntry(owner: Client) {
  const res = await owner.post("/api/body-composition", bodyEntry());
  return `/api/body-composition/${res.body.id}`;
}

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/health": { access: "public" },
  "POST /api/signup": {
    access: "public",
    body: () => ({ email: `new-${crypto.randomUUID()}@example.com`, password: "long enough pw", firstName: "New", lastName: "User" }),
  },
  "POST /api/login": { access: "public", body: () => ({ email: "someone@example.com", password: "long enough pw" }) },
  "POST /api/logout": { access: "public" },
  "GET /api/auth/user": { access: "public" },
  "PUT /api/profile": { access: "user", body: () => ({ firstName: "Changed", lastName: "Name" }) },

  "POST /api/admin/login": { access: "public", body: () => ({ username: "admin", password: "long enough pw" }) },
  "POST /api/admin/logout": { access: "public" },
  "GET /api/admin/users": { access: "admin" },
  "DELETE /api/admin/users/:id": { access: "admin" },

  "GET /api/body-composition": { access: "user" },
  "POST /api/body-composition": { access: "user", body: bodyEntry },
  "PUT /api/body-composition/:id": { access: "user", body: bodyEntry, owned: ownBodyEntry },
  "DELETE /api/body-composition/:id": { access: "user", owned: ownBodyEntry },
  "GET /api/streak": { access: "user" },
  "GET /api/exercises/history": { access: "user" },
};

/** "METHOD /path" of every API route the app really registers (not the JSON 404 catch-all). */
export function registeredRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  return [...new Set(app.routes.filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*").map((r) => `${r.method} ${r.path}`))].sort();
}

/** A concrete path for a route pattern, with every :param filled in. */
export const fillPath = (pattern: string, value = "1") => pattern.replace(/:[a-zA-Z]+/g, value);
