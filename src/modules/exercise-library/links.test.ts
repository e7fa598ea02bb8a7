// The links from the names a member uses to library exercises: automatic for the Strong and Hevy
// catalogue names and clear matches, set by the member, and never renaming the logged history.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Client } from "@test/harness";
import { twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

/** A day of exercises, each with its first set ticked. */
async function logDay(c: Client, date: string, names: string[]) {
  const res = await c.post("/api/workouts", { date, exercises: names.map((name) => ({ name, sets: 2, reps: "5", weight: "100" })) });
  expect(res.status).toBe(201);
  for (const e of res.body.exercises) expect((await c.put(`/api/exercises/${e.id}/sets/1`, { completed: true })).status).toBe(200);
  return res.body.exercises as { id: number; name: string }[];
}

const linkOf = async (c: Client, name: string) =>
  ((await c.get("/api/exercises/links")).body as { name: string; libraryId: string | null; confirmed: boolean }[]).find(
    (l) => l.name === name,
  );

describe("GET /api/exercises/links", () => {
  test("catalogue names from Strong and Hevy link themselves, unconfirmed; an unclear name links to none", async () => {
    await logDay(t.a, "2026-03-02", ["Bench Press (Barbell)", "Squat (Smith Machine)", "Barbel Squat", "Grandma's Special"]);
    const links = (await t.a.get("/api/exercises/links")).body;
    expect(links).toEqual([
      { name: "Barbel Squat", libraryId: "Barbell_Squat", confirmed: false },
      { name: "Bench Press (Barbell)", libraryId: "Barbell_Bench_Press_-_Medium_Grip", confirmed: false },
      { name: "Grandma's Special", libraryId: null, confirmed: false },
      { name: "Squat (Smith Machine)", libraryId: "Smith_Machine_Squat", confirmed: false },
    ]);
    expect((await t.b.get("/api/exercises/links")).body).toEqual([]);
  });

  test("one name in any case and spacing is one link, as last written", async () => {
    await logDay(t.a, "2026-03-02", ["bench press (barbell)"]);
    await logDay(t.a, "2026-03-09", [" Bench Press (Barbell) "]);
    const links = (await t.a.get("/api/exercises/links")).body;
    expect(links).toEqual([{ name: "Bench Press (Barbell)", libraryId: "Barbell_Bench_Press_-_Medium_Grip", confirmed: false }]);
  });
});

describe("PUT /api/exercises/links", () => {
  test("the member's choice wins and is confirmed; null is none; the history keeps its names", async () => {
    const [done] = await logDay(t.a, "2026-03-02", ["Grandma's Special"]);
    const set = await t.a.put("/api/exercises/links", { name: "grandma's special ", libraryId: "Barbell_Squat" });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ name: "grandma's special", libraryId: "Barbell_Squat", confirmed: true });
    expect(await linkOf(t.a, "Grandma's Special")).toEqual({ name: "Grandma's Special", libraryId: "Barbell_Squat", confirmed: true });
    expect((await t.a.put("/api/exercises/links", { name: "Grandma's Special", libraryId: null })).status).toBe(200);
    expect(await linkOf(t.a, "Grandma's Special")).toEqual({ name: "Grandma's Special", libraryId: null, confirmed: true });
    const day = (await t.a.get("/api/workouts/2026-03-02")).body;
    expect(day.exercises.map((e: { id: number; name: string }) => [e.id, e.name])).toEqual([[done!.id, "Grandma's Special"]]);
    const history = (await t.a.get(`/api/exercises/history?name=${encodeURIComponent("Grandma's Special")}`)).body;
    expect(history.map((s: { date: string }) => s.date)).toEqual(["2026-03-02"]);
    // Another member's links are their own.
    await logDay(t.b, "2026-03-02", ["Grandma's Special"]);
    expect(await linkOf(t.b, "Grandma's Special")).toEqual({ name: "Grandma's Special", libraryId: null, confirmed: false });
  });

  test("a name not yet done may be linked; to one's own exercise, not to another's private one", async () => {
    const mine = (await t.a.post("/api/exercise-library", { name: "Sled Push", primaryMuscles: ["quadriceps"], shared: false })).body;
    const theirs = (await t.b.post("/api/exercise-library", { name: "Tyre Flip", primaryMuscles: ["glutes"], shared: false })).body;
    expect((await t.a.put("/api/exercises/links", { name: "Sled", libraryId: mine.id })).status).toBe(200);
    expect(await linkOf(t.a, "Sled")).toEqual({ name: "Sled", libraryId: mine.id, confirmed: true });
    const refused = await t.a.put("/api/exercises/links", { name: "Flip", libraryId: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Exercise not found");
    expect((await t.a.put("/api/exercises/links", { name: "Flip", libraryId: "Nothing_Like_It" })).status).toBe(404);
    const empty = await t.a.put("/api/exercises/links", { name: " ", libraryId: null });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("name is required");
  });
});
