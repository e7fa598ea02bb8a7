// Sessions through the API: the History list a page at a time, a day's start and finish, and the
// summary a finish answers (docs/behaviour/workouts.md, "Sessions").
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type Client, type TwoUsers } from "@test/harness";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

type Set = { weight: string; reps: string; kind?: string; done?: boolean; changedAt?: number };

/** Adds an exercise to the day and logs its sets; answers the exercise. */
async function log(c: Client, date: string, name: string, sets: Set[], extra: Record<string, unknown> = {}) {
  const res = await c.post("/api/workouts", {
    date,
    exercises: [{ name, sets: sets.length, reps: "5", weight: "0", restTime: 90, ...extra }],
  });
  expect(res.status).toBe(201);
  const exercise = res.body.exercises.at(-1);
  for (const [i, s] of sets.entries()) {
    const { done = true, ...fields } = s;
    const put = await c.put(`/api/exercises/${exercise.id}/sets/${i + 1}`, { ...fields, completed: done });
    expect(put.status).toBe(200);
  }
  return exercise;
}

describe("GET /api/workouts/sessions", () => {
  test("days with a done set, newest first, with their figures; warm-ups and bodyweight add no volume", async () => {
    await log(t.a, "2026-03-02", "Squat", [
      { weight: "45", reps: "10", kind: "warmup" },
      { weight: "225", reps: "5" },
      { weight: "225", reps: "5" },
      { weight: "225", reps: "5", done: false },
    ]);
    await log(t.a, "2026-03-02", "Pull Up", [{ weight: "0", reps: "10" }], { type: "bodyweight_reps" });
    await log(t.a, "2026-03-04", "Bench Press", [{ weight: "135", reps: "8" }]);
    // A day with nothing ticked is no session.
    await log(t.a, "2026-03-06", "Deadlift", [{ weight: "315", reps: "5", done: false }]);
    const res = await t.a.get("/api/workouts/sessions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: "2026-03-04", name: "Bench Press", exercises: 1, setsDone: 1, volume: 1080, durationSeconds: expect.any(Number), prs: [] },
      { date: "2026-03-02", name: "Squat, Pull Up", exercises: 2, setsDone: 3, volume: 2250, durationSeconds: expect.any(Number), prs: [] },
    ]);
    // Another member sees none of them.
    expect((await t.b.get("/api/workouts/sessions")).body).toEqual([]);
  });

  test("pages by `before` (exclusive) and `limit`; a limit over 100 is refused", async () => {
    for (const date of ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"])
      await log(t.a, date, "Row", [{ weight: "100", reps: "10" }]);
    const page = await t.a.get("/api/workouts/sessions?before=2026-03-04&limit=2");
    expect(page.body.map((s: { date: string }) => s.date)).toEqual(["2026-03-03", "2026-03-02"]);
    const next = await t.a.get("/api/workouts/sessions?before=2026-03-02&limit=2");
    expect(next.body.map((s: { date: string }) => s.date)).toEqual(["2026-03-01"]);
    expect((await t.a.get("/api/workouts/sessions?limit=100")).status).toBe(200);
    const over = await t.a.get("/api/workouts/sessions?limit=101");
    expect(over.status).toBe(400);
    expect(over.body.message).toContain("limit must be a whole number from 1 to 100");
    expect((await t.a.get("/api/workouts/sessions?before=2026-02-30")).status).toBe(400);
  });

  test("records as the card's badge has them, across pages: a first time beats nothing", async () => {
    await log(t.a, "2026-03-01", "Squat", [{ weight: "200", reps: "5" }]);
    await log(t.a, "2026-03-03", "Squat", [{ weight: "190", reps: "5" }]);
    await log(t.a, "2026-03-05", "Squat", [{ weight: "210", reps: "5" }]);
    await log(t.a, "2026-03-07", "Squat", [{ weight: "205", reps: "8" }]);
    const all = (await t.a.get("/api/workouts/sessions")).body;
    expect(all.map((s: { prs: unknown[] }) => s.prs)).toEqual([
      [{ exercise: "Squat", kind: "estimatedOneRepMax", value: 259.7 }],
      [
        { exercise: "Squat", kind: "estimatedOneRepMax", value: 245 },
        { exercise: "Squat", kind: "weight", value: 210 },
      ],
      [],
      [],
    ]);
    // The second page's records are those the first would show for the same days.
    const older = (await t.a.get("/api/workouts/sessions?before=2026-03-07&limit=1")).body;
    expect(older[0].prs).toEqual(all[1].prs);
  });

  test("named by the program workout, else the template started, else the first exercises", async () => {
    await t.a.post("/api/workouts", {
      date: "2026-03-02",
      templateName: "Push Day",
      exercises: [{ name: "Bench Press", sets: 1, reps: "5" }],
    });
    const day = await t.a.get("/api/workouts/2026-03-02");
    await t.a.put(`/api/exercises/${day.body.exercises[0].id}/sets/1`, { completed: true, weight: "135" });
    const started = await t.a.post("/api/workouts/2026-03-03/start", { templateName: "Legs" });
    expect(started.status).toBe(200);
    await log(t.a, "2026-03-03", "Squat", [{ weight: "225", reps: "5" }]);
    await log(t.a, "2026-03-04", "A", [{ weight: "1", reps: "1" }]);
    await log(t.a, "2026-03-04", "B", [{ weight: "1", reps: "1" }]);
    await log(t.a, "2026-03-04", "C", [{ weight: "1", reps: "1" }]);
    await log(t.a, "2026-03-04", "D", [{ weight: "1", reps: "1" }]);
    const names = (await t.a.get("/api/workouts/sessions")).body.map((s: { name: string }) => s.name);
    expect(names).toEqual(["A, B, C", "Legs", "Push Day"]);
  });
});

describe("start and finish", () => {
  test("the first tick starts the day at its changedAt; Finish answers the summary; the day carries its times", async () => {
    const at = Date.parse("2026-03-02T18:00:00.000Z");
    await log(t.a, "2026-03-02", "Squat", [
      { weight: "225", reps: "5", changedAt: at },
      { weight: "225", reps: "5", changedAt: at + 180_000 },
    ]);
    let day = (await t.a.get("/api/workouts/2026-03-02")).body;
    // Never finished: the last tick plus its rest (90 s).
    expect(day).toMatchObject({ startedAt: "2026-03-02T18:00:00.000Z", finishedAt: null, durationSeconds: 270 });
    const finish = await t.a.post("/api/workouts/2026-03-02/finish", { finishedAt: "2026-03-02T18:45:00.000Z" });
    expect(finish.status).toBe(200);
    expect(finish.body).toEqual({ durationSeconds: 2700, setsDone: 2, volume: 2250, prs: [], comparedToLast: { volume: null } });
    day = (await t.a.get("/api/workouts/2026-03-02")).body;
    expect(day).toMatchObject({ startedAt: "2026-03-02T18:00:00.000Z", finishedAt: "2026-03-02T18:45:00.000Z", durationSeconds: 2700 });
    expect((await t.a.get("/api/workouts/sessions")).body[0].durationSeconds).toBe(2700);
  });

  test("Start sets the start (an earlier one stays); a session over a day has no duration; a bad time is a 400", async () => {
    await t.a.post("/api/workouts/2026-03-02/start", { startedAt: "2026-03-02T10:00:00Z" });
    await t.a.post("/api/workouts/2026-03-02/start", { startedAt: "2026-03-02T11:00:00Z" });
    expect((await t.a.get("/api/workouts/2026-03-02")).body.startedAt).toBe("2026-03-02T10:00:00.000Z");
    await t.a.post("/api/workouts/2026-03-02/finish", { finishedAt: "2026-03-03T11:00:00Z" });
    expect((await t.a.get("/api/workouts/2026-03-02")).body.durationSeconds).toBeNull();
    expect((await t.a.post("/api/workouts/2026-03-02/finish", { finishedAt: "yesterday" })).status).toBe(400);
    // A day never started carries no times.
    expect((await t.a.get("/api/workouts/2026-03-09")).body.startedAt).toBeUndefined();
  });

  test("the summary's records and its volume against the last time of the same template", async () => {
    await t.a.post("/api/workouts/2026-03-02/start", { templateName: "Legs" });
    await log(t.a, "2026-03-02", "Squat", [{ weight: "200", reps: "5" }]);
    await log(t.a, "2026-03-03", "Squat", [{ weight: "100", reps: "5" }]);
    await t.a.post("/api/workouts/2026-03-04/start", { templateName: "Legs" });
    await log(t.a, "2026-03-04", "Squat", [
      { weight: "220", reps: "5" },
      { weight: "45", reps: "5", kind: "warmup" },
    ]);
    const res = await t.a.post("/api/workouts/2026-03-04/finish", {});
    expect(res.body).toMatchObject({
      setsDone: 1,
      volume: 1100,
      prs: [
        { exercise: "Squat", kind: "estimatedOneRepMax", value: 256.7 },
        { exercise: "Squat", kind: "weight", value: 220 },
      ],
      comparedToLast: { volume: 100 },
    });
  });
});

describe("POST /api/exercises/{id}/warmups", () => {
  test("warm-up sets go before the working sets, which keep their figures and ticks", async () => {
    const squat = await log(t.a, "2026-03-02", "Squat", [
      { weight: "225", reps: "5" },
      { weight: "225", reps: "5", done: false },
    ]);
    const res = await t.a.post(`/api/exercises/${squat.id}/warmups`, {
      sets: [
        { weight: "45", reps: "10" },
        { weight: "135", reps: "5" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.sets).toBe(4);
    expect(res.body.isCompleted).toBe(false);
    expect(
      res.body.setRows.map((r: { setNumber: number; weight: string; reps: string; kind: string; completed: boolean }) => [
        r.setNumber,
        r.weight,
        r.reps,
        r.kind,
        r.completed,
      ]),
    ).toEqual([
      [1, "45", "10", "warmup", false],
      [2, "135", "5", "warmup", false],
      [3, "225", "5", "normal", true],
      [4, "225", "5", "normal", false],
    ]);
    // The same warm-ups sent again (the phone resends a change whose answer was lost): not added twice.
    const again = await t.a.post(`/api/exercises/${squat.id}/warmups`, {
      sets: [
        { weight: "45.0", reps: "10" },
        { weight: "135", reps: "5" },
      ],
    });
    expect(again.status).toBe(200);
    expect(again.body.sets).toBe(4);
    expect(again.body.setRows).toEqual(res.body.setRows);
    // Warm-ups add no volume and no sets done.
    await t.a.put(`/api/exercises/${squat.id}/sets/1`, { completed: true });
    expect((await t.a.get("/api/workouts/sessions")).body[0]).toMatchObject({ setsDone: 1, volume: 1125 });
    expect((await t.a.post(`/api/exercises/${squat.id}/warmups`, { sets: [] })).status).toBe(400);
    expect((await t.b.post(`/api/exercises/${squat.id}/warmups`, { sets: [{ weight: "45", reps: "10" }] })).status).toBe(404);
  });
});

describe("timed and distance exercises", () => {
  test("a plank and a run store no reps and no weight, whatever the form's defaults", async () => {
    const res = await t.a.post("/api/workouts", {
      date: "2026-03-02",
      exercises: [
        { name: "Plank", type: "duration", sets: 2, reps: "8-10", weight: "0" },
        { name: "Run", type: "distance_duration", sets: 1 },
        { name: "Squat", sets: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const [plank, run, squat] = (await t.a.get("/api/workouts/2026-03-02")).body.exercises;
    for (const e of [plank, run]) {
      expect([e.reps, e.weight]).toEqual(["", ""]);
      expect(e.setRows.every((r: { reps: string; weight: string }) => r.reps === "" && r.weight === "")).toBe(true);
    }
    // The defaults stay for weight and reps.
    expect([squat.reps, squat.weight]).toEqual(["8-10", "0"]);
    const put = await t.a.put(`/api/exercises/${plank.id}/sets/1`, { durationSeconds: 60, completed: true });
    expect(put.body.setRows[0]).toMatchObject({ reps: "", weight: "", durationSeconds: 60, completed: true });
  });
});

describe("assisted records", () => {
  const assisted = { type: "assisted_bodyweight" };
  test("less assistance for as many reps is a record, in History, 'Last', the history dialog and Finish", async () => {
    await log(
      t.a,
      "2026-05-04",
      "Assisted Pull Up",
      [
        { weight: "40", reps: "8" },
        { weight: "40", reps: "8" },
      ],
      assisted,
    );
    // Less assistance for the same reps: a record.
    await log(t.a, "2026-05-06", "Assisted Pull Up", [{ weight: "30", reps: "8" }], assisted);
    // More assistance, or less assistance for fewer reps than ever done with it, is not.
    await log(t.a, "2026-05-08", "Assisted Pull Up", [{ weight: "35", reps: "8" }], assisted);
    await log(t.a, "2026-05-10", "Assisted Pull Up", [{ weight: "20", reps: "6" }], assisted);
    const sessions = (await t.a.get("/api/workouts/sessions?before=2026-06-01")).body as { date: string; prs: unknown[] }[];
    const prsOf = (date: string) => sessions.find((s) => s.date === date)!.prs;
    expect(prsOf("2026-05-04")).toEqual([]);
    expect(prsOf("2026-05-06")).toEqual([{ exercise: "Assisted Pull Up", kind: "assistance", value: 30 }]);
    expect(prsOf("2026-05-08")).toEqual([]);
    // 20 for 6 reps is less than 30, the least ever used for 6 reps or more.
    expect(prsOf("2026-05-10")).toEqual([{ exercise: "Assisted Pull Up", kind: "assistance", value: 20 }]);

    // 'Last' carries the least assistance per number of reps, so the card marks a record as it is ticked.
    const last = (await t.a.get("/api/workouts/previous/2026-05-12")).body.exercises[0];
    expect(last.best.assistance).toEqual([
      { reps: 6, weight: 20 },
      { reps: 8, weight: 30 },
    ]);
    // The history dialog marks the same sets.
    const history = (await t.a.get("/api/exercises/history?name=Assisted%20Pull%20Up")).body;
    const marked = history.map((s: { date: string; sets: { pr?: boolean }[] }) => [s.date, s.sets.some((x) => x.pr === true)]);
    expect(marked).toEqual([
      ["2026-05-10", true],
      ["2026-05-08", false],
      ["2026-05-06", true],
      ["2026-05-04", false],
    ]);

    // Finish names the record; another member's assistance never counts.
    await log(t.b, "2026-05-12", "Assisted Pull Up", [{ weight: "10", reps: "8" }], assisted);
    expect((await t.b.post("/api/workouts/2026-05-12/finish", {})).body.prs).toEqual([]);
    await log(t.a, "2026-05-12", "Assisted Pull Up", [{ weight: "25", reps: "8" }], assisted);
    expect((await t.a.post("/api/workouts/2026-05-12/finish", {})).body.prs).toEqual([
      { exercise: "Assisted Pull Up", kind: "assistance", value: 25 },
    ]);
  });
});
