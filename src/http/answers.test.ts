// A member's reads are answered from memory with an ETag until the database changes: every cached
// route revalidates to a 304, never matches another member's answer, and never answers older than
// the last acknowledged write, with writers and readers of several members at once.
import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { guards } from "@modules/auth/guards";
import { sessionUser } from "@modules/auth/sessions";
import { Client, household, signedUpClient, testApp } from "@test/harness";
import { cachedReads, registeredCachedReads } from "@test/route-table";
import { ANSWER_CACHE_CONTROL, matchesEtag } from "./answers";
import { SECURITY_HEADERS } from "./security";

const DAY = "2026-11-16";
const pad = (n: number) => String(n).padStart(2, "0");

type Read = {
  /** The request (its name in the test); a `:id` in it is filled by `own`. */
  path: string;
  /** A write of the same member that changes the answer. */
  change: (c: Client) => Promise<unknown>;
  /** Makes the member's row the path names and returns the concrete path; others get a 404. */
  own?: (c: Client) => Promise<string>;
};

/** A request for every cached read of the route table, with a write that changes its answer. */
const READS: Record<string, Read> = {
  "GET /api/workouts/:date": {
    path: `/api/workouts/${DAY}`,
    change: (c) => c.post("/api/workouts", { date: DAY, exercises: [{ name: "Row", sets: 2, reps: "8" }] }),
  },
  "GET /api/workouts": {
    path: `/api/workouts?date=${DAY}`,
    change: (c) => c.post("/api/workouts", { date: DAY, exercises: [{ name: "Dip", sets: 2, reps: "8" }] }),
  },
  "GET /api/workouts/previous/:date": { path: "/api/workouts/previous/2026-11-30", change: (c) => tickFirstSet(c) },
  "GET /api/workouts/sessions": { path: "/api/workouts/sessions?limit=5", change: (c) => tickFirstSet(c) },
  "GET /api/workouts/previous": { path: "/api/workouts/previous?date=2026-11-30", change: (c) => tickFirstSet(c) },
  "GET /api/workouts/week": {
    path: "/api/workouts/week?start=2026-11-16",
    change: (c) => c.post("/api/workouts", { date: "2026-11-17", exercises: [{ name: "Squat", sets: 1, reps: "5" }] }),
  },
  "GET /api/exercises/names": {
    path: "/api/exercises/names?q=sq",
    change: (c) => c.post("/api/workouts", { date: "2026-11-18", exercises: [{ name: "Squeeze", sets: 1, reps: "5" }] }),
  },
  "GET /api/exercises/history": { path: "/api/exercises/history?name=Squat", change: (c) => tickFirstSet(c) },
  "GET /api/streak": { path: "/api/streak?today=2026-11-16", change: (c) => tickFirstSet(c) },
  "GET /api/coach": {
    path: "/api/coach?today=2026-11-16",
    change: (c) => c.put("/api/coach/goal", { direction: "lose", ratePerWeek: 0.5 }),
  },
  "GET /api/coach/week": { path: "/api/coach/week?weekStart=2026-11-16", change: (c) => tickFirstSet(c) },
  "GET /api/meals": {
    path: `/api/meals?date=${DAY}`,
    change: (c) => c.post("/api/meals", { date: DAY, name: "Lunch", time: "12:30:00", ingredients: [] }),
  },
  "GET /api/meals/week": {
    path: "/api/meals/week?start=2026-11-16",
    change: (c) => c.post("/api/meals", { date: DAY, name: "Tea", time: "16:00:00", ingredients: [] }),
  },
  "GET /api/shopping-list": {
    path: "/api/shopping-list?from=2026-11-16&to=2026-11-22",
    change: (c) =>
      c.post("/api/meals", { date: DAY, name: "Supper", time: "19:00:00", ingredients: [{ name: "Oats", quantity: 50, unit: "g" }] }),
  },
  "GET /api/shopping-list/live": {
    path: "/api/shopping-list/live?from=2026-11-16&to=2026-11-22&scope=household",
    change: (c) =>
      c.post("/api/meals", { date: DAY, name: "Late supper", time: "21:00:00", ingredients: [{ name: "Rye", quantity: 50, unit: "g" }] }),
  },
  "GET /api/templates": {
    path: "/api/templates",
    change: (c) => c.post("/api/templates", { name: "Legs", data: { exercises: [{ name: "Squat", sets: 3, reps: "5" }] } }),
  },
  "GET /api/templates/:id/with-latest": {
    path: "/api/templates/:id/with-latest?date=2026-11-30",
    own: async (c) => {
      const made = await c.post("/api/templates", { name: "Legs", data: { exercises: [{ name: "Squat", sets: 2, reps: "5" }] } });
      return `/api/templates/${made.body.id}/with-latest?date=2026-11-30`;
    },
    change: (c) => c.post("/api/workouts", { date: "2026-11-20", exercises: [{ name: "Squat", sets: 2, weight: 140, reps: "3" }] }),
  },
  "GET /api/meal-templates": {
    path: "/api/meal-templates",
    change: (c) =>
      c.post("/api/meal-templates", {
        name: "Porridge",
        data: { meal: { name: "Porridge", time: "07:30:00", notes: "" }, ingredients: [{ name: "Oats", quantity: 50, unit: "g" }] },
      }),
  },
  "GET /api/custom-ingredients": {
    path: "/api/custom-ingredients",
    change: (c) => c.post("/api/custom-ingredients", { name: "Skyr", defaultQuantity: 150, defaultUnit: "g", caloriesPerUnit: 0.6 }),
  },
  "GET /api/body-composition": { path: "/api/body-composition", change: (c) => c.post("/api/body-composition", { date: DAY, weight: 80 }) },
  "GET /api/goals": { path: "/api/goals", change: (c) => c.put("/api/profile", { goals: { calories: 2400 } }) },
  "GET /api/household": { path: "/api/household", change: (c) => c.put("/api/profile", { firstName: "Renamed", lastName: "Member" }) },
  "GET /api/exercise-library": {
    path: "/api/exercise-library?q=landmine",
    change: (c) => c.post("/api/exercise-library", { name: "Landmine Press", primaryMuscles: ["shoulders"] }),
  },
  "GET /api/exercise-library/:id": {
    path: "/api/exercise-library/:id",
    own: async (c) =>
      `/api/exercise-library/${(await c.post("/api/exercise-library", { name: "Landmine Press", primaryMuscles: ["shoulders"], shared: false })).body.id}`,
    change: async (c) => {
      const [mine] = (await c.get("/api/exercise-library?q=landmine")).body;
      return c.put(`/api/exercise-library/${mine.id}`, { name: "Landmine Row", primaryMuscles: ["lats"], shared: false });
    },
  },
  "GET /api/exercises/links": {
    path: "/api/exercises/links",
    change: (c) => c.put("/api/exercises/links", { name: "Squat", libraryId: "Barbell_Squat" }),
  },
  "GET /api/stats/muscles": { path: "/api/stats/muscles?weeks=4&today=2026-11-22", change: (c) => tickFirstSet(c) },
  // The catalogue's steps follow the member's unit.
  "GET /api/programs/catalogue": { path: "/api/programs/catalogue", change: (c) => c.put("/api/profile", { weightUnit: "kg" }) },
  "GET /api/programs/active": {
    path: `/api/programs/active?date=${DAY}`,
    change: (c) => c.post("/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: {} }),
  },
  "GET /api/programs/:id": {
    path: "/api/programs/:id",
    own: async (c) =>
      `/api/programs/${(await c.post("/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: {} })).body.program.id}`,
    change: (c) => c.delete("/api/programs/active"),
  },
};

/** The table's cached reads, each with its request here: a cached route without one fails. */
const CACHED = cachedReads().map((route) => ({ route, ...(READS[route] ?? { path: route, change: missingRead(route) }) }));

function missingRead(route: string) {
  return async (): Promise<unknown> => {
    throw new Error(`${route} is cached: give it a request and a change in READS (src/http/answers.test.ts)`);
  };
}

async function tickFirstSet(c: Client) {
  const day = await c.get(`/api/workouts/${DAY}`);
  const id = day.body.exercises[0].id as number;
  const set = day.body.exercises[0].setRows[0];
  return c.put(`/api/exercises/${id}/sets/1`, { completed: !set.completed, weight: "100" });
}

async function member(app: Parameters<typeof signedUpClient>[0]) {
  const { client } = await signedUpClient(app);
  const res = await client.post("/api/workouts", { date: DAY, exercises: [{ name: "Squat", sets: 2, weight: 100, reps: "5" }] });
  expect(res.status).toBe(201);
  return client;
}

describe("cached reads", () => {
  test("the route table's cached reads are the routes the app declares cached, each with a request here", () => {
    expect(cachedReads()).toEqual(registeredCachedReads(testApp().app));
    expect(cachedReads().length).toBeGreaterThan(0);
    expect(Object.keys(READS).sort()).toEqual(cachedReads());
  });

  test.each(CACHED)("$path: an ETag, a 304 while unchanged, a new answer after the member's write", async ({ path: name, change, own }) => {
    const { app, ctx } = testApp();
    const a = await member(app);
    const b = await member(app);
    const path = own ? await own(a) : name;
    const first = await a.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(first.headers.get("cache-control")).toBe(ANSWER_CACHE_CONTROL);
    expect(first.headers.get("content-type")).toStartWith("application/json");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(first.headers.get(name)).toBe(value);

    const again = await a.get(path, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // Kept answers let go (a server at rest, src/http/quiet.ts): computed again, the same ETag.
    ctx.readCache.clear();
    expect((await a.get(path, { "if-none-match": etag })).status).toBe(304);

    // The same path as another member: their own answer (a 404 for A's row), never a 304 against A's.
    const other = await b.get(path, { "if-none-match": etag });
    expect(other.status).toBe(own ? 404 : 200);
    expect(other.headers.get("etag")).not.toBe(etag);

    const written = (await change(a)) as { status: number };
    expect(written.status).toBeLessThan(300);
    const after = await a.get(path, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.text).not.toBe(first.text);
    // Exactly what an uncached read computes.
    expect(after.body).toEqual((await a.get(path)).body);
  });

  test("a kept answer is sent without running the route's handler, until the next write", async () => {
    const { app, ctx } = testApp();
    const { client } = await signedUpClient(app);
    let runs = 0;
    const probe = new Elysia().use(guards(ctx)).get(
      "/api/probe",
      ({ user }) => {
        runs++;
        return { id: user.id, runs };
      },
      { cached: true },
    );
    const c = new Client(probe);
    c.cookies = client.cookies;
    const first = await c.get("/api/probe");
    expect(first.status).toBe(200);
    expect(first.body.runs).toBe(1);
    expect((await c.get("/api/probe")).body).toEqual(first.body);
    expect((await c.get("/api/probe", { "if-none-match": first.headers.get("etag")! })).status).toBe(304);
    expect(runs).toBe(1);
    expect((await client.post("/api/body-composition", { date: DAY, weight: 80 })).status).toBe(201);
    expect((await c.get("/api/probe")).body.runs).toBe(2);
  });

  test("a refused read is answered as before and kept for nothing", async () => {
    const { app, ctx } = testApp();
    const a = await member(app);
    for (let i = 0; i < 2; i++) {
      const res = await a.get("/api/workouts/2026-02-30");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("date must be a real date as YYYY-MM-DD");
      expect(res.headers.get("etag")).toBeNull();
    }
    expect(ctx.readCache.size().entries).toBe(0);
  });

  test("no ETag matches without a session, and a signed-out member's cached answers are gone", async () => {
    const { app } = testApp();
    const a = await member(app);
    const first = await a.get(`/api/workouts/${DAY}`);
    const etag = first.headers.get("etag")!;
    const stranger = new Client(app);
    expect((await stranger.get(`/api/workouts/${DAY}`, { "if-none-match": etag })).status).toBe(401);
    const cookie = [...a.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const out = await a.post("/api/logout");
    expect(out.headers.get("clear-site-data")).toBe('"cache"');
    // The old cookie replayed after sign-out: the session lookup was cached, and is no more.
    expect((await stranger.get(`/api/workouts/${DAY}`, { cookie, "if-none-match": etag })).status).toBe(401);
  });

  test("matchesEtag reads If-None-Match as clients send it", () => {
    expect(matchesEtag('"a-1"', '"a-1"')).toBe(true);
    expect(matchesEtag('W/"a-1"', '"a-1"')).toBe(true);
    expect(matchesEtag('"x", "a-1"', '"a-1"')).toBe(true);
    expect(matchesEtag("*", '"a-1"')).toBe(true);
    expect(matchesEtag('"a-2"', '"a-1"')).toBe(false);
    expect(matchesEtag(null, '"a-1"')).toBe(false);
  });
});

describe("cached sessions", () => {
  test("a kept session still expires on time and still slides forward", async () => {
    const { app, db, ctx } = testApp();
    const { client } = await signedUpClient(app);
    const token = client.cookies.get("kinfit_session")!;
    const now = Date.now();
    const found = sessionUser(db, token, now, ctx.sessionCache)!;
    expect(found.user.email).toContain("@example.com");
    expect(sessionUser(db, token, now + 1000, ctx.sessionCache)?.extended).toBe(false);
    const later = now + 2 * 60 * 60 * 1000;
    expect(sessionUser(db, token, later, ctx.sessionCache)?.extended).toBe(true);
    expect(sessionUser(db, token, later + 31 * 24 * 60 * 60 * 1000, ctx.sessionCache)).toBeUndefined();
  });

  test("writes to a member's data keep the sessions; every change to sessions or users drops them", async () => {
    const { app, db, ctx } = testApp();
    const a = await member(app);
    const b = await member(app);
    const sqlite = db.$client;
    const version = () => ctx.sessionCache.version();
    expect((await a.get("/api/auth/user")).status).toBe(200);
    expect((await b.get("/api/auth/user")).status).toBe(200);
    expect(ctx.sessionCache.size().entries).toBe(2);
    const v0 = version();
    // A workout, a meal, a body entry: no session lookup is lost.
    await a.post("/api/workouts", { date: DAY, exercises: [{ name: "Row", sets: 1, reps: "8" }] });
    await a.post("/api/meals", { date: DAY, name: "Lunch", time: "12:30:00", ingredients: [] });
    await b.post("/api/body-composition", { date: DAY, weight: 80 });
    expect(version()).toBe(v0);
    expect((await a.get("/api/auth/user")).status).toBe(200);
    expect(ctx.sessionCache.size().entries).toBe(2);
    // A profile change reaches the member's next request at once.
    expect((await a.put("/api/profile", { firstName: "Renamed" })).status).toBe(200);
    expect(version()).toBeGreaterThan(v0);
    expect((await a.get("/api/auth/user")).body.user.firstName).toBe("Renamed");
    // Every kind of change to either table, however it is made, moves the version.
    const changes = [
      "UPDATE sessions SET expires_at = expires_at + 1",
      "INSERT INTO sessions (id, user_id, expires_at) SELECT 'extra', id, 1 FROM users LIMIT 1",
      "DELETE FROM sessions WHERE id = 'extra'",
      "UPDATE users SET last_name = 'Changed'",
      "INSERT INTO users (email, password_hash) VALUES ('new@example.com', 'x')",
      // Removing a member removes their sessions by the foreign key's cascade.
      "DELETE FROM users WHERE email = 'new@example.com'",
    ];
    for (const change of changes) {
      const before = version();
      sqlite.run(change);
      expect(version()).toBeGreaterThan(before);
    }
    // A write of no row moves nothing.
    const before = version();
    sqlite.run("UPDATE users SET last_name = 'x' WHERE id = -1");
    expect(version()).toBe(before);
  });

  test("an admin's changes to a member reach their next request: password reset and removal sign them out", async () => {
    const t = await household();
    expect((await t.a.get(`/api/workouts/${DAY}`)).status).toBe(200);
    expect((await t.b.get(`/api/workouts/${DAY}`)).status).toBe(200);
    const aId = (await t.a.get("/api/auth/user")).body.user.id;
    const bId = (await t.b.get("/api/auth/user")).body.user.id;
    expect((await t.admin.post(`/api/admin/users/${aId}/reset-password`, {})).status).toBe(200);
    expect((await t.a.get(`/api/workouts/${DAY}`)).status).toBe(401);
    expect((await t.b.get(`/api/workouts/${DAY}`)).status).toBe(200);
    expect((await t.admin.delete(`/api/admin/users/${bId}`)).status).toBe(200);
    expect((await t.b.get(`/api/workouts/${DAY}`)).status).toBe(401);
  });
});

describe("no read is older than the last acknowledged write", () => {
  test("three members each writing their day while all read it, through every cached read of the day", async () => {
    const { app } = testApp();
    const members = [await member(app), await member(app), await member(app)];
    const ids = await Promise.all(members.map(async (c) => (await c.get(`/api/workouts/${DAY}`)).body.exercises[0].id as number));
    for (let round = 1; round <= 25; round++) {
      const racing: Promise<{ status: number }>[] = [];
      members.forEach((c, i) => {
        racing.push(c.get(`/api/workouts/${DAY}`));
        racing.push(c.put(`/api/exercises/${ids[i]}/sets/1`, { weight: String(round * 10 + i), completed: true }));
        racing.push(c.get("/api/workouts/previous/2026-11-30"));
        racing.push(
          c.post("/api/body-composition", {
            date: `2025-${pad(1 + (round % 12))}-${pad(1 + i + 3 * Math.floor(round / 12))}`,
            weight: 60 + round,
          }),
        );
        racing.push(c.get("/api/body-composition"));
      });
      for (const res of await Promise.all(racing)) expect(res.status).toBeLessThan(300);
      // Every write above is acknowledged: each member's next reads must show their own.
      for (const [i, c] of members.entries()) {
        const day = await c.get(`/api/workouts/${DAY}`);
        expect(day.body.exercises[0].setRows[0]).toMatchObject({ weight: String(round * 10 + i), completed: true });
        const last = await c.get("/api/workouts/previous/2026-11-30");
        expect(last.body.exercises.find((e: { name: string }) => e.name === "Squat").sets[0].weight).toBe(String(round * 10 + i));
        const body = (await c.get("/api/body-composition")).body as { weight: number }[];
        expect(body.some((e) => e.weight === 60 + round)).toBe(true);
      }
    }
  });
});
