// Profile's API tokens: a new token is shown once with its scope sent, the list shows the last
// use, and Revoke sends the token's id.
import { describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import { swrConfig } from "@web/lib/data";
import { mockFetch } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByText, render, type, waitFor } from "@web/test/render";
import { ApiTokensSection, lastUseText } from "./ApiTokensSection";

const mount = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <ApiTokensSection />
    </SWRConfig>,
  );

const row = { id: 7, name: "Home Assistant", scope: "read", createdAt: "2026-03-02T10:00:00.000Z", lastUsedAt: null };

describe("ApiTokensSection", () => {
  test("Create sends the name and scope, shows the token once; Done hides it for good", async () => {
    let listed: unknown[] = [];
    const mock = mockFetch({
      "GET /api/tokens": () => ({ body: listed }),
      "POST /api/tokens": () => {
        listed = [row];
        return { status: 201, body: { ...row, token: "kf_pat_shown-once" } };
      },
    });
    mount();
    type(getByLabelText("Token name"), "Home Assistant");
    click(getByRole("button", { name: "Create token" }));
    await waitFor(() => getByText("kf_pat_shown-once"));
    expect(mock.callsTo("POST", "/api/tokens")[0]!.body).toEqual({ name: "Home Assistant", scope: "read" });
    await waitFor(() => getByText(/Never used/));
    click(getByRole("button", { name: "Done" }));
    expect(queryByText("kf_pat_shown-once")).toBeNull();
  });

  test("the write scope is sent when chosen; a refusal shows the server's words", async () => {
    const mock = mockFetch({
      "GET /api/tokens": { body: [] },
      "POST /api/tokens": { status: 409, body: { message: "You can have at most 20 API tokens. Revoke one you no longer use first." } },
    });
    mount();
    type(getByLabelText("Token name"), "Backup script");
    click(getByRole("button", { name: "Read and write" }));
    click(getByRole("button", { name: "Create token" }));
    await waitFor(() => getByText(/at most 20 API tokens/));
    expect(mock.callsTo("POST", "/api/tokens")[0]!.body).toEqual({ name: "Backup script", scope: "write" });
  });

  test("Revoke sends the token's id in one tap", async () => {
    const mock = mockFetch({
      "GET /api/tokens": { body: [{ ...row, lastUsedAt: Date.UTC(2026, 2, 2, 12, 0) }] },
      "DELETE /api/tokens/7": { body: { ok: true } },
    });
    mount();
    await waitFor(() => getByText(/Last used 2026-03-02/));
    click(getByRole("button", { name: "Revoke Home Assistant" }));
    await waitFor(() => expect(mock.callsTo("DELETE", "/api/tokens/7")).toHaveLength(1));
  });

  test("last use in words", () => {
    expect(lastUseText(null)).toBe("Never used");
    expect(lastUseText(new Date(2026, 0, 5, 9, 3).getTime())).toBe("Last used 2026-01-05 09:03");
  });
});
