// Dates are calendar dates whatever the server's time zone: every date exists and every week has
// seven days. In the suite's own zone (UTC) this is plain; src/shared/dates-zones.test.ts runs it
// again under zones that skipped a day (Pacific/Apia, 2011-12-30), moved their clocks at midnight
// (America/Santiago) or sit at UTC+14 (Pacific/Kiritimati).
import { describe, expect, test } from "bun:test";
import { signedUpClient, testApp } from "@test/harness";

const WEEK = ["2011-12-27", "2011-12-28", "2011-12-29", "2011-12-30", "2011-12-31", "2012-01-01", "2012-01-02"];

describe("calendar dates through the API", () => {
  test("2011-12-30 is a date like any other, and the week from 2011-12-27 has seven distinct days", async () => {
    const t = testApp();
    const { client } = await signedUpClient(t.app);
    const day = await client.get("/api/workouts?date=2011-12-30");
    expect(day.status).toBe(200);
    expect(day.body.dayOfWeek).toBe("Friday");
    expect((await client.post("/api/meals", { date: "2011-12-30", name: "Skipped in Apia", time: "12:00" })).status).toBe(201);
    const workouts = await client.get("/api/workouts/week?start=2011-12-27");
    expect(workouts.status).toBe(200);
    expect(workouts.body.map((d: { date: string }) => d.date)).toEqual(WEEK);
    const meals = await client.get("/api/meals/week?start=2011-12-27");
    expect(meals.body.map((d: { date: string }) => d.date)).toEqual(WEEK);
    expect(meals.body[3].meals.map((m: { name: string }) => m.name)).toEqual(["Skipped in Apia"]);
    const shopping = await client.get("/api/shopping-list?from=2011-12-29&to=2011-12-31");
    expect(shopping.status).toBe(200);
  });
});
