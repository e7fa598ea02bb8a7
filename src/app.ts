// Builds the whole HTTP app: request checks, error mapping, security headers, every API module,
// JSON 404 for unknown API paths, and the web app for everything else. What a body may be is in
// app-requests.ts, the answer to each error in app-errors.ts; neither imports a module.
//
// Layers point one way: src/app.ts -> src/modules -> src/http -> src/db. This file assembles the
// app from the modules and src/http; only src/main.ts, tests and scripts import it. A module
// imports src/db, src/errors.ts, src/shared, other modules (guards and sessions from auth), and
// from src/http only context.ts, validate.ts, rate-limit.ts and client-address.ts. src/http
// imports no module. src/db never imports src/http or src/modules (its errors come from
// src/errors.ts). src/shared imports only src/shared and zod. web/ imports nothing from src/ but
// src/shared, and a web feature reaches another only through its index.ts. src/main.ts, src/test
// and scripts wire it all and may import any layer. src/layers.test.ts fails when an import
// breaks this.
import { Elysia } from "elysia";
import { VERSION } from "./config";
import { isDiskFull } from "./db/server-status";
import { badRequest } from "./errors";
import { adminRoutes } from "./modules/admin/routes";
import { senderBeforeBody, type Server } from "./modules/auth/guards";
import { authRoutes, isSignedIn } from "./modules/auth/routes";
import { oidcRoutes } from "./modules/auth/oidc-routes";
import { tokenRoutes } from "./modules/auth/token-routes";
import { bodyCompositionRoutes } from "./modules/body-composition/routes";
import { coachRoutes } from "./modules/coach/routes";
import { customIngredientRoutes } from "./modules/custom-ingredients/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { dataTransferRoutes } from "./modules/data-transfer/routes";
import { exerciseLibraryRoutes } from "./modules/exercise-library/routes";
import { muscleStats } from "./modules/exercise-library/muscles";
import { foodRoutes } from "./modules/foods/routes";
import { findFood, searchFoods } from "./modules/foods/service";
import { householdRoutes } from "./modules/household/routes";
import { mealLibraryRoutes } from "./modules/meal-library/routes";
import { mealRoutes } from "./modules/meals/routes";
import { profileRoutes } from "./modules/profile/routes";
import { recipeRoutes } from "./modules/recipes/routes";
import { summaryRoutes } from "./modules/summary/routes";
import { programRoutes } from "./modules/programs/routes";
import { workoutTemplateRoutes } from "./modules/workout-templates/routes";
import { workoutRoutes } from "./modules/workouts/routes";
import { jsonAnswer } from "./http/compress";
import type { AppContext } from "./http/context";
import { clearForError } from "./http/error-headers";
import { bodyProblem, HostCheck, isCrossOrigin, isSafeMethod, jsonBodyRule, pathOf, SECURITY_HEADERS } from "./http/security";
import { SenderGate } from "./http/sender-gate";
import { serveWebAsset } from "./http/web-assets";
import { diskFullAnswer, failureAnswer, json, SERVER_ERROR } from "./app-errors";
import { accessOf, FILE_ROUTES, fileRoute, readLimited } from "./app-requests";

/** Every API module, in one list: a new area is one line here. */
const modules = [
  authRoutes,
  oidcRoutes,
  tokenRoutes,
  profileRoutes,
  adminRoutes,
  // Before workouts: /api/exercises/links is a path of its own, not an exercise's id.
  exerciseLibraryRoutes,
  workoutRoutes,
  workoutTemplateRoutes,
  programRoutes,
  dashboardRoutes,
  householdRoutes,
  mealRoutes,
  mealLibraryRoutes,
  customIngredientRoutes,
  foodRoutes,
  bodyCompositionRoutes,
  coachRoutes,
  dataTransferRoutes,
  recipeRoutes,
  summaryRoutes,
];

export function createApp(ctx: AppContext) {
  // The meal areas make ingredients from foods without importing the foods area.
  const foods = ctx.foods;
  if (foods) ctx.findFood ??= (userId, foodId) => findFood(ctx.db, foods, userId, foodId);
  if (foods) ctx.searchFoods ??= (userId, query, limit) => searchFoods(ctx.db, foods, userId, query, limit);
  // The coach's week counts hard sets per muscle without importing the exercise library's area.
  ctx.weekMuscleSets ??= (userId, monday) => muscleStats(ctx.db, userId, 1, monday).weeks[0]?.sets ?? {};
  const hosts = new HostCheck(ctx.allowedHosts);
  const jsonRule = jsonBodyRule(ctx.maxBodyBytes);
  const gate = new SenderGate({
    routes: () => app.routes,
    accessOf,
    senderOf: (request, access, route) => senderBeforeBody(ctx, request, access, route, peers.get(request)),
    isUpload: (route) => route in FILE_ROUTES,
  });
  // The server that took each request, for its peer's address (an API token's failures count against it).
  const peers = new WeakMap<Request, Server>();
  const app = new Elysia()
    .onRequest(({ request, set, server }) => {
      ctx.quiet?.seen(request);
      Object.assign(set.headers, SECURITY_HEADERS);
      const hostProblem = hosts.problem(request);
      if (hostProblem?.status === 400) {
        return json(400, { message: "Bad request: the Host header is missing or invalid" }, { connection: "close" });
      }
      if (hostProblem?.status === 421) {
        const { name } = hostProblem;
        return json(421, {
          message:
            `This server does not answer to the name "${name}". To allow it, start ` +
            `Kinfit with --allowed-hosts ${name} (or KINFIT_ALLOWED_HOSTS=${name}).`,
        });
      }
      const path = pathOf(request);
      if (path.startsWith("/api/")) set.headers["cache-control"] = "no-store";
      if (isSafeMethod(request.method)) return;
      if (isCrossOrigin(request)) return json(403, { message: "Cross-origin request refused" });
      const problem = bodyProblem(request, fileRoute(request, path)?.rule ?? jsonRule);
      // The refused body is never read: close the connection rather than leave it half-read
      // (which would also hold up a graceful stop).
      if (problem) return json(problem.status, { message: problem.message }, { connection: "close" });
      // Nor is a body read from an unknown sender, for a path no route takes, or past the uploads
      // in flight.
      if (path.startsWith("/api/")) {
        peers.set(request, server);
        const refused = gate.problem(request, path);
        if (refused) {
          const headers: Record<string, string> = { connection: "close" };
          if (refused.retryAfterSeconds !== undefined) headers["retry-after"] = String(refused.retryAfterSeconds);
          return json(refused.status, { message: refused.message }, headers);
        }
      }
    })
    // A body sent without a declared length (chunked) is read here, up to the same limit as a
    // declared one: onRequest can only check Content-Length.
    // An uploaded CSV is read here whatever its length header says, as bytes.
    .onParse({ as: "global" }, async ({ request }) => {
      const file = fileRoute(request);
      if (file?.raw) return request.body ? await readLimited(request, file.rule) : new Uint8Array();
      if (request.headers.has("content-length") || !request.body) return;
      const text = new TextDecoder().decode(await readLimited(request, file?.rule ?? jsonRule));
      if (text === "") return null;
      try {
        return JSON.parse(text);
      } catch {
        throw badRequest("Malformed JSON in request body");
      }
    })
    .onError(({ code, error, request, set }) => {
      if (gate.uploads.inFlight) gate.done(request);
      clearForError(set);
      return failureAnswer(ctx, code, error, request);
    })
    // JSON answers over GZIP_MIN_BYTES go gzipped to a client that takes it (src/http/compress.ts).
    // An answer built while writes of this turn are still uncommitted waits for their commit, and
    // is an error if they are lost (src/db/group-commit.ts): nothing is reported before it is durable.
    // What this step returns (text, bytes, or a promise of either) Elysia maps as it maps any
    // handler's value, with set's headers; its types only name a Response.
    .mapResponse({ as: "global" }, ({ responseValue, request, set }) => {
      if (gate.uploads.inFlight) gate.done(request);
      const answer = () => jsonAnswer(responseValue, request, set);
      const committed = ctx.commits.pending();
      if (committed === undefined) return answer() as Response | undefined;
      return committed.then((ok) => {
        if (ok) {
          // A change answered as done ends a full disk's episode; an error's group committed nothing of its own.
          if (
            ctx.status?.isDiskFull &&
            !isSafeMethod(request.method) &&
            !(responseValue instanceof Response && responseValue.status >= 400)
          )
            ctx.status.writeSucceeded();
          return answer() ?? responseValue;
        }
        clearForError(set);
        // SQLite rolls a transaction back itself when the disk is full, so the group's commit then
        // fails for want of a transaction: the episode the failed write began says why.
        if (isDiskFull(ctx.commits.lastError) || ctx.status?.isDiskFull) return diskFullAnswer(ctx);
        return json(500, { message: SERVER_ERROR });
      }) as Promise<Response>;
    })
    .get("/api/health", () => ({ ok: true, version: VERSION }));

  for (const mount of modules) app.use(mount(ctx));

  // Unknown API paths answer JSON 404. The GET catch-all must check the prefix itself: Elysia
  // prefers "/*" over "/api/*" for GET (elysia issue 1515), which would answer the app's HTML.
  const apiNotFound = () => json(404, { message: "Not found" });
  return app.all("/api/*", apiNotFound).get("/*", ({ request }) => {
    const path = pathOf(request);
    if (path.startsWith("/api/")) return apiNotFound();
    // /admin has its own code and session: a member's page is for the member's screens.
    return serveWebAsset(ctx.web, request, () => !path.startsWith("/admin") && isSignedIn(ctx, request));
  });
}

export type App = ReturnType<typeof createApp>;
