// Exercise history reads workouts, exercises and their set rows. The Workouts API lives in its own
// module, so these tests write the rows with drizzle directly.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Db } from "@db/client";
import { exerciseSets, exercises, workouts } from "@db/schema";
import { eq } from "drizzle-orm";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import { Client, twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;

type SetSeed = [weight: string, reps: string, completed: boolean];

function logExercise(db: Db, userId: number, date: string, name: string, sets: SetSeed[] | null, sortOrder = 0) {
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
  const ex = db
    .insert(exercises)
    .values({ workoutId: workout.id, userId, date, name, sets: sets?.length ?? 3, reps: "5", weight: "100", isCompleted: true, sortOrder })
    .returning()
    .get();
  if (sets) {
    sets.forEach(([weight, reps, completed], i) =>
      db
        .insert(exerciseSets)
        .values({ exerciseId: ex.id, userId, setNumber: i + 1, weight, reps, completed })
        .run(),
    );
  }
  return ex.id;
}

beforeEach(async () => {
  t = await twoUsers();
});

const url = (name: string, before?: string) =>
  `/api/exercises/history?name=${encodeURIComponent(name)}${before ? `&before=${before}` : ""}`;

describe("GET /api/exercises/history", () => {
  test("every session of the exercise, newest first, matched by name case-insensitively", async () => {
    logExercise(t.db, t.aId, "2026-06-01", "Bench Press", [
      ["135", "10", true],
      ["155", "8", true],
      ["175", "3", false],
    ]);
    logExercise(t.db, t.aId, "2026-06-08", "bench press", [
      ["145", "10", true],
      ["165", "8", true],
    ]);
    logExercise(t.db, t.aId, "2026-06-08", "Squat", [["225", "5", true]]);
    logExercise(t.db, t.aId, "2026-05-25", "BENCH PRESS", [
      ["135", "8-10", true],
      ["BW", "AMRAP", true],
    ]);
    const res = await t.a.get(url("Bench press"));
    expect(res.status).toBe(200);
    expect(res.body.map((s: { date: string }) => s.date)).toEqual(["2026-06-08", "2026-06-01", "2026-05-25"]);
    expect(res.body[1]).toEqual({
      date: "2026-06-01",
      type: "weight_reps",
      sets: [
        // Each beat everything before it (25 May's best: 135 lb, 171 estimated): personal records.
        { setNumber: 1, weight: "135", reps: "10", completed: true, kind: "normal", pr: true },
        { setNumber: 2, weight: "155", reps: "8", completed: true, kind: "normal", pr: true },
        { setNumber: 3, weight: "175", reps: "3", completed: false, kind: "normal" },
      ],
      bestSet: { setNumber: 2, weight: 155, reps: 8, estimatedOneRepMax: 196.3 },
      estimatedOneRepMax: 196.3,
      totalVolume: 1350 + 1240,
    });
    // A range counts its lower number; AMRAP with body weight has no load.
    expect(res.body[2]).toMatchObject({ estimatedOneRepMax: 171, totalVolume: 1080 });
  });

  test("`before` keeps only earlier sessions (the day being viewed is not history)", async () => {
    logExercise(t.db, t.aId, "2026-06-01", "Row", [["95", "10", true]]);
    logExercise(t.db, t.aId, "2026-06-08", "Row", [["100", "10", true]]);
    const res = await t.a.get(url("row", "2026-06-08"));
    expect(res.body.map((s: { date: string }) => s.date)).toEqual(["2026-06-01"]);
  });

  test("pages: the newest 50 sessions, then those before the oldest shown; records count every earlier page", async () => {
    // 60 weekly sessions, each heavier than the last but for one far heavier in the older page.
    const dates = Array.from({ length: 60 }, (_, i) => toIsoDate(addDays(parseIsoDate("2025-01-06")!, i * 7)));
    dates.forEach((date, i) => {
      const weight = String(i === 5 ? 500 : 100 + i);
      const id = logExercise(t.db, t.aId, date, "Press", [[weight, "5", true]]);
      // The kept figures, as every write through the API keeps them.
      const est = Math.round(Number(weight) * (1 + 5 / 30) * 10) / 10;
      t.db
        .update(exercises)
        .set({ completedSets: 1, bestEstimate: est, topWeight: Number(weight) })
        .where(eq(exercises.id, id))
        .run();
    });
    const first = (await t.a.get(url("press"))).body as { date: string; sets: { pr?: boolean }[] }[];
    expect(first.map((s) => s.date)).toEqual(dates.slice(10).reverse());
    // Nothing in the newest page beats the 500 lb of an older one.
    expect(first.flatMap((s) => s.sets).filter((set) => set.pr)).toEqual([]);
    const older = (await t.a.get(`${url("press", dates[10])}&limit=50`)).body as { date: string; sets: { pr?: boolean }[] }[];
    expect(older.map((s) => s.date)).toEqual(dates.slice(0, 10).reverse());
    expect(older.map((s) => Boolean(s.sets[0]!.pr))).toEqual([false, false, false, false, true, true, true, true, true, false]);
    expect((await t.a.get(`${url("press")}&limit=3`)).body.map((s: { date: string }) => s.date)).toEqual(dates.slice(57).reverse());
    expect((await t.a.get(`${url("press")}&limit=0`)).status).toBe(400);
  });

  test("two blocks of the same exercise on one day are one session, sets numbered on", async () => {
    logExercise(t.db, t.aId, "2026-06-01", "Squat", [["185", "5", true]], 0);
    logExercise(t.db, t.aId, "2026-06-01", "squat", [["205", "3", true]], 2);
    const [session] = (await t.a.get(url("Squat"))).body;
    expect(session.sets.map((s: { setNumber: number; weight: string }) => [s.setNumber, s.weight])).toEqual([
      [1, "185"],
      [2, "205"],
    ]);
    expect(session.totalVolume).toBe(925 + 615);
  });

  test("an exercise without set rows counts its planned sets, done when it was completed", async () => {
    logExercise(t.db, t.aId, "2026-06-01", "Deadlift", null);
    const [session] = (await t.a.get(url("Deadlift"))).body;
    expect(session.sets).toHaveLength(3);
    expect(session).toMatchObject({ estimatedOneRepMax: 116.7, totalVolume: 1500 });
  });

  test("unknown names give an empty list; another user's sessions never show", async () => {
    logExercise(t.db, t.bId, "2026-06-01", "Bench Press", [["300", "5", true]]);
    expect((await t.a.get(url("Bench Press"))).body).toEqual([]);
    expect((await t.b.get(url("Bench Press"))).body).toHaveLength(1);
    expect((await t.a.get(url("%"))).body).toEqual([]);
  });

  test("bad input is 400 naming the field", async () => {
    const cases: [string, RegExp][] = [
      ["/api/exercises/history", /^name /],
      ["/api/exercises/history?name=", /^name /],
      ["/api/exercises/history?name=%20%20", /^name /],
      [url("x".repeat(201)), /^name must be at most 200/],
      [url("Squat", "2026-02-30"), /^before /],
    ];
    for (const [path, message] of cases) {
      const res = await t.a.get(path);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  test("not signed in is 401", async () => {
    expect((await new Client(t.app).get(url("Squat"))).status).toBe(401);
  });
});
