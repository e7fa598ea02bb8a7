// A sign-out made with no connection: the session is ended once the server can be reached, before
// the auth check is sent (which would otherwise find the session alive and sign the member back in).
import { beforeEach, describe, expect, test } from "bun:test";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { fetchAuth } from "./auth-check";
import { endPendingSession, endSessionLater, sessionToEnd } from "./pending-sign-out";

beforeEach(() => localStorage.clear());

describe("a sign-out made offline", () => {
  test("nothing pending: nothing is sent", async () => {
    const mock = mockFetch({});
    expect(await endPendingSession()).toBe(true);
    expect(mock.calls).toHaveLength(0);
  });

  test("still offline: kept; back online: the session is ended once, and forgotten", async () => {
    endSessionLater("this-phone");
    mockFetch({ "POST /api/logout": new TypeError("Failed to fetch") });
    expect(await endPendingSession()).toBe(false);
    expect(sessionToEnd()).toBe(true);
    const mock = mockFetch({ "POST /api/logout": { body: { ok: true } } });
    expect(await endPendingSession()).toBe(true);
    expect(sessionToEnd()).toBe(false);
    await endPendingSession();
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(1);
  });

  test("everywhere: the sign-out everywhere is what is sent", async () => {
    endSessionLater("everywhere");
    const mock = mockFetch({ "POST /api/logout-everywhere": { body: { ok: true } } });
    expect(await endPendingSession()).toBe(true);
    expect(mock.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/logout-everywhere"]);
  });

  test("the auth check goes only after the session has ended, and offline it answers signed out", async () => {
    endSessionLater("this-phone");
    const offline = mockFetch({ "POST /api/logout": new TypeError("Failed to fetch"), "GET /api/auth/user": { body: signedIn() } });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(false);
    expect(offline.callsTo("GET", "/api/auth/user")).toHaveLength(0);
    const online = mockFetch({
      "POST /api/logout": { body: { ok: true } },
      "GET /api/auth/user": { status: 401, body: { message: "Not authenticated" } },
    });
    expect((await fetchAuth("/api/auth/user", undefined)).isAuthenticated).toBe(false);
    // The check retries once after a refusal; the sign-out went before either.
    expect(online.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/logout", "GET /api/auth/user", "GET /api/auth/user"]);
  });
});
