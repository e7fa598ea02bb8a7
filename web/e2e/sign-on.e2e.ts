// Sign-on on the built executable: a member signs in with the single sign-on button against a real
// OpenID provider (oidc-provider on loopback), then makes an API token on Profile, sees it once,
// uses it as a script would, and revokes it in one tap.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { freePort } from "@scripts/free-port";
import { CLIENT, startProvider, type TestProvider } from "@scripts/oidc-test-provider";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let provider: TestProvider;
let browser: Browser;

beforeAll(async () => {
  const providerPort = await freePort();
  // Kinfit discovers the provider at the first sign-in, so the provider can start second, knowing Kinfit's address.
  server = await startServer([
    "--oidc-issuer",
    `http://127.0.0.1:${providerPort}`,
    "--oidc-client-id",
    CLIENT.id,
    "--oidc-client-secret",
    CLIENT.secret,
    "--oidc-name",
    "Test ID",
  ]);
  provider = await startProvider([`${server.base}/api/auth/oidc/callback`], providerPort);
  provider.people.set("nina", { sub: "nina", email: "nina@example.com", email_verified: true, given_name: "Nina", family_name: "Lifter" });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await provider?.close();
  await server?.stop();
});

const bearer = (token: string, path: string) => fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe("sign-on", () => {
  test("Sign in with the provider, then an API token made on Profile, shown once, used and revoked", async () => {
    const { page, problems, context } = await phone(browser, server.base);
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign in with Test ID" }).click();
    // The provider's own sign-in page.
    await page.locator('input[name="login"]').fill("nina");
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    // The provider's development page asks the internet for its fonts; only Kinfit's pages are checked.
    problems.length = 0;

    await page.goto("/profile");
    await page.getByText("nina@example.com").waitFor();
    // She came by single sign-on: no password yet.
    await page.getByRole("button", { name: "Set a password" }).waitFor();

    await page.getByLabel("Token name").fill("Home Assistant");
    await page.getByRole("button", { name: "Create token" }).click();
    const shown = page.locator(".token-value");
    await shown.waitFor();
    const token = (await shown.textContent())!.trim();
    expect(token).toMatch(/^kf_pat_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, "sign-on-token-shown");
    const summary = await bearer(token, "/api/summary/today");
    expect(summary.status).toBe(200);
    expect((await summary.json()).setsDone).toBe(0);
    // A read token cannot change anything.
    const change = await fetch(`${server.base}/api/body-composition`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ date: "2026-03-02", weight: 150 }),
    });
    expect(change.status).toBe(403);

    await page.getByRole("button", { name: "Done" }).click();
    expect(await page.getByText(token).count()).toBe(0);
    await page.reload();
    await page.getByText(/Read only · Last used/).waitFor();
    expect(await page.getByText(token).count()).toBe(0);

    await page.getByRole("button", { name: "Revoke Home Assistant" }).click();
    await page.getByText("Token revoked").waitFor();
    expect(await page.getByRole("button", { name: "Revoke Home Assistant" }).count()).toBe(0);
    expect((await bearer(token, "/api/summary/today")).status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
