// API answers large enough to gain are sent gzipped when the client accepts it
// (docs/behaviour/loading.md). Only answers a handler returns as a plain value are compressed
// here, serialized once: a handler's own Response (the backup, the export downloads, errors) passes
// untouched, and a kept read (answers.ts) comes as bytes already compressed.

/**
 * What a route answers with: Elysia's `set`, whose headers and status Elysia gives the one
 * Response it builds from a handler's value (here, answers.ts, the session cookies). Modules take
 * it from context.ts.
 */
export type AnswerSet = { headers: Record<string, string | number | undefined>; status?: number | string };

/** Below this many bytes of JSON, gzip's header and the work cost more than they save. */
export const GZIP_MIN_BYTES = 1024;
/**
 * The fastest level: an answer here is compressed for one request (kept reads are compressed once,
 * harder, in answers.ts), so the time it takes counts for more than the few bytes a higher level
 * would save.
 */
const LEVEL = 1;

/**
 * Whether an Accept-Encoding header takes `coding` ("gzip" also answers to "x-gzip"): `br;q=0`
 * refuses it, `*` takes what the header does not name.
 */
export function acceptsEncoding(header: string | null, coding: "gzip" | "br"): boolean {
  if (!header) return false;
  if (header.length > MEMO_MAX_LENGTH) return parseAccepts(header, coding);
  // A browser sends the same header with every request: it is read once, not on every answer.
  const memo = coding === "gzip" ? gzipMemo : brMemo;
  let ok = memo.get(header);
  if (ok === undefined) {
    ok = parseAccepts(header, coding);
    if (memo.size >= MEMO_ENTRIES) memo.clear();
    memo.set(header, ok);
  }
  return ok;
}

/** Distinct Accept-Encoding headers remembered: a household's browsers send a handful. */
const MEMO_ENTRIES = 64;
/** Longer headers are read each time, so the memo's memory stays small whatever is sent. */
const MEMO_MAX_LENGTH = 256;
const gzipMemo = new Map<string, boolean>();
const brMemo = new Map<string, boolean>();

function parseAccepts(header: string, coding: "gzip" | "br"): boolean {
  let star: boolean | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    const named = name.trim();
    if (named === coding || (coding === "gzip" && named === "x-gzip")) return ok;
    if (named === "*") star = ok;
  }
  return star ?? false;
}

/** Whether an Accept-Encoding header takes gzip (`gzip;q=0` refuses it; `*` takes it). */
export const acceptsGzip = (header: string | null): boolean => acceptsEncoding(header, "gzip");

/** A plain object or array: what the API's handlers return for Elysia to send as JSON. */
function isJsonValue(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The body of a handler's plain JSON value, serialized once: gzipped when it is large enough and
 * the client takes gzip, else the JSON text, with the content type (and the encoding) put in
 * `set`, from which Elysia builds the one Response. Undefined for any other value (a handler's own
 * Response, bytes, text), which Elysia answers as it is.
 */
export function jsonAnswer(value: unknown, request: Request, set: AnswerSet): string | Uint8Array<ArrayBuffer> | undefined {
  if (!isJsonValue(value)) return undefined;
  const text = JSON.stringify(value);
  set.headers["content-type"] = "application/json; charset=utf-8";
  if (text.length < GZIP_MIN_BYTES || !acceptsGzip(request.headers.get("accept-encoding"))) return text;
  set.headers["content-encoding"] = "gzip";
  set.headers.vary = "accept-encoding";
  return Bun.gzipSync(new TextEncoder().encode(text), { level: LEVEL });
}
