// Sign-ups through the API: limited per address and for the install, every answer counted (409
// included), refusals shown to the admin; and sign-ups hash behind a member's sign-in.
import { describe, expect, test } from "bun:test";
import { SignupLimiter } from "@http/rate-limit";
import { Client, testApp } from "@test/harness";
import { ensureAdmin } from "@modules/admin/service";

const PASSWORD = "correct horse";
const form = (email: string) => ({ email, password: PASSWORD, firstName: "Test", lastName: "User" });

/** A browser at `address` (the test trusts "local" as the proxy, so X-Forwarded-For is believed). */
const from = (app: { handle(r: Request): Promise<Response> }, address: string) => {
  const c = new Client(app);
  return (path: string, body: unknown) =>
    c.request("POST", path, JSON.stringify(body), { "content-type": "application/json", "x-forwarded-for": address });
};

describe("sign-ups are limited", () => {
  test("past the limit a sign-up is 429 with Retry-After, from any address; a 409 counts; the admin sees the refusals", async () => {
    let now = 1_000_000;
    const { app, db } = testApp({ trustProxy: "local", signups: new SignupLimiter({ perHour: 3, now: () => now }) });
    const stranger = from(app, "10.0.0.66");
    expect((await stranger("/api/signup", form("mum@example.com"))).status).toBe(201);
    const taken = await stranger("/api/signup", form("mum@example.com"));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("An account with this email already exists");
    expect((await stranger("/api/signup", form("dad@example.com"))).status).toBe(201);

    const refused = await stranger("/api/signup", form("kid@example.com"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.body.message).toBe("Too many sign-ups for now. Please try again in 60 minutes.");
    // Testing whether an e-mail has an account is refused like any sign-up.
    expect((await stranger("/api/signup", form("mum@example.com"))).status).toBe(429);
    // The install's limit: another address waits too.
    expect((await from(app, "10.0.0.67")("/api/signup", form("kid@example.com"))).status).toBe(429);
    expect(db.$client.query("select count(*) as n from users").get()).toEqual({ n: 2 });

    await ensureAdmin(db, "admin", "household admin pw");
    const admin = new Client(app);
    await admin.post("/api/admin/login", { username: "admin", password: "household admin pw" });
    expect((await admin.get("/api/admin/settings")).body).toEqual({ signupsOpen: true, foodLookupOnline: true, signupsRefused: 3 });

    now += 60 * 60 * 1000;
    expect((await from(app, "10.0.0.67")("/api/signup", form("kid@example.com"))).status).toBe(201);
  });

  test("20 an hour by default", async () => {
    const { app } = testApp({ signups: new SignupLimiter() });
    const bad = { email: "not an email", password: PASSWORD };
    const answers = [];
    // A refused form counts too, and costs no hash: the limit is checked first.
    for (let i = 0; i < 21; i++) answers.push((await new Client(app).post("/api/signup", bad)).status);
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe("one hash queue, sign-ins first", () => {
  test("a member's sign-in goes ahead of a sign-up flood spread over many addresses", async () => {
    const { app } = testApp({ trustProxy: "local" });
    const member = from(app, "10.0.0.5");
    expect((await member("/api/signup", form("mum@example.com"))).status).toBe(201);
    const order: string[] = [];
    const flood = Array.from({ length: 40 }, (_, i) =>
      from(app, `10.0.1.${i % 20}`)("/api/signup", form(`bot${i}@example.com`)).then((r) => order.push(`flood ${r.status}`)),
    );
    const signIn = member("/api/login", { email: "mum@example.com", password: PASSWORD }).then((r) => order.push(`member ${r.status}`));
    await Promise.all([...flood, signIn]);
    // At most the two hashes already running went before the member's sign-in.
    const before = order.slice(0, order.indexOf("member 200")).filter((o) => o === "flood 201");
    expect(order).toContain("member 200");
    expect(before.length).toBeLessThanOrEqual(2);
  }, 120_000);
});
