// The member this phone last saw signed in, kept so that the app opens as them when the server
// cannot be reached (docs/behaviour/offline.md, "Offline"). Only a session the server confirmed is kept,
// only until it expires, and an explicit sign-out or a server's "not signed in" forgets it.
import type { AuthAnswer, UserDto } from "@shared/auth/contract";

export const KEPT_SESSION_KEY = "kinfit.keptSession";

type KeptSession = { user: UserDto; expiresAt: number };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps a confirmed, signed-in answer; any other answer from the server forgets the kept one. */
export function rememberAnswer(answer: AuthAnswer): void {
  if (!answer.isAuthenticated || !answer.user) {
    forgetSession();
    return;
  }
  if (typeof answer.sessionExpiresAt !== "number") return;
  try {
    storage()?.setItem(KEPT_SESSION_KEY, JSON.stringify({ user: answer.user, expiresAt: answer.sessionExpiresAt } satisfies KeptSession));
  } catch {
    // Storage full or refused: the phone then cannot open offline as this member, nothing worse.
  }
}

/** Updates the kept member after a profile change, keeping the session's end. */
export function rememberUser(user: UserDto): void {
  const kept = keptSession(Date.now());
  if (kept && kept.user.id === user.id)
    rememberAnswer({ isAuthenticated: true, user, authEnabled: true, loginUrl: "", sessionExpiresAt: kept.expiresAt });
}

export function forgetSession(): void {
  try {
    storage()?.removeItem(KEPT_SESSION_KEY);
  } catch {
    // Nothing kept that could be read either.
  }
}

/** The kept member, when their session has not expired at `now`. */
export function keptSession(now: number): KeptSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEPT_SESSION_KEY) ?? "null");
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const { user, expiresAt } = parsed as Partial<KeptSession>;
  if (!user || typeof user !== "object" || typeof user.id !== "number" || typeof expiresAt !== "number") return null;
  return expiresAt > now ? { user, expiresAt } : null;
}
