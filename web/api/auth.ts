// The signed-in user: the auth check (GET /api/auth/user) and the account calls around it.
import { useEffect, useRef } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { AuthAnswer, LoginInput, ProfileInput, SignupInput, UserDto } from "../../src/shared/auth";
import { api } from "./client";

export const AUTH_KEY = "/api/auth/user";

const SIGNED_OUT: AuthAnswer = { isAuthenticated: false, user: null, authEnabled: true, loginUrl: "/api/login" };

/** The auth check is the one read that retries: once, after a short pause (spec, section 9). */
async function fetchAuth(url: string): Promise<AuthAnswer> {
  try {
    return await api.get<AuthAnswer>(url);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return api.get<AuthAnswer>(url);
  }
}

export type AuthState = {
  /** True only until the first answer (or failure) of the auth check. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: UserDto | null;
  /** Refetch the current user. */
  refresh: () => Promise<unknown>;
  /** Put a known answer in place (after sign-in, sign-up or sign-out). */
  setAnswer: (answer: AuthAnswer) => Promise<unknown>;
  /** Replace the user in place after a profile change. */
  setUser: (user: UserDto) => Promise<unknown>;
};

export function useAuth(): AuthState {
  const { data, isLoading, mutate } = useSWR<AuthAnswer>(AUTH_KEY, fetchAuth, {
    // Cached for the session; a failed check counts as signed out (spec: 'Not authenticated').
    dedupingInterval: 2000,
  });
  const answer = data ?? SIGNED_OUT;
  const isAuthenticated = Boolean(answer.isAuthenticated && answer.user);
  return {
    isLoading: isLoading && !data,
    isAuthenticated,
    user: isAuthenticated ? answer.user : null,
    refresh: () => mutate(),
    setAnswer: (next) => mutate(next, { revalidate: false }),
    setUser: (user) => mutate({ ...answer, isAuthenticated: true, user }, { revalidate: false }),
  };
}

export const authApi = {
  signIn: (input: LoginInput) => api.post<AuthAnswer>("/api/login", input),
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
