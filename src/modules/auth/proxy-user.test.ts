// A trusted proxy's user (docs/behaviour/auth.md, "A trusted proxy's user"): --auth-header signs in
// the member the header names, only from the --trust-proxy address, making a member while sign-ups
// are open; a change needs an Origin of this site; the header wins over another member's cookie.
import { beforeEach, describe, expect, test } from "bun:test";
import { SignupLimiter } from "@http/rate-limit";
import { ensureAdmin } from "@modules/admin/service";
import { SIGNUPS_CLOSED } from "@shared/auth/contract";
import { Client, signedUpClient, testApp } from "@test/harness";
import { forgetLoggedAddresses, PROXY_CHANGE_REFUSED } from "./proxy-user";

// In-process requests have no peer: the harness's address is "local".
const behindProxy = (overrides: Parameters<typeof testApp>[0] = {}) => {
  const logged: string[] = [];
  const t = testApp({ trustProxy: "local", signOn: { authHeader: "Remote-User" }, logError: (m) => logged.push(m), ...overrides });
  return { ...t, logged, as: (email: string) => new Client(t.app, { "remote-user": email }) };
};

beforeEach(() => forgetLoggedAddresses());

describe("the proxy's header from the trusted address", () => {
  test("signs in the member it names, making one while sign-ups are open, with no usable password", async () => {
    const t = behindProxy();
    const first = await t.as("Kid@Example.com").get("/api/auth/user");
    expect(first.body.isAuthenticated).toBe(true);
    expect(first.body.user).toMatchObject({ email: "kid@example.com", hasPassword: false });
    expect(first.headers.getSetCookie()).toEqual([]);
    expect((await t.as("kid@example.com").get("/api/auth/user")).body.user.id).toBe(first.body.user.id);
    expect(t.db.$client.query("SELECT count(*) AS n FROM users").get()).toEqual({ n: 1 });
    // No password signs in to it.
    const login = await new Client(t.app).post("/api/login", { email: "kid@example.com", password: "!none" });
    expect(login.status).toBe(401);
  });

  test("an existing member is found by email, and the header wins over another member's cookie", async () => {
    const t = behindProxy();
    const mum = await signedUpClient(t.app);
    const dad = await signedUpClient(t.app);
    const client = t.as(mum.email.toUpperCase());
    for (const [k, v] of dad.client.cookies) client.cookies.set(k, v);
    expect((await client.get("/api/auth/user")).body.user.id).toBe(mum.user.id);
    await client.put("/api/profile", { firstName: "Mum" }, { origin: "http://localhost" });
    expect((await mum.client.get("/api/auth/user")).body.user.firstName).toBe("Mum");
    expect((await dad.client.get("/api/auth/user")).body.user.firstName).toBe("Test");
  });

  test("a change needs an Origin of this site: none or another is 403, before the body is read", async () => {
    const t = behindProxy();
    const kid = t.as("kid@example.com");
    const body = { date: "2026-03-02", weight: 120 };
    for (const headers of [{}, { origin: "https://evil.example" }, { origin: "null" }] as Record<string, string>[]) {
      const res = await kid.post("/api/body-composition", body, headers);
      expect(res.status).toBe(403);
    }
    expect((await kid.post("/api/body-composition", body)).body.message).toBe(PROXY_CHANGE_REFUSED);
    expect((await kid.post("/api/body-composition", body, { origin: "http://localhost" })).status).toBe(201);
  });

  test("a value that is no email is 401 with words; sign-ups closed and the sign-up limit refuse a newcomer", async () => {
    const t = behindProxy({ signups: new SignupLimiter({ perHour: 1 }) });
    const bad = await t.as("mum").get("/api/goals");
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe("The proxy's Remote-User header does not name an email address");
    expect((await t.as("one@example.com").get("/api/goals")).status).toBe(200);
    const over = await t.as("two@example.com").get("/api/goals");
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many sign-ups for now/);

    const closed = behindProxy();
    await ensureAdmin(closed.db, "admin", "household admin pw");
    const admin = new Client(closed.app);
    await admin.post("/api/admin/login", { username: "admin", password: "household admin pw" });
    expect((await admin.put("/api/admin/settings", { signupsOpen: false })).status).toBe(200);
    const refused = await closed.as("new@example.com").get("/api/goals");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SIGNUPS_CLOSED);
    const check = (await closed.as("new@example.com").get("/api/auth/user")).body;
    expect(check).toMatchObject({ isAuthenticated: false, message: SIGNUPS_CLOSED });
  });

  test("'Set a password' gives a member who came by the proxy a password, once", async () => {
    const t = behindProxy();
    const kid = t.as("kid@example.com");
    const origin = { origin: "http://localhost" };
    expect((await kid.post("/api/profile/set-password", { newPassword: "short" }, origin)).status).toBe(400);
    expect((await kid.post("/api/profile/set-password", { newPassword: "a first horse" }, origin)).status).toBe(200);
    expect((await kid.get("/api/auth/user")).body.user.hasPassword).toBe(true);
    const again = await kid.post("/api/profile/set-password", { newPassword: "a second horse" }, origin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already have a password: change it with 'Change password'");
    expect((await new Client(t.app).post("/api/login", { email: "kid@example.com", password: "a first horse" })).status).toBe(200);
  });
});

describe("the proxy's header from anyone else", () => {
  test("is ignored and logged once; the cookie still decides", async () => {
    const t = behindProxy({ trustProxy: "10.0.0.1" });
    const mum = await signedUpClient(t.app);
    const sneaky = t.as(mum.email);
    expect((await sneaky.get("/api/goals")).status).toBe(401);
    expect((await sneaky.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect(t.logged.filter((m) => m.includes("Remote-User"))).toEqual([
      "Ignored the Remote-User header from local: only the --trust-proxy address may sign members in with it",
    ]);
    const withCookie = t.as("someone-else@example.com");
    for (const [k, v] of mum.client.cookies) withCookie.cookies.set(k, v);
    expect((await withCookie.get("/api/auth/user")).body.user.id).toBe(mum.user.id);
  });

  test("is nothing without --auth-header, and nothing without --trust-proxy", async () => {
    for (const overrides of [{ signOn: {} }, { trustProxy: undefined }]) {
      const t = behindProxy(overrides);
      expect((await t.as("kid@example.com").get("/api/goals")).status).toBe(401);
      expect(t.db.$client.query("SELECT count(*) AS n FROM users").get()).toEqual({ n: 0 });
    }
  });
});
