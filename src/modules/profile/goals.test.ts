// Daily nutrition goals through the HTTP API: PUT /api/profile {goals}, the user carrying them and
// GET /api/goals resolving protein per body weight from the member's own latest entry.
import { describe, expect, test } from "bun:test";
import { Client, signedUpClient, testApp, twoUsers } from "@test/harness";

const none = { calories: null, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: null, proteinPerBodyWeight: null };

describe("goals on the profile", () => {
  test("a new user has every goal null, in the auth answer and in GET /api/goals", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    expect((await client.get("/api/auth/user")).body.user.goals).toEqual(none);
    expect((await client.get("/api/goals")).body).toEqual({
      goals: none,
      bodyWeight: null,
      resolved: { calories: null, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: null },
    });
  });

  test("the fields sent replace the stored ones and the others stay; null clears one", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const first = await client.put("/api/profile", { goals: { calories: 2200, protein: 150, carbs: 250, fat: 70 } });
    expect(first.status).toBe(200);
    expect(first.body.goals).toEqual({
      calories: 2200,
      protein: 150,
      carbs: 250,
      fat: 70,
      fiber: null,
      sugar: null,
      sodium: null,
      proteinPerBodyWeight: null,
    });
    const second = await client.put("/api/profile", { goals: { fat: null, carbs: 0 } });
    expect(second.body.goals).toEqual({
      calories: 2200,
      protein: 150,
      carbs: 0,
      fat: null,
      fiber: null,
      sugar: null,
      sodium: null,
      proteinPerBodyWeight: null,
    });
    // Other settings leave the goals alone, and the goals leave the settings alone.
    await client.put("/api/profile", { macroTracking: true });
    const user = (await client.get("/api/auth/user")).body.user;
    expect(user.goals).toEqual(second.body.goals);
    expect(user.macroTracking).toBe(true);
  });

  test.each([
    [{ calories: 0, protein: 0, carbs: 0, fat: 0, proteinPerBodyWeight: 0 }],
    [{ calories: 10000, protein: 1000, carbs: 1000, fat: 1000, proteinPerBodyWeight: 5 }],
    [{ fiber: 30, sugar: 50, sodium: 2300 }],
    [{ calories: 1850.5, proteinPerBodyWeight: 0.8 }],
  ])("accepts the limits %p", async (goals) => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const res = await client.put("/api/profile", { goals });
    expect(res.status).toBe(200);
    expect(res.body.goals).toMatchObject(goals);
  });

  test.each([
    [{ calories: 10001 }, "Calories goal must be between 0 and 10000"],
    [{ calories: -1 }, "Calories goal must be between 0 and 10000"],
    [{ protein: 1000.5 }, "Protein goal must be between 0 and 1000"],
    [{ carbs: -0.1 }, "Carbs goal must be between 0 and 1000"],
    [{ fat: 1001 }, "Fat goal must be between 0 and 1000"],
    [{ fiber: 1001 }, "Fiber goal must be between 0 and 1000"],
    [{ sodium: 100001 }, "Sodium goal must be between 0 and 100000"],
    [{ proteinPerBodyWeight: 5.1 }, "Protein per body weight goal must be between 0 and 5 g per lb"],
    [{ proteinPerBodyWeight: -1 }, "Protein per body weight goal must be between 0 and 5 g per lb"],
    [{ calories: "2000" }, "Calories goal must be a number or null"],
    [{ fat: true }, "Fat goal must be a number or null"],
    [{ protein: [150] }, "Protein goal must be a number or null"],
  ])("refuses %p", async (goals, message) => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    await client.put("/api/profile", { goals: { calories: 2000 } });
    const res = await client.put("/api/profile", { goals });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get("/api/auth/user")).body.user.goals).toEqual({ ...none, calories: 2000 });
  });

  test.each([["2000"], [null], [[1, 2]]])("refuses goals that are not an object (%p)", async (goals) => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const res = await client.put("/api/profile", { goals });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "goals must be an object of calories, protein, carbs, fat, fiber, sugar, sodium and proteinPerBodyWeight",
    );
  });

  test("the empty body names goals among what can be sent", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const res = await client.put("/api/profile", {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Nothing to update: send firstName and lastName, or macroTracking, weightUnit, lengthUnit, plates or goals",
    );
  });

  test("GET /api/goals needs a user session", async () => {
    const { app } = testApp();
    expect((await new Client(app).get("/api/goals")).status).toBe(401);
  });
});

describe("protein per body weight", () => {
  test("resolves from the latest entry by date that has a weight, and wins over a fixed protein goal", async () => {
    const t = await twoUsers();
    await t.a.put("/api/profile", { goals: { protein: 120, proteinPerBodyWeight: 0.8, calories: 2200 } });
    // No body weight yet: no protein goal to compare against.
    let answer = (await t.a.get("/api/goals")).body;
    expect(answer.bodyWeight).toBeNull();
    expect(answer.resolved).toEqual({ calories: 2200, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: null });

    await t.a.post("/api/body-composition", { date: "2026-06-01", weight: 180 });
    await t.a.post("/api/body-composition", { date: "2026-05-01", weight: 200 }); // older, added later
    await t.a.post("/api/body-composition", { date: "2026-06-05", waist: 33 }); // newer, no weight
    // The other member's newer, heavier entry never counts.
    await t.b.post("/api/body-composition", { date: "2026-07-01", weight: 250 });
    await t.b.put("/api/profile", { goals: { proteinPerBodyWeight: 1 } });

    answer = (await t.a.get("/api/goals")).body;
    expect(answer.bodyWeight).toEqual({ weight: 180, date: "2026-06-01" });
    expect(answer.resolved).toEqual({ calories: 2200, protein: 144, carbs: null, fat: null, fiber: null, sugar: null, sodium: null });
    expect(answer.goals).toMatchObject({ protein: 120, proteinPerBodyWeight: 0.8 });

    const other = (await t.b.get("/api/goals")).body;
    expect(other.bodyWeight).toEqual({ weight: 250, date: "2026-07-01" });
    expect(other.resolved.protein).toBe(250);
  });

  test("without a per-body-weight goal the fixed protein goal stands", async () => {
    const t = await twoUsers();
    await t.a.post("/api/body-composition", { date: "2026-06-01", weight: 180 });
    await t.a.put("/api/profile", { goals: { protein: 150 } });
    expect((await t.a.get("/api/goals")).body.resolved.protein).toBe(150);
    await t.a.put("/api/profile", { goals: { proteinPerBodyWeight: 1 } });
    expect((await t.a.get("/api/goals")).body.resolved.protein).toBe(180);
    await t.a.put("/api/profile", { goals: { proteinPerBodyWeight: null } });
    expect((await t.a.get("/api/goals")).body.resolved.protein).toBe(150);
  });
});
