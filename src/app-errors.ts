// How the app answers what went wrong: each kind of AppError its HTTP status, Elysia's own errors
// their status, a full disk 507 with words, and anything else a 500 that logs the stack.
import { DISK_FULL_MESSAGE, isDiskFull } from "./db/server-status";
import { AppError, type ErrorKind } from "./errors";
import type { AppContext } from "./http/context";
import { pathOf } from "./http/security";

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

export const SERVER_ERROR = "Something went wrong on the server. Please try again.";

const STATUS: Record<ErrorKind, number> = {
  "bad-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "too-many-attempts": 429,
  unavailable: 503,
  unprocessable: 422,
  "bad-gateway": 502,
  "gateway-timeout": 504,
};

export function diskFullAnswer(ctx: AppContext): Response {
  ctx.status?.diskFull();
  return json(507, { message: DISK_FULL_MESSAGE });
}

function errorAnswer(error: AppError): Response {
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { "retry-after": String(error.retryAfterSeconds) };
  return json(STATUS[error.kind], { message: error.message }, headers);
}

/** The answer to an error a request raised; `code` is Elysia's name for it. */
export function failureAnswer(ctx: AppContext, code: unknown, error: unknown, request: Request): Response {
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
  // A full disk is one episode, logged once (src/db/server-status.ts), not a stack per request.
  if (isDiskFull(error) || isDiskFull(cause)) return diskFullAnswer(ctx);
  ctx.logError(`${request.method} ${pathOf(request)} failed`, error);
  return json(500, { message: SERVER_ERROR });
}
