// The sign-in screen with single sign-on: the "Sign in with NAME" button, no password form under
// --password-login off, and a refusal's words brought back in the address.
import { beforeEach, describe, expect, test } from "bun:test";
import { App } from "@web/app";
import { mockFetch, signedOut } from "@web/test/fetch-mock";
import { getByRole, getByText, queryByLabelText, queryByRole, render, waitFor } from "@web/test/render";

beforeEach(() => window.history.replaceState(null, "", "/login"));

describe("single sign-on on the sign-in screen", () => {
  test("the button goes to the provider; the password form stays while passwords are on", async () => {
    mockFetch({ "GET /api/auth/user": { body: { ...signedOut, oidcName: "PocketID" } } });
    render(<App />);
    const button = await waitFor(() => getByRole("link", { name: "Sign in with PocketID" }));
    expect(button.getAttribute("href")).toBe("/api/auth/oidc/start");
    expect(getByRole("button", { name: "Sign In" })).toBeTruthy();
  });

  test("--password-login off: only the button; a refusal's words show", async () => {
    window.history.replaceState(null, "", "/login?error=Sign-ups%20are%20closed.");
    mockFetch({ "GET /api/auth/user": { body: { ...signedOut, oidcName: "Authelia", passwordLogin: false } } });
    render(<App />);
    await waitFor(() => getByRole("link", { name: "Sign in with Authelia" }));
    expect(queryByRole("button", { name: "Sign In" })).toBeNull();
    expect(queryByLabelText("Password")).toBeNull();
    expect(getByText("Sign-ups are closed.")).toBeTruthy();
  });

  test("without single sign-on, nothing changes", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedOut } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(queryByRole("link", { name: /Sign in with/ })).toBeNull();
  });
});
