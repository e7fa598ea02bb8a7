// The {message} of the meal screens' 'Failed to ...: {message}' lines (docs/behaviour/conventions.md, "Errors
// and messages"): the HTTP status with the server's JSON {message} unwrapped, so the user reads a
// sentence, not JSON. Also used by the custom ingredients screen, through this feature's index.
import { ApiError, serverMessage } from "@web/lib/api";
import { loadErrorText } from "@web/lib/data";

/**
 * "status: message" for an HTTP answer. Without one, a read failure says the area's load message
 * (`loadFailure`, e.g. 'Failed to fetch meals'), and a failed change the error's own message.
 */
export function failureText(error: unknown, loadFailure?: string): string {
  if (error instanceof ApiError) {
    const message = serverMessage(error);
    return message ? `${error.status}: ${message}` : error.message;
  }
  if (loadFailure !== undefined) return loadErrorText(error, loadFailure);
  return error instanceof Error ? error.message : String(error);
}
