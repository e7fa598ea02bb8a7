// Builds the whole HTTP app: request checks, error mapping, security headers, every API module,
// JSON 404 for unknown API paths, and the web app for everything else.
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
import { AppError, badRequest, tooLarge, type ErrorKind } from "./errors";
import { adminRoutes } from "./modules/admin/routes";
import { authRoutes, isSignedIn } from "./modules/auth/routes";
import { bodyCompositionRoutes } from "./modules/body-composition/routes";
import { customIngredientRoutes } from "./modules/custom-ingredients/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { dataTransferRoutes } from "./modules/data-transfer/routes";
import { exerciseLibraryRoutes } from "./modules/exercise-library/routes";
import { foodRoutes } from "./modules/foods/routes";
import { findFood } from "./modules/foods/service";
import { householdRoutes } from "./modules/household/routes";
import { mealLibraryRoutes } from "./modules/meal-library/routes";
import { mealRoutes } from "./modules/meals/routes";
import { profileRoutes } from "./modules/profile/routes";
import { programRoutes } from "./modules/programs/routes";
import { workoutTemplateRoutes } from "./modules/workout-templates/routes";
import { workoutRoutes } from "./modules/workouts/routes";
import { jsonAnswer } from "./http/compress";
import type { AppContext } from "./http/context";
import { clearForError } from "./http/error-headers";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "./shared/limits";
import {
  bodyProblem,
  HostCheck,
  isCrossOrigin,
  isSafeMethod,
  jsonBodyRule,
  pathOf,
  SECURITY_HEADERS,
  type BodyRule,
} from "./http/security";
import { serveWebAsset } from "./http/web-assets";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

const SERVER_ERROR = "Something went wrong on the server. Please try again.";

const STATUS: Record<ErrorKind, number> = {
  "bad-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "too-many-attempts": 429,
};

/**
 * The routes whose body is a file the member uploads (docs/behaviour/data-transfer.md, "Data import"): up to
 * 20 MB instead of the app's limit; the CSV import takes CSV or plain text and reads raw bytes, so
 * it can tell a wrong encoding from a wrong format.
 */
const FILE_ROUTES: Record<string, { rule: BodyRule; raw: boolean }> = {
  "POST /api/import": {
    rule: {
      maxBytes: IMPORT_MAX_BYTES,
      tooLarge: IMPORT_TOO_LARGE,
      type: /^application\/json\b/i,
      wrongType: "Content-Type must be application/json",
    },
    raw: false,
  },
  "POST /api/import/workouts-csv": {
    rule: {
      maxBytes: IMPORT_MAX_BYTES,
      tooLarge: IMPORT_TOO_LARGE,
      type: /^text\/(csv|plain)\b/i,
      wrongType: "Content-Type must be text/csv or text/plain",
    },
    raw: true,
  },
};

const fileRoute = (request: Request, path = pathOf(request)) => FILE_ROUTES[`${request.method} ${path}`];

/**
 * The body's bytes; a 413 as soon as they pass the rule's limit, without reading the rest. They are
 * read into one buffer (of the declared length, when there is one): a file can be 20 MB, and every
 * copy of it would be held while it is read.
 */
async function readLimited(request: Request, rule: BodyRule): Promise<Uint8Array> {
  const reader = request.body!.getReader();
  const declared = Number(request.headers.get("content-length"));
  let bytes = new Uint8Array(Number.isSafeInteger(declared) && declared > 0 && declared <= rule.maxBytes ? declared : 64 * 1024);
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > rule.maxBytes) {
      await reader.cancel();
      throw tooLarge(rule.tooLarge);
    }
    if (size + value.byteLength > bytes.length) {
      const grown = new Uint8Array(Math.min(rule.maxBytes, Math.max(bytes.length * 2, size + value.byteLength)));
      grown.set(bytes.subarray(0, size));
      bytes = grown;
    }
    bytes.set(value, size);
    size += value.byteLength;
  }
  return size === bytes.length ? bytes : bytes.subarray(0, size);
}

function errorAnswer(error: AppError): Response {
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { "retry-after": String(error.retryAfterSeconds) };
  return json(STATUS[error.kind], { message: error.message }, headers);
}

/** Every API module, in one list: a new area is one line here. */
const modules = [
  authRoutes,
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
  dataTransferRoutes,
];

export function createApp(ctx: AppContext) {
  // The meal areas make ingredients from foods without importing the foods area.
  const foods = ctx.foods;
  if (foods) ctx.findFood ??= (userId, foodId) => findFood(ctx.db, foods, userId, foodId);
  const hosts = new HostCheck(ctx.allowedHosts);
  const jsonRule = jsonBodyRule(ctx.maxBodyBytes);
  const app = new Elysia()
    .onRequest(({ request, set }) => {
      ctx.quiet?.seen(request);
      Object.assign(set.headers, SECURITY_HEADERS);
      const hostProblem = hosts.problem(request);
      if (hostProblem?.status === 400) {
        return json(400, { message: "Bad request: the Host header is missing or invalid" }, { connection: "close" });
      }
      if (hostProblem?.status === 421) {
        const { name } = hostProblem;
        return json(421, {
          message: `This server does not answer to the name "${name}". To allow it, start Kinfit with --allowed-hosts ${name} (or KINFIT_ALLOWED_HOSTS=${name}).`,
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
      clearForError(set);
      if (error instanceof AppError) return errorAnswer(error);
      // Elysia wraps what a parse hook throws (the 413 of a chunked body) in its own parse error.
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof AppError) return errorAnswer(cause);
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
      ctx.logError(`${request.method} ${pathOf(request)} failed`, error);
      return json(500, { message: SERVER_ERROR });
    })
    // JSON answers over GZIP_MIN_BYTES go gzipped to a client that takes it (src/http/compress.ts).
    // An answer built while writes of this turn are still uncommitted waits for their commit, and
    // is an error if they are lost (src/db/group-commit.ts): nothing is reported before it is durable.
    // What this step returns (text, bytes, or a promise of either) Elysia maps as it maps any
    // handler's value, with set's headers; its types only name a Response.
    .mapResponse({ as: "global" }, ({ responseValue, request, set }) => {
      const answer = () => jsonAnswer(responseValue, request, set);
      const committed = ctx.commits.pending();
      if (committed === undefined) return answer() as Response | undefined;
      return committed.then((ok) => {
        if (ok) return answer() ?? responseValue;
        clearForError(set);
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
