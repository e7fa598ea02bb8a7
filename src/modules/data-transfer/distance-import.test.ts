// A bare Distance column (Strong's older layout names no unit) is read in the unit the preview asks
// for: the member's distance unit unless the member picks the other; a unit the file names wins.
import { describe, expect, test } from "bun:test";
import { twoUsers } from "@test/harness";
import type { Client } from "@test/harness";

const postCsv = (c: Client, csv: string, query = "") =>
  c.request("POST", `/api/import/workouts-csv${query}`, csv, { "content-type": "text/csv" });

/** A pound lifter's rowing: 0.5 in 119 s, in a file that names no distance unit. */
const ROWING = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  "2021-05-03 07:00:00,Cardio,10m,Rowing (Machine),1,0,0,0.5,119,,,",
  "",
].join("\n");

const rowingMeters = async (c: Client) => {
  const day = (await c.get("/api/workouts/2021-05-03")).body;
  return day.exercises[0].setRows[0].distanceMeters;
};

describe("POST /api/import/workouts-csv: a bare distance", () => {
  test("is read in the member's distance unit, which the preview names and asks about", async () => {
    const { a, b } = await twoUsers();
    expect((await a.put("/api/profile", { distanceUnit: "km" })).status).toBe(200);
    const preview = (await postCsv(a, ROWING, "?preview=1&unit=lb")).body;
    expect(preview).toMatchObject({ distanceUnitNeeded: true, distanceUnit: "km" });
    expect((await postCsv(a, ROWING, "?unit=lb")).status).toBe(200);
    expect(await rowingMeters(a)).toBe(500);
    // B shows miles (a pound lifter's default): the same file is 0.5 mi.
    expect((await postCsv(b, ROWING, "?preview=1&unit=lb")).body).toMatchObject({ distanceUnitNeeded: true, distanceUnit: "mi" });
    expect((await postCsv(b, ROWING, "?unit=lb")).status).toBe(200);
    expect(await rowingMeters(b)).toBe(804.7);
  });

  test("the member's pick overrides their unit; a bad pick is a 400 with words", async () => {
    const { a } = await twoUsers();
    expect((await a.put("/api/profile", { distanceUnit: "mi" })).status).toBe(200);
    expect((await postCsv(a, ROWING, "?preview=1&unit=lb&distanceUnit=km")).body.distanceUnit).toBe("km");
    expect((await postCsv(a, ROWING, "?unit=lb&distanceUnit=km")).status).toBe(200);
    expect(await rowingMeters(a)).toBe(500);
    const bad = await postCsv(a, ROWING, "?unit=lb&distanceUnit=furlong");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("distanceUnit must be km or mi");
  });

  test("a file that names its distances' unit asks nothing", async () => {
    const { a } = await twoUsers();
    const strong = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order," +
        "Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
      "1,2025-07-26 07:06:12,Run,1500,Running,1,,,,5000,1500,,",
    ].join("\n");
    const preview = (await postCsv(a, strong, "?preview=1")).body;
    expect(preview.distanceUnitNeeded).toBe(false);
  });
});
