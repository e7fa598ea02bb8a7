// Nothing of a lifter's log is lost on import: types, superset groups, RPE, time, distance, the
// exercises' and the days' notes, through the Kinfit export and Strong and Hevy CSVs, read back
// through GET /api/workouts/{date}; and the records each type keeps, computed as the workouts do.
import { describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { exercises } from "@db/schema";
import { HEVY_SUPERSETS, STRONG_CARDIO, STRONG_OLD } from "./csv/csv-samples";
import { signedUpClient, twoUsers, type TwoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";
import type { Client } from "@test/harness";

/** Logs, through the API, a day of every type, a superset, RPE, times, distances and notes. */
async function logEverything(a: Client) {
  const day = await a.post("/api/workouts", {
    date: "2026-04-06",
    note: "Deload week\nslept badly",
    exercises: [
      { name: "Bench Press", sets: 2, reps: "8", weight: "135", supersetGroup: 1 },
      { name: "Row", sets: 1, reps: "10", weight: "95", supersetGroup: 1, notes: "strict" },
      { name: "Pull-up", sets: 1, reps: "8", weight: "BW", type: "bodyweight_reps", supersetGroup: 2 },
      { name: "Dip", sets: 1, reps: "8", weight: "25", type: "weighted_bodyweight", supersetGroup: 2 },
      { name: "Assisted Chin-up", sets: 1, reps: "6", weight: "40", type: "assisted_bodyweight" },
      { name: "Plank", sets: 2, reps: "1", weight: "BW", type: "duration" },
      { name: "Run", sets: 1, reps: "1", weight: "0", type: "distance_duration" },
    ],
  });
  expect(day.status).toBe(201);
  const [bench, row, pull, dip, chin, plank, run] = day.body.exercises.map((e: { id: number }) => e.id);
  await a.put(`/api/exercises/${bench}/sets/1`, { completed: true, rpe: 7.5, kind: "warmup" });
  await a.put(`/api/exercises/${bench}/sets/2`, { weight: "145", completed: true, rpe: 9 });
  await a.put(`/api/exercises/${row}/sets/1`, { completed: true, rpe: 8 });
  await a.put(`/api/exercises/${pull}/sets/1`, { reps: "10", completed: true, rpe: 10 });
  await a.put(`/api/exercises/${dip}/sets/1`, { completed: true });
  await a.put(`/api/exercises/${chin}/sets/1`, { completed: true, rpe: 6.5 });
  await a.put(`/api/exercises/${plank}/sets/1`, { durationSeconds: 60, completed: true });
  await a.put(`/api/exercises/${plank}/sets/2`, { durationSeconds: 45 });
  await a.put(`/api/exercises/${run}/sets/1`, { distanceMeters: 5000.4, durationSeconds: 1500, completed: true, rpe: 8.5 });
  // A day of a note alone.
  await a.put("/api/workouts/2026-04-07/note", { note: "Rest day, walked 8k" });
}

/** The kept records of a member's exercises, in day order: what 'Last' and history read. */
function records(w: TwoUsers, userId: number) {
  return w.db
    .select({
      name: exercises.name,
      type: exercises.type,
      completedSets: exercises.completedSets,
      bestEstimate: exercises.bestEstimate,
      topWeight: exercises.topWeight,
      bestReps: exercises.bestReps,
      bestDuration: exercises.bestDuration,
      bestDistance: exercises.bestDistance,
      bestPace: exercises.bestPace,
    })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .orderBy(asc(exercises.date), asc(exercises.sortOrder))
    .all();
}

const withoutIds = (day: any) => ({ ...day, exercises: day.exercises.map(({ id: _, ...e }: any) => e) });

describe("a Kinfit export round-trips every field", () => {
  test("import of an export is the same data: types, groups, RPE, time, distance, notes, and the records", async () => {
    const w = await twoUsers();
    await logEverything(w.a);
    const first = (await w.a.get("/api/export")).body;
    expect(first.workouts.map((d: any) => [d.date, d.note])).toEqual([
      ["2026-04-06", "Deload week\nslept badly"],
      ["2026-04-07", "Rest day, walked 8k"],
    ]);
    const run = first.workouts[0].exercises[6];
    expect(run).toMatchObject({
      type: "distance_duration",
      supersetGroup: null,
      setRows: [{ distanceMeters: 5000.4, durationSeconds: 1500, rpe: 8.5 }],
    });

    const fresh = await signedUpClient(w.app);
    const res = await fresh.client.post("/api/import", first);
    expect(res.status).toBe(200);
    expect(res.body.sets).toEqual({ added: 9, skipped: 0 });
    const second = (await fresh.client.get("/api/export")).body;
    const comparable = ({ exportedAt: _, profile: __, ...rest }: any) => rest;
    expect(comparable(second)).toEqual(comparable(first));
    // Each day reads back the same, field for field; a session's start and finish are not in the
    // file yet, so they are left out of the comparison.
    const withoutTimes = ({ startedAt: _, finishedAt: __, durationSeconds: ___, ...day }: any) => day;
    for (const date of ["2026-04-06", "2026-04-07"]) {
      expect(withoutTimes(withoutIds((await fresh.client.get(`/api/workouts/${date}`)).body))).toEqual(
        withoutTimes(withoutIds((await w.a.get(`/api/workouts/${date}`)).body)),
      );
    }
    // The records each type keeps are those the workouts computed: no e1RM for a plank, the
    // longest hold, the farthest and fastest run, the most pull-ups.
    expect(records(w, fresh.user.id)).toEqual(records(w, w.aId));
    expect(records(w, fresh.user.id).find((r) => r.name === "Run")).toMatchObject({
      bestDistance: 5000.4,
      bestDuration: 1500,
      bestEstimate: null,
    });
    for (const name of ["Plank", "Run", "Pull-up"]) {
      const history = (c: Client) => c.get(`/api/exercises/history?name=${encodeURIComponent(name)}`);
      expect((await history(fresh.client)).body).toEqual((await history(w.a)).body);
    }
  });

  test("a day's note: the file's on a day without one; joined after the member's own; never twice", async () => {
    const w = await twoUsers();
    await logEverything(w.a);
    const file = (await w.a.get("/api/export")).body;
    await w.b.put("/api/workouts/2026-04-06/note", { note: "My own words" });
    expect((await w.b.post("/api/import", file)).status).toBe(200);
    expect((await w.b.get("/api/workouts/2026-04-06")).body.note).toBe("My own words\nDeload week\nslept badly");
    expect((await w.b.get("/api/workouts/2026-04-07")).body.note).toBe("Rest day, walked 8k");
    const before = snapshot(w.db, { except: ["sessions"] });
    expect((await w.b.post("/api/import", file)).status).toBe(200);
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    // A file without notes (no note on its days) imports all the same.
    const old = {
      ...file,
      workouts: file.workouts.map(({ note: _, ...d }: any) => ({ ...d, date: d.date.replace("2026-04", "2026-05") })),
    };
    expect((await w.b.post("/api/import", old)).status).toBe(200);
    expect((await w.b.get("/api/workouts/2026-05-06")).body).toMatchObject({ note: null, exercises: { length: 7 } });
  });
});

describe("superset groups on a day that has its own", () => {
  test("a file's groups come after the day's, so they never join one of the member's", async () => {
    const w = await twoUsers();
    await logEverything(w.a);
    const file = (await w.a.get("/api/export")).body;
    await w.b.post("/api/workouts", {
      date: "2026-04-06",
      exercises: [
        { name: "Face Pull", supersetGroup: 1 },
        { name: "Curl", supersetGroup: 1 },
      ],
    });
    expect((await w.b.post("/api/import", file)).status).toBe(200);
    // The file's exercises keep their places (sortOrder), which may interleave with the day's own.
    const groups = Object.fromEntries(
      (await w.b.get("/api/workouts/2026-04-06")).body.exercises.map((e: any) => [e.name, e.supersetGroup]),
    );
    expect(groups).toEqual({
      "Face Pull": 1,
      Curl: 1,
      "Bench Press": 2,
      Row: 2,
      "Pull-up": 3,
      Dip: 3,
      "Assisted Chin-up": null,
      Plank: null,
      Run: null,
    });
    // Again: the exercises are there already, and nothing moves.
    const before = snapshot(w.db, { except: ["sessions"] });
    expect((await w.b.post("/api/import", file)).body.exercises).toEqual({ added: 0, skipped: 7 });
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
  });
});

describe("Strong and Hevy CSVs keep what was logged", () => {
  const day = async (c: Client, date: string) => (await c.get(`/api/workouts/${date}`)).body;

  test("Strong: RPE, notes, the day's note; a run, a plank and pull-ups as their types, never 0 x 0", async () => {
    const w = await twoUsers();
    const res = await w.a.request("POST", "/api/import/workouts-csv", STRONG_CARDIO, { "content-type": "text/csv" });
    expect(res.body).toEqual({ workouts: 1, exercises: 4, sets: 7, alreadyImported: 0, skippedRows: 0 });
    const read = await day(w.a, "2025-09-01");
    expect(read.note).toBe("Deload week, slept badly");
    const [run, bench, pull, plank] = read.exercises;
    expect(run).toMatchObject({ name: "Running (Treadmill)", type: "distance_duration", notes: "incline 1%", isCompleted: true });
    expect(run.setRows).toEqual([
      { setNumber: 1, weight: "", reps: "", completed: true, kind: "normal", distanceMeters: 5000, durationSeconds: 1500 },
    ]);
    expect(bench).toMatchObject({ type: "weight_reps", notes: "elbows in", weight: "132.2774", reps: "8" });
    expect(bench.setRows.map((s: any) => s.rpe)).toEqual([7.5, 8]);
    expect(pull).toMatchObject({ type: "bodyweight_reps", weight: "BW", reps: "10" });
    expect(pull.setRows.map((s: any) => [s.weight, s.reps, s.rpe])).toEqual([
      ["", "10", 8.5],
      ["", "8", 9],
    ]);
    expect(plank).toMatchObject({ type: "duration", weight: "BW", reps: "1" });
    expect(plank.setRows.map((s: any) => [s.weight, s.reps, s.durationSeconds])).toEqual([
      ["", "", 60],
      ["", "", 45],
    ]);
    expect(records(w, w.aId).map((r) => [r.name, r.bestEstimate, r.bestReps, r.bestDuration, r.bestDistance, r.bestPace])).toEqual([
      ["Running (Treadmill)", null, null, 1500, 5000, 300],
      ["Bench Press (Barbell)", 167.6, null, null, null, null],
      ["Pull Up", null, 10, null, null, null],
      ["Plank", null, null, 60, null, null],
    ]);
  });

  test("Strong's older layout: the plank of the sample is a 60 s hold", async () => {
    const w = await twoUsers();
    await w.a.request("POST", "/api/import/workouts-csv?unit=kg", STRONG_OLD, { "content-type": "text/csv" });
    const plank = (await day(w.a, "2019-03-04")).exercises[1];
    expect(plank).toMatchObject({
      name: "Plank",
      type: "duration",
      setRows: [{ weight: "", reps: "", durationSeconds: 60, completed: true }],
    });
  });

  test("Hevy: superset groups, RPE, notes, the description, a run in km; the preview lists it all", async () => {
    const w = await twoUsers();
    const preview = await w.a.request("POST", "/api/import/workouts-csv?preview=1", HEVY_SUPERSETS, { "content-type": "text/csv" });
    expect(preview.body.kept).toEqual({
      workouts: 1,
      exercises: 6,
      sets: 8,
      setsWithRpe: 4,
      setsWithDistance: 1,
      setsWithDuration: 2,
      exercisesInSupersets: 4,
      exerciseNotes: 2,
      workoutNotes: 1,
      workoutNames: 1,
      workoutLengths: 1,
      exerciseTypes: { distance_duration: 1, weight_reps: 3, bodyweight_reps: 1, duration: 1 },
    });
    // The workout's name and its start and end are the day's session: nothing is left out.
    expect(preview.body.skipped).toEqual([]);
    // The day already holds a superset of its own: the file's groups come after it.
    await w.a.post("/api/workouts", {
      date: "2025-09-02",
      note: "Morning",
      exercises: [
        { name: "Face Pull", supersetGroup: 1 },
        { name: "Curl", supersetGroup: 1 },
      ],
    });
    expect((await w.a.request("POST", "/api/import/workouts-csv", HEVY_SUPERSETS, { "content-type": "text/csv" })).body.sets).toBe(8);
    const read = await day(w.a, "2025-09-02");
    expect(read.note).toBe("Morning\nFelt strong");
    expect(read.exercises.map((e: any) => [e.name, e.type, e.supersetGroup])).toEqual([
      ["Face Pull", "weight_reps", 1],
      ["Curl", "weight_reps", 1],
      ["Treadmill", "distance_duration", null],
      ["Bench Press (Barbell)", "weight_reps", 2],
      ["Bent Over Row (Barbell)", "weight_reps", 2],
      ["Pull Up", "bodyweight_reps", 3],
      ["Plank", "duration", 3],
      ["Curl (Dumbbell)", "weight_reps", null],
    ]);
    expect(read.exercises[2].setRows[0]).toMatchObject({ distanceMeters: 3200, durationSeconds: 1200 });
    expect(read.exercises[4]).toMatchObject({ notes: "strict" });
    expect(read.exercises[4].setRows.map((s: any) => s.rpe)).toEqual([7.5, 8]);
    // Again: nothing changes, the note included.
    const before = snapshot(w.db, { except: ["sessions"] });
    expect(
      (await w.a.request("POST", "/api/import/workouts-csv", HEVY_SUPERSETS, { "content-type": "text/csv" })).body.alreadyImported,
    ).toBe(8);
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    // A longer file: a new exercise of a superset already imported joins its group there.
    const longer = `${HEVY_SUPERSETS}"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Dip",0,"",0,"normal",10,12,,,\r\n`;
    expect((await w.a.request("POST", "/api/import/workouts-csv", longer, { "content-type": "text/csv" })).body).toMatchObject({
      exercises: 1,
      sets: 1,
    });
    const dip = (await day(w.a, "2025-09-02")).exercises.at(-1);
    expect([dip.name, dip.supersetGroup]).toEqual(["Dip", 2]);
    expect((await day(w.a, "2025-09-02")).note).toBe("Morning\nFelt strong");
  });

  test("new sets joining an exercise keep their time, and its records follow its type", async () => {
    const w = await twoUsers();
    await w.a.request("POST", "/api/import/workouts-csv", STRONG_CARDIO, { "content-type": "text/csv" });
    const longer = `${STRONG_CARDIO}5,2025-09-01 18:00:00,Full Body,4200,Plank,3,,,,,90,,\r\n`;
    expect((await w.a.request("POST", "/api/import/workouts-csv", longer, { "content-type": "text/csv" })).body).toMatchObject({
      sets: 1,
      alreadyImported: 7,
    });
    const plank = (await day(w.a, "2025-09-01")).exercises[3];
    expect(plank.setRows.map((s: any) => s.durationSeconds)).toEqual([60, 45, 90]);
    expect(records(w, w.aId)[3]).toMatchObject({ name: "Plank", completedSets: 3, bestDuration: 90 });
  });
});
