// The foundation as a user meets it, on the built executable: sign up, sign out, sign in, a wrong
// password, the theme, an unknown path, and the admin deleting a user whose session then dies.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { ADMIN_PASSWORD, launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const email = `e2e-${Date.now()}@example.com`;
const password = "e2e password 123";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  // Graceful shutdown on SIGTERM exits 0.
  expect(code).toBe(0);
});

describe("foundation in the browser", () => {
  test("sign up, sign out, wrong password, sign in", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await page.goto("/");
    // isVisible() does not wait: on a busy machine the first paint can come after it asks.
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await screenshot(page, "signin-light");
    await page.getByText("Don't have an account? Sign up").click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill("something else");
    await page.getByLabel("First Name").fill("Erin");
    await page.getByLabel("Last Name").fill("Example");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Passwords don't match").first().waitFor();
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await screenshot(page, "dashboard-light");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByText(email).waitFor();
    await page.getByText("EE", { exact: true }).waitFor();
    await screenshot(page, "profile-light");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not my password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").first().waitFor();
    await screenshot(page, "signin-wrong-password");

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("theme follows the system, and a choice persists across reload", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/login");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await screenshot(page, "dashboard-dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    // Set before the app renders: the blocking script in <head> applies it.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await screenshot(page, "not-found-dark");
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("the executable answers an oversized body with the JSON 413 and a message", async () => {
    const res = await fetch(`${server.base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "big@example.com", password: "x".repeat(1_500_000), firstName: "Test", lastName: "User" }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain("Request body too large");
  }, 60_000);

  test("the executable answers Host-less and chunked oversized requests with JSON, never a stack trace", async () => {
    const { port } = new URL(server.base);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1", () => socket.end(request));
        let answer = "";
        socket.on("data", (d) => (answer += d));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      });
    for (const request of [
      "GET /api/health HTTP/1.0\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n",
    ]) {
      const answer = await raw(request);
      expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
      expect(answer).toContain('"message":"Bad request: the Host header is missing or invalid"');
      expect(answer).not.toContain("<html");
    }
    const big = JSON.stringify({ email: "chunked@example.com", password: "x".repeat(1_500_000) });
    const res = await fetch(`${server.base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // A stream has no declared length: it goes out chunked.
      body: new Blob([big]).stream(),
      // @ts-expect-error Bun and Node need this for a streamed request body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain("Request body too large");
  }, 60_000);

  test("a visitor sees the sign-in screen on any path", async () => {
    const { page, context } = await phone(browser, server.base);
    await page.goto("/meals");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("heading", { name: "Page Not Found" }).count()).toBe(0);
    await context.close();
  }, 60_000);

  test("admin signs in, sees the user, deletes them, and the user's session is dead", async () => {
    const user = await phone(browser, server.base);
    await user.page.goto("/login");
    await user.page.getByLabel("Email").fill(email);
    await user.page.getByLabel("Password", { exact: true }).fill(password);
    await user.page.getByRole("button", { name: "Sign In" }).click();
    await user.page.getByRole("navigation", { name: "Main" }).waitFor();

    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/admin");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid credentials").first().waitFor();
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByText("All Users (1)").waitFor();
    await page.getByText(email).waitFor();
    await page.getByText("Erin Example").waitFor();
    await screenshot(page, "admin-dark");
    await page.getByRole("button", { name: "Delete Erin Example" }).click();
    await page.getByRole("button", { name: "Delete User" }).waitFor();
    await screenshot(page, "admin-delete-dialog-dark");
    await page.getByRole("button", { name: "Delete User" }).click();
    await page.getByText("User deleted successfully").first().waitFor();
    await page.getByText("All Users (0)").waitFor();

    const answer = await user.page.evaluate(() => fetch("/api/auth/user").then((r) => r.json()));
    expect(answer.isAuthenticated).toBe(false);
    await user.page.reload();
    await user.page.getByRole("button", { name: "Sign In" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByText("Logged out successfully").first().waitFor();
    expect(await page.getByLabel("Username").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
    await user.context.close();
  }, 60_000);
  // Last: it signs up a member of its own, which the admin test above would count.
  test("no screen reports a Content-Security-Policy violation", async () => {
    const { page, context } = await phone(browser, server.base);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const violations = async (where: string) => {
      const found = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      return found.map((v) => `${where}: ${v}`);
    };
    const found: string[] = [];
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    // Sign-in validates with the shared schemas: the first parse is where zod would probe.
    await page.getByRole("button", { name: "Sign In" }).click();
    found.push(...(await violations("/login")));
    await page.getByText("Don't have an account? Sign up").click();
    await page.getByLabel("First Name").fill("Cee");
    await page.getByLabel("Last Name").fill("Spee");
    await page.getByLabel("Email").fill("csp@example.com");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    for (const path of [
      "/",
      "/workouts",
      "/templates",
      "/meals",
      "/meals?week=2026-03-01",
      "/shopping-list",
      "/meal-library",
      "/ingredients",
      "/body-composition",
      "/profile",
      "/admin",
    ]) {
      await page.goto(path);
      await page.locator("main, .fullscreen-center").first().waitFor();
      await page.waitForLoadState("networkidle");
      found.push(...(await violations(path)));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 90_000);
});
