// Builds the whole HTTP app: request checks, error mapping, security headers, every API module,
// JSON 404 for unknown API paths, and the web app for everything else.
import { Elysia } from "elysia";
import { VERSION } from "../config";
import { adminRoutes } from "../modules/admin/routes";
import { authRoutes } from "../modules/auth/routes";
import { bodyRoutes } from "../modules/body/routes";
import { historyRoutes } from "../modules/history/routes";
import { ingredientRoutes } from "../modules/ingredients/routes";
import { mealLibraryRoutes } from "../modules/meal-library/routes";
import { mealRoutes } from "../modules/meals/routes";
import { profileRoutes } from "../modules/profile/routes";
import { streakRoutes } from "../modules/streak/routes";
import { templateRoutes } from "../modules/templates/routes";
import { workoutRoutes } from "../modules/workouts/routes";
import type { AppContext } from "./context";
import { HttpError } from "./errors";
import { bodyProblem, isCrossOrigin, SECURITY_HEADERS } from "./security";
import { serveWebAsset } from "./web-assets";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

/** Every API module, in one list: a new area is one line here. */
const modules = [
  authRoutes,
  profileRoutes,
  adminRoutes,
  workoutRoutes,
  templateRoutes,
  historyRoutes,
  streakRoutes,
  mealRoutes,
  mealLibraryRoutes,
  ingredientRoutes,
  bodyRoutes,
];

export function createApp(ctx: AppContext) {
  const app = new Elysia()
    .onRequest(({ request, set }) => {
      Object.assign(set.headers, SECURITY_HEADERS);
      if (new URL(request.url).pathname.startsWith("/api/")) set.headers["cache-control"] = "no-store";
      if (isCrossOrigin(request)) return json(403, { message: "Cross-origin request refused" });
      const problem = bodyProblem(request, ctx.maxBodyBytes);
      // The refused body is never read: close the connection rather than leave it half-read
      // (which would also hold up a graceful stop).
      if (problem) return json(problem.status, { message: problem.message }, { connection: "close" });
    })
    .onError(({ code, error, request }) => {
      if (error instanceof HttpError) return json(error.status, { message: error.message }, error.headers);
      switch (code) {
        case "PARSE":
          return json(400, { message: "Malformed JSON in request body" });
        case "NOT_FOUND":
          return json(404, { message: "Not found" });
        case "VALIDATION":
          return json(400, { message: "Invalid request" });
      }
      // Elysia raises its own errors for things like oversized bodies; keep their status.
      const status = (error as { status?: unknown })?.status;
      if (typeof status === "number" && status >= 400 && status < 500) {
        return json(status, { message: status === 413 ? "Request body too large" : "Bad request" });
      }
      ctx.logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
      return json(500, { message: "Something went wrong on the server. Please try again." });
    })
    .get("/api/health", () => ({ ok: true, version: VERSION }));

  for (const mount of modules) app.use(mount(ctx));

  // Unknown API paths answer JSON 404. The GET catch-all must check the prefix itself: Elysia
  // prefers "/*" over "/api/*" for GET (elysia issue 1515), which would answer the app's HTML.
  const apiNotFound = () => json(404, { message: "Not found" });
  return app
    .all("/api/*", apiNotFound)
    .get("/*", ({ request }) =>
      new URL(request.url).pathname.startsWith("/api/") ? apiNotFound() : serveWebAsset(ctx.web, request),
    );
}

export type App = ReturnType<typeof createApp>;
