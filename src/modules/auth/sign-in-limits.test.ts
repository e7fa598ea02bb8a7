// Sign-in limits through the API: a refused attempt never clears the counts, and a known device
// passes the account's ceiling.
import { describe, expect, test } from "bun:test";
import { FailureLimiter } from "@http/rate-limit";
import { Client, testApp } from "@test/harness";
import { ensureAdmin } from "@modules/admin/service";

const PASSWORD = "correct horse";

describe("a refused attempt never clears the failure counts", () => {
  test("two wrong passwords in parallel then a third at once, repeated, checks no more guesses than the plain attack", async () => {
    const { app } = testApp();
    await new Client(app).post("/api/signup", { email: "mum@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const attacker = new Client(app);
    const guess = (n: number) => attacker.post("/api/login", { email: "mum@example.com", password: n === 20 ? PASSWORD : `guess ${n}` });
    const answers = [];
    for (let round = 0; round < 8; round++) {
      const pair = [guess(round * 3), guess(round * 3 + 1)];
      // The third arrives while the first two are being checked: the address's hash queue is full.
      const third = guess(round * 3 + 2);
      answers.push(...(await Promise.all([...pair, third])));
    }
    const checked = answers.filter((a) => a.status === 401 || a.status === 200).length;
    const busy = answers.filter((a) => a.body?.message === "Too many requests at once from your address. Please try again in a moment.");
    expect(busy.length).toBeGreaterThan(0);
    // The plain attack from one address checks the five free tries, then waits.
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.some((a) => a.status === 200)).toBe(false);
  });
});

/** A browser at `address` (the test trusts "local" as the proxy, so X-Forwarded-For is believed). */
function browserAt(app: { handle(r: Request): Promise<Response> }, address: string, from?: Client) {
  const c = new Client(app);
  if (from) for (const [k, v] of from.cookies) c.cookies.set(k, v);
  const send = (method: string, path: string, body?: unknown) =>
    c.request(method, path, body === undefined ? undefined : JSON.stringify(body), {
      "content-type": "application/json",
      "x-forwarded-for": address,
    });
  return {
    client: c,
    post: (path: string, body?: unknown) => send("POST", path, body),
    login: (password = PASSWORD) => send("POST", "/api/login", { email: "mum@example.com", password }),
  };
}

async function memberWithKnownPhone(overrides: Parameters<typeof testApp>[0] = {}) {
  const t = testApp({ trustProxy: "local", ...overrides });
  const phone = browserAt(t.app, "10.0.0.5");
  expect(
    (await phone.post("/api/signup", { email: "mum@example.com", password: PASSWORD, firstName: "Test", lastName: "User" })).status,
  ).toBe(201);
  const signIn = await phone.login();
  expect(signIn.status).toBe(200);
  expect(signIn.headers.getSetCookie().some((c) => c.startsWith("kinfit_device=") && c.includes("HttpOnly"))).toBe(true);
  expect((await phone.post("/api/logout")).status).toBe(200);
  expect(phone.client.cookies.has("kinfit_device")).toBe(true);
  return { ...t, phone };
}

/** `count` wrong passwords from each of `addresses` bot addresses, the addresses in parallel. */
async function botnet(app: { handle(r: Request): Promise<Response> }, addresses: number, count: number) {
  await Promise.all(
    Array.from({ length: addresses }, async (_, a) => {
      const bot = browserAt(app, `10.9.0.${a}`);
      for (let i = 0; i < count; i++) expect((await bot.login(`guess ${a}-${i}`)).status).toBe(401);
    }),
  );
}

describe("a known device passes the account's ceiling", () => {
  test("100 failures from 20 addresses do not lock out a member on a known device; an unknown device is still locked", async () => {
    const { app, phone } = await memberWithKnownPhone();
    await botnet(app, 20, 5);
    const stranger = await browserAt(app, "10.0.0.5").login();
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get("retry-after")).not.toBeNull();
    expect((await phone.login()).status).toBe(200);
    // The cookie replayed from a guessing address is held by that address's failures: past its
    // free tries, each guess waits for the one before.
    const replayed = browserAt(app, "10.9.0.3", phone.client);
    await replayed.login("guess again");
    expect((await replayed.login("and again")).status).toBe(429);
  }, 120_000);

  test("a forged or another account's device cookie passes nothing", async () => {
    const { app, phone } = await memberWithKnownPhone({ limiter: new FailureLimiter({ accountMax: 3 }) });
    await botnet(app, 3, 1);
    const cookie = phone.client.cookies.get("kinfit_device")!;
    const [uid, id, sig] = cookie.split(".");
    for (const forged of [`${uid}.${id}.${sig!.slice(1)}x`, `${Number(uid) + 1}.${id}.${sig}`, `${uid}.other.${sig}`]) {
      const b = browserAt(app, "10.0.0.5");
      b.client.cookies.set("kinfit_device", forged);
      expect((await b.login()).status).toBe(429);
    }
    expect((await phone.login()).status).toBe(200);
  });

  const revocations: [string, (t: Awaited<ReturnType<typeof memberWithKnownPhone>>) => Promise<void>][] = [
    [
      "Sign out everywhere",
      async ({ app }) => {
        const other = browserAt(app, "10.0.0.6");
        expect((await other.login()).status).toBe(200);
        expect((await other.post("/api/logout-everywhere")).status).toBe(200);
      },
    ],
    [
      "a password change",
      async ({ app }) => {
        const other = browserAt(app, "10.0.0.6");
        expect((await other.login()).status).toBe(200);
        expect((await other.post("/api/profile/password", { currentPassword: PASSWORD, newPassword: PASSWORD })).status).toBe(200);
      },
    ],
    [
      "an admin reset",
      async ({ app, db }) => {
        await ensureAdmin(db, "admin", "household admin pw");
        const admin = new Client(app);
        expect((await admin.post("/api/admin/login", { username: "admin", password: "household admin pw" })).status).toBe(200);
        const id = db.$client.query("select id from users").get() as { id: number };
        expect((await admin.post(`/api/admin/users/${id.id}/reset-password`)).status).toBe(200);
      },
    ],
  ];

  test.each(revocations)("%s forgets the account's devices", async (_, revoke) => {
    const t = await memberWithKnownPhone({ limiter: new FailureLimiter({ accountMax: 3 }) });
    await revoke(t);
    await botnet(t.app, 3, 1);
    expect((await t.phone.login()).status).toBe(429);
  });
});
