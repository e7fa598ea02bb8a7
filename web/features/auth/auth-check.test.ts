// Offline is never "signed out": a check that cannot reach the server opens as the member this
// phone last saw signed in, while their session lasts; only the server's own answer signs out.
import { afterEach, describe, expect, test } from "bun:test";
import { mockFetch, signedIn, signedOut, testUser } from "@web/test/fetch-mock";
import { fetchAuth } from "./auth-check";
import { forgetSession, KEPT_SESSION_KEY, keptSession, rememberAnswer } from "./kept-session";

const DAY = 24 * 60 * 60 * 1000;
const confirmedAnswer = (expiresAt = Date.now() + 30 * DAY) => ({ ...signedIn(), sessionExpiresAt: expiresAt });

afterEach(() => forgetSession());

describe("the auth check with no connection", () => {
  test("opens as the kept member, marked offline, on a network failure", async () => {
    mockFetch({ "GET /api/auth/user": { body: confirmedAnswer() } });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(true);
    mockFetch({ "GET /api/auth/user": new TypeError("Failed to fetch") });
    const answer = await fetchAuth("/api/auth/user", undefined);
    expect(answer.isAuthenticated).toBe(true);
    expect(answer.user?.id).toBe(testUser.id);
    expect(answer.offline).toBe(true);
  });

  test("a proxy's 502, 503 and 504 are no connection, not a sign-out", async () => {
    for (const status of [502, 503, 504]) {
      rememberAnswer(confirmedAnswer());
      mockFetch({ "GET /api/auth/user": { status, text: "Bad Gateway" } });
      const answer = await fetchAuth("/api/auth/user", undefined);
      expect([status, answer.isAuthenticated, answer.offline]).toEqual([status, true, true]);
    }
  });

  test("only the server signs out: a 401 or a signed-out answer forgets the kept member", async () => {
    rememberAnswer(confirmedAnswer());
    mockFetch({ "GET /api/auth/user": { status: 401, body: { message: "Not authenticated" } } });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(false);
    expect(keptSession(Date.now())).toBeNull();

    rememberAnswer(confirmedAnswer());
    mockFetch({ "GET /api/auth/user": { body: signedOut } });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(false);
    mockFetch({ "GET /api/auth/user": new TypeError("Failed to fetch") });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(false);
  });

  test("an expired session, or none the server confirmed, is not opened offline", async () => {
    rememberAnswer(confirmedAnswer(Date.now() - 1000));
    mockFetch({ "GET /api/auth/user": new TypeError("Failed to fetch") });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(false);
    // An answer without the session's end (not from the server's auth check) is not kept.
    forgetSession();
    rememberAnswer(signedIn());
    expect(localStorage.getItem(KEPT_SESSION_KEY)).toBeNull();
  });

  test("an explicit sign-out forgets the kept member", () => {
    rememberAnswer(confirmedAnswer());
    expect(keptSession(Date.now())?.user.id).toBe(testUser.id);
    forgetSession();
    expect(keptSession(Date.now())).toBeNull();
  });
});
