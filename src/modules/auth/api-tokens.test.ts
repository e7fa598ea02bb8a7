// API tokens through the API (docs/behaviour/auth.md, "API tokens"): shown once and stored as a
// hash, acting as their member within their scope and carrying no cookie rights, revoked by a
// password change or an admin reset, at most 20 a member, and wrong ones limited like sign-ins.
import { describe, expect, test } from "bun:test";
import { FailureLimiter } from "@http/rate-limit";
import { ensureAdmin } from "@modules/admin/service";
import { bearerClient, Client, household, signedUpClient, testApp, twoUsers } from "@test/harness";
import { ownToken } from "@test/routes-sign-on";

describe("making, listing and revoking tokens", () => {
  test("a token is answered once, kf_pat_ and 32 random bytes, and only its hash is stored", async () => {
    const { a, db } = await twoUsers();
    const res = await a.post("/api/tokens", { name: "Home Assistant", scope: "read" });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^kf_pat_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(res.body.token.slice(7), "base64url").length).toBe(32);
    expect(res.body).toMatchObject({ name: "Home Assistant", scope: "read", lastUsedAt: null });
    const listed = await a.get("/api/tokens");
    expect(listed.body).toEqual([
      { id: res.body.id, name: "Home Assistant", scope: "read", createdAt: res.body.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.token);
    const stored = db.$client.query("SELECT * FROM api_tokens").all();
    expect(JSON.stringify(stored)).not.toContain(res.body.token);
    expect(JSON.stringify(stored)).toContain(new Bun.CryptoHasher("sha256").update(res.body.token).digest("hex"));
  });

  test("a name and a scope are required, with words", async () => {
    const { a } = await twoUsers();
    expect((await a.post("/api/tokens", { scope: "read" })).body.message).toBe("Token name is required");
    expect((await a.post("/api/tokens", { name: "x", scope: "admin" })).body.message).toBe("scope must be read or write");
    expect((await a.post("/api/tokens", { name: "   ", scope: "read" })).status).toBe(400);
  });

  test("the last use is listed; a revoked token is 401 at once", async () => {
    const { a, app } = await twoUsers();
    const { id, token } = await ownToken(a, "read");
    const script = bearerClient(app, token);
    const before = Date.now();
    expect((await script.get("/api/goals")).status).toBe(200);
    const [listed] = (await a.get("/api/tokens")).body;
    expect(listed.lastUsedAt).toBeGreaterThanOrEqual(before);
    expect((await a.delete(`/api/tokens/${id}`)).status).toBe(200);
    expect((await script.get("/api/goals")).status).toBe(401);
    expect((await a.get("/api/tokens")).body).toEqual([]);
  });

  test("another member's token cannot be revoked (404), and a member holds at most 20", async () => {
    const { a, b } = await twoUsers();
    const { id } = await ownToken(a);
    expect((await b.delete(`/api/tokens/${id}`)).status).toBe(404);
    for (let i = 1; i < 20; i++) await ownToken(a);
    const over = await a.post("/api/tokens", { name: "one more", scope: "read" });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You can have at most 20 API tokens. Revoke one you no longer use first.");
    expect((await a.get("/api/tokens")).body.length).toBe(20);
  });
});

describe("a request with a token", () => {
  test("acts as its member; a read token is 403 on a change, a write token changes", async () => {
    const { a, app } = await twoUsers();
    const reader = bearerClient(app, (await ownToken(a, "read")).token);
    const writer = bearerClient(app, (await ownToken(a, "write")).token);
    const body = { date: "2026-03-02", weight: 181.4 };
    const refused = await reader.post("/api/body-composition", body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This API token can only read: make a write token to change data");
    expect((await writer.post("/api/body-composition", body)).status).toBe(201);
    const entries = (await reader.get("/api/body-composition")).body;
    expect(JSON.stringify(entries)).toContain("181.4");
    expect(JSON.stringify((await a.get("/api/body-composition")).body)).toContain("181.4");
  });

  test("carries no cookie rights: another member's cookie beside it is not read, and no cookie is set", async () => {
    const { a, b, app, bId } = await twoUsers();
    const token = (await ownToken(a, "read")).token;
    const mixed = bearerClient(app, token);
    for (const [k, v] of b.cookies) mixed.cookies.set(k, v);
    const res = await mixed.get("/api/goals");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const who = await mixed.get("/api/auth/user");
    expect(who.body.isAuthenticated).toBe(false);
    // B's cookie alone is still B.
    expect((await b.get("/api/auth/user")).body.user.id).toBe(bId);
  });

  test("never signs out everywhere, changes the password or reaches the admin", async () => {
    const t = await household();
    const writer = bearerClient(t.app, (await ownToken(t.a, "write")).token);
    expect((await writer.post("/api/logout-everywhere")).status).toBe(403);
    expect((await writer.post("/api/profile/password", { currentPassword: "correct horse", newPassword: "another horse" })).status).toBe(
      403,
    );
    expect((await writer.post("/api/tokens", { name: "more", scope: "write" })).status).toBe(403);
    const admin = new Client(t.app, { authorization: "Bearer kf_pat_anything" });
    for (const [k, v] of t.admin.cookies) admin.cookies.set(k, v);
    // The admin's own cookie sent beside a Bearer header carries nothing either.
    expect((await admin.get("/api/admin/users")).status).toBe(401);
    expect((await t.a.get("/api/auth/user")).body.isAuthenticated).toBe(true);
  });

  test("a cross-origin change is refused with a token too", async () => {
    const { a, app } = await twoUsers();
    const writer = bearerClient(app, (await ownToken(a, "write")).token);
    const res = await writer.post("/api/body-composition", { date: "2026-03-02", weight: 180 }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Cross-origin request refused");
  });
});

describe("tokens are revoked by a new password", () => {
  test("a password change revokes every token of the member", async () => {
    const { a, app } = await twoUsers();
    const script = bearerClient(app, (await ownToken(a, "read")).token);
    expect((await a.post("/api/profile/password", { currentPassword: "correct horse", newPassword: "a new horse" })).status).toBe(200);
    expect((await script.get("/api/goals")).status).toBe(401);
    expect((await a.get("/api/tokens")).body).toEqual([]);
  });

  test("an admin reset revokes every token of the member", async () => {
    const t = await household();
    const script = bearerClient(t.app, (await ownToken(t.a, "read")).token);
    const id = (await t.a.get("/api/auth/user")).body.user.id;
    expect((await t.admin.post(`/api/admin/users/${id}/reset-password`)).status).toBe(200);
    expect((await script.get("/api/goals")).status).toBe(401);
  });
});

describe("wrong tokens are limited like sign-ins", () => {
  test("each wrong token is a failure of its address: past the address's limit, tokens and passwords wait (429)", async () => {
    const { app, db } = testApp({ limiter: new FailureLimiter({ clientMax: 3 }) });
    await ensureAdmin(db, "admin", "household admin pw");
    const { client, email } = await signedUpClient(app);
    const token = (await ownToken(client, "read")).token;
    const guesser = (t: string) => bearerClient(app, t).get("/api/goals");
    for (let i = 0; i < 3; i++) expect((await guesser(`kf_pat_guess${i}`)).status).toBe(401);
    const held = await guesser("kf_pat_guess3");
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same address is held back for a password and a right token alike.
    expect((await new Client(app).post("/api/login", { email, password: "correct horse" })).status).toBe(429);
    expect((await guesser(token)).status).toBe(429);
  });

  test("a change with a wrong token is refused before its body is read", async () => {
    const { app } = testApp();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode("{")),
      pull: () => {
        pulled++;
        return new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const res = await app.handle(
      new Request("http://localhost/api/body-composition", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer kf_pat_wrong" },
        body,
        // @ts-expect-error Bun needs this for a streamed request body
        duplex: "half",
      }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("connection")).toBe("close");
    expect(pulled).toBeLessThan(2);
  });
});
