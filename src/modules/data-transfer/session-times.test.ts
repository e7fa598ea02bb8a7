// A workout's length in and out (docs/behaviour/data-transfer.md): Strong's Duration and Hevy's
// start_time and end_time become the day's session times; a length over a day is kept as none;
// workouts.csv writes the day's start and length.
import { describe, expect, test } from "bun:test";
import { twoUsers, type Client } from "@test/harness";
import { csvDuration, csvSession } from "@shared/data-transfer/csv-times";

const postCsv = (c: Client, text: string, query = "") =>
  c.request("POST", `/api/import/workouts-csv${query}`, text, { "content-type": "text/csv" });

const STRONG = [
  "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
  "1,2024-01-06 18:04:00,Push,3900,Bench Press (Barbell),1,60,8,,,,,",
  // A timer left running for two days: no length.
  "2,2024-01-08 07:00:00,Legs,180000,Squat (Barbell),1,100,5,,,,,",
].join("\n");

const HEVY = [
  "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe",
  '"Pull","6 Jan 2024, 18:04","6 Jan 2024, 19:10","","Pull Up","","",0,"normal",0,10,,,',
].join("\n");

describe("workout lengths", () => {
  test("read as seconds, Strong's words, a clock, or from an end time", () => {
    expect([csvDuration("3900"), csvDuration("1h 5m"), csvDuration("45m"), csvDuration("1:05:00"), csvDuration("soon")]).toEqual([
      3900,
      3900,
      2700,
      3900,
      null,
    ]);
    expect(csvSession("2024-01-06 18:04:00", "1h 5m")).toEqual({
      startedAt: "2024-01-06T18:04:00.000Z",
      finishedAt: "2024-01-06T19:09:00.000Z",
    });
    expect(csvSession("2024-01-06 18:04:00", "25h")).toBeNull();
    expect(csvSession("2024-01-06", "3900")).toBeNull();
  });

  test("Strong's Duration and Hevy's start and end become the day's times, and workouts.csv writes them", async () => {
    const w = await twoUsers();
    expect((await postCsv(w.a, STRONG)).status).toBe(200);
    const push = (await w.a.get("/api/workouts/2024-01-06")).body;
    expect(push).toMatchObject({ startedAt: "2024-01-06T18:04:00.000Z", finishedAt: "2024-01-06T19:09:00.000Z", durationSeconds: 3900 });
    expect((await w.a.get("/api/workouts/2024-01-08")).body.durationSeconds).toBeUndefined();
    expect((await w.a.get("/api/workouts/sessions")).body.map((s: { durationSeconds: number | null }) => s.durationSeconds)).toEqual([
      null,
      3900,
    ]);

    expect((await postCsv(w.b, HEVY, "?unit=lb")).status).toBe(200);
    expect((await w.b.get("/api/workouts/2024-01-06")).body.durationSeconds).toBe(3960);

    const csv = (await w.a.get("/api/export/workouts.csv")).text.split("\r\n");
    expect(csv[0]).toEndWith(",Workout Start,Workout Duration (sec)");
    expect(csv[1]).toEndWith(",2024-01-06T18:04:00.000Z,3900");
  });
});

describe("bodyweight moves with a weight", () => {
  test("a Strong 'Chin Up' with weight imports as weighted bodyweight; a plain one as bodyweight reps", async () => {
    const w = await twoUsers();
    const file = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set " +
        "Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
      "1,2024-01-06 18:04:00,Pull,3600,Chin Up,1,10,6,,,,,",
      "1,2024-01-06 18:04:00,Pull,3600,Pull Up,1,0,8,,,,,",
    ].join("\n");
    expect((await postCsv(w.a, file)).status).toBe(200);
    const day = (await w.a.get("/api/workouts/2024-01-06")).body.exercises;
    expect(day.map((e: { name: string; type: string }) => [e.name, e.type])).toEqual([
      ["Chin Up", "weighted_bodyweight"],
      ["Pull Up", "bodyweight_reps"],
    ]);
  });
});
