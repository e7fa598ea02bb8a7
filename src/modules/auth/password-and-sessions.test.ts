// People managing their own passwords and sessions: change password, sign out everywhere, the
// admin's reset, and signing up while signed in.
import { describe, expect, test } from "bun:test";
import { Client, signedUpClient, testApp } from "@test/harness";
import { ensureAdmin } from "@modules/admin/service";

const PASSWORD = "correct horse";

async function twoPhones() {
  const t = testApp();
  const { client: phone, email, user } = await signedUpClient(t.app);
  const tablet = new Client(t.app);
  expect((await tablet.post("/api/login", { email, password: PASSWORD })).status).toBe(200);
  return { ...t, phone, tablet, email, user };
}

describe("change password", () => {
  test("checks the current password, keeps this browser signed in and ends every other session", async () => {
    const { app, phone, tablet, email } = await twoPhones();
    const res = await phone.post("/api/profile/password", { currentPassword: PASSWORD, newPassword: "a brand new one" });
    expect(res.status).toBe(200);
    expect((await phone.get("/api/auth/user")).body.isAuthenticated).toBe(true);
    expect((await tablet.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect((await new Client(app).post("/api/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await new Client(app).post("/api/login", { email, password: "a brand new one" })).status).toBe(200);
  });

  test("a wrong current password is a 400 that changes nothing, and counts toward the sign-in limits", async () => {
    const { phone, tablet } = await twoPhones();
    const wrong = await phone.post("/api/profile/password", { currentPassword: "not it", newPassword: "a brand new one" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect");
    expect((await tablet.get("/api/auth/user")).body.isAuthenticated).toBe(true);
    let last = 0;
    for (let i = 0; i < 10; i++)
      last = (await phone.post("/api/profile/password", { currentPassword: `guess ${i}`, newPassword: "a brand new one" })).status;
    expect(last).toBe(429);
  });

  test("the new password follows the sign-up rules", async () => {
    const { phone } = await twoPhones();
    const short = await phone.post("/api/profile/password", { currentPassword: PASSWORD, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("New password must be at least 8 characters");
    const missing = await phone.post("/api/profile/password", { newPassword: "long enough" });
    expect(missing.body.message).toBe("Current password is required");
  });
});

describe("sign out everywhere", () => {
  test("ends every session of the user, this one included", async () => {
    const { phone, tablet } = await twoPhones();
    expect((await phone.post("/api/logout-everywhere")).status).toBe(200);
    expect((await phone.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect((await tablet.get("/api/auth/user")).body.isAuthenticated).toBe(false);
  });
});

describe("admin resets a password", () => {
  test("answers a one-time password that signs in, and ends the user's sessions", async () => {
    const { app, db, phone, tablet, email, user } = await twoPhones();
    await ensureAdmin(db, "admin", "family admin pw");
    const admin = new Client(app);
    await admin.post("/api/admin/login", { username: "admin", password: "family admin pw" });
    const res = await admin.post(`/api/admin/users/${user.id}/reset-password`);
    expect(res.status).toBe(200);
    expect(res.body.password).toMatch(/^[A-Za-z0-9]{20}$/);
    for (const c of [phone, tablet]) expect((await c.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect((await new Client(app).post("/api/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await new Client(app).post("/api/login", { email, password: res.body.password })).status).toBe(200);
    expect((await admin.post("/api/admin/users/999999/reset-password")).status).toBe(404);
  });
});

describe("signing up while signed in", () => {
  test("ends the old session in this browser", async () => {
    const { app, db } = testApp();
    const { client } = await signedUpClient(app);
    const oldCookie = [...(client as unknown as { cookies: Map<string, string> }).cookies.values()][0]!;
    await client.post("/api/signup", { email: "second@example.com", password: "another long one", firstName: "Test", lastName: "User" });
    const stale = new Client(app);
    (stale as unknown as { cookies: Map<string, string> }).cookies.set("kinfit_session", oldCookie);
    expect((await stale.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect(db.$client.query("select count(*) as n from sessions").get()).toEqual({ n: 1 });
  });
});

describe("hashing stays fair", () => {
  test("a sign-up flood from one address is refused past two at once, and a real sign-in elsewhere is not queued behind it", async () => {
    // In-process requests have no peer address: trusting "local" as the proxy lets the test
    // speak from many addresses through X-Forwarded-For.
    const { app } = testApp({ trustProxy: "local" });
    const from = (address: string) => {
      const c = new Client(app);
      return (path: string, body: unknown) =>
        c.request("POST", path, JSON.stringify(body), { "content-type": "application/json", "x-forwarded-for": address });
    };
    const member = from("10.0.0.5");
    expect(
      (await member("/api/signup", { email: "mum@example.com", password: PASSWORD, firstName: "Test", lastName: "User" })).status,
    ).toBe(201);

    const order: string[] = [];
    const flood = Array.from({ length: 200 }, (_, i) =>
      from("10.0.0.66")("/api/signup", {
        email: `bot${i}@example.com`,
        password: "bot password",
        firstName: "Test",
        lastName: "User",
      }).then((r) => {
        order.push(`flood ${r.status}`);
        return r;
      }),
    );
    const signIn = member("/api/login", { email: "mum@example.com", password: PASSWORD }).then((r) => {
      order.push(`member ${r.status}`);
      return r;
    });
    const [answers, mine] = await Promise.all([Promise.all(flood), signIn]);
    expect(mine.status).toBe(200);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(190);
    expect(refused[0]!.headers.get("retry-after")).toBe("1");
    expect(refused[0]!.body.message).toBe("Too many requests at once from your address. Please try again in a moment.");
    // At most the two hashes the flood may have running went before the member's sign-in.
    const before = order.slice(0, order.indexOf("member 200")).filter((o) => o === "flood 201");
    expect(before.length).toBeLessThanOrEqual(2);
  });
});
