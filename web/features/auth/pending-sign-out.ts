// A sign-out made with no connection (docs/behaviour/auth.md, "Sessions"): the phone signs out at
// once, and the server's session is ended as soon as the server can be reached again, before the
// app sends anything else (the auth check, a sign-in): until then the session's cookie still works,
// and a check that reached the server first would sign the member back in.
import { ApiError, NoConnectionError } from "@web/lib/api";
import { authApi } from "./api";

const PENDING_KEY = "kinfit.signOutPending";

type Pending = "this-phone" | "everywhere";

const read = (): Pending | null => {
  try {
    const value = localStorage.getItem(PENDING_KEY);
    return value === "this-phone" || value === "everywhere" ? value : null;
  } catch {
    return null;
  }
};

/** Whether a failed sign-out failed for lack of a connection (the server never said no). */
export const couldNotReach = (error: unknown) =>
  error instanceof NoConnectionError || (error instanceof ApiError && [502, 503, 504].includes(error.status));

/** Remembers that the server's session is still to be ended. */
export function endSessionLater(which: Pending): void {
  try {
    localStorage.setItem(PENDING_KEY, which);
  } catch {
    // No storage: the session ends when it expires.
  }
}

let sending: Promise<boolean> | null = null;

/**
 * Ends the server's session a sign-out left running, if any: true once nothing is left to end
 * (sent, refused because it had ended already, or nothing pending), false while the server cannot
 * be reached.
 */
export function endPendingSession(): Promise<boolean> {
  const which = read();
  if (!which) return Promise.resolve(true);
  sending ??= (which === "everywhere" ? authApi.signOutEverywhere() : authApi.signOut())
    .then(
      () => true,
      (error: unknown) => !couldNotReach(error),
    )
    .then((done) => {
      if (done) localStorage.removeItem(PENDING_KEY);
      return done;
    })
    .finally(() => (sending = null));
  return sending;
}

/** Whether a sign-out still waits to reach the server. */
export const sessionToEnd = () => read() !== null;

// Back online, the session goes first of all.
if (typeof window !== "undefined") window.addEventListener("online", () => void endPendingSession());
