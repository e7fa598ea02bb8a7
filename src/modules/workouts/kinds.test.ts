// Kinds of exercise, RPE, supersets and the day's note through the API: what each type stores and
// answers, what is refused, and the records each type keeps.
import { describe, expect, test } from "bun:test";
import { WORKOUT } from "@shared/limits";
import { twoUsers, type Client } from "@test/harness";

async function day(c: Client, date: string, exercises: unknown[], extra: Record<string, unknown> = {}) {
  const res = await c.post("/api/workouts", { date, exercises, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

const plank = { name: "Plank", sets: 2, reps: "1", weight: "BW", type: "duration" };
const run = { name: "Run", sets: 1, reps: "1", weight: "0", type: "distance_duration" };

describe("exercise types", () => {
  test("a new exercise is weight and reps unless it says; every type is kept and answered", async () => {
    const { a } = await twoUsers();
    const types = ["weight_reps", "bodyweight_reps", "weighted_bodyweight", "assisted_bodyweight", "duration", "distance_duration"];
    const body = await day(a, "2026-03-02", [{ name: "Squat" }, ...types.map((type, i) => ({ name: `E${i}`, type }))]);
    expect(body.exercises.map((e: { type: string }) => e.type)).toEqual(["weight_reps", ...types]);
    expect(body.exercises.every((e: { supersetGroup: unknown }) => e.supersetGroup === null)).toBe(true);
    const read = await a.get("/api/workouts/2026-03-02");
    expect(read.body.exercises.map((e: { type: string }) => e.type)).toEqual(["weight_reps", ...types]);
  });

  test("an unknown type is refused with the list, and changes nothing", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/workouts", { date: "2026-03-02", exercises: [{ name: "Swim", type: "swimming" }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("type must be one of weight_reps, bodyweight_reps");
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises).toEqual([]);
    const id = (await day(a, "2026-03-02", [{ name: "Squat" }])).exercises[0].id;
    expect((await a.put(`/api/exercises/${id}`, { type: "cardio" })).status).toBe(400);
    const changed = await a.put(`/api/exercises/${id}`, { type: "bodyweight_reps" });
    expect(changed.status).toBe(200);
    expect(changed.body.type).toBe("bodyweight_reps");
  });

  test("a plank logs 60 s; a run its distance and time; each is cleared with null", async () => {
    const { a } = await twoUsers();
    const [p, r] = (await day(a, "2026-03-02", [plank, run])).exercises;
    let res = await a.put(`/api/exercises/${p.id}/sets/1`, { durationSeconds: 60, completed: true });
    expect(res.status).toBe(200);
    expect(res.body.setRows[0]).toMatchObject({ setNumber: 1, durationSeconds: 60, completed: true });
    expect(res.body.setRows[0].distanceMeters).toBeUndefined();
    res = await a.put(`/api/exercises/${r.id}/sets/1`, { distanceMeters: 5000.04, durationSeconds: 1500, completed: true });
    expect(res.body.setRows[0]).toMatchObject({ distanceMeters: 5000, durationSeconds: 1500 });
    res = await a.put(`/api/exercises/${r.id}/sets/1`, { distanceMeters: null });
    expect(res.body.setRows[0].distanceMeters).toBeUndefined();
    expect(res.body.setRows[0].durationSeconds).toBe(1500);
    const read = await a.get("/api/workouts/2026-03-02");
    expect(read.body.exercises[0].setRows[0].durationSeconds).toBe(60);
  });

  test("time and distance out of range are refused naming the field", async () => {
    const { a } = await twoUsers();
    const id = (await day(a, "2026-03-02", [run])).exercises[0].id;
    for (const [body, message] of [
      [{ durationSeconds: -1 }, "durationSeconds must be a whole number from 0"],
      [{ durationSeconds: 1.5 }, "durationSeconds must be a whole number from 0"],
      [{ durationSeconds: WORKOUT.maxDurationSeconds + 1 }, "durationSeconds must be a whole number from 0"],
      [{ distanceMeters: "far" }, "distanceMeters must be a number from 0"],
      [{ distanceMeters: WORKOUT.maxDistanceMeters + 1 }, "distanceMeters must be a number from 0"],
    ] as const) {
      const res = await a.put(`/api/exercises/${id}/sets/1`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});

describe("RPE", () => {
  test("6 to 10 in halves is kept, null clears it, anything else is refused", async () => {
    const { a } = await twoUsers();
    const id = (await day(a, "2026-03-02", [{ name: "Squat", sets: 1, weight: "225", reps: "5" }])).exercises[0].id;
    let res = await a.put(`/api/exercises/${id}/sets/1`, { completed: true, rpe: 8.5 });
    expect(res.body.setRows[0]).toMatchObject({ rpe: 8.5, completed: true, weight: "225" });
    for (const rpe of [5.5, 10.5, 7.2, "8"]) {
      res = await a.put(`/api/exercises/${id}/sets/1`, { rpe });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("rpe must be a number from 6 to 10 in steps of 0.5, or null");
    }
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises[0].setRows[0].rpe).toBe(8.5);
    res = await a.put(`/api/exercises/${id}/sets/1`, { rpe: null });
    expect(res.body.setRows[0].rpe).toBeUndefined();
    expect(res.body.setRows[0].completed).toBe(true);
  });
});

describe("records by type", () => {
  test("a plank has no e1RM; the longest hold, farthest run and fastest pace are records", async () => {
    const { a } = await twoUsers();
    const first = (await day(a, "2026-03-02", [plank, run])).exercises;
    await a.put(`/api/exercises/${first[0].id}/sets/1`, { durationSeconds: 45, completed: true });
    await a.put(`/api/exercises/${first[1].id}/sets/1`, { distanceMeters: 5000, durationSeconds: 1500, completed: true });
    const second = (await day(a, "2026-03-09", [plank, run])).exercises;
    await a.put(`/api/exercises/${second[0].id}/sets/1`, { durationSeconds: 60, completed: true });
    await a.put(`/api/exercises/${second[0].id}/sets/2`, { durationSeconds: 30, completed: true });
    // Shorter, but faster: 4 km in 19:00 is 4:45 a km against 5:00.
    await a.put(`/api/exercises/${second[1].id}/sets/1`, { distanceMeters: 4000, durationSeconds: 1140, completed: true });

    const planks = (await a.get("/api/exercises/history?name=Plank")).body;
    expect(planks[0]).toMatchObject({ date: "2026-03-09", type: "duration", bestSet: null, estimatedOneRepMax: null, totalVolume: 0 });
    expect(planks[0].sets.map((s: { pr?: boolean }) => Boolean(s.pr))).toEqual([true, false]);
    const runs = (await a.get("/api/exercises/history?name=Run")).body;
    expect(runs[0].type).toBe("distance_duration");
    expect(runs[0].sets[0].pr).toBe(true);

    // A third run, farther but slower: a distance record.
    const third = (await day(a, "2026-03-16", [run])).exercises;
    await a.put(`/api/exercises/${third[0].id}/sets/1`, { distanceMeters: 8000, durationSeconds: 2700, completed: true });
    expect((await a.get("/api/exercises/history?name=Run")).body[0].sets[0].pr).toBe(true);
  });

  test("bodyweight reps: most reps is the record; no weight or volume counts", async () => {
    const { a } = await twoUsers();
    const pull = { name: "Pull-up", sets: 1, reps: "8", weight: "BW", type: "bodyweight_reps" };
    const one = (await day(a, "2026-03-02", [pull])).exercises[0];
    await a.put(`/api/exercises/${one.id}/sets/1`, { reps: "8", completed: true });
    const two = (await day(a, "2026-03-09", [pull])).exercises[0];
    await a.put(`/api/exercises/${two.id}/sets/1`, { reps: "10", completed: true });
    const history = (await a.get("/api/exercises/history?name=Pull-up")).body;
    expect(history[0]).toMatchObject({ bestSet: null, totalVolume: 0 });
    expect(history[0].sets[0].pr).toBe(true);
  });

  test("changing a type recomputes the records it keeps", async () => {
    const { a } = await twoUsers();
    const id = (await day(a, "2026-03-02", [{ name: "Dip", sets: 1, reps: "10", weight: "25" }])).exercises[0].id;
    await a.put(`/api/exercises/${id}/sets/1`, { completed: true });
    const before = (await a.get("/api/exercises/history?name=Dip")).body[0];
    expect(before.estimatedOneRepMax).toBeGreaterThan(25);
    await a.put(`/api/exercises/${id}`, { type: "weighted_bodyweight" });
    const after = (await a.get("/api/exercises/history?name=Dip")).body[0];
    expect(after).toMatchObject({ type: "weighted_bodyweight", estimatedOneRepMax: null, totalVolume: 250 });
  });

  test("a timed or distance exercise keeps no reps or weight, nor do its sets; defaults sent later are dropped", async () => {
    const { a } = await twoUsers();
    const id = (await day(a, "2026-03-02", [{ name: "Plank" }])).exercises[0].id;
    const made = await a.put(`/api/exercises/${id}`, { type: "duration" });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ type: "duration", reps: "", weight: "" });
    expect(made.body.setRows.map((r: { weight: string; reps: string }) => r.weight + r.reps)).toEqual(["", "", ""]);
    const edited = await a.put(`/api/exercises/${id}`, { reps: "8-10", weight: "0", restTime: 45 });
    expect(edited.body).toMatchObject({ reps: "", weight: "", restTime: 45 });
    const run = (await day(a, "2026-03-02", [{ name: "Run", type: "distance_duration" }])).exercises[1];
    expect(run).toMatchObject({ reps: "", weight: "" });
    // A kind with reps keeps the form's numbers.
    const dip = await a.put(`/api/exercises/${id}`, { type: "bodyweight_reps", reps: "12" });
    expect(dip.body).toMatchObject({ type: "bodyweight_reps", reps: "12" });
  });
});

describe("supersets", () => {
  test("a group is kept per exercise, changed and cleared; out of range is refused", async () => {
    const { a } = await twoUsers();
    const body = await day(a, "2026-03-02", [
      { name: "Bench Press", supersetGroup: 1 },
      { name: "Row", supersetGroup: 1 },
      { name: "Curl" },
    ]);
    expect(body.exercises.map((e: { supersetGroup: number | null }) => e.supersetGroup)).toEqual([1, 1, null]);
    const curl = body.exercises[2].id;
    expect((await a.put(`/api/exercises/${curl}`, { supersetGroup: 1 })).body.supersetGroup).toBe(1);
    expect((await a.put(`/api/exercises/${curl}`, { supersetGroup: null })).body.supersetGroup).toBeNull();
    for (const supersetGroup of [0, WORKOUT.maxSupersetGroup + 1, 1.5, "A"]) {
      const res = await a.put(`/api/exercises/${curl}`, { supersetGroup });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`supersetGroup must be a whole number from 1 to ${WORKOUT.maxSupersetGroup}`);
    }
  });

  test("templates keep groups and types, and a plain template reads as before", async () => {
    const { a } = await twoUsers();
    const exercises = [
      { name: "Bench Press", sets: 3, reps: "8", weight: "135", restTime: 90, supersetGroup: 1 },
      { name: "Row", sets: 3, reps: "8", weight: "95", restTime: 90, supersetGroup: 1 },
      { name: "Plank", sets: 2, reps: "1", weight: "BW", restTime: 60, type: "duration" },
      { name: "Curl", sets: 3, reps: "10", weight: "30", restTime: 60, type: "weight_reps", supersetGroup: null },
    ];
    const res = await a.post("/api/templates", { name: "Upper", data: { exercises } });
    expect(res.status).toBe(201);
    expect(res.body.data.exercises).toEqual([
      exercises[0],
      exercises[1],
      exercises[2],
      { name: "Curl", sets: 3, reps: "10", weight: "30", restTime: 60 },
    ]);
  });
});

describe("the day's note", () => {
  test("set, read, changed and cleared; a day without exercises may hold one; another member's day is theirs", async () => {
    const { a, b } = await twoUsers();
    let res = await a.put("/api/workouts/2026-03-02/note", { note: "  Gym was busy  " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ date: "2026-03-02", dayOfWeek: "Monday", note: "Gym was busy", exercises: [] });
    expect((await b.get("/api/workouts/2026-03-02")).body.note).toBeNull();
    const posted = await day(a, "2026-03-02", [{ name: "Squat" }]);
    expect(posted.note).toBe("Gym was busy");
    const replaced = await day(a, "2026-03-02", [{ name: "Squat" }], { mode: "replace" });
    expect(replaced.note).toBe("Gym was busy");
    expect((await day(a, "2026-03-02", [{ name: "Row" }], { note: "Felt strong" })).note).toBe("Felt strong");
    res = await a.put("/api/workouts/2026-03-02/note", { note: "" });
    expect(res.body.note).toBeNull();
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises).toHaveLength(2);
  });

  test("bad notes and dates are refused", async () => {
    const { a } = await twoUsers();
    expect((await a.put("/api/workouts/2026-03-02/note", {})).body.message).toBe("note must be text");
    expect((await a.put("/api/workouts/2026-03-02/note", { note: "x".repeat(2001) })).status).toBe(400);
    expect((await a.put("/api/workouts/2026-02-30/note", { note: "x" })).status).toBe(400);
  });
});

describe("'Last' of the other kinds", () => {
  test("carries their records, so the card can mark a longer plank", async () => {
    const { a } = await twoUsers();
    const first = (await day(a, "2026-03-02", [plank, { name: "Squat", sets: 1, weight: "200", reps: "5" }])).exercises;
    await a.put(`/api/exercises/${first[0].id}/sets/1`, { durationSeconds: 45, completed: true });
    await a.put(`/api/exercises/${first[1].id}/sets/1`, { completed: true });
    const previous = (await a.get("/api/workouts/previous/2026-03-09")).body.exercises;
    const p = previous.find((e: { name: string }) => e.name === "Plank");
    expect(p).toMatchObject({ type: "duration", best: { duration: 45 } });
    expect(p.sets[0]).toMatchObject({ durationSeconds: 45 });
    // A lift's 'Last' keeps its weight and estimated one-rep max.
    expect(previous.find((e: { name: string }) => e.name === "Squat").best).toEqual({ estimatedOneRepMax: 233.3, weight: 200 });
  });
});
