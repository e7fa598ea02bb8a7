// A Strong or Hevy workout is a Kinfit session: the name, start and length a file gives become the
// day's name, start and finish, read back through the day, History and the Kinfit export; a length
// over a day (a timer left running) is kept as none, and a day's own session is never overwritten.
import { describe, expect, test } from "bun:test";
import { HEVY_SUPERSETS, STRONG_KG, STRONG_OLD } from "./csv/csv-samples";
import { csvDateTime, csvDuration } from "./csv/csv-sessions";
import { readWorkoutCsv } from "./csv/workout-csv";
import { twoUsers } from "@test/harness";
import type { Client } from "@test/harness";

const postCsv = (c: Client, csv: string, query = "") =>
  c.request("POST", `/api/import/workouts-csv${query}`, csv, { "content-type": "text/csv" });
const STRONG_HEADER =
  "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order," +
  "Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes";
const local = (y: number, m: number, d: number, h: number, min: number, s = 0) => new Date(y, m - 1, d, h, min, s).toISOString();

describe("reading a workout's start and length", () => {
  test("starts as the apps write them, in the server's time zone; lengths in seconds, h and m, or a clock", () => {
    expect(csvDateTime("2025-07-26 07:06:12")).toBe(local(2025, 7, 26, 7, 6, 12));
    expect(csvDateTime("2024-01-15 7:07:00")).toBe(local(2024, 1, 15, 7, 7));
    expect(csvDateTime("26 Jul 2025, 07:06")).toBe(local(2025, 7, 26, 7, 6));
    expect(csvDateTime("3 Aug 2025, 5:45 PM")).toBe(local(2025, 8, 3, 17, 45));
    expect(csvDateTime("2025-07-26")).toBeNull();
    expect(csvDateTime("2025-07-26 25:00")).toBeNull();
    expect(csvDuration("3780")).toBe(3780);
    expect(csvDuration("1h 3m")).toBe(3780);
    expect(csvDuration("45m")).toBe(2700);
    expect(csvDuration("2h")).toBe(7200);
    expect(csvDuration("1:03:00")).toBe(3780);
    expect(csvDuration("soon")).toBeNull();
  });

  test("each date's session: its first workout's name, its earliest start, its lengths added", () => {
    const csv = readWorkoutCsv(
      [
        STRONG_HEADER,
        "1,2025-07-26 07:00:00,Push,3600,Bench Press (Barbell),1,60,8,,,,,",
        "2,2025-07-26 18:00:00,Evening,1200,Curl (Dumbbell),1,12,10,,,,,",
        "3,2025-07-27 07:00:00,Forgot to stop,100000,Squat (Barbell),1,100,5,,,,,",
      ].join("\n"),
    )!;
    expect(csv.sessions).toEqual([
      { date: "2025-07-26", name: "Push", startedAt: local(2025, 7, 26, 7, 0), finishedAt: local(2025, 7, 26, 8, 20) },
      { date: "2025-07-27", name: "Forgot to stop", startedAt: local(2025, 7, 27, 7, 0), finishedAt: null },
    ]);
    expect(csv.dropped).toMatchObject({ workoutNames: 1, workoutDurations: 1 });
  });
});

describe("POST /api/import/workouts-csv: sessions", () => {
  test("Strong's Duration: the day's name, start, finish and duration; History lists them", async () => {
    const w = await twoUsers();
    expect((await postCsv(w.a, STRONG_KG)).status).toBe(200);
    const day = (await w.a.get("/api/workouts/2025-07-26")).body;
    expect(day).toMatchObject({ startedAt: local(2025, 7, 26, 7, 6, 12), finishedAt: local(2025, 7, 26, 8, 9, 12), durationSeconds: 3780 });
    const sessions = (await w.a.get("/api/workouts/sessions?before=2025-08-01")).body;
    expect(sessions.map((s: { date: string; name: string; durationSeconds: number }) => [s.date, s.name, s.durationSeconds])).toEqual([
      ["2025-07-28", "Legs", 2400],
      ["2025-07-26", "Push", 3780],
    ]);
    // The other member has no session.
    expect((await w.b.get("/api/workouts/sessions?before=2025-08-01")).body).toEqual([]);
  });

  test("Strong's older '1h 3m' and Hevy's start and end times", async () => {
    const { a } = await twoUsers();
    expect((await postCsv(a, STRONG_OLD, "?unit=kg")).status).toBe(200);
    expect((await a.get("/api/workouts/2019-03-04")).body).toMatchObject({ durationSeconds: 3780 });
    expect((await postCsv(a, HEVY_SUPERSETS)).status).toBe(200);
    expect((await a.get("/api/workouts/2025-09-02")).body).toMatchObject({
      startedAt: local(2025, 9, 2, 7, 0),
      finishedAt: local(2025, 9, 2, 8, 5),
      durationSeconds: 3900,
    });
    const [session] = (await a.get("/api/workouts/sessions?before=2025-09-03&limit=1")).body;
    expect(session).toMatchObject({ date: "2025-09-02", name: "Push Pull", durationSeconds: 3900 });
  });

  test("a length over 24 hours is kept as none, and said in the preview", async () => {
    const { a } = await twoUsers();
    const csv = [STRONG_HEADER, "1,2025-07-26 07:00:00,Left running,90000,Bench Press (Barbell),1,60,8,,,,,"].join("\n");
    const preview = (await postCsv(a, csv, "?preview=1")).body;
    expect(preview.kept).toMatchObject({ workoutNames: 1, workoutLengths: 0 });
    expect(preview.skipped).toEqual([{ rows: 1, why: "workout lengths skipped: over 24 hours (a timer left running) or not readable" }]);
    expect((await postCsv(a, csv)).status).toBe(200);
    expect((await a.get("/api/workouts/2025-07-26")).body).toMatchObject({ startedAt: local(2025, 7, 26, 7, 0), finishedAt: null });
  });

  test("a day's own session stays: the file's name and times fill only what is missing", async () => {
    const { a } = await twoUsers();
    const started = await a.post("/api/workouts/2025-07-26/start", { startedAt: "2025-07-26T05:00:00.000Z" });
    expect(started.status).toBeLessThan(300);
    expect((await postCsv(a, STRONG_KG)).status).toBe(200);
    const day = (await a.get("/api/workouts/2025-07-26")).body;
    expect(day.startedAt).toBe("2025-07-26T05:00:00.000Z");
  });
});

describe("the Kinfit export and import carry sessions", () => {
  test("an imported file's session comes back through export and import into another account", async () => {
    const w = await twoUsers();
    expect((await postCsv(w.a, STRONG_KG)).status).toBe(200);
    const file = (await w.a.get("/api/export")).body;
    expect(file.workouts[0]).toMatchObject({
      date: "2025-07-26",
      name: "Push",
      startedAt: local(2025, 7, 26, 7, 6, 12),
      finishedAt: local(2025, 7, 26, 8, 9, 12),
    });
    expect((await w.b.post("/api/import", file)).status).toBe(200);
    expect((await w.b.get("/api/workouts/2025-07-26")).body).toMatchObject({ durationSeconds: 3780 });
    const csv = (await w.b.get("/api/export/workouts.csv")).text;
    expect(csv.split("\r\n")[1]).toEndWith(`,Push,${local(2025, 7, 26, 7, 6, 12)},${local(2025, 7, 26, 8, 9, 12)},3780`);
    const bad = await w.b.post("/api/import", { ...file, workouts: [{ ...file.workouts[0], startedAt: "yesterday" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("startedAt must be a time such as");
  });
});
