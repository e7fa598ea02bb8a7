// The streak reads the days with a ticked set. Most tests write the rows with drizzle directly (the
// Workouts API lives in its own module); one goes through the API, ticking and unticking a set.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Db } from "@db/client";
import { exercises, workouts } from "@db/schema";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import { Client, twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;

/** An exercise of 3 sets on `date`: `true` is all ticked, `false` none, a number that many. */
function exercise(db: Db, userId: number, date: string, ticked: boolean | number, name = "Squat") {
  const completedSets = ticked === true ? 3 : ticked === false ? 0 : ticked;
  const workout =
    db
      .select()
      .from(workouts)
      .all()
      .find((w) => w.userId === userId && w.date === date) ??
    db
      .insert(workouts)
      .values({ userId, date, dayOfWeek: weekdayName(parseIsoDate(date)!) })
      .returning()
      .get();
  db.insert(exercises)
    .values({ workoutId: workout.id, userId, date, name, sets: 3, completedSets, isCompleted: completedSets === 3 })
    .run();
}

beforeEach(async () => {
  t = await twoUsers();
});

describe("GET /api/streak", () => {
  test("no workouts: 0", async () => {
    const res = await t.a.get("/api/streak?today=2026-06-10");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ streak: 0, activeToday: false, today: "2026-06-10" });
  });

  test("counts consecutive days with a ticked set, ending today", async () => {
    for (const d of ["2026-06-06", "2026-06-08", "2026-06-09", "2026-06-10"]) exercise(t.db, t.aId, d, true);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toEqual({ streak: 3, activeToday: true, today: "2026-06-10" });
  });

  test("today not done yet keeps yesterday's streak; a planned day with nothing ticked does not count", async () => {
    exercise(t.db, t.aId, "2026-06-08", true);
    exercise(t.db, t.aId, "2026-06-09", true);
    exercise(t.db, t.aId, "2026-06-10", false);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 2, activeToday: false });
    // One ticked set is enough: the exercise need not be finished.
    exercise(t.db, t.aId, "2026-06-10", 1, "Bench");
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 3, activeToday: true });
    // Two days later the run is broken.
    expect((await t.a.get("/api/streak?today=2026-06-12")).body).toMatchObject({ streak: 0 });
  });

  test("a day with only some sets ticked counts; a gap breaks the run", async () => {
    exercise(t.db, t.aId, "2026-06-05", 2);
    exercise(t.db, t.aId, "2026-06-07", 1);
    exercise(t.db, t.aId, "2026-06-08", 1);
    exercise(t.db, t.aId, "2026-06-09", 1);
    expect((await t.a.get("/api/streak?today=2026-06-09")).body).toMatchObject({ streak: 3, activeToday: true });
    // Ending yesterday: today (the 10th) is not over yet.
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 3, activeToday: false });
    // The 6th is the gap: the run before it is not counted.
    expect((await t.a.get("/api/streak?today=2026-06-06")).body).toMatchObject({ streak: 1, activeToday: false });
  });

  test("through the API: ticking one set starts today's streak, unticking it takes it back", async () => {
    const plan = await t.a.post("/api/workouts", { date: "2026-06-10", exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "100" }] });
    expect(plan.status).toBeLessThan(300);
    const id = (await t.a.get("/api/workouts/2026-06-10")).body.exercises[0].id;
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 0, activeToday: false });
    expect((await t.a.put(`/api/exercises/${id}/sets/2`, { completed: true })).status).toBe(200);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 1, activeToday: true });
    expect((await t.a.get("/api/streak?today=2026-06-11")).body).toMatchObject({ streak: 1, activeToday: false });
    expect((await t.a.put(`/api/exercises/${id}/sets/2`, { completed: false })).status).toBe(200);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 0, activeToday: false });
    // Another member's ticks are not this one's streak.
    expect((await t.b.get("/api/streak?today=2026-06-10")).body.streak).toBe(0);
  });

  test("the client's today decides; later days are ignored", async () => {
    exercise(t.db, t.aId, "2026-06-09", true);
    exercise(t.db, t.aId, "2026-06-11", true);
    expect((await t.a.get("/api/streak?today=2026-06-09")).body.streak).toBe(1);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body.streak).toBe(1);
  });

  test("long runs are counted whole, however many days they span", async () => {
    const today = parseIsoDate("2026-06-10")!;
    const day = (back: number) => toIsoDate(addDays(today, -back));
    // Yesterday back through 200 days ago, a gap, then older days that must not count.
    for (let back = 1; back <= 200; back++) exercise(t.db, t.aId, day(back), true);
    for (let back = 202; back <= 210; back++) exercise(t.db, t.aId, day(back), true);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 200, activeToday: false });
    exercise(t.db, t.aId, day(0), true);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body).toMatchObject({ streak: 201, activeToday: true });
    for (const n of [63, 64, 65]) {
      expect((await t.a.get(`/api/streak?today=${day(200 - n + 1)}`)).body.streak).toBe(n);
    }
  });

  test("only the signed-in user's workouts count", async () => {
    exercise(t.db, t.bId, "2026-06-09", true);
    exercise(t.db, t.bId, "2026-06-10", true);
    expect((await t.a.get("/api/streak?today=2026-06-10")).body.streak).toBe(0);
    expect((await t.b.get("/api/streak?today=2026-06-10")).body.streak).toBe(2);
  });

  test("a missing or impossible date is 400 naming it", async () => {
    for (const q of ["", "?today=", "?today=2026-02-30", "?today=yesterday", "?today=2026-6-1"]) {
      const res = await t.a.get(`/api/streak${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^today /);
    }
  });

  test("not signed in is 401", async () => {
    expect((await new Client(t.app).get("/api/streak?today=2026-06-10")).status).toBe(401);
  });
});
