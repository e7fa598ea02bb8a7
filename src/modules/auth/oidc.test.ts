// Single sign-on against a real OpenID provider started here on loopback (docs/behaviour/auth.md,
// "Single sign-on"): PKCE, state and nonce through openid-client, matching by subject then by a
// verified email, new members while sign-ups are open, refusals with words, the admin group.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { ensureAdmin } from "@modules/admin/service";
import { SIGNUPS_CLOSED } from "@shared/auth/contract";
import { Client, signedUpClient, testApp } from "@test/harness";
import { CLIENT, signInAt, startProvider, type TestProvider } from "@test/oidc-provider";
import { EMAIL_NOT_VERIFIED, forgetProviders, LOGIN_EXPIRED, NO_EMAIL } from "./oidc";

const CALLBACK = "http://localhost/api/auth/oidc/callback";
let provider: TestProvider;

beforeAll(async () => {
  provider = await startProvider([CALLBACK]);
});
afterAll(() => provider.close());
beforeEach(() => forgetProviders());

function appWithSso(extra: { adminGroup?: string; passwordLogin?: boolean } = {}) {
  const oidc = {
    issuer: provider.issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    name: "PocketID",
    adminGroup: extra.adminGroup,
  };
  return testApp({ signOn: { oidc, passwordLogin: extra.passwordLogin ?? true } });
}

/** Starts a sign-in in `browser`, signs in at the provider as `sub`, and comes back: the callback's answer. */
async function signInWithProvider(browser: Client, sub: string) {
  const start = await browser.get("/api/auth/oidc/start");
  expect(start.status).toBe(302);
  const callback = await signInAt(start.headers.get("location")!, sub);
  expect(callback.startsWith(`${CALLBACK}?`)).toBe(true);
  return browser.get(callback.slice("http://localhost".length));
}

describe("single sign-on", () => {
  test("start redirects with PKCE, state and nonce, and the scopes asked", async () => {
    const { app } = appWithSso();
    const start = await new Client(app).get("/api/auth/oidc/start");
    const url = new URL(start.headers.get("location")!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)?.length).toBeGreaterThan(20);
    expect(start.headers.getSetCookie()[0]).toMatch(/^kinfit_oidc=[^;]+; Path=\/api\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const grouped = testApp({
      signOn: { oidc: { issuer: provider.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, name: "x", adminGroup: "admins" } },
    });
    const scoped = new URL((await new Client(grouped.app).get("/api/auth/oidc/start")).headers.get("location")!);
    expect(scoped.searchParams.get("scope")).toBe("openid email profile groups");
  });

  test("a new person becomes a member with no password, and is the same member next time by subject", async () => {
    provider.people.set("new-1", { sub: "new-1", email: "Nina@Example.com", email_verified: false, given_name: "Nina", family_name: "N" });
    const { app } = appWithSso();
    const browser = new Client(app);
    const back = await signInWithProvider(browser, "new-1");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/");
    const me = (await browser.get("/api/auth/user")).body;
    expect(me.user).toMatchObject({ email: "nina@example.com", firstName: "Nina", hasPassword: false });
    // The email changes at the provider: the subject still finds her.
    provider.people.set("new-1", { sub: "new-1", email: "nina.new@example.com", email_verified: true });
    const again = new Client(app);
    await signInWithProvider(again, "new-1");
    expect((await again.get("/api/auth/user")).body.user.id).toBe(me.user.id);
  });

  test("a verified email links an existing member; an unverified one never does", async () => {
    const { app } = appWithSso();
    const mum = await signedUpClient(app);
    provider.people.set("unverified", { sub: "unverified", email: mum.email, email_verified: false });
    const refused = await signInWithProvider(new Client(app), "unverified");
    expect(refused.headers.get("location")).toBe(`/login?error=${encodeURIComponent(EMAIL_NOT_VERIFIED)}`);
    provider.people.set("verified", { sub: "verified", email: mum.email.toUpperCase(), email_verified: true });
    const browser = new Client(app);
    await signInWithProvider(browser, "verified");
    expect((await browser.get("/api/auth/user")).body.user.id).toBe(mum.user.id);
  });

  test("refused with words: no email, sign-ups closed", async () => {
    const { app, db } = appWithSso();
    provider.people.set("no-email", { sub: "no-email" });
    const none = await signInWithProvider(new Client(app), "no-email");
    expect(none.headers.get("location")).toBe(`/login?error=${encodeURIComponent(NO_EMAIL)}`);
    await ensureAdmin(db, "admin", "household admin pw");
    const admin = new Client(app);
    await admin.post("/api/admin/login", { username: "admin", password: "household admin pw" });
    await admin.put("/api/admin/settings", { signupsOpen: false });
    provider.people.set("stranger", { sub: "stranger", email: "stranger@example.com", email_verified: true });
    const closed = await signInWithProvider(new Client(app), "stranger");
    expect(closed.headers.get("location")).toBe(`/login?error=${encodeURIComponent(SIGNUPS_CLOSED)}`);
    expect(db.$client.query("SELECT count(*) AS n FROM users WHERE email = 'stranger@example.com'").get()).toEqual({ n: 0 });
  });

  test("a callback without the browser's own state, or replayed, signs no one in", async () => {
    provider.people.set("p", { sub: "p", email: "p@example.com", email_verified: true });
    const { app } = appWithSso();
    const starter = new Client(app);
    const start = await starter.get("/api/auth/oidc/start");
    const callback = (await signInAt(start.headers.get("location")!, "p")).slice("http://localhost".length);
    // Another browser (a login CSRF) holds no state cookie.
    const other = await new Client(app).get(callback);
    expect(other.headers.get("location")).toBe(`/login?error=${encodeURIComponent(LOGIN_EXPIRED)}`);
    // The browser that started it finishes it, once: a replay is refused.
    expect((await starter.get(callback)).headers.get("location")).toBe("/");
    expect((await starter.get(callback)).headers.get("location")).toBe(`/login?error=${encodeURIComponent(LOGIN_EXPIRED)}`);
  });

  test("--oidc-admin-group also starts the admin session, read again at every sign-in", async () => {
    const { app, db } = appWithSso({ adminGroup: "admins" });
    await ensureAdmin(db, "admin", "household admin pw");
    provider.people.set("boss", { sub: "boss", email: "boss@example.com", email_verified: true, groups: ["family", "admins"] });
    const browser = new Client(app);
    await signInWithProvider(browser, "boss");
    expect((await browser.get("/api/admin/session")).body.signedIn).toBe(true);
    expect((await browser.get("/api/admin/users")).status).toBe(200);
    provider.people.set("boss", { sub: "boss", email: "boss@example.com", email_verified: true, groups: ["family"] });
    const later = new Client(app);
    await signInWithProvider(later, "boss");
    expect((await later.get("/api/auth/user")).body.isAuthenticated).toBe(true);
    expect((await later.get("/api/admin/session")).body.signedIn).toBe(false);
  });

  test("--password-login off refuses members' passwords, and the admin's only with the admin group", async () => {
    const off = appWithSso({ passwordLogin: false });
    await ensureAdmin(off.db, "admin", "household admin pw");
    const login = await new Client(off.app).post("/api/login", { email: "a@example.com", password: "whatever pw" });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Signing in with a password is turned off here. Use "Sign in with PocketID".');
    expect((await new Client(off.app).post("/api/signup", { email: "b@example.com", password: "long enough pw" })).status).toBe(403);
    expect((await new Client(off.app).get("/api/auth/user")).body).toMatchObject({ oidcName: "PocketID", passwordLogin: false });
    const adminLogin = { username: "admin", password: "household admin pw" };
    expect((await new Client(off.app).post("/api/admin/login", adminLogin)).status).toBe(200);
    const both = appWithSso({ passwordLogin: false, adminGroup: "admins" });
    await ensureAdmin(both.db, "admin", "household admin pw");
    expect((await new Client(both.app).post("/api/admin/login", adminLogin)).status).toBe(403);
  });

  test("the redirect URI: --public-url, else the request's origin, the proxy's behind --trust-proxy", async () => {
    const oidc = { issuer: provider.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, name: "x", adminGroup: undefined };
    const redirectOf = async (overrides: Parameters<typeof testApp>[0], headers: Record<string, string> = {}) => {
      const res = await new Client(testApp(overrides).app).get("/api/auth/oidc/start", headers);
      return new URL(res.headers.get("location")!).searchParams.get("redirect_uri");
    };
    expect(await redirectOf({ signOn: { oidc, publicUrl: "https://fit.example.com" } })).toBe(
      "https://fit.example.com/api/auth/oidc/callback",
    );
    const proxied = { host: "fit.home.arpa", "x-forwarded-proto": "https" };
    expect(await redirectOf({ signOn: { oidc }, trustProxy: "local" }, proxied)).toBe("https://fit.home.arpa/api/auth/oidc/callback");
    // From anyone but the trusted proxy, its headers are not believed: the request's own URL is.
    expect(await redirectOf({ signOn: { oidc } }, proxied)).toBe("http://localhost/api/auth/oidc/callback");
  });

  test("without single sign-on set up, its routes are 404", async () => {
    const { app } = testApp();
    expect((await new Client(app).get("/api/auth/oidc/start")).status).toBe(404);
    expect((await new Client(app).get("/api/auth/oidc/callback?code=x&state=y")).status).toBe(404);
  });
});
