// Reads a request's body and path ids: a body is validated with a shared zod schema (a failure is
// a 400 naming the field), an id that is not a positive integer is a 404.
import type { z } from "zod";
import { badRequest, notFound } from "../errors";
import { firstIssueMessage } from "../shared/validation";

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

/** A positive integer id from the path; anything else is 404, like an id that does not exist. */
export function parseId(raw: string | undefined, what = "Not found"): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) {
    throw notFound(what);
  }
  return id;
}
