import { describe, expect, test } from "bun:test";
import { WORKOUT } from "@shared/limits";
import { twoUsers, type Client, type TwoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";

const squat = { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120, isCompleted: false, notes: "" };
const bench = { name: "Bench Press", sets: 2, reps: "8-10", weight: 135, restTime: 90, isCompleted: false, notes: "paused" };

type TwoUsersDb = TwoUsers["db"];

async function plan(c: Client, date: string, exercises: unknown[] = [squat, bench]) {
  const res = await c.post("/api/workouts", { date, exercises });
  expect(res.status).toBe(201);
  return res.body;
}

describe("GET /api/workouts/:date", () => {
  test("a date without a workout answers an empty day", async () => {
    const { a } = await twoUsers();
    const res = await a.get("/api/workouts/2026-03-04");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ date: "2026-03-04", dayOfWeek: "Wednesday", note: null, exercises: [] });
  });

  test("the path and ?date= forms answer the same", async () => {
    const { a } = await twoUsers();
    await plan(a, "2026-03-02");
    const path = await a.get("/api/workouts/2026-03-02");
    const query = await a.get("/api/workouts?date=2026-03-02");
    expect(query.status).toBe(200);
    expect(query.body).toEqual(path.body);
  });

  test("bad dates are 400 naming the date", async () => {
    const { a } = await twoUsers();
    for (const path of ["/api/workouts/2026-02-30", "/api/workouts/yesterday", "/api/workouts?date=2026-13-01", "/api/workouts"]) {
      const res = await a.get(path);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("date");
    }
  });
});

describe("POST /api/workouts", () => {
  // An append onto a new day (or replacing one) answers from the rows as written: it must be exactly
  // what reading the day back gives, as it is onto a day that had exercises (read back).
  test.each(["append", "replace"])("the day it answers is the day as read back, new or not (%s)", async (mode) => {
    const { a } = await twoUsers();
    const day = "2026-04-06";
    const done = { ...squat, name: "Deadlift", sets: 2, isCompleted: true };
    // More sets than one statement inserts (db/prepared.ts, insertRows): still numbered in order.
    const long = { ...squat, name: "Farmer Carry", sets: WORKOUT.maxSets, weight: "70" };
    for (let round = 0; round < 2; round++) {
      const res = await a.post("/api/workouts", { date: day, mode, exercises: [squat, done, long, bench] });
      expect(res.status).toBe(201);
      expect(res.body).toEqual((await a.get(`/api/workouts/${day}`)).body);
    }
  });

  test("creates the day with exercises in order, one set row per set holding the plan", async () => {
    const { a } = await twoUsers();
    const day = await plan(a, "2026-03-02");
    expect(day.date).toBe("2026-03-02");
    expect(day.dayOfWeek).toBe("Monday");
    expect(day.exercises).toHaveLength(2);
    const [s, b] = day.exercises;
    expect(s).toMatchObject({
      name: "Squat",
      sets: 3,
      reps: "5",
      weight: "225",
      restTime: 120,
      isCompleted: false,
      notes: null,
      sortOrder: 0,
    });
    expect(b).toMatchObject({ name: "Bench Press", sets: 2, weight: "135", notes: "paused", sortOrder: 1 });
    expect(s.setRows).toEqual([
      { setNumber: 1, weight: "225", reps: "5", completed: false, kind: "normal" },
      { setNumber: 2, weight: "225", reps: "5", completed: false, kind: "normal" },
      { setNumber: 3, weight: "225", reps: "5", completed: false, kind: "normal" },
    ]);
    expect(typeof s.id).toBe("number");
  });

  test("appends to an existing day and never deletes logged data", async () => {
    const { a } = await twoUsers();
    const first = await plan(a, "2026-03-02", [squat]);
    await a.put(`/api/exercises/${first.exercises[0].id}/sets/1`, { completed: true, kind: "normal" });
    const day = await plan(a, "2026-03-02", [bench]);
    expect(day.exercises.map((e: { name: string }) => e.name)).toEqual(["Squat", "Bench Press"]);
    expect(day.exercises[0].setRows[0].completed).toBe(true);
    expect(day.exercises[1].sortOrder).toBe(1);
  });

  test("applies the new-exercise defaults and accepts targetSets, targetReps and targetWeight", async () => {
    const { a } = await twoUsers();
    const day = await plan(a, "2026-03-03", [{ name: "Row" }, { name: "Dips", targetSets: 4, targetReps: "AMRAP", targetWeight: 25 }]);
    expect(day.exercises[0]).toMatchObject({ sets: 3, reps: "8-10", weight: "0", restTime: 90, isCompleted: false });
    expect(day.exercises[0].setRows).toHaveLength(3);
    expect(day.exercises[1]).toMatchObject({ sets: 4, reps: "AMRAP", weight: "25" });
  });

  test("reps or weight left blank take the defaults, as when they are absent", async () => {
    const { a } = await twoUsers();
    const day = await plan(a, "2026-03-03", [{ name: "Row", reps: "", weight: "  " }]);
    expect(day.exercises[0]).toMatchObject({ reps: "8-10", weight: "0" });
    expect(day.exercises[0].setRows[0]).toMatchObject({ reps: "8-10", weight: "0" });
    const res = await a.put(`/api/exercises/${day.exercises[0].id}`, { reps: " ", weight: "" });
    expect(res.body).toMatchObject({ reps: "8-10", weight: "0" });
  });

  test("an exercise posted completed has every set ticked", async () => {
    const { a } = await twoUsers();
    const day = await plan(a, "2026-03-03", [{ ...squat, isCompleted: true }]);
    expect(day.exercises[0].isCompleted).toBe(true);
    expect(day.exercises[0].setRows.every((r: { completed: boolean }) => r.completed)).toBe(true);
  });

  test("validation names the field and changes nothing", async () => {
    const { a, db } = await twoUsers();
    const before = snapshot(db, { except: ["sessions"] });
    const cases: [unknown, string][] = [
      [{ date: "2026-02-30", exercises: [squat] }, "date"],
      [{ exercises: [squat] }, "date"],
      [{ date: "2026-03-02", exercises: [] }, "exercises"],
      [{ date: "2026-03-02", exercises: [{ ...squat, name: "  " }] }, "name is required"],
      [{ date: "2026-03-02", exercises: [{ ...squat, sets: 0 }] }, "sets"],
      [{ date: "2026-03-02", exercises: [{ ...squat, sets: 2.5 }] }, "sets"],
      [{ date: "2026-03-02", exercises: [{ ...squat, restTime: -1 }] }, "restTime"],
      [{ date: "2026-03-02", exercises: [{ ...squat, name: "x".repeat(201) }] }, "name"],
      [{ date: "2026-03-02", exercises: [{ ...squat, notes: "x".repeat(2001) }] }, "notes"],
      [{ date: "2026-03-02", dayOfWeek: "Tuesday", exercises: [squat] }, "dayOfWeek"],
      [{ date: "2026-03-02", exercises: Array.from({ length: 101 }, () => squat) }, "exercises"],
    ];
    for (const [body, field] of cases) {
      const res = await a.post("/api/workouts", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test("a day holds at most 100 exercises in all", async () => {
    const { a } = await twoUsers();
    await plan(
      a,
      "2026-03-02",
      Array.from({ length: 100 }, (_, i) => ({ name: `E${i}`, sets: 1 })),
    );
    const res = await a.post("/api/workouts", { date: "2026-03-02", exercises: [squat] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("exercises");
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises).toHaveLength(100);
  });

  test("each user has their own day", async () => {
    const { a, b } = await twoUsers();
    await plan(a, "2026-03-02");
    expect((await b.get("/api/workouts/2026-03-02")).body.exercises).toEqual([]);
    await plan(b, "2026-03-02", [bench]);
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises).toHaveLength(2);
  });
});

describe("POST /api/workouts with mode", () => {
  const setRowCount = (db: TwoUsersDb, ids: number[]) =>
    db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM exercise_sets WHERE exercise_id IN (${ids.join(",")})`).get()!.n;

  test("replace removes the day's exercises and their set rows, ticked or not, and puts the new ones in place", async () => {
    const { a, db } = await twoUsers();
    const old = await plan(a, "2026-03-02", [squat, bench]);
    await a.put(`/api/exercises/${old.exercises[0].id}/sets/1`, { completed: true });
    const otherDay = await plan(a, "2026-03-03", [squat]);
    const oldIds = old.exercises.map((e: { id: number }) => e.id);
    expect(setRowCount(db, oldIds)).toBe(5);

    const res = await a.post("/api/workouts", { date: "2026-03-02", mode: "replace", exercises: [{ name: "Deadlift", sets: 2 }] });
    expect(res.status).toBe(201);
    expect(res.body.exercises.map((e: { name: string }) => e.name)).toEqual(["Deadlift"]);
    expect(res.body.exercises[0]).toMatchObject({ sortOrder: 0, setRows: [{ setNumber: 1 }, { setNumber: 2 }] });
    expect((await a.get("/api/workouts/2026-03-02")).body.exercises.map((e: { name: string }) => e.name)).toEqual(["Deadlift"]);
    expect(setRowCount(db, oldIds)).toBe(0);
    // Another day keeps its exercises; the removed tick no longer counts as 'Last'.
    expect((await a.get("/api/workouts/2026-03-03")).body.exercises.map((e: { id: number }) => e.id)).toEqual(
      otherDay.exercises.map((e: { id: number }) => e.id),
    );
    expect((await a.get("/api/workouts/previous/2026-03-04")).body.exercises).toEqual([]);
  });

  test("replace leaves another user's day alone", async () => {
    const { a, b } = await twoUsers();
    await plan(a, "2026-03-02", [squat]);
    await plan(b, "2026-03-02", [bench]);
    await a.post("/api/workouts", { date: "2026-03-02", mode: "replace", exercises: [{ name: "Row" }] });
    expect((await b.get("/api/workouts/2026-03-02")).body.exercises.map((e: { name: string }) => e.name)).toEqual(["Bench Press"]);
  });

  test("replace into an empty day creates it; append and no mode both append", async () => {
    const { a } = await twoUsers();
    const created = await a.post("/api/workouts", { date: "2026-03-05", mode: "replace", exercises: [squat] });
    expect(created.status).toBe(201);
    expect(created.body.exercises).toHaveLength(1);
    await plan(a, "2026-03-05", [bench]);
    const appended = await a.post("/api/workouts", { date: "2026-03-05", mode: "append", exercises: [{ name: "Row" }] });
    expect(appended.body.exercises.map((e: { name: string }) => e.name)).toEqual(["Squat", "Bench Press", "Row"]);
  });

  test("replace may bring a full day's worth even into a full day", async () => {
    const { a } = await twoUsers();
    const full = Array.from({ length: 100 }, (_, i) => ({ name: `E${i}`, sets: 1 }));
    await plan(a, "2026-03-02", full);
    const res = await a.post("/api/workouts", { date: "2026-03-02", mode: "replace", exercises: full });
    expect(res.status).toBe(201);
    expect(res.body.exercises).toHaveLength(100);
  });

  test("a bad mode is 400 naming mode and changes nothing", async () => {
    const { a, db } = await twoUsers();
    await plan(a, "2026-03-02", [squat]);
    const before = snapshot(db, { except: ["sessions"] });
    for (const mode of ["overwrite", "", 1, null, "REPLACE"]) {
      const res = await a.post("/api/workouts", { date: "2026-03-02", mode, exercises: [bench] });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("mode");
    }
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test("a replace refused for a bad exercise keeps the day as it was", async () => {
    const { a, db } = await twoUsers();
    await plan(a, "2026-03-02", [squat]);
    const before = snapshot(db, { except: ["sessions"] });
    const res = await a.post("/api/workouts", { date: "2026-03-02", mode: "replace", exercises: [{ name: "Row", sets: 0 }] });
    expect(res.status).toBe(400);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });
});

describe("sets and completion", () => {
  test("ticking every set completes the exercise; unticking one undoes it; reload keeps it", async () => {
    const { a } = await twoUsers();
    const day = await plan(a, "2026-03-02");
    const id = day.exercises[1].id; // two sets
    let res = await a.put(`/api/exercises/${id}/sets/1`, { completed: true, weight: "140", reps: "9" });
    expect(res.status).toBe(200);
    expect(res.body.isCompleted).toBe(false);
    expect(res.body.setRows[0]).toEqual({ setNumber: 1, weight: "140", reps: "9", completed: true, kind: "normal" });
    res = await a.put(`/api/exercises/${id}/sets/2`, { completed: true, kind: "normal" });
    expect(res.body.isCompleted).toBe(true);
    const reloaded = await a.get("/api/workouts/2026-03-02");
    expect(reloaded.body.exercises[1].isCompleted).toBe(true);
    expect(reloaded.body.exercises[1].setRows.map((r: { completed: boolean }) => r.completed)).toEqual([true, true]);
    res = await a.put(`/api/exercises/${id}/sets/2`, { completed: false, kind: "normal" });
    expect(res.body.isCompleted).toBe(false);
  });

  test("a set's answer is the exercise exactly as the day reads it back, every field", async () => {
    const { a } = await twoUsers();
    await plan(a, "2026-03-02");
    const ex = (
      await a.put("/api/exercises/" + (await a.get("/api/workouts/2026-03-02")).body.exercises[1].id, { notes: "slow", restTime: 120 })
    ).body;
    const readBack = async () => (await a.get("/api/workouts/2026-03-02")).body.exercises[1];
    for (const [n, body] of [
      [1, { completed: true, weight: "140", reps: "9" }],
      [2, { completed: true, kind: "warmup" }],
      [2, { completed: false }],
      [1, { weight: "", reps: "" }],
    ] as const) {
      const res = await a.put(`/api/exercises/${ex.id}/sets/${n}`, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(await readBack());
    }
    expect((await readBack()).notes).toBe("slow");
  });

  test("a weight or reps change alone keeps the tick", async () => {
    const { a } = await twoUsers();
    const id = (await plan(a, "2026-03-02", [{ ...squat, sets: 1 }])).exercises[0].id;
    await a.put(`/api/exercises/${id}/sets/1`, { completed: true, kind: "normal" });
    const res = await a.put(`/api/exercises/${id}/sets/1`, { weight: 230 });
    expect(res.body.setRows[0]).toMatchObject({ weight: "230", completed: true, kind: "normal" });
    expect(res.body.isCompleted).toBe(true);
  });

  test("a set that does not exist is 404; bad bodies are 400", async () => {
    const { a } = await twoUsers();
    const id = (await plan(a, "2026-03-02")).exercises[0].id;
    expect((await a.put(`/api/exercises/${id}/sets/4`, { completed: true, kind: "normal" })).status).toBe(404);
    expect((await a.put(`/api/exercises/${id}/sets/0`, { completed: true, kind: "normal" })).status).toBe(404);
    expect((await a.put(`/api/exercises/${id}/sets/abc`, { completed: true, kind: "normal" })).status).toBe(404);
    const empty = await a.put(`/api/exercises/${id}/sets/1`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("Nothing to update");
    const bad = await a.put(`/api/exercises/${id}/sets/1`, { completed: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("completed");
  });

  test("isCompleted on the exercise ticks or unticks every set", async () => {
    const { a } = await twoUsers();
    const id = (await plan(a, "2026-03-02")).exercises[0].id;
    let res = await a.put(`/api/exercises/${id}`, { isCompleted: true });
    expect(res.status).toBe(200);
    expect(res.body.isCompleted).toBe(true);
    expect(res.body.setRows.every((r: { completed: boolean }) => r.completed)).toBe(true);
    res = await a.put(`/api/exercises/${id}`, { isCompleted: false });
    expect(res.body.isCompleted).toBe(false);
    expect(res.body.setRows.some((r: { completed: boolean }) => r.completed)).toBe(false);
  });
});

describe("PUT /api/exercises/:id", () => {
  test("edits name, reps, weight, rest time; more sets add rows at the end, fewer remove them", async () => {
    const { a } = await twoUsers();
    const id = (await plan(a, "2026-03-02")).exercises[0].id;
    await a.put(`/api/exercises/${id}/sets/1`, { completed: true, weight: "230" });
    let res = await a.put(`/api/exercises/${id}`, { name: "Back Squat", sets: 5, reps: "3", weight: "245", restTime: 180 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Back Squat", sets: 5, reps: "3", weight: "245", restTime: 180, isCompleted: false });
    expect(res.body.setRows).toEqual([
      { setNumber: 1, weight: "230", reps: "5", completed: true, kind: "normal" },
      { setNumber: 2, weight: "245", reps: "3", completed: false, kind: "normal" },
      { setNumber: 3, weight: "245", reps: "3", completed: false, kind: "normal" },
      { setNumber: 4, weight: "245", reps: "3", completed: false, kind: "normal" },
      { setNumber: 5, weight: "245", reps: "3", completed: false, kind: "normal" },
    ]);
    res = await a.put(`/api/exercises/${id}`, { targetSets: 1 });
    expect(res.body.sets).toBe(1);
    expect(res.body.setRows).toHaveLength(1);
    // The one set left is ticked, so the exercise is now complete.
    expect(res.body.isCompleted).toBe(true);
  });

  test("validation: empty body, blank name, bad numbers", async () => {
    const { a, db } = await twoUsers();
    const id = (await plan(a, "2026-03-02")).exercises[0].id;
    const before = snapshot(db, { except: ["sessions"] });
    for (const [body, text] of [
      [{}, "Nothing to update"],
      [{ name: "" }, "name is required"],
      [{ sets: 0 }, "sets"],
      [{ sets: 21 }, "sets"],
      [{ restTime: "ninety" }, "restTime"],
      [{ weight: { kg: 1 } }, "weight"],
      [{ isCompleted: "true" }, "isCompleted"],
    ] as const) {
      const res = await a.put(`/api/exercises/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(text);
    }
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test("another user's exercise is 404, like a missing one, and stays as it was", async () => {
    const { a, b, db } = await twoUsers();
    const id = (await plan(a, "2026-03-02")).exercises[0].id;
    const before = snapshot(db, { except: ["sessions"] });
    expect((await b.put(`/api/exercises/${id}`, { name: "Mine now" })).status).toBe(404);
    expect((await b.put(`/api/exercises/${id}/sets/1`, { completed: true, kind: "normal" })).status).toBe(404);
    expect((await b.delete(`/api/exercises/${id}`)).status).toBe(404);
    expect((await a.put(`/api/exercises/999999`, { name: "x" })).status).toBe(404);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });
});

describe("DELETE /api/exercises/:id", () => {
  test("removes the exercise and its sets; the emptied day still answers", async () => {
    const { a, db } = await twoUsers();
    const day = await plan(a, "2026-03-02", [squat]);
    const res = await a.delete(`/api/exercises/${day.exercises[0].id}`);
    expect(res.status).toBe(200);
    expect((await a.get("/api/workouts/2026-03-02")).body).toEqual({ date: "2026-03-02", dayOfWeek: "Monday", note: null, exercises: [] });
    expect(db.$client.query("SELECT count(*) AS n FROM exercise_sets").get()).toEqual({ n: 0 });
    expect((await a.delete(`/api/exercises/${day.exercises[0].id}`)).status).toBe(404);
  });
});

describe("GET /api/workouts/previous/:date", () => {
  test("each exercise's last day with a ticked set, with only the ticked sets and that date", async () => {
    const { a, b } = await twoUsers();
    await plan(a, "2026-02-20", [{ ...squat, weight: "200" }]);
    const last = await plan(a, "2026-02-27", [{ ...squat, sets: 2 }]);
    await a.put(`/api/exercises/${last.exercises[0].id}/sets/2`, { weight: "235", reps: "4", completed: true });
    // Planned but never ticked: not 'Last'. Nor is the day itself, a later one, or another user's.
    await plan(a, "2026-03-01", [squat]);
    await plan(a, "2026-03-02", [squat]);
    await plan(b, "2026-03-01", [squat]);

    const res = await a.get("/api/workouts/previous/2026-03-02");
    expect(res.status).toBe(200);
    expect(res.body.date).toBe("2026-02-27");
    expect(res.body.dayOfWeek).toBe("Friday");
    expect(res.body.exercises).toHaveLength(1);
    expect(res.body.exercises[0]).toMatchObject({ name: "Squat", date: "2026-02-27", setCount: 2, reps: "5", weight: "225" });
    expect(res.body.exercises[0].sets).toEqual([{ setNumber: 2, weight: "235", reps: "4", completed: true, kind: "normal" }]);
    expect((await a.get("/api/workouts/previous?date=2026-03-02")).body).toEqual(res.body);
    // Nothing was ticked on 20 February: before the 27th there is no 'Last'.
    expect((await a.get("/api/workouts/previous/2026-02-27")).body.exercises).toEqual([]);
  });

  test("nothing earlier answers an empty list", async () => {
    const { a } = await twoUsers();
    const res = await a.get("/api/workouts/previous/2026-03-02");
    expect(res.body).toEqual({ date: null, dayOfWeek: null, exercises: [] });
    expect((await a.get("/api/workouts/previous/2026-02-31")).status).toBe(400);
  });
});
