// The account calls and the auth check's key: sign-in, sign-up, sign-out, and how a failed auth
// check reads as an answer (docs/behaviour/auth.md, "Sign-in and sign-up").
import type { AuthAnswer, LoginInput, SignupInput } from "@shared/auth/contract";
import { api, ApiError } from "@web/lib/api";

export const keys = {
  /** The auth check: who is signed in. */
  user: () => "/api/auth/user",
};

export const DEFAULT_LOGIN_URL = "/api/login";

export const SIGNED_OUT: AuthAnswer = { isAuthenticated: false, user: null, authEnabled: true, loginUrl: DEFAULT_LOGIN_URL };

/**
 * The auth answer, plus the server's message when the check failed; `offline` when the server
 * could not be reached and the answer is the member this phone last saw signed in.
 */
export type AuthRead = AuthAnswer & { message?: string; offline?: boolean };

/** Only a same-origin path: the sign-in form posts the password there. */
export function safeLoginUrl(url: unknown): string {
  return typeof url === "string" && /^\/(?![/\\])/.test(url) ? url : DEFAULT_LOGIN_URL;
}

/**
 * A failed auth check counts as signed out; its body may carry message, authEnabled and loginUrl,
 * and a 501 is the 'auth disabled' state (docs/behaviour/auth.md, "Sessions").
 */
export function failedAuthAnswer(error: unknown): AuthRead {
  let body: Record<string, unknown> = {};
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: nothing more to learn from it.
    }
  }
  const disabled = (error instanceof ApiError && error.status === 501) || body.authEnabled === false;
  const message = typeof body.message === "string" && body.message.trim() ? body.message : "Not authenticated";
  return { isAuthenticated: false, user: null, authEnabled: !disabled, loginUrl: safeLoginUrl(body.loginUrl), message };
}

export const authApi = {
  signIn: (input: LoginInput, loginUrl = DEFAULT_LOGIN_URL) => api.post<AuthAnswer>(safeLoginUrl(loginUrl), input),
  signUp: (input: SignupInput) => api.post<AuthAnswer>("/api/signup", input),
  signOut: () => api.post<{ ok: true }>("/api/logout"),
  signOutEverywhere: () => api.post<{ ok: true }>("/api/logout-everywhere"),
};
