// Sign-up, sign-in, sign-out and sessions, through the HTTP API.
import { describe, expect, spyOn, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessions, users } from "@db/schema";
import { Client, signedUpClient, testApp } from "@test/harness";
import { FailureLimiter } from "@http/rate-limit";
import { EXTEND_AFTER_MS, hashToken, renewedExpiry, SESSION_MS } from "./tokens";
import { sessionUser } from "./sessions";
import { requestCookie } from "./guards";
import { HASH_OPTIONS, UNKNOWN_ACCOUNT_HASH } from "./password";

const PASSWORD = "correct horse";

describe("POST /api/signup", () => {
  test("creates the account, signs in, and answers the auth shape", async () => {
    const { app, db } = testApp();
    const client = new Client(app);
    const res = await client.post("/api/signup", { email: "  Ann@Example.COM ", password: PASSWORD, firstName: " Ann ", lastName: "Lee" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isAuthenticated: true,
      user: {
        email: "ann@example.com",
        firstName: "Ann",
        lastName: "Lee",
        username: "ann",
        macroTracking: false,
        subscriptionStatus: "free",
      },
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^kinfit_session=kf_/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    const row = db.select().from(users).get()!;
    expect(row.passwordHash).toStartWith("$argon2id$");
    expect(row.passwordHash).not.toContain(PASSWORD);
    // Only the token's hash is stored.
    const token = client.cookies.get("kinfit_session")!;
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token)))
        .get(),
    ).toBeDefined();
    expect(db.select().from(sessions).where(eq(sessions.id, token)).get()).toBeUndefined();
  });

  test("the cookie is Secure when the request came over HTTPS", async () => {
    const { app } = testApp();
    const res = await app.handle(
      new Request("https://kinfit.home/api/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "s@example.com", password: PASSWORD, firstName: "Test", lastName: "User" }),
      }),
    );
    expect(res.headers.getSetCookie()[0]).toContain("Secure");
  });

  test.each([
    ["missing email", { password: PASSWORD }, 400, "Email is required"],
    ["blank email", { email: "  ", password: PASSWORD }, 400, "Email is required"],
    ["invalid email", { email: "not-an-email", password: PASSWORD }, 400, "Please enter a valid email address"],
    ["number as email", { email: 42, password: PASSWORD }, 400, "Email is required"],
    ["missing password", { email: "a@example.com" }, 400, "Password is required"],
    ["short password", { email: "a@example.com", password: "1234567" }, 400, "Password must be at least 8 characters"],
    ["name not text", { email: "a@example.com", password: PASSWORD, firstName: 7, lastName: "Lee" }, 400, "First name must be text"],
    [
      "a blank first name",
      { email: "a@example.com", password: PASSWORD, firstName: "   ", lastName: "Lee" },
      400,
      "First name is required",
    ],
    ["a null last name", { email: "a@example.com", password: PASSWORD, firstName: "Ann", lastName: null }, 400, "Last name is required"],
    ["an empty last name", { email: "a@example.com", password: PASSWORD, firstName: "Ann", lastName: "" }, 400, "Last name is required"],
  ])("refuses %s", async (_name, body, status, message) => {
    const { app, db } = testApp();
    const res = await new Client(app).post("/api/signup", body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(db.select().from(users).all()).toHaveLength(0);
  });

  test("a script may leave both names out (the form always asks for them)", async () => {
    const { app } = testApp();
    const res = await new Client(app).post("/api/signup", { email: "script@example.com", password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ firstName: null, lastName: null });
  });

  test("an email already registered, in any case, is 409", async () => {
    const { app, db } = testApp();
    await new Client(app).post("/api/signup", { email: "dup@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const res = await new Client(app).post("/api/signup", {
      email: " DUP@example.com",
      password: "another password",
      firstName: "Test",
      lastName: "User",
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists");
    expect(db.select().from(users).all()).toHaveLength(1);
  });
});

describe("POST /api/login and /api/logout", () => {
  test("signs in with any case of the email; each login is a new session; logout ends it", async () => {
    const { app, db } = testApp();
    await new Client(app).post("/api/signup", { email: "bo@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const client = new Client(app);
    const first = await client.post("/api/login", { email: "BO@example.com ", password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.isAuthenticated).toBe(true);
    const firstToken = client.cookies.get("kinfit_session");
    await client.post("/api/login", { email: "bo@example.com", password: PASSWORD });
    expect(client.cookies.get("kinfit_session")).not.toBe(firstToken);
    // The replaced session of this browser is gone.
    expect(sessionUser(db, firstToken)).toBeUndefined();
    expect((await client.get("/api/auth/user")).body.isAuthenticated).toBe(true);
    const out = await client.post("/api/logout");
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toContain("Max-Age=0");
    expect((await client.get("/api/auth/user")).body).toEqual({
      isAuthenticated: false,
      user: null,
      authEnabled: true,
      loginUrl: "/api/login",
      signupsOpen: true,
      message: "Not authenticated",
    });
  });

  test("a signed-in answer says when the session ends, so a phone with no connection knows how long it may open as the member", async () => {
    const { app } = testApp();
    const before = Date.now();
    const signup = await new Client(app).post("/api/signup", {
      email: "ends@example.com",
      password: PASSWORD,
      firstName: "Test",
      lastName: "User",
    });
    const client = new Client(app);
    const login = await client.post("/api/login", { email: "ends@example.com", password: PASSWORD });
    const check = await client.get("/api/auth/user");
    for (const answer of [signup.body, login.body, check.body]) {
      expect(answer.sessionExpiresAt).toBeGreaterThan(before + 24 * 60 * 60 * 1000);
    }
    await client.post("/api/logout");
    expect((await client.get("/api/auth/user")).body.sessionExpiresAt).toBeUndefined();
  });

  test("a stolen cookie stops working after logout (the server forgets the session)", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const copy = new Client(app);
    copy.cookies = new Map(client.cookies);
    await client.post("/api/logout");
    expect((await copy.put("/api/profile", { firstName: "X" })).status).toBe(401);
  });

  test("wrong password and unknown email give the same answer", async () => {
    const { app } = testApp();
    await new Client(app).post("/api/signup", { email: "cy@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const wrong = await new Client(app).post("/api/login", { email: "cy@example.com", password: "wrong password" });
    const unknown = await new Client(app).post("/api/login", { email: "nobody@example.com", password: "wrong password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  // The time is the same too: an unknown email is checked against a hash of the same cost as a
  // member's (password.ts), and no hash is made for it, not even on the first after a start.
  test("an unknown email costs one check against a hash of a member's cost, and no hashing", async () => {
    const params = (hash: string) => hash.split("$").slice(1, 4).join("$");
    const { app } = testApp();
    await new Client(app).post("/api/signup", { email: "cz@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const member = await Bun.password.hash(PASSWORD, HASH_OPTIONS);
    expect(params(UNKNOWN_ACCOUNT_HASH)).toBe(params(member));
    expect(params(UNKNOWN_ACCOUNT_HASH)).toBe("argon2id$v=19$m=19456,t=2,p=1");
    expect(await Bun.password.verify("kinfit-no-such-account", UNKNOWN_ACCOUNT_HASH)).toBe(true);
    const hash = spyOn(Bun.password, "hash");
    const verify = spyOn(Bun.password, "verify");
    try {
      expect((await new Client(app).post("/api/login", { email: "nobody@example.com", password: "wrong password" })).status).toBe(401);
      expect(hash).not.toHaveBeenCalled();
      expect(verify.mock.calls).toEqual([["wrong password", UNKNOWN_ACCOUNT_HASH]]);
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  test("repeated failures are limited with 429 and Retry-After; the right password then waits too", async () => {
    const { app } = testApp({ limiter: new FailureLimiter({ freeTries: 3, firstDelayMs: 60_000 }) });
    await new Client(app).post("/api/signup", { email: "dd@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const client = new Client(app);
    for (let i = 0; i < 3; i++)
      expect((await client.post("/api/login", { email: "dd@example.com", password: "nope nope" })).status).toBe(401);
    const limited = await client.post("/api/login", { email: "dd@example.com", password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many failed sign-in attempts. Please try again in 1 minute.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a burst of 200 parallel guesses verifies at most the limit; the right one at 150 does not sign in", async () => {
    const { app } = testApp();
    await new Client(app).post("/api/signup", { email: "burst@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const attacker = new Client(app);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        attacker.post("/api/login", { email: "burst@example.com", password: i === 150 ? PASSWORD : `guess ${i}` }),
      ),
    );
    const verified = answers.filter((a) => a.status === 401 || a.status === 200);
    expect(verified.length).toBeLessThanOrEqual(10);
    expect(answers[150]!.status).toBe(429);
    expect(answers.some((a) => a.status === 200)).toBe(false);
  });

  test.each([
    [{}, "Email is required"],
    [{ email: "a@example.com" }, "Password is required"],
    [{ email: "a@example.com", password: 12345678 }, "Password is required"],
  ])("refuses bad input %p", async (body, message) => {
    const { app } = testApp();
    const res = await new Client(app).post("/api/login", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("sessions", () => {
  test("an expired session is refused by the server whatever the cookie says", async () => {
    const { app, db } = testApp();
    const { client } = await signedUpClient(app);
    db.update(sessions)
      .set({ expiresAt: Date.now() - 1000 })
      .run();
    expect((await client.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect((await client.put("/api/profile", { firstName: "X" })).status).toBe(401);
  });

  test("an active session slides forward and the cookie is renewed", async () => {
    const { app, db } = testApp();
    const { client } = await signedUpClient(app);
    const soon = Date.now() + 24 * 60 * 60 * 1000;
    db.update(sessions).set({ expiresAt: soon }).run();
    const res = await client.get("/api/auth/user");
    expect(res.headers.getSetCookie()[0]).toMatch(/^kinfit_session=kf_/);
    const row = db.select().from(sessions).get()!;
    expect(row.expiresAt).toBeGreaterThan(Date.now() + SESSION_MS - 60_000);
  });

  test("a member's session also slides forward on any signed-in request, with the cookie renewed", async () => {
    const { app, db } = testApp();
    const { client } = await signedUpClient(app);
    const token = client.cookies.get("kinfit_session")!;
    db.update(sessions)
      .set({ expiresAt: Date.now() + 24 * 60 * 60 * 1000 })
      .run();
    const res = await client.get("/api/templates");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toStartWith(`kinfit_session=${token}; Path=/;`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + SESSION_MS - 60_000);
    expect(db.select().from(sessions).get()!.expiresAt).toBeGreaterThan(Date.now() + SESSION_MS - 60_000);
    // Not again within the hour.
    expect((await client.get("/api/templates")).headers.getSetCookie()).toEqual([]);
  });

  test("the session cookie is found among others, as browsers send them", () => {
    const ask = (cookie?: string) =>
      requestCookie(new Request("http://localhost/", { headers: cookie === undefined ? {} : { cookie } }), "kinfit_session");
    expect(ask("kinfit_session=kf_abc")).toBe("kf_abc");
    expect(ask("theme=dark; kinfit_session=kf_abc; other=1")).toBe("kf_abc");
    expect(ask("theme=dark;kinfit_session=kf_abc")).toBe("kf_abc");
    expect(ask("kinfit_session=kf_first; kinfit_session=kf_second")).toBe("kf_first");
    expect(ask("xkinfit_session=kf_abc; kinfit_session_old=kf_x")).toBeUndefined();
    expect(ask("kinfit_session=")).toBeUndefined();
    expect(ask("")).toBeUndefined();
    expect(ask()).toBeUndefined();
  });

  test("renewedExpiry: no write within an hour of the last extension, then a full 30 days", () => {
    const now = 1_000_000_000_000;
    expect(renewedExpiry(now + SESSION_MS, now)).toBeNull();
    expect(renewedExpiry(now + SESSION_MS - EXTEND_AFTER_MS + 1, now)).toBeNull();
    expect(renewedExpiry(now + SESSION_MS - EXTEND_AFTER_MS, now)).toBe(now + SESSION_MS);
    expect(renewedExpiry(now + 1000, now)).toBe(now + SESSION_MS);
  });

  test("garbage cookies are simply not signed in", async () => {
    const { app } = testApp();
    for (const cookie of ["kinfit_session=", "kinfit_session=123", "kinfit_session=" + "x".repeat(5000), 'kinfit_session={"a":1}']) {
      const res = await new Client(app).get("/api/auth/user", { cookie });
      expect(res.status).toBe(200);
      expect(res.body.isAuthenticated).toBe(false);
    }
  });
});
