// What a request can fail with, in the words its user reads. Services and src/db throw these;
// only src/app-errors.ts knows which HTTP status each kind answers with.
export type ErrorKind =
  | "bad-request"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "too-many-attempts"
  | "unavailable"
  | "unprocessable"
  | "bad-gateway"
  | "gateway-timeout";

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** For "too-many-attempts": how long the caller must wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError("bad-request", message);
export const notFound = (message = "Not found") => new AppError("not-found", message);
export const unauthorized = (message = "Not authenticated") => new AppError("unauthorized", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const forbidden = (message: string) => new AppError("forbidden", message);
export const tooLarge = (message: string) => new AppError("too-large", message);
export const unavailable = (message: string) => new AppError("unavailable", message);
/** Understood but holding nothing to use (a page with no recipe). */
export const unprocessable = (message: string) => new AppError("unprocessable", message);
/** A site the server asked for the member could not be reached, or answered an error. */
export const badGateway = (message: string) => new AppError("bad-gateway", message);
/** A site the server asked for the member did not answer in time. */
export const gatewayTimeout = (message: string) => new AppError("gateway-timeout", message);
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new AppError("too-many-attempts", message, retryAfterSeconds);
