// Profile's 'Set a password': a member who came by single sign-on is asked for no current
// password, and the first one is sent to /api/profile/set-password.
import { describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import { swrConfig } from "@web/lib/data";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, queryByLabelText, render, type, waitFor } from "@web/test/render";
import { AuthProvider } from "@web/features/auth";
import { SecuritySection } from "./SecuritySection";

describe("Set a password", () => {
  test("asks only for the new one, twice, and sends it", async () => {
    const user = { ...testUser, hasPassword: false };
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn(user) },
      "POST /api/profile/set-password": { body: { ok: true } },
    });
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AuthProvider>
          <SecuritySection />
        </AuthProvider>
      </SWRConfig>,
    );
    await waitFor(() => getByRole("button", { name: "Set a password" }));
    click(getByRole("button", { name: "Set a password" }));
    expect(queryByLabelText("Current Password")).toBeNull();
    type(getByLabelText("New Password"), "a first horse");
    type(getByLabelText("Confirm New Password"), "a first horse");
    click(getByRole("button", { name: "Set Password" }));
    await waitFor(() => expect(mock.callsTo("POST", "/api/profile/set-password")).toHaveLength(1));
    expect(mock.callsTo("POST", "/api/profile/set-password")[0]!.body).toEqual({ newPassword: "a first horse" });
  });
});
