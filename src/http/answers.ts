// A member's reads, answered from memory until the database changes (docs/behaviour/server.md, "Caching
// of answers"). An answer is computed, serialized and gzipped once, and kept in the ReadCache
// under the member and the exact path and query, so it is dropped by the first write after it.
// Its ETag is a hash of the member and the bytes: a client revalidating what it already holds
// (SWR does on every focus and mount) gets a 304 without a body, whatever was written meanwhile
// that left its answer the same.
import type { ReadCache } from "@db/read-cache";
import { acceptsGzip, GZIP_MIN_BYTES, type AnswerSet } from "./compress";

type Answer = { json: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer>; etag: string };

/**
 * Cached answers may be kept by the browser, which must ask again every time (no-cache) and keep
 * them to itself (private); signing out clears them (Clear-Site-Data).
 */
export const ANSWER_CACHE_CONTROL = "private, no-cache";

/** Whether If-None-Match names this ETag (a list, `*`, and weak forms count). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const tag of header.split(",")) if (tag.trim().replace(/^W\//, "") === etag) return true;
  return false;
}

/**
 * A read on its way: where its answer is kept, and the answer if it already is. A route answers
 * `kept` without running its handler; else its handler's value is kept (`keep`) under `version`,
 * read before the handler ran, so a write landing meanwhile files nothing.
 */
export type PendingAnswer = { key: string; userId: number; version: number; kept: Answer | undefined };

/**
 * Cached reads, declared by a route's `cached` option (src/modules/auth/guards.ts). A route's
 * handler must depend on nothing but the member, the request's path and query, and the database;
 * it may throw (a 400, a 404), which is answered as usual and kept for nothing.
 *
 * An answer is its bytes, with its headers and status put in `set`: Elysia then builds the one
 * Response from them. A Response of ours would be built twice, since Elysia copies every returned
 * Response to merge in `set.headers` (the security headers), header by header.
 */
export class Answers {
  constructor(private readonly cache: ReadCache) {}

  /** The answer kept for the member `userId` and this request's path and query, if any. */
  find(request: Request, userId: number): PendingAnswer {
    const url = request.url;
    const key = `answer:${userId}:${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
    const version = this.cache.begin();
    return { key, userId, version, kept: this.cache.kept<Answer>(key) };
  }

  /** The handler's `value` as the answer of `pending`, kept until the database next changes. */
  keep(pending: PendingAnswer, value: unknown, request: Request, set: AnswerSet): Uint8Array<ArrayBuffer> | "" {
    const answer = serialize(pending.userId, value);
    this.cache.keep(pending.key, answer, pending.version, answerBytes);
    return this.send(answer, request, set);
  }

  /** The answer's body, with its headers in `set`: none, a 304, when the client holds it already. */
  send(answer: Answer, request: Request, set: AnswerSet): Uint8Array<ArrayBuffer> | "" {
    const headers = set.headers;
    headers["content-type"] = "application/json; charset=utf-8";
    headers["cache-control"] = ANSWER_CACHE_CONTROL;
    headers.etag = answer.etag;
    headers.vary = "accept-encoding, cookie";
    if (matchesEtag(request.headers.get("if-none-match"), answer.etag)) {
      set.status = 304;
      // Not null: Elysia answers null returned before the handler with nothing at all.
      return "";
    }
    if (answer.gzip && acceptsGzip(request.headers.get("accept-encoding"))) {
      headers["content-encoding"] = "gzip";
      return answer.gzip;
    }
    return answer.json;
  }
}

function serialize(userId: number, value: unknown): Answer {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const etag = `"${userId.toString(36)}-${Bun.hash(json).toString(36)}"`;
  // Level 6: compressed once and sent many times, so smaller is worth a little more time.
  return { json, etag, gzip: json.byteLength >= GZIP_MIN_BYTES ? Bun.gzipSync(json, { level: 6 }) : undefined };
}

const answerBytes = (a: Answer) => 128 + a.json.byteLength + (a.gzip?.byteLength ?? 0);
