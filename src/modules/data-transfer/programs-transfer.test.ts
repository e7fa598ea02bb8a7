// Programs in the JSON export: a program and the exercises it put on days go out together and come
// back together, so the next workout after an import is the one before it; importing twice adds no
// program, a member's own running program keeps running, and a bad program in a file changes nothing.
import { describe, expect, test } from "bun:test";
import { signedUpClient, twoUsers, type Client } from "@test/harness";
import { snapshot } from "@test/snapshot";
import { PER_USER } from "@shared/limits";

const START = {
  catalogueId: "stronglifts-5x5",
  startingWeights: { Squat: 135, "Bench Press": 95, "Barbell Row": 95, "Overhead Press": 65, Deadlift: 135 },
};

async function logDay(c: Client, date: string) {
  for (const e of (await c.get(`/api/workouts/${date}`)).body.exercises) {
    for (const row of e.setRows)
      expect((await c.put(`/api/exercises/${e.id}/sets/${row.setNumber}`, { completed: true, reps: row.reps })).status).toBe(200);
  }
}

/** A member two sessions into StrongLifts: A on 2 March, B on 4 March, every set done. */
async function twoSessionsIn(c: Client) {
  expect((await c.post("/api/programs?date=2026-03-02", START)).status).toBe(201);
  for (const date of ["2026-03-02", "2026-03-04"]) {
    expect((await c.post("/api/programs/active/start", { date })).status).toBe(200);
    await logDay(c, date);
  }
}

const nextOf = async (c: Client) => (await c.get("/api/programs/active?date=2026-03-06")).body;

describe("programs in the export file", () => {
  test("go out with their rules, and each exercise a program put on a day names it by name, start and workout", async () => {
    const { a } = await twoUsers();
    await twoSessionsIn(a);
    const file = (await a.get("/api/export")).body;
    expect(file.programs).toEqual([
      expect.objectContaining({
        name: "StrongLifts 5x5",
        catalogueId: "stronglifts-5x5",
        schedule: "rotation",
        startedOn: "2026-03-02",
        active: true,
      }),
    ]);
    expect(file.programs[0].workouts.map((w: { name: string }) => w.name)).toEqual(["Workout A", "Workout B"]);
    expect(file.programs[0]).not.toHaveProperty("id");
    const squat = file.workouts.find((d: { date: string }) => d.date === "2026-03-04").exercises[0];
    expect(squat.program).toEqual({ name: "StrongLifts 5x5", startedOn: "2026-03-02", workout: "Workout B" });
    expect(squat).not.toHaveProperty("programId");
  });

  test("imported into a new account: the same program runs, and the next workout and numbers are the same", async () => {
    const { a, app } = await twoUsers();
    await twoSessionsIn(a);
    const before = await nextOf(a);
    expect(before.next.workout).toBe("Workout A");
    const file = (await a.get("/api/export")).body;
    const fresh = (await signedUpClient(app)).client;
    expect((await fresh.post("/api/import", file)).status).toBe(200);
    const after = await nextOf(fresh);
    expect(after.program).toMatchObject({ name: "StrongLifts 5x5", startedOn: "2026-03-02" });
    expect(after.next).toEqual(before.next);
    expect(after.sessions).toEqual(before.sessions);
    // Export again: the same file.
    const again = (await fresh.get("/api/export")).body;
    expect(again.programs).toEqual(file.programs);
    expect(again.workouts).toEqual(file.workouts);
  });

  test("importing twice adds no program; a member already running one keeps it, the file's comes in stopped", async () => {
    const { a, b, db } = await twoUsers();
    await twoSessionsIn(a);
    const file = (await a.get("/api/export")).body;
    expect((await b.post("/api/programs?date=2026-04-01", { ...START, catalogueId: "stronglifts-5x5" })).status).toBe(201);
    const own = (await b.get("/api/programs/active?date=2026-04-01")).body.program;
    expect((await b.post("/api/import", file)).status).toBe(200);
    const snap = snapshot(db, { except: ["sessions"] });
    expect((await b.post("/api/import", file)).status).toBe(200);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(snap);
    expect((await b.get("/api/programs/active?date=2026-04-01")).body.program.id).toBe(own.id);
    const exported = (await b.get("/api/export")).body.programs;
    expect(exported.map((p: { startedOn: string; active: boolean }) => [p.startedOn, p.active])).toEqual([
      ["2026-04-01", true],
      ["2026-03-02", false],
    ]);
    // The imported days are tagged with the imported program, not the member's own.
    const tagged = (await b.get("/api/workouts/2026-03-04")).body.exercises[0];
    expect(tagged.programId).not.toBe(own.id);
    expect(tagged.programWorkout).toBe("Workout B");
  });

  test("a file from before programs imports as before; a bad program is refused naming it, and changes nothing", async () => {
    const { a, app, db } = await twoUsers();
    await twoSessionsIn(a);
    const file = (await a.get("/api/export")).body;
    const fresh = (await signedUpClient(app)).client;
    const { programs: _programs, ...older } = file;
    expect((await fresh.post("/api/import", older)).status).toBe(200);
    // Without its program, an exercise's tag names nothing here: the day comes in untagged.
    expect((await fresh.get("/api/workouts/2026-03-04")).body.exercises[0]).not.toHaveProperty("programId");

    const other = (await signedUpClient(app)).client;
    const snap = snapshot(db, { except: ["sessions"] });
    const badRule = structuredClone(file);
    badRule.programs[0].workouts[0].exercises[0].rule = { type: "linear", increment: -5 };
    const refused = await other.post("/api/import", badRule);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("increment");
    const badTag = structuredClone(file);
    badTag.workouts[0].exercises[0].program = { name: "StrongLifts 5x5" };
    expect((await other.post("/api/import", badTag)).status).toBe(400);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(snap);
  });
});

describe("programs a member keeps", () => {
  test(`at most ${PER_USER.programs}: starting one more is refused with a message, deleting one makes room`, async () => {
    const { a, db } = await twoUsers();
    expect((await a.post("/api/programs", START)).status).toBe(201);
    const { id } = (await a.get("/api/programs/active")).body.program;
    const userId = db.$client.query<{ user_id: number }, [number]>("SELECT user_id FROM programs WHERE id = ?").get(id)!.user_id;
    const copy = db.$client.prepare(
      "INSERT INTO programs (user_id, name, catalogue_id, schedule, workouts, active, started_on) SELECT user_id, name, catalogue_id, schedule, workouts, 0, started_on FROM programs WHERE id = ?",
    );
    for (let i = 1; i < PER_USER.programs; i++) copy.run(id);
    expect(db.$client.query<{ n: number }, [number]>("SELECT count(*) AS n FROM programs WHERE user_id = ?").get(userId)!.n).toBe(
      PER_USER.programs,
    );
    const refused = await a.post("/api/programs", START);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`You can keep at most ${PER_USER.programs} programs: delete one you no longer run`);
    // An import past the limit is refused whole, with the same words.
    const file = (await a.get("/api/export")).body;
    const snap = snapshot(db, { except: ["sessions"] });
    const crowded = await a.post("/api/import", { ...file, programs: [{ ...file.programs[0], startedOn: "2020-01-01", active: false }] });
    expect(crowded.status).toBe(400);
    expect(crowded.body.message).toBe(refused.body.message);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(snap);
    expect((await a.get("/api/programs/active")).body.program.id).toBe(id);
    const stopped = db.$client
      .query<{ id: number }, [number]>("SELECT id FROM programs WHERE user_id = ? AND active = 0 LIMIT 1")
      .get(userId)!.id;
    expect((await a.delete(`/api/programs/${stopped}`)).status).toBe(200);
    expect((await a.post("/api/programs", START)).status).toBe(201);
  });
});
