// Signing out on a shared phone counts the member's waiting shopping ticks among the changes still
// waiting, and drops them (and only them) once the member chooses to go.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, signedOut, testUser } from "@web/test/fetch-mock";
import { click, getByRole, render, waitFor } from "@web/test/render";

const ME = testUser.id;
const OTHER = testUser.id + 1;
const OUTBOX = "kinfit.shoppingOutbox";
const realConfirm = window.confirm;
const tick = (key: string) => ({ key, from: "2026-03-02", to: "2026-03-08", checked: true, quantity: 1 });

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/profile");
});
afterEach(() => {
  window.confirm = realConfirm;
  localStorage.removeItem(OUTBOX);
});

describe("signing out with shopping ticks waiting", () => {
  test("asks how many wait; confirmed, the member's ticks go and another member's stay", async () => {
    const mine = [tick("oats|g"), tick("milk|ml")];
    const theirs = [tick("eggs|pieces")];
    localStorage.setItem(OUTBOX, JSON.stringify({ [ME]: mine, [OTHER]: theirs }));
    let answer = signedIn();
    const mock = mockFetch({
      "GET /api/auth/user": () => ({ body: answer }),
      "POST /api/logout": () => {
        answer = signedOut;
        return { body: { ok: true } };
      },
    });
    const asked: string[] = [];
    let go = false;
    window.confirm = (message?: string) => {
      asked.push(String(message));
      return go;
    };
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign Out" }));
    click(getByRole("button", { name: "Sign Out" }));
    expect(asked).toEqual(["2 changes are still waiting to sync: sign out anyway?"]);
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(OUTBOX)!)).toEqual({ [ME]: mine, [OTHER]: theirs });

    go = true;
    click(getByRole("button", { name: "Sign Out" }));
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(OUTBOX)!)).toEqual({ [OTHER]: theirs });
    expect(mock.calls.filter((c) => c.url.includes("/api/shopping-list"))).toEqual([]);
  });
});
