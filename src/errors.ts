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
  | "unavailable";

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
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new AppError("too-many-attempts", message, retryAfterSeconds);
