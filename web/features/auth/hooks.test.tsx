// The auth check: one retry, 60 s of freshness, a known answer kept when offline, and cached reads
// dropped when the account changes.
import { describe, expect, jest, test } from "bun:test";
import { act, useState } from "react";
import useSWR, { SWRConfig, type Cache } from "swr";
import { mockFetch, signedIn, signedOut, testUser } from "@web/test/fetch-mock";
import { click, getByRole, getByText, render, waitFor } from "@web/test/render";
import { swrConfig } from "@web/lib/data";
import { SIGNED_OUT } from "./api";
import { AUTH_FRESH_MS, AuthProvider, useAuth, useForgetDataOnAccountChange } from "./hooks";

function Secret() {
  const { data } = useSWR<{ secret: number }>("/api/private");
  return <p>{data ? `secret ${data.secret}` : "no secret"}</p>;
}

function Harness() {
  const { user, isLoading, setAnswer } = useAuth();
  useForgetDataOnAccountChange(user?.id ?? null);
  if (isLoading) return <p>loading</p>;
  return (
    <div>
      <p>{user ? `user ${user.email}` : "visitor"}</p>
      {user ? <Secret /> : null}
      <button type="button" onClick={() => void setAnswer(SIGNED_OUT)}>
        out
      </button>
      <button type="button" onClick={() => void setAnswer(signedIn({ ...testUser, id: 2, email: "b@example.com" }))}>
        other
      </button>
    </div>
  );
}

describe("useAuth", () => {
  test("a change of account drops the previous account's cached reads", async () => {
    const cache = new Map() as unknown as Cache;
    let secret = 1;
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/private": () => ({ body: { secret: secret++ } }),
    });
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => cache }}>
        <AuthProvider>
          <Harness />
        </AuthProvider>
      </SWRConfig>,
    );
    await waitFor(() => getByText("secret 1"));
    click(getByRole("button", { name: "out" }));
    await waitFor(() => getByText("visitor"));
    expect(cache.get("/api/private")?.data).toBeUndefined();
    // Signing in as someone else at once (well inside the dedupe interval) still fetches afresh.
    click(getByRole("button", { name: "other" }));
    await waitFor(() => getByText("secret 2"));
    expect(getByText("user b@example.com")).toBeTruthy();
  });

  test("retries the auth check once, then treats a failure as signed out", async () => {
    let calls = 0;
    mockFetch({
      "GET /api/auth/user": () => (++calls === 1 ? { status: 502, text: "" } : { body: signedOut }),
    });
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AuthProvider>
          <Harness />
        </AuthProvider>
      </SWRConfig>,
    );
    await waitFor(() => getByText("visitor"));
    expect(calls).toBe(2);
  });
  test("the answer is fresh for 60 s; a screen opened after that checks again", async () => {
    // Fake clocks from the start: SWR ends its dedupe window with a timer set at the first fetch,
    // and defers a re-check on mount to the next animation frame, here a fake timer too.
    jest.useFakeTimers();
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 0) as unknown as number;
    try {
      let calls = 0;
      let answer = signedIn();
      let offline = false;
      mockFetch({
        "GET /api/auth/user": () => {
          calls++;
          return offline ? new TypeError("Failed to fetch") : { body: answer };
        },
      });
      function Screen() {
        const { user } = useAuth();
        return <p>{user ? "signed in" : "visitor"}</p>;
      }
      function Shell() {
        const [opened, setOpened] = useState(0);
        return (
          <>
            <button type="button" onClick={() => setOpened((n) => n + 1)}>
              open
            </button>
            <Screen key={opened} />
          </>
        );
      }
      const settle = async (ms = 0) => {
        for (let i = 0; i < 20; i++) {
          await act(async () => {
            jest.advanceTimersByTime(i === 0 ? ms : 0);
            await Promise.resolve();
          });
        }
      };
      render(
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <AuthProvider>
            <Shell />
          </AuthProvider>
        </SWRConfig>,
      );
      await settle();
      expect(getByText("signed in")).toBeTruthy();
      expect(calls).toBe(1);

      // Within the minute, opening a screen reuses the answer.
      await settle(AUTH_FRESH_MS - 1000);
      click(getByRole("button", { name: "open" }));
      await settle();
      expect(calls).toBe(1);

      // Past it, a re-check that cannot reach the server keeps the user signed in...
      offline = true;
      await settle(1001);
      click(getByRole("button", { name: "open" }));
      await settle();
      await settle(300); // the one retry
      expect(calls).toBe(3);
      expect(getByText("signed in")).toBeTruthy();

      // ...and one that hears the session has ended (another device, an admin) signs them out.
      offline = false;
      answer = signedOut;
      await settle(AUTH_FRESH_MS);
      click(getByRole("button", { name: "open" }));
      await settle();
      expect(calls).toBe(4);
      expect(getByText("visitor")).toBeTruthy();
    } finally {
      window.requestAnimationFrame = realFrame;
      jest.useRealTimers();
    }
  });
});
