// The signed-in user: the auth check (GET /api/auth/user) and the account calls around it.
import { useEffect, useRef } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { AuthAnswer, LoginInput, ProfileInput, SignupInput, UserDto } from "../../src/shared/auth";
import { api, ApiError } from "../lib/api";

export const AUTH_KEY = "/api/auth/user";
export const DEFAULT_LOGIN_URL = "/api/login";

const SIGNED_OUT: AuthAnswer = { isAuthenticated: false, user: null, authEnabled: true, loginUrl: DEFAULT_LOGIN_URL };

/** The auth answer, plus the server's message when the check failed. */
export type AuthRead = AuthAnswer & { message?: string };

/** Only a same-origin path: the sign-in form posts the password there. */
function safeLoginUrl(url: unknown): string {
  return typeof url === "string" && /^\/(?![/\\])/.test(url) ? url : DEFAULT_LOGIN_URL;
}

/**
 * A failed auth check counts as signed out (spec, section 4); its body may carry message,
 * authEnabled and loginUrl (section 7), and a 501 is the 'auth disabled' state.
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

/**
 * The auth check is the one read that retries: once, after a short pause (spec, section 9).
 * A server's refusal is an answer (signed out). A re-check that cannot reach the server at all
 * keeps the answer already known rather than signing the user out of a screen they are using.
 */
async function fetchAuth(url: string, known: AuthRead | undefined): Promise<AuthRead> {
  try {
    return await api.get<AuthAnswer>(url);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  try {
    return await api.get<AuthAnswer>(url);
  } catch (error) {
    return error instanceof ApiError || !known ? failedAuthAnswer(error) : known;
  }
}

/** Spec, section 9: the auth answer is cached 60 s; a screen opened after that checks again. */
export const AUTH_FRESH_MS = 60_000;

export type AuthState = {
  /** True only until the first answer (or failure) of the auth check. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: UserDto | null;
  /** False in the 'auth disabled' state: the server answered the auth check with 501. */
  authEnabled: boolean;
  /** The server's message for that state, when it gave one. */
  authMessage: string | null;
  /** Where the sign-in form posts (from the server's auth answer, /api/login by default). */
  loginUrl: string;
  /** Refetch the current user. */
  refresh: () => Promise<unknown>;
  /** Put a known answer in place (after sign-in, sign-up or sign-out). */
  setAnswer: (answer: AuthAnswer) => Promise<unknown>;
  /** Replace the user in place after a profile change. */
  setUser: (user: UserDto) => Promise<unknown>;
};

export function useAuth(): AuthState {
  const { cache } = useSWRConfig();
  const { data, isLoading, mutate } = useSWR<AuthRead>(AUTH_KEY, (url: string) => fetchAuth(url, cache.get(AUTH_KEY)?.data), {
    dedupingInterval: AUTH_FRESH_MS,
    revalidateIfStale: true,
  });
  // A failed check counts as signed out (spec: 'Not authenticated').
  const answer: AuthRead = data ?? SIGNED_OUT;
  const isAuthenticated = Boolean(answer.isAuthenticated && answer.user);
  const authEnabled = answer.authEnabled !== false;
  return {
    isLoading: isLoading && !data,
    isAuthenticated,
    user: isAuthenticated ? answer.user : null,
    authEnabled,
    authMessage: authEnabled ? null : (answer.message ?? null),
    loginUrl: safeLoginUrl(answer.loginUrl),
    refresh: () => mutate(),
    setAnswer: (next) => mutate(next, { revalidate: false }),
    setUser: (user) => mutate({ ...answer, isAuthenticated: true, user }, { revalidate: false }),
  };
}

export const authApi = {
  signIn: (input: LoginInput, loginUrl = DEFAULT_LOGIN_URL) => api.post<AuthAnswer>(safeLoginUrl(loginUrl), input),
  signUp: (input: SignupInput) => api.post<AuthAnswer>("/api/signup", input),
  signOut: () => api.post<{ ok: true }>("/api/logout"),
  updateProfile: (input: ProfileInput) => api.put<UserDto>("/api/profile", input),
  signedOut: SIGNED_OUT,
};

/**
 * Cached reads never go stale (spec, section 9), so when the signed-in account goes away or
 * changes, every cached read but the auth answer is dropped. Runs after the commit that unmounted
 * the old account's screens, so the revalidation only clears the cache and the dedupe markers
 * (a quick sign-in as someone else must fetch afresh, not reuse the last account's request).
 */
export function useForgetDataOnAccountChange(userId: number | null) {
  const { mutate } = useSWRConfig();
  const previous = useRef<number | null>(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before !== null && before !== userId) {
      void mutate((key) => key !== AUTH_KEY, undefined, { revalidate: true });
    }
  }, [userId, mutate]);
}
