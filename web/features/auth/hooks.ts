// The signed-in user: the auth check every screen relies on, the account changes (sign-in, sign-up,
// sign-out) and dropping the previous account's cached reads when the account changes
// (docs/behaviour/auth.md, "Sessions").
import { DEFAULT_UNITS, distanceUnitOf, type DistanceUnit, type Units } from "@shared/units";
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useLocation } from "wouter";
import type { AuthAnswer, LoginInput, SignupInput, UserDto } from "@shared/auth/contract";
import { useOffline } from "@web/lib/connection";
import { keepOnlyMember } from "@web/lib/kept-store";
import { keepOfflineDataOf } from "@web/lib/service-worker";
import { authApi, keys, safeLoginUrl, SIGNED_OUT, type AuthRead } from "./api";
import { fetchAuth } from "./auth-check";
import { forgetSession, rememberAnswer, rememberUser } from "./kept-session";
import { couldNotReach, endPendingSession, endSessionLater } from "./pending-sign-out";

export { startAuthCheck } from "./auth-check";

/** The auth answer is cached 60 s; a screen opened after that checks again. */
export const AUTH_FRESH_MS = 60_000;

export type AuthState = {
  /** True only until the first answer (or failure) of the auth check. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: UserDto | null;
  /**
   * The server could not be reached: the user is the member this phone last saw signed in, whose
   * session had not expired (docs/behaviour/offline.md, "Offline").
   */
  offline: boolean;
  /** False in the 'auth disabled' state: the server answered the auth check with 501. */
  authEnabled: boolean;
  /** The server's message for that state, when it gave one. */
  authMessage: string | null;
  /** Where the sign-in form posts (from the server's auth answer, /api/login by default). */
  loginUrl: string;
  /** False when the admin has closed sign-ups: the sign-in screen says so instead of the form. */
  signupsOpen: boolean;
  /** The single sign-on button's name ("Sign in with NAME"), or null without single sign-on. */
  oidcName: string | null;
  /** False under --password-login off: the sign-in screen offers no password form. */
  passwordLogin: boolean;
  /** Refetch the current user. */
  refresh: () => Promise<unknown>;
  /** Put a known answer in place (after sign-in, sign-up or sign-out). */
  setAnswer: (answer: AuthAnswer) => Promise<unknown>;
  /** Replace the user in place after a profile change. */
  setUser: (user: UserDto) => Promise<unknown>;
};

type AuthContextValue = { state: AuthState; checkIfStale: () => void };

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The one reader of the auth check, below which every useAuth reads its answer. A screen uses the
 * user in a dozen places (each set's units, each card's plate calculator, the shell); one
 * subscription shared through context costs the first render a few hooks per reader rather than a
 * whole data hook each.
 */
function useAuthCheck(): AuthContextValue {
  const { cache } = useSWRConfig();
  const key = keys.user();
  /** When the last check went out: SWR's own dedupe window starts there too. */
  const checkedAt = useRef(0);
  /** A check on its way: its own answer may be what tells the app the server is back. */
  const checking = useRef(false);
  const { data, isLoading, mutate } = useSWR<AuthRead>(
    key,
    (url: string) => {
      checkedAt.current = Date.now();
      checking.current = true;
      return fetchAuth(url, cache.get(key)?.data).finally(() => (checking.current = false));
    },
    { dedupingInterval: AUTH_FRESH_MS, revalidateIfStale: true },
  );
  const state = useMemo((): AuthState => {
    const answer: AuthRead = data ?? SIGNED_OUT;
    const isAuthenticated = Boolean(answer.isAuthenticated && answer.user);
    const authEnabled = answer.authEnabled !== false;
    return {
      isLoading: isLoading && !data,
      isAuthenticated,
      user: isAuthenticated ? answer.user : null,
      offline: Boolean(answer.offline),
      authEnabled,
      authMessage: authEnabled ? null : (answer.message ?? null),
      loginUrl: safeLoginUrl(answer.loginUrl),
      signupsOpen: answer.signupsOpen !== false,
      oidcName: answer.oidcName ?? null,
      passwordLogin: answer.passwordLogin !== false,
      refresh: () => mutate(),
      setAnswer: (next) => {
        rememberAnswer(next);
        return mutate(next, { revalidate: false });
      },
      setUser: (user) => {
        rememberUser(user);
        return mutate({ ...answer, isAuthenticated: true, user }, { revalidate: false });
      },
    };
  }, [data, isLoading, mutate]);
  // Opened offline as the kept member: once the server answers again, it says who is signed in.
  const offline = useOffline();
  const openedOffline = Boolean(data?.offline);
  useEffect(() => {
    if (openedOffline && !offline && !checking.current) void mutate();
  }, [openedOffline, offline, mutate]);
  const checkIfStale = useCallback(() => {
    if (checkedAt.current > 0 && Date.now() - checkedAt.current >= AUTH_FRESH_MS) void mutate();
  }, [mutate]);
  return useMemo(() => ({ state, checkIfStale }), [state, checkIfStale]);
}

/** Runs the auth check for everything below it (the member's part of the app, web/app.tsx). */
export function AuthProvider({ children }: { children: ReactNode }) {
  return createElement(AuthContext.Provider, { value: useAuthCheck() }, children);
}

/**
 * The signed-in user and the auth check's state. A component that mounts more than AUTH_FRESH_MS
 * after the last check (a screen opened after a minute) has the check run again, as it would
 * with a reader of its own.
 */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth is used outside AuthProvider");
  const { checkIfStale } = auth;
  useEffect(() => checkIfStale(), [checkIfStale]);
  return auth.state;
}

/**
 * The signed-in member's id, for keeping data on the phone under it; undefined before the auth
 * check has answered, when no one is signed in, and outside AuthProvider (a component on its own).
 */
export function useUserId(): number | undefined {
  return useContext(AuthContext)?.state.user?.id;
}

/**
 * Ends the server's session; with no connection the phone signs out all the same, and the session
 * is ended once the server can be reached (pending-sign-out.ts). A refusal still fails.
 */
async function endSession(which: "this-phone" | "everywhere"): Promise<void> {
  try {
    await (which === "everywhere" ? authApi.signOutEverywhere() : authApi.signOut());
  } catch (error) {
    if (!couldNotReach(error)) throw error;
    endSessionLater(which);
  }
}

/**
 * Sign-in, sign-up and sign-out, each ending with the auth answer in place. Signing out ends at
 * /login (the address says where the member is), replacing the signed-in screen in the history.
 */
export function useAuthActions() {
  const { setAnswer, refresh } = useAuth();
  const [, navigate] = useLocation();
  return {
    /** Only the requests: the sign-in screen clears its old error toast before `accept`. */
    signIn: async (input: LoginInput, loginUrl: string) => {
      await endPendingSession();
      return authApi.signIn(input, loginUrl);
    },
    signUp: async (input: SignupInput) => {
      await endPendingSession();
      return authApi.signUp(input);
    },
    /** Puts a sign-in or sign-up answer in place, then checks it with the server. */
    accept: async (answer: unknown) => {
      if (answer && typeof answer === "object" && "isAuthenticated" in answer) await setAnswer(answer as AuthAnswer);
      void refresh();
    },
    signOut: async () => {
      // An explicit sign-out: the phone never opens offline as this member again, even if the
      // request itself does not get through.
      forgetSession();
      await endSession("this-phone");
      await setAnswer(SIGNED_OUT);
      navigate("/login", { replace: true });
      void refresh();
    },
    /** Ends every session of this account, on every device, this one included. */
    signOutEverywhere: async () => {
      forgetSession();
      await endSession("everywhere");
      await setAnswer(SIGNED_OUT);
      navigate("/login", { replace: true });
      void refresh();
    },
  };
}

/**
 * Cached reads never go stale on their own, so when the signed-in account goes away or changes,
 * every cached read but the auth answer is dropped. Runs after the commit that unmounted the old
 * account's screens, so the revalidation only clears the cache and the dedupe markers (a quick
 * sign-in as someone else must fetch afresh, not reuse the last account's request).
 */
export function useForgetDataOnAccountChange(userId: number | null) {
  const forget = useForgetCachedReads();
  const previous = useRef<number | null>(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before !== null && before !== userId) void forget();
  }, [userId, forget]);
}

/**
 * Drops every cached read but the auth answer; the ones on screen are read afresh. For a change
 * that may touch any screen's data (an account change, an import).
 */
export function useForgetCachedReads(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => key !== keys.user(), undefined, { revalidate: true }), [mutate]);
}

/**
 * The API answers the service worker keeps for offline use belong to the signed-in account: once
 * the auth check has answered (`userId` undefined until then), another account's are dropped, and
 * all of them when no one is signed in (docs/behaviour/offline.md, "Offline").
 */
export function useForgetOfflineDataOnAccountChange(userId: number | null | undefined) {
  useEffect(() => {
    if (userId === undefined) return;
    void keepOfflineDataOf(userId);
    void keepOnlyMember(userId);
  }, [userId]);
}

/**
 * The signed-in user's display units (pounds and inches until they choose otherwise). Screens
 * convert with src/shared/units.ts: the API always speaks pounds and inches.
 */
export function useUnits(): Units & { distanceUnit: DistanceUnit } {
  const { user } = useAuth();
  const weightUnit = user?.weightUnit ?? DEFAULT_UNITS.weightUnit;
  return {
    weightUnit,
    lengthUnit: user?.lengthUnit ?? DEFAULT_UNITS.lengthUnit,
    // A run's distance has its own unit, starting from the weight unit's system (not the body's lengths).
    distanceUnit: distanceUnitOf(user?.distanceUnit, weightUnit),
  };
}
