// Weekly hard sets per muscle: ticked sets that are not warm-ups, of linked names, a main muscle 1
// and a secondary one 0.5, by week (Monday to Sunday); kept right as sets, names and days change.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Client } from "@test/harness";
import { twoUsers, type TwoUsers } from "@test/harness";
import { libraryEntry } from "./data";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

async function addDay(c: Client, date: string, name: string, sets: number) {
  const res = await c.post("/api/workouts", { date, exercises: [{ name, sets, reps: "5", weight: "100" }] });
  expect(res.status).toBe(201);
  return res.body.exercises.at(-1).id as number;
}
const tick = (c: Client, id: number, n: number, body: Record<string, unknown> = {}) =>
  c.put(`/api/exercises/${id}/sets/${n}`, { completed: true, ...body });
const stats = async (c: Client, weeks: number, today: string) => {
  const res = await c.get(`/api/stats/muscles?weeks=${weeks}&today=${today}`);
  expect(res.status).toBe(200);
  return res.body.weeks as { week: string; sets: Record<string, number> }[];
};

describe("GET /api/stats/muscles", () => {
  test("hard sets per week and muscle: warm-ups and unticked sets left out, secondary muscles at 0.5", async () => {
    const bench = libraryEntry("Barbell_Bench_Press_-_Medium_Grip")!;
    expect(bench.primaryMuscles).toEqual(["chest"]);
    expect(bench.secondaryMuscles).toEqual(["shoulders", "triceps"]);
    // Wednesday 2026-03-04, in the week of Monday 2026-03-02: 3 hard sets, a warm-up, one left unticked.
    const id = await addDay(t.a, "2026-03-04", "Bench Press (Barbell)", 5);
    await tick(t.a, id, 1, { kind: "warmup" });
    for (const n of [2, 3, 4]) await tick(t.a, id, n);
    // The Sunday after, the same week; and the Monday after, the next.
    const sunday = await addDay(t.a, "2026-03-08", "Bench Press (Barbell)", 1);
    await tick(t.a, sunday, 1);
    const monday = await addDay(t.a, "2026-03-09", "Squat (Barbell)", 2);
    await tick(t.a, monday, 1);
    await tick(t.a, monday, 2);
    // A name linked to nothing counts for nothing.
    const odd = await addDay(t.a, "2026-03-09", "Grandma's Special", 1);
    await tick(t.a, odd, 1);

    const weeks = await stats(t.a, 3, "2026-03-11");
    expect(weeks.map((w) => w.week)).toEqual(["2026-02-23", "2026-03-02", "2026-03-09"]);
    expect(weeks[0]!.sets).toEqual({});
    expect(weeks[1]!.sets).toEqual({ chest: 4, shoulders: 2, triceps: 2 });
    const squat = libraryEntry("Barbell_Squat")!;
    const expected: Record<string, number> = {};
    for (const m of squat.primaryMuscles) expected[m] = 2;
    for (const m of squat.secondaryMuscles) expected[m] = 1;
    expect(weeks[2]!.sets).toEqual(expected);
    expect((await stats(t.b, 3, "2026-03-11")).every((w) => Object.keys(w.sets).length === 0)).toBe(true);
  });

  test("kept right as sets are unticked, made warm-ups, and as exercises are renamed, moved and deleted", async () => {
    const id = await addDay(t.a, "2026-03-04", "Bench Press (Barbell)", 3);
    for (const n of [1, 2, 3]) await tick(t.a, id, n);
    const chest = async () => (await stats(t.a, 2, "2026-03-11")).map((w) => w.sets.chest ?? 0);
    expect(await chest()).toEqual([3, 0]);
    await t.a.put(`/api/exercises/${id}/sets/3`, { completed: false });
    expect(await chest()).toEqual([2, 0]);
    await t.a.put(`/api/exercises/${id}/sets/2`, { kind: "warmup" });
    expect(await chest()).toEqual([1, 0]);
    await t.a.put(`/api/exercises/${id}/sets/2`, { kind: "normal" });
    expect(await chest()).toEqual([2, 0]);
    // Renamed to a name linked to nothing, and back.
    expect((await t.a.put(`/api/exercises/${id}`, { name: "Mystery" })).status).toBe(200);
    expect(await chest()).toEqual([0, 0]);
    await t.a.put("/api/exercises/links", { name: "Mystery", libraryId: "Dumbbell_Bench_Press" });
    expect(await chest()).toEqual([2, 0]);
    expect((await t.a.delete(`/api/exercises/${id}`)).status).toBe(200);
    expect(await chest()).toEqual([0, 0]);
  });

  test("the member's link wins over the automatic one; a link to their own exercise counts its muscles", async () => {
    const id = await addDay(t.a, "2026-03-04", "Squat (Barbell)", 2);
    await tick(t.a, id, 1);
    await tick(t.a, id, 2);
    const own = (
      await t.a.post("/api/exercise-library", { name: "Belt Squat", primaryMuscles: ["glutes"], secondaryMuscles: ["adductors"] })
    ).body;
    await t.a.put("/api/exercises/links", { name: "Squat (Barbell)", libraryId: own.id });
    expect((await stats(t.a, 1, "2026-03-04"))[0]!.sets).toEqual({ glutes: 2, adductors: 1 });
  });

  test("weeks from 1 to 52; today a real date", async () => {
    for (const bad of ["weeks=0", "weeks=53", "weeks=2.5", "weeks=x", "weeks=4&today=2026-02-30"]) {
      const res = await t.a.get(`/api/stats/muscles?${bad}`);
      expect(res.status).toBe(400);
    }
    expect((await t.a.get("/api/stats/muscles?weeks=53")).body.message).toBe("weeks must be a whole number from 1 to 52");
    expect((await t.a.get("/api/stats/muscles")).body.weeks).toHaveLength(12);
  });
});

describe("the target band per muscle, kept with the profile", () => {
  test("set per muscle, others kept, null back to 10-20; checked", async () => {
    expect((await t.a.get("/api/auth/user")).body.user.muscleTargets).toEqual({});
    expect((await t.a.put("/api/profile", { muscleTargets: { chest: [12, 18], calves: [6, 10] } })).body.muscleTargets).toEqual({
      chest: [12, 18],
      calves: [6, 10],
    });
    expect((await t.a.put("/api/profile", { muscleTargets: { calves: null, lats: [14, 22] } })).body.muscleTargets).toEqual({
      chest: [12, 18],
      lats: [14, 22],
    });
    expect((await t.b.get("/api/auth/user")).body.user.muscleTargets).toEqual({});
    for (const muscleTargets of [{ chest: [20, 10] }, { chest: [1, 101] }, { wings: [1, 2] }, { chest: [1.5, 3] }]) {
      const res = await t.a.put("/api/profile", { muscleTargets });
      expect(res.status).toBe(400);
    }
  });
});
