// The gym floor through the HTTP API: 'Last' across a split routine, the week summary, name
// suggestions, set kinds, adding and removing sets, checked numbers and personal records.
import { describe, expect, test } from "bun:test";
import { twoUsers, type Client } from "@test/harness";
import { snapshot } from "@test/snapshot";

async function plan(c: Client, date: string, exercises: unknown[]) {
  const res = await c.post("/api/workouts", { date, exercises });
  expect(res.status).toBe(201);
  return res.body.exercises as { id: number; name: string }[];
}

async function tick(c: Client, id: number, setNumber: number, body: Record<string, unknown> = {}) {
  const res = await c.put(`/api/exercises/${id}/sets/${setNumber}`, { completed: true, ...body });
  expect(res.status).toBe(200);
  return res.body;
}

describe("'Last' is the last time each exercise was done", () => {
  test("a split routine: push on Monday, legs on Tuesday, both known on Thursday with their dates", async () => {
    const { a } = await twoUsers();
    const [bench] = await plan(a, "2026-11-09", [{ name: "Bench Press", sets: 2, weight: 135, reps: "8" }]);
    await tick(a, bench!.id, 1, { weight: "140", reps: "8" });
    await tick(a, bench!.id, 2, { weight: "145", reps: "6" });
    const [squat] = await plan(a, "2026-11-10", [{ name: "Squat", sets: 3, weight: 225, reps: "5" }]);
    await tick(a, squat!.id, 1);
    // Wednesday: bench planned again but never ticked; it must not hide Monday's numbers.
    await plan(a, "2026-11-11", [{ name: "bench press", sets: 3 }]);

    const res = await a.get("/api/workouts/previous/2026-11-12");
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.exercises.map((e: { name: string }) => [e.name.toLowerCase(), e]));
    expect(Object.keys(byName).sort()).toEqual(["bench press", "squat"]);
    expect(byName["bench press"]).toMatchObject({ date: "2026-11-09" });
    expect(
      byName["bench press"].sets.map((s: { setNumber: number; weight: string; reps: string }) => [s.setNumber, s.weight, s.reps]),
    ).toEqual([
      [1, "140", "8"],
      [2, "145", "6"],
    ]);
    expect(byName["squat"]).toMatchObject({ date: "2026-11-10" });
    expect(byName["squat"].sets).toHaveLength(1);
    expect(res.body.date).toBe("2026-11-10");
    // The query form answers the same.
    expect((await a.get("/api/workouts/previous?date=2026-11-12")).body).toEqual(res.body);
  });

  test("names match trimmed and in any case; only sets that were ticked count", async () => {
    const { a } = await twoUsers();
    const [row] = await plan(a, "2026-11-02", [{ name: "Barbell Row", sets: 3, weight: 95, reps: "10" }]);
    await tick(a, row!.id, 2, { weight: "100" });
    const res = await a.get("/api/workouts/previous/2026-11-03");
    const [only] = res.body.exercises;
    expect(only.name).toBe("Barbell Row");
    expect(only.sets).toEqual([{ setNumber: 2, weight: "100", reps: "10", completed: true, kind: "normal" }]);
    // Unticking the only ticked set takes the day out of 'Last'.
    await a.put(`/api/exercises/${row!.id}/sets/2`, { completed: false });
    expect((await a.get("/api/workouts/previous/2026-11-03")).body.exercises).toEqual([]);
  });

  test("the newest day comes first, each day's exercises in their order; two blocks of one name are one", async () => {
    const { a } = await twoUsers();
    const monday = await plan(a, "2026-11-09", [
      { name: "Row", sets: 1 },
      { name: "Curl", sets: 1 },
      { name: "Dip", sets: 1 },
    ]);
    const tuesday = await plan(a, "2026-11-10", [
      { name: "Squat", sets: 1 },
      { name: "Lunge", sets: 1 },
      { name: "squat ", sets: 1 },
    ]);
    // Curl was done on Monday and on Wednesday: its 'Last' is Wednesday's, after that day's press.
    const wednesday = await plan(a, "2026-11-11", [
      { name: "Press", sets: 1 },
      { name: "Curl", sets: 1 },
    ]);
    for (const e of [...monday, ...tuesday, ...wednesday]) await tick(a, e.id, 1);
    const res = await a.get("/api/workouts/previous/2026-11-12");
    expect(res.body.date).toBe("2026-11-11");
    expect(res.body.exercises.map((e: { name: string; date: string; sets: unknown[] }) => [e.date, e.name, e.sets.length])).toEqual([
      ["2026-11-11", "Press", 1],
      ["2026-11-11", "Curl", 1],
      ["2026-11-10", "Squat", 2],
      ["2026-11-10", "Lunge", 1],
      ["2026-11-09", "Row", 1],
      ["2026-11-09", "Dip", 1],
    ]);
  });

  test("another user's workouts are never 'Last'", async () => {
    const { a, b } = await twoUsers();
    const [bench] = await plan(b, "2026-11-09", [{ name: "Bench Press", sets: 1 }]);
    await tick(b, bench!.id, 1);
    expect((await a.get("/api/workouts/previous/2026-11-12")).body.exercises).toEqual([]);
  });
});

describe("GET /api/workouts/week", () => {
  test("seven days from start, each with its exercises and ticked and total sets", async () => {
    const { a, b } = await twoUsers();
    const [bench, row] = await plan(a, "2026-11-09", [
      { name: "Bench Press", sets: 3 },
      { name: "Row", sets: 2 },
    ]);
    await tick(a, bench!.id, 1);
    await tick(a, row!.id, 1);
    await tick(a, row!.id, 2);
    await plan(a, "2026-11-15", [{ name: "Run", sets: 1 }]);
    await plan(a, "2026-11-16", [{ name: "Next week", sets: 1 }]);
    await plan(b, "2026-11-10", [{ name: "Not yours", sets: 4 }]);

    const res = await a.get("/api/workouts/week?start=2026-11-09");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body[0]).toEqual({ date: "2026-11-09", exercises: 2, completedSets: 3, totalSets: 5 });
    expect(res.body[1]).toEqual({ date: "2026-11-10", exercises: 0, completedSets: 0, totalSets: 0 });
    expect(res.body[6]).toEqual({ date: "2026-11-15", exercises: 1, completedSets: 0, totalSets: 1 });
    expect(res.body.map((d: { date: string }) => d.date)).toEqual([
      "2026-11-09",
      "2026-11-10",
      "2026-11-11",
      "2026-11-12",
      "2026-11-13",
      "2026-11-14",
      "2026-11-15",
    ]);
  });

  test("crosses a month and a year; a missing or bad start is 400", async () => {
    const { a } = await twoUsers();
    const res = await a.get("/api/workouts/week?start=2026-12-28");
    expect(res.body.map((d: { date: string }) => d.date).at(-1)).toBe("2027-01-03");
    for (const q of ["", "?start=2026-02-30", "?start=monday"]) {
      const bad = await a.get(`/api/workouts/week${q}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain("start");
    }
  });
});

describe("GET /api/exercises/names", () => {
  test("the user's own names containing q, most used first, at most 10, in their most used spelling", async () => {
    const { a, b } = await twoUsers();
    for (let day = 1; day <= 3; day++) await plan(a, `2026-10-0${day}`, [{ name: day === 3 ? "bench press" : "Bench press" }]);
    await plan(a, "2026-10-04", [{ name: "Incline Bench Press" }, { name: "Squat" }]);
    await plan(b, "2026-10-04", [{ name: "Bench Secret" }]);
    expect((await a.get("/api/exercises/names?q=bench")).body).toEqual(["Bench press", "Incline Bench Press"]);
    expect((await a.get("/api/exercises/names?q=SQU")).body).toEqual(["Squat"]);
    expect((await a.get("/api/exercises/names")).body[0]).toBe("Bench press");

    await plan(
      a,
      "2026-10-05",
      Array.from({ length: 12 }, (_, i) => ({ name: `Curl ${i}` })),
    );
    expect((await a.get("/api/exercises/names?q=curl")).body).toHaveLength(10);
    expect((await a.get(`/api/exercises/names?q=${"x".repeat(201)}`)).status).toBe(400);
  });
});

describe("sets on the card", () => {
  test("adding a set starts it from the set before it; removing the last takes it away", async () => {
    const { a } = await twoUsers();
    const [bench] = await plan(a, "2026-11-09", [{ name: "Bench Press", sets: 2, weight: 135, reps: "8" }]);
    await tick(a, bench!.id, 2, { weight: "145", reps: "6" });
    let res = await a.put(`/api/exercises/${bench!.id}`, { sets: 3 });
    expect(res.body.sets).toBe(3);
    expect(res.body.setRows[2]).toEqual({ setNumber: 3, weight: "145", reps: "6", completed: false, kind: "normal" });
    res = await a.put(`/api/exercises/${bench!.id}`, { sets: 2 });
    expect(res.body.setRows).toHaveLength(2);
    expect(res.body.isCompleted).toBe(false);
  });

  test("a set's kind is stored and read back; a warm-up is no record and no volume", async () => {
    const { a } = await twoUsers();
    const [bench] = await plan(a, "2026-11-02", [{ name: "Bench Press", sets: 2, weight: 100, reps: "5" }]);
    await tick(a, bench!.id, 1);
    await tick(a, bench!.id, 2);
    const [today] = await plan(a, "2026-11-09", [{ name: "Bench Press", sets: 2, weight: 100, reps: "5" }]);
    let res = await tick(a, today!.id, 1, { weight: "300", reps: "5", kind: "warmup" });
    expect(res.setRows[0]).toMatchObject({ kind: "warmup", completed: true });
    res = await a.put(`/api/exercises/${today!.id}/sets/2`, { kind: "failure" });
    expect(res.body.setRows[1].kind).toBe("failure");
    expect((await a.get("/api/workouts/2026-11-09")).body.exercises[0].setRows.map((r: { kind: string }) => r.kind)).toEqual([
      "warmup",
      "failure",
    ]);

    const later = await a.get("/api/workouts/previous/2026-11-10");
    // The 300 lb warm-up raised no best: the best is still 2 November's.
    expect(later.body.exercises[0].best).toEqual({ estimatedOneRepMax: 116.7, weight: 100 });
    const history = await a.get("/api/exercises/history?name=Bench%20Press");
    expect(history.body[0]).toMatchObject({ date: "2026-11-09", totalVolume: 0, bestSet: null });
    expect(history.body[0].sets[0].pr).toBeUndefined();
    expect((await a.put(`/api/exercises/${today!.id}/sets/1`, { kind: "super" })).body.message).toBe(
      "kind must be normal, warmup, drop or failure",
    );
  });
});

describe("personal records", () => {
  test("'previous' carries each exercise's best before the date; history marks the sets that beat it", async () => {
    const { a } = await twoUsers();
    const [w1] = await plan(a, "2026-11-02", [{ name: "Squat", sets: 1, weight: 200, reps: "5" }]);
    await tick(a, w1!.id, 1);
    const [w2] = await plan(a, "2026-11-04", [{ name: "Squat", sets: 2, weight: 200, reps: "5" }]);
    await tick(a, w2!.id, 1, { weight: "190", reps: "5" });
    await tick(a, w2!.id, 2, { weight: "210", reps: "3" });
    const prev = await a.get("/api/workouts/previous/2026-11-09");
    expect(prev.body.exercises[0].best).toEqual({ estimatedOneRepMax: 233.3, weight: 210 });
    const history = await a.get("/api/exercises/history?name=squat");
    const [latest, first] = history.body;
    expect(first.sets[0].pr).toBeUndefined();
    expect(latest.sets.map((s: { pr?: boolean }) => s.pr ?? false)).toEqual([false, true]);
  });
});

describe("numbers are checked, never silently changed", () => {
  test("planned weight: a number 0 to 2000, a range, or BW; comma decimals read as decimals", async () => {
    const { a } = await twoUsers();
    const list = await plan(a, "2026-11-09", [
      { name: "A", weight: "62,5" },
      { name: "B", weight: "60-70" },
      { name: "C", weight: "bw" },
      { name: "D", weight: 2000 },
      { name: "E", weight: "0" },
    ]);
    const day = (await a.get("/api/workouts/2026-11-09")).body.exercises;
    expect(day.map((e: { weight: string }) => e.weight)).toEqual(["62.5", "60-70", "BW", "2000", "0"]);
    expect(list).toHaveLength(5);
  });

  test.each([
    ["POST", { weight: "heavy" }, "weight"],
    ["POST", { weight: -50 }, "weight"],
    ["POST", { weight: 99999999999 }, "weight"],
    ["POST", { weight: "70-60" }, "weight"],
    ["POST", { sets: 21 }, "sets"],
    ["POST", { sets: 0 }, "sets"],
    ["POST", { sets: "three" }, "sets"],
    ["POST", { restTime: 3601 }, "restTime"],
    ["POST", { restTime: -1 }, "restTime"],
    ["POST", { reps: "-5" }, "reps"],
    ["POST", { reps: "5000" }, "reps"],
    ["PUT", { weight: "heavy" }, "weight"],
    ["PUT", { sets: 99999999999 }, "sets"],
    ["PUT", { restTime: 1.5 }, "restTime"],
  ])("%s exercise %p is 400 naming %s, and nothing changes", async (method, fields, field) => {
    const { a, db } = await twoUsers();
    const [ex] = await plan(a, "2026-11-09", [{ name: "Squat" }]);
    const before = snapshot(db, { except: ["sessions"] });
    const res =
      method === "POST"
        ? await a.post("/api/workouts", { date: "2026-11-09", exercises: [{ name: "Squat", ...fields }] })
        : await a.put(`/api/exercises/${ex!.id}`, fields);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test.each([
    [{ weight: "heavy" }, "weight must be a number from 0 to 2000"],
    [{ weight: -1 }, "weight must be a number from 0 to 2000"],
    [{ weight: "2000.5" }, "weight must be a number from 0 to 2000"],
    [{ reps: 2.5 }, "reps must be a whole number from 0 to 1000"],
    [{ reps: "1001" }, "reps must be a whole number from 0 to 1000"],
    [{ reps: "ten" }, "reps must be a whole number from 0 to 1000"],
    [{ completed: "yes" }, "completed must be true or false"],
  ])("a logged set %p is 400: %s", async (body, message) => {
    const { a, db } = await twoUsers();
    const [ex] = await plan(a, "2026-11-09", [{ name: "Squat" }]);
    const before = snapshot(db, { except: ["sessions"] });
    const res = await a.put(`/api/exercises/${ex!.id}/sets/1`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test("a logged set takes '62,5' as 62.5 and a number as a number", async () => {
    const { a } = await twoUsers();
    const [ex] = await plan(a, "2026-11-09", [{ name: "Squat" }]);
    const res = await tick(a, ex!.id, 1, { weight: "62,5", reps: 8 });
    expect(res.setRows[0]).toMatchObject({ weight: "62.5", reps: "8" });
  });
});

describe("units", () => {
  test("the profile keeps weightUnit and lengthUnit; stored values do not change with them", async () => {
    const { a } = await twoUsers();
    const me = (await a.get("/api/auth/user")).body.user;
    expect(me).toMatchObject({ weightUnit: "lb", lengthUnit: "in", plates: [45, 35, 25, 10, 5, 2.5] });
    const [ex] = await plan(a, "2026-11-09", [{ name: "Squat", weight: "137.7889" }]);
    const res = await a.put("/api/profile", { weightUnit: "kg", lengthUnit: "cm" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ weightUnit: "kg", lengthUnit: "cm", plates: [25, 20, 15, 10, 5, 2.5, 1.25] });
    expect((await a.get("/api/auth/user")).body.user).toMatchObject({ weightUnit: "kg", lengthUnit: "cm" });
    expect((await a.get("/api/workouts/2026-11-09")).body.exercises[0].weight).toBe("137.7889");
    expect(ex).toBeDefined();
  });

  test("a plate set is kept per unit; bad units and plates are 400", async () => {
    const { a } = await twoUsers();
    expect((await a.put("/api/profile", { plates: [2.5, 45, 25] })).body.plates).toEqual([45, 25, 2.5]);
    expect((await a.put("/api/profile", { weightUnit: "kg" })).body.plates).toEqual([25, 20, 15, 10, 5, 2.5, 1.25]);
    expect((await a.put("/api/profile", { weightUnit: "lb" })).body.plates).toEqual([45, 25, 2.5]);
    for (const [body, field] of [
      [{ weightUnit: "stone" }, "weightUnit"],
      [{ lengthUnit: "ft" }, "lengthUnit"],
      [{ plates: [] }, "plates"],
      [{ plates: [0] }, "plates"],
      [{ plates: [45, 45] }, "plates"],
      [{ plates: "45" }, "plates"],
    ] as const) {
      const res = await a.put("/api/profile", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });
});
