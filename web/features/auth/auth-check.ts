// The auth check's fetcher: who is signed in, as the server says, or, when the server cannot be
// reached, the member this phone last saw signed in (docs/behaviour/offline.md, "Offline"). Only an answer
// from the server itself signs a member out; a network failure, a timeout or a proxy's 502/503/504
// says nothing about the session.
import type { AuthAnswer } from "@shared/auth/contract";
import { api, ApiError } from "@web/lib/api";
import { DEFAULT_LOGIN_URL, failedAuthAnswer, keys, type AuthRead } from "./api";
import { keptSession, rememberAnswer } from "./kept-session";

/** How long the check waits for the server before the phone opens as its kept member. */
export const AUTH_TIMEOUT_MS = 8000;

/** The proxy's answers for a server it cannot reach: no word about the session. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

class TimedOut extends Error {}

/** Whether a failed check failed for lack of a connection (rather than the server's answer). */
export const unreachable = (error: unknown) => !(error instanceof ApiError) || GATEWAY_FAILURES.has(error.status);

/** The check started before the app first renders (startAuthCheck), until the app takes it. */
let earlyCheck: Promise<AuthAnswer> | undefined;

/**
 * Sends the auth check as the app's code starts, before the first render asks for it: the answer
 * is then on its way beside the screen's code and first reads rather than after them. The app's
 * first check takes this request instead of sending its own.
 */
export function startAuthCheck(): Promise<AuthAnswer> {
  earlyCheck = api.get<AuthAnswer>(keys.user());
  earlyCheck.catch(() => undefined); // the app's check handles a failure (and retries once)
  return earlyCheck;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (handle = setTimeout(() => reject(new TimedOut()), AUTH_TIMEOUT_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(handle));
}

/** The server's answer, kept (or forgotten) for the next start with no connection. */
function confirmed(answer: AuthAnswer): AuthRead {
  if (answer.authEnabled !== false) rememberAnswer(answer);
  return answer;
}

/** A server's refusal: signed out (and the kept member forgotten), or the 'auth disabled' state. */
function refused(error: unknown): AuthRead {
  const answer = failedAuthAnswer(error);
  if (answer.authEnabled) rememberAnswer(answer);
  return answer;
}

/** The kept member, marked offline, when their session has not expired. */
export function offlineAnswer(now = Date.now()): AuthRead | null {
  const kept = keptSession(now);
  if (!kept) return null;
  return {
    isAuthenticated: true,
    user: kept.user,
    authEnabled: true,
    loginUrl: DEFAULT_LOGIN_URL,
    sessionExpiresAt: kept.expiresAt,
    offline: true,
  };
}

/**
 * The check retries once, after a short pause. A re-check that cannot reach the server keeps the
 * answer already known rather than signing the user out of a screen they are using; a first check
 * that cannot reach it opens as the kept member, if any.
 */
export async function fetchAuth(url: string, known: AuthRead | undefined): Promise<AuthRead> {
  const early = earlyCheck;
  earlyCheck = undefined;
  try {
    return confirmed(await withTimeout(early ?? api.get<AuthAnswer>(url)));
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  try {
    return confirmed(await withTimeout(api.get<AuthAnswer>(url)));
  } catch (error) {
    if (!unreachable(error)) return refused(error);
    if (known?.isAuthenticated) return { ...known, offline: true };
    return offlineAnswer() ?? known ?? failedAuthAnswer(error);
  }
}
