// Workout templates through the API: list, save, update, delete, and the with-latest read.
import { describe, expect, test } from "bun:test";
import { twoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";
import { prefillRows } from "@shared/workout-templates/rules";

const legDay = {
  name: "  Leg Day  ",
  dayOfWeek: "Monday",
  data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 }, { name: "Lunge" }] },
};

describe("workout templates", () => {
  test("create, list newest first, update, delete", async () => {
    const { a } = await twoUsers();
    const created = await a.post("/api/templates", legDay);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Leg Day", dayOfWeek: "Monday" });
    expect(created.body.data.exercises).toEqual([
      { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 },
      { name: "Lunge", sets: 3, reps: "8-10", weight: "0", restTime: 90 },
    ]);
    expect(typeof created.body.createdAt).toBe("string");
    const second = await a.post("/api/templates", {
      name: "Push",
      data: { exercises: [{ name: "Bench", targetSets: 5, targetReps: 5, targetWeight: 185 }] },
    });
    expect(second.body.dayOfWeek).toBeNull();
    expect(second.body.data.exercises[0]).toMatchObject({ sets: 5, reps: "5", weight: "185" });

    const list = await a.get("/api/templates");
    expect(list.status).toBe(200);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(["Push", "Leg Day"]);

    const updated = await a.put(`/api/templates/${created.body.id}`, {
      name: "Legs",
      dayOfWeek: "",
      data: { exercises: [{ name: "Front Squat", sets: 0, reps: "8", weight: "135", restTime: 60 }] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: "Legs", dayOfWeek: null });
    expect(updated.body.data.exercises).toEqual([{ name: "Front Squat", sets: 0, reps: "8", weight: "135", restTime: 60 }]);
    const renamed = await a.put(`/api/templates/${created.body.id}`, { dayOfWeek: "Friday" });
    expect(renamed.body).toMatchObject({ name: "Legs", dayOfWeek: "Friday" });

    expect((await a.delete(`/api/templates/${created.body.id}`)).status).toBe(200);
    expect((await a.get("/api/templates")).body.map((t: { name: string }) => t.name)).toEqual(["Push"]);
    expect((await a.delete(`/api/templates/${created.body.id}`)).status).toBe(404);
  });

  test("a template exercise's blank reps or weight take the defaults", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/templates", { name: "Blank", data: { exercises: [{ name: "Row", reps: "", weight: " " }] } });
    expect(res.status).toBe(201);
    expect(res.body.data.exercises).toEqual([{ name: "Row", sets: 3, reps: "8-10", weight: "0", restTime: 90 }]);
  });

  test("a built template keeps kinds, ranges and supersets; started, timed or distance work holds no reps or weight", async () => {
    const { a } = await twoUsers();
    const exercises = [
      { name: "Bench Press", sets: 4, reps: "8-10", weight: "135", restTime: 120, supersetGroup: 1 },
      { name: "Pull Up", sets: 3, reps: "10", weight: "0", restTime: 60, type: "bodyweight_reps", supersetGroup: 1 },
      { name: "Plank", sets: 3, reps: "8-10", weight: "0", restTime: 60, type: "duration" },
    ];
    const res = await a.post("/api/templates", { name: "Built", data: { exercises } });
    expect(res.status).toBe(201);
    expect(res.body.data.exercises).toEqual(exercises);
    // Started on a day, the plank logs what it is: no reps, no weight, on it or its sets.
    const started = await a.post("/api/workouts", { date: "2026-03-02", exercises: res.body.data.exercises });
    const plank = started.body.exercises[2];
    expect(plank).toMatchObject({ name: "Plank", type: "duration", reps: "", weight: "" });
    expect(plank.setRows.map((r: { weight: string; reps: string }) => [r.weight, r.reps])).toEqual([
      ["", ""],
      ["", ""],
      ["", ""],
    ]);
    expect(started.body.exercises[1]).toMatchObject({ supersetGroup: 1, type: "bodyweight_reps", reps: "10" });
  });

  test("a template may be saved without exercises (loading refuses it)", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/templates", { name: "Empty", dayOfWeek: null, data: { exercises: [] } });
    expect(res.status).toBe(201);
    expect(res.body.data.exercises).toEqual([]);
  });

  test("validation names the field and changes nothing", async () => {
    const { a, db } = await twoUsers();
    const id = (await a.post("/api/templates", legDay)).body.id;
    const before = snapshot(db, { except: ["sessions"] });
    for (const [body, text] of [
      [{ ...legDay, name: "   " }, "name is required"],
      [{ ...legDay, name: "x".repeat(201) }, "name"],
      [{ ...legDay, dayOfWeek: "Funday" }, "dayOfWeek"],
      [{ ...legDay, data: null }, "data"],
      [{ ...legDay, data: { exercises: "Squat" } }, "exercises"],
      [{ ...legDay, data: { exercises: [{ name: "" }] } }, "exercise name is required"],
      [{ ...legDay, data: { exercises: [{ name: "A", sets: -1 }] } }, "sets"],
      [{ ...legDay, data: { exercises: [{ name: "A", restTime: 1e9 }] } }, "restTime"],
      [{ ...legDay, data: { exercises: Array.from({ length: 101 }, () => ({ name: "A" })) } }, "exercises"],
    ] as const) {
      const res = await a.post("/api/templates", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(text);
    }
    const empty = await a.put(`/api/templates/${id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("Nothing to update");
    expect((await a.put(`/api/templates/${id}`, { name: "" })).status).toBe(400);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test("another user's template is 404, invisible, and unchanged", async () => {
    const { a, b, db } = await twoUsers();
    const id = (await a.post("/api/templates", legDay)).body.id;
    const before = snapshot(db, { except: ["sessions"] });
    expect((await b.get("/api/templates")).body).toEqual([]);
    const put = await b.put(`/api/templates/${id}`, { name: "Stolen" });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Template not found");
    expect((await b.delete(`/api/templates/${id}`)).status).toBe(404);
    expect((await b.put(`/api/templates/not-an-id`, { name: "x" })).status).toBe(404);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });
});

describe("GET /api/templates/{id}/with-latest", () => {
  const template = {
    name: "Legs",
    data: {
      exercises: [
        { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 },
        { name: "Leg Curl", sets: 3, reps: "12", weight: "60", restTime: 60 },
      ],
    },
  };
  type Logged = { name: string; sets?: number; reps?: string; weight?: string; restTime?: number };
  const log = async (c: Awaited<ReturnType<typeof twoUsers>>["a"], date: string, list: Logged[]) => {
    const res = await c.post("/api/workouts", { date, exercises: list });
    expect(res.status).toBe(201);
    return res.body;
  };

  test("the newest day in the 30 before the date wins, names matched trimmed and in any case", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/templates", template)).body.id;
    await log(a, "2026-03-01", [{ name: "Squat", sets: 5, reps: "3", weight: "250", restTime: 180 }]);
    const newer = await log(a, "2026-03-08", [{ name: "  squat ", sets: 4, reps: "6", weight: "235", restTime: 150 }]);
    // What was really lifted counts: the last ticked set of that day.
    const squat = newer.exercises[0];
    await a.put(`/api/exercises/${squat.id}/sets/1`, { weight: "240", reps: "5", completed: true });

    const res = await a.get(`/api/templates/${id}/with-latest?date=2026-03-10`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: "Legs", foundPrior: true });
    // The template keeps its own sets, target reps and rest; last time gives the weight and its sets.
    expect(res.body.data.exercises).toEqual([
      { name: "Squat", sets: 3, reps: "5", weight: "240", restTime: 120, lastSets: [{ weight: "240", reps: "5", kind: "normal" }] },
      { name: "Leg Curl", sets: 3, reps: "12", weight: "60", restTime: 60 },
    ]);
    // The stored template is unchanged.
    expect((await a.get("/api/templates")).body[0].data.exercises[0]).toMatchObject({ weight: "225" });
  });

  test("window: day 30 before counts; day 31 and the date itself do not", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/templates", template)).body.id;
    await log(a, "2026-03-31", [{ name: "Squat", weight: "999" }]); // the date itself
    await log(a, "2026-02-28", [{ name: "Squat", weight: "111" }]); // 31 days before
    let res = await a.get(`/api/templates/${id}/with-latest?date=2026-03-31`);
    expect(res.body.foundPrior).toBe(false);
    expect(res.body.data.exercises[0].weight).toBe("225");

    await log(a, "2026-03-01", [{ name: "Leg Curl", weight: "70" }]); // 30 days before
    res = await a.get(`/api/templates/${id}/with-latest?date=2026-03-31`);
    expect(res.body.foundPrior).toBe(true);
    expect(res.body.data.exercises.map((e: { weight: string }) => e.weight)).toEqual(["225", "70"]);
  });

  test("another user's workouts are never read; their template or an unknown id is 404; a bad date is 400", async () => {
    const { a, b, db } = await twoUsers();
    const id = (await a.post("/api/templates", template)).body.id;
    await log(b, "2026-03-09", [{ name: "Squat", weight: "500" }]);
    const mine = await a.get(`/api/templates/${id}/with-latest?date=2026-03-10`);
    expect(mine.body.foundPrior).toBe(false);

    const before = snapshot(db);
    expect((await b.get(`/api/templates/${id}/with-latest?date=2026-03-10`)).status).toBe(404);
    expect((await a.get(`/api/templates/999999/with-latest?date=2026-03-10`)).status).toBe(404);
    expect(snapshot(db)).toEqual(before);

    const missing = await a.get(`/api/templates/${id}/with-latest`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("date");
    const bad = await a.get(`/api/templates/${id}/with-latest?date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("date must be a real date as YYYY-MM-DD");
  });

  test("a started template keeps its target reps; each set prefills from the same set of last time, warm-ups as warm-ups", async () => {
    const { a } = await twoUsers();
    const push = { name: "Push Day", data: { exercises: [{ name: "Bench Press", sets: 3, reps: "8", weight: "132.3", restTime: 120 }] } };
    const id = (await a.post("/api/templates", push)).body.id;
    const day = await log(a, "2026-03-09", [{ name: "Bench Press", sets: 4, reps: "8", weight: "137.8" }]);
    const bench = day.exercises[0].id;
    const logged: [string, string, string][] = [
      ["45", "10", "warmup"],
      ["137.8", "8", "normal"],
      ["137.8", "8", "normal"],
      ["137.8", "7", "normal"],
    ];
    for (const [i, [weight, reps, kind]] of logged.entries())
      await a.put(`/api/exercises/${bench}/sets/${i + 1}`, { weight, reps, kind, completed: true });

    const latest = (await a.get(`/api/templates/${id}/with-latest?date=2026-03-10`)).body.data.exercises[0];
    expect(latest).toMatchObject({ sets: 3, reps: "8", weight: "137.8" });
    expect(latest.lastSets).toEqual(logged.map(([weight, reps, kind]) => ({ weight, reps, kind })));
    const rows = prefillRows(latest, latest.lastSets);
    expect(rows).toEqual([
      { weight: "45", reps: "10", kind: "warmup" },
      { weight: "137.8", reps: "8", kind: "normal" },
      { weight: "137.8", reps: "8", kind: "normal" },
      { weight: "137.8", reps: "7", kind: "normal" },
    ]);
    // One more set than last time repeats its last.
    expect(prefillRows({ ...latest, sets: 4 }, latest.lastSets).at(-1)).toEqual({ weight: "137.8", reps: "7", kind: "normal" });

    const started = await a.post("/api/workouts", {
      date: "2026-03-10",
      templateName: "Push Day",
      exercises: [{ name: "Bench Press", sets: 3, reps: latest.reps, weight: latest.weight, restTime: latest.restTime, setRows: rows }],
    });
    expect(started.status).toBe(201);
    const made = started.body.exercises[0];
    expect(made).toMatchObject({ sets: 4, reps: "8", weight: "137.8" });
    expect(
      made.setRows.map((r: { weight: string; reps: string; kind: string; completed: boolean }) => [r.weight, r.reps, r.kind, r.completed]),
    ).toEqual([
      ["45", "10", "warmup", false],
      ["137.8", "8", "normal", false],
      ["137.8", "8", "normal", false],
      ["137.8", "7", "normal", false],
    ]);
    const bad = await a.post("/api/workouts", {
      date: "2026-03-11",
      exercises: [{ name: "Row", setRows: [{ weight: "100", reps: "5", kind: "heavy" }] }],
    });
    expect(bad.status).toBe(400);
  });
});
