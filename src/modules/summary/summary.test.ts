// The day's summary (docs/behaviour/summary.md): eaten calories and protein from meals marked
// eaten against the goals, the day's sets and whether its workout is done, the streak, the latest
// weight and its trend, and the program's next workout; read with a read token as a script would.
import { describe, expect, test } from "bun:test";
import { todayIso } from "@shared/dates";
import { bearerClient, twoUsers, type Client } from "@test/harness";
import { ownToken } from "@test/routes-sign-on";

const DAY = "2026-03-04";

async function mealOn(c: Client, date: string, calories: number, protein: number, eaten: boolean) {
  const meal = (await c.post("/api/meals", { date, name: "Lunch", time: "12:30 PM" })).body;
  await c.post(`/api/meals/${meal.id}/ingredients`, { name: "Rice", quantity: 1, unit: "cups", calories, protein });
  if (eaten) expect((await c.put(`/api/meals/${meal.id}`, { isConsumed: true })).status).toBe(200);
}

describe("GET /api/summary/today", () => {
  test("a member with nothing logged gets zeros and nulls, for the server's day without ?today", async () => {
    const { a } = await twoUsers();
    const res = await a.get("/api/summary/today");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: todayIso(),
      calories: 0,
      protein: 0,
      caloriesGoal: null,
      proteinGoal: null,
      workoutDone: false,
      setsDone: 0,
      streak: 0,
      weight: null,
      weightDate: null,
      weightTrend: null,
      weeklyChange: null,
      nextWorkout: null,
    });
  });

  test("the day in one object, read with a read token; another member's day never counts", async () => {
    const { a, b, app } = await twoUsers();
    await a.put("/api/profile", { goals: { calories: 2200, protein: 160 } });
    await mealOn(a, DAY, 600, 40, true);
    await mealOn(a, DAY, 300, 20, false);
    await mealOn(b, DAY, 900, 90, true);
    await a.post("/api/body-composition", { date: "2026-03-01", weight: 182.4 });
    await a.post("/api/body-composition", { date: "2026-03-03", weight: 181.6 });
    await a.post("/api/programs", {
      catalogueId: "stronglifts-5x5",
      startingWeights: { Squat: 135, "Bench Press": 95, "Barbell Row": 95, "Overhead Press": 65, Deadlift: 135 },
    });
    await a.post("/api/workouts", { date: "2026-03-03", exercises: [{ name: "Curl", sets: 1, reps: "10", weight: "30" }] });
    const yesterday = (await a.get("/api/workouts/2026-03-03")).body.exercises[0];
    await a.put(`/api/exercises/${yesterday.id}/sets/1`, { completed: true });
    await a.post("/api/workouts", { date: DAY, exercises: [{ name: "Press", sets: 2, reps: "5", weight: "65" }] });
    const press = (await a.get(`/api/workouts/${DAY}`)).body.exercises[0];
    await a.put(`/api/exercises/${press.id}/sets/1`, { completed: true });

    const script = bearerClient(app, (await ownToken(a, "read")).token);
    const half = (await script.get(`/api/summary/today?today=${DAY}`)).body;
    expect(half).toMatchObject({
      date: DAY,
      calories: 600,
      protein: 40,
      caloriesGoal: 2200,
      proteinGoal: 160,
      workoutDone: false,
      setsDone: 1,
      streak: 2,
      weight: 181.6,
      weightDate: "2026-03-03",
      nextWorkout: "Workout A",
    });
    expect(typeof half.weightTrend).toBe("number");
    expect(typeof half.weeklyChange).toBe("number");
    await a.put(`/api/exercises/${press.id}/sets/2`, { completed: true });
    const done = (await script.get(`/api/summary/today?today=${DAY}`)).body;
    expect(done.workoutDone).toBe(true);
    expect(done.setsDone).toBe(2);
  });

  test("a bad day is a 400 with words", async () => {
    const { a } = await twoUsers();
    const res = await a.get("/api/summary/today?today=2026-02-30");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("today");
  });
});
