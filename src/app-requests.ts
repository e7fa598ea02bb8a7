// What a request's body may be before a route reads it: the uploads' larger limit and types, the
// changes anyone may send, and a body read up to its limit.
import { tooLarge } from "./errors";
import { pathOf, type BodyRule } from "./http/security";
import type { Access } from "./http/sender-gate";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "./shared/limits";
import { RECIPE } from "./shared/recipes/rules";

/**
 * The routes whose body is a file the member uploads (docs/behaviour/data-transfer.md, "Data import"): up to
 * 20 MB instead of the app's limit; the CSV import takes CSV or plain text and reads raw bytes, so
 * it can tell a wrong encoding from a wrong format.
 */
export const FILE_ROUTES: Record<string, { rule: BodyRule; raw: boolean }> = {
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
  // A pasted page of up to 5 MB, with room for its JSON escaping.
  "POST /api/recipes/import": {
    rule: {
      maxBytes: RECIPE.maxPageBytes + 1024 * 1024,
      tooLarge: "The page is too large: a recipe page can be at most 5 MB",
      type: /^application\/json\b/i,
      wrongType: "Content-Type must be application/json",
    },
    raw: false,
  },
  // A Mealie or Tandoor export, a zip or a JSON list: as a multipart field or the raw body.
  "POST /api/recipes/import-box": {
    rule: {
      maxBytes: RECIPE.maxBoxBytes + 64 * 1024,
      tooLarge: "The recipe box is too large: at most 50 MB",
      type: /^(multipart\/form-data|application\/(zip|x-zip-compressed|json|octet-stream))\b/i,
      wrongType: "Content-Type must be multipart/form-data, application/zip or application/json",
    },
    raw: true,
  },
};

export const fileRoute = (request: Request, path = pathOf(request)) => FILE_ROUTES[`${request.method} ${path}`];

/** The changes anyone may send (signing up, in and out); every other needs a session, the admin's under /api/admin/. */
const PUBLIC_CHANGES = new Set([
  "POST /api/signup",
  "POST /api/login",
  "POST /api/logout",
  "POST /api/admin/login",
  "POST /api/admin/logout",
]);

export const accessOf = (route: string): Access =>
  PUBLIC_CHANGES.has(route) ? "public" : route.slice(route.indexOf(" ") + 1).startsWith("/api/admin/") ? "admin" : "user";

/**
 * The body's bytes; a 413 as soon as they pass the rule's limit, without reading the rest. They are
 * read into one buffer (of the declared length, when there is one): a file can be 20 MB, and every
 * copy of it would be held while it is read.
 */
export async function readLimited(request: Request, rule: BodyRule): Promise<Uint8Array> {
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
