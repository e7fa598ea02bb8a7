// An error answer stands in for whatever the route was about to send, so it must not keep the
// headers that described that content: a read's `content-encoding: gzip` over a plain JSON error
// makes a browser report a network failure instead of the message, and its ETag would let a
// client keep the error as the read.
import type { AnswerSet } from "./compress";

/** Headers that describe an answer's content or its caching; an error answer sets its own. */
const CONTENT_HEADERS = [
  "content-encoding",
  "content-type",
  "content-length",
  "content-disposition",
  "content-range",
  "etag",
  "last-modified",
  "vary",
  "cache-control",
];

/**
 * Clears from `set` what a route or the answer cache set for the content it meant to send; the
 * security headers and cookies stay. Called before any error answer is returned: Elysia merges
 * `set.headers` into every Response, the error's too.
 */
export function clearForError(set: AnswerSet): void {
  for (const name of CONTENT_HEADERS) delete set.headers[name];
  // Never kept: an error is no answer to ask again about.
  set.headers["cache-control"] = "no-store";
}
