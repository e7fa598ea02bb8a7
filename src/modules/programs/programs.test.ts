// Programs through the API: the catalogue, starting one, the next workout put on a day and logged,
// the rotation moving on, a corrected set changing the target, bad rules refused naming the field,
// and another member's program never reached.
import { describe, expect, test } from "bun:test";
import { twoUsers, type Client } from "@test/harness";

const START = {
  catalogueId: "stronglifts-5x5",
  startingWeights: { Squat: 135, "Bench Press": 95, "Barbell Row": 95, "Overhead Press": 65, Deadlift: 135 },
};

/** Ticks every set of the day's program exercises with their planned numbers (reps changed for `name` when given). */
async function logDay(c: Client, date: string, repsOf: Record<string, string> = {}) {
  const day = (await c.get(`/api/workouts/${date}`)).body;
  for (const e of day.exercises) {
    for (const row of e.setRows) {
      const res = await c.put(`/api/exercises/${e.id}/sets/${row.setNumber}`, { completed: true, reps: repsOf[e.name] ?? row.reps });
      expect(res.status).toBe(200);
    }
  }
  return day;
}

describe("the catalogue", () => {
  test("lists the built-in programs with the weights they ask for, in the member's unit's steps", async () => {
    const { a } = await twoUsers();
    const res = await a.get("/api/programs/catalogue");
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual(["stronglifts-5x5", "gzclp", "531-bbb", "ppl-double"]);
    const sl = res.body[0];
    expect(sl.workouts.map((w: { name: string }) => w.name)).toEqual(["Workout A", "Workout B"]);
    expect(sl.startingWeights).toEqual(["Squat", "Bench Press", "Barbell Row", "Overhead Press", "Deadlift"]);
    expect(sl.workouts[1].exercises[2]).toMatchObject({
      name: "Deadlift",
      sets: 1,
      reps: 5,
      rule: { type: "linear", increment: 10, failuresBeforeDeload: 3, deloadPercent: 10 },
    });
    expect(res.body[2].startingWeights).toEqual(["Overhead Press", "Deadlift", "Bench Press", "Squat"]);
    await a.put("/api/profile", { weightUnit: "kg" });
    const kg = (await a.get("/api/programs/catalogue")).body[0];
    expect(kg.workouts[0].exercises[0].rule.increment).toBeCloseTo(5.5116, 3);
  });
});

describe("a program from start to the next workout", () => {
  test("StrongLifts: A on today with its numbers, logged, then B next with its numbers; starting again answers the day unchanged", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/programs?date=2026-03-02", START);
    expect(res.status).toBe(201);
    expect(res.body.program).toMatchObject({
      name: "StrongLifts 5x5",
      catalogueId: "stronglifts-5x5",
      schedule: "rotation",
      startedOn: "2026-03-02",
    });
    expect(res.body.next.workout).toBe("Workout A");
    expect(res.body.next.exercises[0]).toMatchObject({
      name: "Squat",
      sets: Array(5).fill({ weight: 135, reps: 5, amrap: false }),
      why: "Starting weight 135 lb",
    });

    const day = await a.post("/api/programs/active/start", { date: "2026-03-02" });
    expect(day.status).toBe(200);
    expect(day.body.exercises.map((e: { name: string }) => e.name)).toEqual(["Squat", "Bench Press", "Barbell Row"]);
    expect(day.body.exercises[0]).toMatchObject({
      sets: 5,
      reps: "5",
      weight: "135",
      programId: res.body.program.id,
      programWorkout: "Workout A",
    });
    const again = await a.post("/api/programs/active/start", { date: "2026-03-02" });
    expect(again.body).toEqual(day.body);

    // Under way: still Workout A, with the same numbers.
    expect((await a.get("/api/programs/active?date=2026-03-02")).body.next.workout).toBe("Workout A");
    await logDay(a, "2026-03-02");
    const next = (await a.get("/api/programs/active?date=2026-03-04")).body;
    expect(next.next.workout).toBe("Workout B");
    expect(
      next.next.exercises.map((e: { name: string; sets: { weight: number }[] }) => `${e.name} ${e.sets.length}x${e.sets[0]!.weight}`),
    ).toEqual(["Squat 5x140", "Overhead Press 5x65", "Deadlift 1x135"]);
    expect(next.next.exercises[0].why).toBe("+5 lb: all 5 x 5 done on Mon 2 Mar");
    expect(next.sessions).toEqual([expect.objectContaining({ date: "2026-03-02", workout: "Workout A" })]);
    // Compact: each set pounds, reps and ticked.
    expect(next.sessions[0].exercises[0]).toEqual({ name: "Squat", sets: Array(5).fill([135, 5, 1]) });
  });

  test("a set corrected after the fact changes the next target", async () => {
    const { a } = await twoUsers();
    await a.post("/api/programs", START);
    await a.post("/api/programs/active/start", { date: "2026-03-02" });
    const day = await logDay(a, "2026-03-02", { Squat: "3" });
    expect((await a.get("/api/programs/active?date=2026-03-04")).body.next.exercises[0].sets[0].weight).toBe(135);
    const squat = day.exercises[0];
    for (const row of squat.setRows) await a.put(`/api/exercises/${squat.id}/sets/${row.setNumber}`, { reps: "5" });
    expect((await a.get("/api/programs/active?date=2026-03-04")).body.next.exercises[0].sets[0].weight).toBe(140);
  });

  test("5/3/1: training maxes are asked for; a wave's sets each get their own numbers", async () => {
    const { a } = await twoUsers();
    const missing = await a.post("/api/programs", { catalogueId: "531-bbb", startingWeights: { "Overhead Press": 100 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("startingWeights: give a training max for Deadlift, Bench Press, Squat");
    const res = await a.post("/api/programs", {
      catalogueId: "531-bbb",
      startingWeights: { "Overhead Press": 100, Deadlift: 300, "Bench Press": 200, Squat: 250 },
    });
    expect(res.status).toBe(201);
    expect(res.body.next.exercises[0].sets).toEqual([
      { weight: 65, reps: 5, amrap: false },
      { weight: 75, reps: 5, amrap: false },
      { weight: 85, reps: 5, amrap: true },
    ]);
    const day = (await a.post("/api/programs/active/start", { date: "2026-03-02" })).body;
    expect(day.exercises[0].setRows.map((r: { weight: string }) => r.weight)).toEqual(["65", "75", "85"]);
    expect(day.exercises[1]).toMatchObject({ name: "Overhead Press (BBB)", sets: 5, weight: "50", reps: "10" });
  });

  test("a program made from the member's templates; another member's template is 404", async () => {
    const { a, b } = await twoUsers();
    const t1 = (
      await a.post("/api/templates", {
        name: "Upper",
        dayOfWeek: "Monday",
        data: { exercises: [{ name: "Bench Press", sets: 3, reps: "8", weight: "135" }] },
      })
    ).body.id;
    const t2 = (
      await a.post("/api/templates", { name: "Lower", data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "185" }] } })
    ).body.id;
    const other = (await b.post("/api/templates", { name: "B's", data: { exercises: [{ name: "Row" }] } })).body.id;
    expect((await a.post("/api/programs", { name: "Mine", templateIds: [t1, other] })).status).toBe(404);
    const res = await a.post("/api/programs", { name: "Mine", templateIds: [t1, t2] });
    expect(res.status).toBe(201);
    expect(res.body.program.workouts.map((w: { name: string }) => w.name)).toEqual(["Upper", "Lower"]);
    expect(res.body.next).toMatchObject({
      workout: "Upper",
      exercises: [{ name: "Bench Press", sets: [{ weight: 135, reps: 8, amrap: false }, expect.anything(), expect.anything()] }],
    });
  });
});

describe("refused and private", () => {
  test("a bad rule is 400 naming the field; an unknown program or exercise is named", async () => {
    const { a } = await twoUsers();
    const own = (rule: unknown) => ({ name: "Mine", workouts: [{ name: "A", exercises: [{ name: "Squat", rule }] }] });
    for (const [rule, message] of [
      [
        { type: "linear", increment: 0, failuresBeforeDeload: 3, deloadPercent: 10 },
        "increment must be a number more than 0 and at most 100",
      ],
      [
        { type: "linear", increment: 5, failuresBeforeDeload: 0, deloadPercent: 10 },
        "failuresBeforeDeload must be a whole number from 1 to 10",
      ],
      [{ type: "double", repsMin: 12, repsMax: 8, increment: 5 }, "repsMin must be at most repsMax"],
      [{ type: "sideways" }, "rule.type must be one of linear, double, percent, stages, none"],
    ] as const) {
      const res = await a.post("/api/programs", own(rule));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await a.post("/api/programs", { catalogueId: "nope" })).status).toBe(404);
    const unknown = await a.post("/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: { Curl: 30 } });
    expect(unknown.body.message).toBe("startingWeights: Curl is not an exercise of StrongLifts 5x5");
    expect((await a.get("/api/programs/active")).body).toEqual({ program: null, next: null, sessions: [] });
  });

  test("another member's program is 404, and their active program is theirs alone", async () => {
    const { a, b } = await twoUsers();
    const id = (await a.post("/api/programs", START)).body.program.id;
    expect((await b.get(`/api/programs/${id}`)).status).toBe(404);
    expect((await b.delete(`/api/programs/${id}`)).status).toBe(404);
    expect((await b.post("/api/programs/active/start", { date: "2026-03-02" })).status).toBe(404);
    expect((await b.delete("/api/programs/active")).status).toBe(404);
    expect((await b.get("/api/programs/active")).body.program).toBeNull();
    expect((await a.get(`/api/programs/${id}`)).body).toMatchObject({ id, active: true });
  });

  test("a new program replaces the active one; stopping keeps the days it put on", async () => {
    const { a } = await twoUsers();
    const first = (await a.post("/api/programs", START)).body.program.id;
    await a.post("/api/programs/active/start", { date: "2026-03-02" });
    const second = (await a.post("/api/programs", { catalogueId: "ppl-double", startingWeights: {} })).body.program.id;
    expect((await a.get(`/api/programs/${first}`)).body.active).toBe(false);
    expect((await a.get("/api/programs/active")).body.program.id).toBe(second);
    expect((await a.delete("/api/programs/active")).status).toBe(200);
    expect((await a.get("/api/programs/active")).body.program).toBeNull();
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises).toHaveLength(3);
    expect((await a.delete(`/api/programs/${first}`)).status).toBe(200);
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises).toHaveLength(3);
  });
});

describe("a program's workout put on a day by the phone", () => {
  test("POST /api/workouts takes the member's program and workout with each exercise, and the rotation counts it", async () => {
    const { a, b } = await twoUsers();
    const id = (await a.post("/api/programs", START)).body.program.id;
    const next = (await a.get("/api/programs/active?date=2026-03-02")).body.next;
    const exercises = next.exercises.map((e: { name: string; sets: { weight: number; reps: number }[] }) => ({
      name: e.name,
      sets: e.sets.length,
      reps: String(e.sets[0]!.reps),
      weight: String(e.sets[0]!.weight),
      programId: id,
      programWorkout: next.workout,
    }));
    expect((await b.post("/api/workouts", { date: "2026-03-02", exercises })).status).toBe(404);
    expect((await a.post("/api/workouts", { date: "2026-03-02", exercises: [{ name: "Squat", programId: id }] })).body.message).toBe(
      "programId and programWorkout are sent together",
    );
    const day = await a.post("/api/workouts", { date: "2026-03-02", exercises });
    expect(day.status).toBe(201);
    expect(day.body.exercises[0]).toMatchObject({ programId: id, programWorkout: "Workout A" });
    await logDay(a, "2026-03-02");
    expect((await a.get("/api/programs/active?date=2026-03-04")).body.next.workout).toBe("Workout B");
    // Started again on that date: the day as it is.
    expect(
      (await a.post("/api/programs/active/start", { date: "2026-03-04" })).body.exercises.map((e: { name: string }) => e.name),
    ).toEqual(["Squat", "Overhead Press", "Deadlift"]);
  });
});

describe("the phone's answer with no connection", () => {
  test("the next workout worked out from the kept sessions and the day on the phone is the server's", async () => {
    const { nextWorkout } = await import("@shared/programs/rules");
    const { fromTuples, withDays } = await import("@shared/programs/sessions");
    const { a } = await twoUsers();
    await a.put("/api/profile", { weightUnit: "kg" });
    const kept = (
      await a.post("/api/programs", {
        catalogueId: "531-bbb",
        startingWeights: { "Overhead Press": 45, Deadlift: 140, "Bench Press": 90, Squat: 120 },
      })
    ).body;
    await a.post("/api/programs/active/start", { date: "2026-03-02" });
    // Logged with the answer kept from before the day: the phone has the day, the server the sets.
    const day = await logDay(a, "2026-03-02", { "Overhead Press": "8" });
    const today = (await a.get("/api/workouts/2026-03-02")).body;
    const server = (await a.get("/api/programs/active?date=2026-03-05")).body;
    const phone = nextWorkout(kept.program, withDays(kept.program.id, fromTuples(kept.sessions), [today]), {
      weightUnit: "kg",
      plates: null,
      date: "2026-03-05",
    });
    expect(phone).toEqual(server.next);
    expect(server.next.workout).toBe("Deadlift day");
    expect(day.exercises).toHaveLength(2);
  });
});

describe("what a member's own program's lifts are lifted with", () => {
  test("the library's equipment of the exercise a name is linked to decides the rounding, unless given", async () => {
    const { a } = await twoUsers();
    const none = { type: "none" };
    const res = await a.post("/api/programs", {
      name: "Mine",
      workouts: [
        {
          name: "A",
          exercises: [
            { name: "Barbell Squat", rule: none, startWeight: 0 },
            { name: "Dumbbell Bicep Curl", rule: none, startWeight: 22 },
            { name: "Leg Press", rule: none, startWeight: 182, equipment: "other" },
            { name: "Bench Press", rule: none, startWeight: 100, equipment: "barbell" },
          ],
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.program.workouts[0].exercises.map((e: { equipment: string }) => e.equipment)).toEqual([
      "barbell",
      "dumbbell",
      "other",
      "barbell",
    ]);
    // The empty bar at the least; dumbbells and machines in 5 lb steps; a bar to what the plates make.
    expect(res.body.next.exercises.map((e: { sets: { weight: number }[] }) => e.sets[0]!.weight)).toEqual([45, 20, 180, 100]);
  });
});
