// The one error type services throw: an HTTP status and the message the user reads.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const unauthorized = (message = "Not authenticated") => new HttpError(401, message);
