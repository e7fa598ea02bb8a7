// The administrator through the HTTP API: sign-in, the user list, deleting a user with all they
// own, and admin sessions kept apart from users'.
import { describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import {
  adminSessions,
  bodyComposition,
  customIngredients,
  exercises,
  exerciseSets,
  mealIngredients,
  meals,
  mealTemplates,
  sessions,
  users,
  workouts,
  workoutTemplates,
} from "@db/schema";
import type { Db } from "@db/client";
import { Client, signedUpClient, testApp } from "@test/harness";
import { FailureLimiter } from "@http/rate-limit";
import { ensureAdmin, resetAdminPassword } from "./service";

const ADMIN_PASSWORD = "family admin pw";

async function adminApp(overrides = {}, file?: string) {
  const t = testApp(overrides, file);
  await ensureAdmin(t.db, "admin", ADMIN_PASSWORD);
  const admin = new Client(t.app);
  const res = await admin.post("/api/admin/login", { username: "admin", password: ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return { ...t, admin };
}

/** One row in every table a user can own, so deletion is checked against all of them. */
function seedEverything(db: Db, userId: number) {
  const w = db.insert(workouts).values({ userId, date: "2026-11-02", dayOfWeek: "Monday" }).returning().get();
  const e = db.insert(exercises).values({ userId, workoutId: w.id, date: w.date, name: "Squat" }).returning().get();
  db.insert(exerciseSets).values({ userId, exerciseId: e.id, setNumber: 1, weight: "100", reps: "5" }).run();
  db.insert(workoutTemplates)
    .values({ userId, name: "Legs", data: { exercises: [] } })
    .run();
  const c = db.insert(customIngredients).values({ userId, name: "Oats" }).returning().get();
  const m = db.insert(meals).values({ userId, date: "2026-11-02", name: "Breakfast", time: "07:30:00" }).returning().get();
  db.insert(mealIngredients).values({ userId, mealId: m.id, customIngredientId: c.id, name: "Oats", quantity: 80, unit: "g" }).run();
  db.insert(mealTemplates)
    .values({ userId, name: "Oats", mealTime: "breakfast", data: { meal: {}, ingredients: [] } })
    .run();
  db.insert(bodyComposition).values({ userId, date: "2026-11-02", weight: 180 }).run();
}

const OWNED = [
  sessions,
  workouts,
  exercises,
  exerciseSets,
  workoutTemplates,
  customIngredients,
  meals,
  mealIngredients,
  mealTemplates,
  bodyComposition,
];
const countFor = (db: Db, userId: number) =>
  OWNED.reduce((n, table) => n + db.select({ n: sql<number>`count(*)` }).from(table).where(eq(table.userId, userId)).get()!.n, 0);

describe("admin", () => {
  test("signs in, lists users newest first without secrets, and signs out", async () => {
    const { app, db, admin } = await adminApp();
    const a = await signedUpClient(app, { firstName: "Ann", lastName: "Lee" });
    // An account without a last name (the column allows none).
    db.$client.run("UPDATE users SET last_name = NULL WHERE id = ?", [a.user.id]);
    const b = await signedUpClient(app);
    const list = await admin.get("/api/admin/users");
    expect(list.status).toBe(200);
    expect(list.body.map((u: { id: number }) => u.id)).toEqual([b.user.id, a.user.id]);
    expect(list.body[1]).toEqual({
      id: a.user.id,
      email: a.email,
      firstName: "Ann",
      lastName: null,
      username: a.email.split("@")[0],
      subscriptionStatus: "free",
      createdAt: expect.any(String),
    });
    expect((await admin.post("/api/admin/logout")).status).toBe(200);
    expect((await admin.get("/api/admin/users")).status).toBe(401);
  });

  test("the session check answers 200 before and after sign-in, and after sign-out", async () => {
    const { app, admin } = await adminApp();
    const visitor = new Client(app);
    const before = await visitor.get("/api/admin/session");
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ signedIn: false, username: null });
    expect((await admin.get("/api/admin/session")).body).toEqual({ signedIn: true, username: "admin" });
    // A member's session is not an admin session.
    const member = await signedUpClient(app);
    expect((await member.client.get("/api/admin/session")).body).toEqual({ signedIn: false, username: null });
    await admin.post("/api/admin/logout");
    expect((await admin.get("/api/admin/session")).body).toEqual({ signedIn: false, username: null });
  });

  test("wrong credentials, bad input and the rate limit", async () => {
    const { app } = await adminApp({ limiter: new FailureLimiter({ freeTries: 2, firstDelayMs: 60_000 }) });
    const client = new Client(app);
    const missing = await client.post("/api/admin/login", { username: "admin" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Password is required");
    const wrong = await client.post("/api/admin/login", { username: "admin", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid credentials");
    const unknown = await client.post("/api/admin/login", { username: "root", password: "nope" });
    expect(unknown.body).toEqual(wrong.body);
    await client.post("/api/admin/login", { username: "admin", password: "nope" });
    const limited = await client.post("/api/admin/login", { username: "admin", password: ADMIN_PASSWORD });
    expect(limited.status).toBe(429);
  });

  test("deleting a user removes every row they own and ends their session; others untouched", async () => {
    const { app, db, admin } = await adminApp();
    const victim = await signedUpClient(app);
    const bystander = await signedUpClient(app);
    seedEverything(db, victim.user.id);
    seedEverything(db, bystander.user.id);
    const before = countFor(db, bystander.user.id);
    expect(countFor(db, victim.user.id)).toBeGreaterThan(9);

    const res = await admin.delete(`/api/admin/users/${victim.user.id}`);
    expect(res.status).toBe(200);
    expect(countFor(db, victim.user.id)).toBe(0);
    expect(db.select().from(users).where(eq(users.id, victim.user.id)).get()).toBeUndefined();
    expect((await victim.client.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect((await victim.client.put("/api/profile", { firstName: "Ghost" })).status).toBe(401);
    expect(countFor(db, bystander.user.id)).toBe(before);
    expect((await bystander.client.get("/api/auth/user")).body.isAuthenticated).toBe(true);

    const again = await admin.delete(`/api/admin/users/${victim.user.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("User not found");
    for (const bad of ["abc", "-1", "0", "1.5", "99999999999999999999"]) {
      expect((await admin.delete(`/api/admin/users/${bad}`)).status).toBe(404);
    }
  });

  test("admin and user sessions are separate both ways", async () => {
    const { app, admin } = await adminApp();
    const { client: user } = await signedUpClient(app);
    expect((await user.get("/api/admin/users")).status).toBe(401);
    expect((await user.delete("/api/admin/users/1")).status).toBe(401);
    expect((await admin.get("/api/auth/user")).body.isAuthenticated).toBe(false);
    expect((await admin.put("/api/profile", { firstName: "Admin" })).status).toBe(401);
    // A user's cookie value under the admin cookie's name is not an admin session either.
    const forged = new Client(app);
    forged.cookies.set("kinfit_admin", user.cookies.get("kinfit_session")!);
    expect((await forged.get("/api/admin/users")).status).toBe(401);
  });

  test("an admin session slides forward on use, with its cookie renewed, and sign-out clears it", async () => {
    const { db, admin } = await adminApp();
    const token = admin.cookies.get("kinfit_admin")!;
    db.update(adminSessions)
      .set({ expiresAt: Date.now() + 24 * 60 * 60 * 1000 })
      .run();
    const res = await admin.get("/api/admin/users");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toStartWith(`kinfit_admin=${token}; Path=/; Expires=`);
    expect(cookie).toContain("HttpOnly");
    expect(db.select().from(adminSessions).get()!.expiresAt).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const out = await admin.post("/api/admin/logout");
    expect(out.headers.getSetCookie()[0]).toMatch(/^kinfit_admin=; Path=\/; Max-Age=0;/);
    expect((await admin.get("/api/admin/users")).status).toBe(401);
  });

  test("no session: admin routes are 401", async () => {
    const { app } = await adminApp();
    const client = new Client(app);
    expect((await client.get("/api/admin/users")).status).toBe(401);
    expect((await client.delete("/api/admin/users/1")).status).toBe(401);
  });

  test("ensureAdmin: generated once, configured password applied, reset ends admin sessions", async () => {
    const { app, db } = testApp();
    const generated = await ensureAdmin(db, "admin", undefined);
    expect(generated).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await ensureAdmin(db, "admin", undefined)).toBeUndefined();
    const client = new Client(app);
    expect((await client.post("/api/admin/login", { username: "admin", password: generated })).status).toBe(200);

    await ensureAdmin(db, "boss", "configured pw");
    expect(db.select().from(adminSessions).all()).toHaveLength(0);
    expect((await client.post("/api/admin/login", { username: "boss", password: "configured pw" })).status).toBe(200);

    const fresh = await resetAdminPassword(db, "boss");
    expect((await client.get("/api/admin/users")).status).toBe(401);
    expect((await client.post("/api/admin/login", { username: "boss", password: fresh })).status).toBe(200);
  });
});

describe("deleted means gone", () => {
  test("after the admin deletes a member, their e-mail and password hash are in neither the file nor its WAL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-delete-"));
    try {
      const file = join(dir, "kinfit.db");
      const t = await adminApp({}, file);
      const email = "zed-unique-marker@example.com";
      const gone = await signedUpClient(t.app, { email });
      const keep = await signedUpClient(t.app, { email: "stays@example.com" });
      const hash = t.db.select().from(users).where(eq(users.id, gone.user.id)).get()!.passwordHash;
      await gone.client.post("/api/meals", { date: "2026-03-02", name: "Marker breakfast zqx", time: "7:30 AM" });
      const bytes = () =>
        readFileSync(file).toString("latin1") + (existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`).toString("latin1") : "");
      expect(bytes()).toContain(email);

      expect((await t.admin.delete(`/api/admin/users/${gone.user.id}`)).status).toBe(200);
      const after = bytes();
      expect(after).not.toContain(email);
      expect(after).not.toContain(hash);
      expect(after).not.toContain("Marker breakfast zqx");
      expect(after).toContain("stays@example.com");
      expect(keep.user.id).toBeGreaterThan(0);
      t.db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("closing sign-ups", () => {
  test("open by default; the admin closes them, sign-up is refused with a message, and reopens them", async () => {
    const { app, admin } = await adminApp();
    const visitor = new Client(app);
    expect((await admin.get("/api/admin/settings")).body).toEqual({ signupsOpen: true, foodLookupOnline: true, signupsRefused: 0 });
    expect((await visitor.get("/api/auth/user")).body).toMatchObject({
      isAuthenticated: false,
      signupsOpen: true,
      message: "Not authenticated",
    });

    expect((await admin.put("/api/admin/settings", { signupsOpen: false })).body).toEqual({
      signupsOpen: false,
      foodLookupOnline: true,
      signupsRefused: 0,
    });
    expect((await visitor.get("/api/auth/user")).body.signupsOpen).toBe(false);
    const refused = await visitor.post("/api/signup", {
      email: "late@example.com",
      password: "long enough pw",
      firstName: "Test",
      lastName: "User",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Sign-ups are closed. Ask the person who runs Kinfit in your home for an account.");

    expect((await admin.put("/api/admin/settings", { signupsOpen: "no" })).status).toBe(400);
    await admin.put("/api/admin/settings", { signupsOpen: true });
    expect(
      (await visitor.post("/api/signup", { email: "late@example.com", password: "long enough pw", firstName: "Test", lastName: "User" }))
        .status,
    ).toBe(201);
  });
});
