// The meal library API: create with its meal time bucket, list, update, validation and ownership.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";

let t: TwoUsers;

beforeEach(async () => {
  t = await twoUsers();
});

const body = (time = "7:30 AM", extra: Record<string, unknown> = {}) => ({
  name: "Oat Breakfast",
  data: {
    meal: { name: "Oat Breakfast", time, notes: "warm" },
    ingredients: [{ name: "Oats", quantity: 80, unit: "g", calories: 300, protein: "10", carbs: 54, fat: "0" }],
  },
  ...extra,
});

describe("meal library", () => {
  test("save: mealTime from the hour, categories default to it, time stored HH:MM:00", async () => {
    const res = await t.a.post("/api/meal-templates", body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Oat Breakfast", mealTime: "breakfast", categories: ["breakfast"] });
    expect(res.body.data.meal).toEqual({ name: "Oat Breakfast", time: "07:30:00", notes: "warm" });
    expect(res.body.data.ingredients[0]).toEqual({ name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: 0 });
    for (const [time, bucket] of [
      ["11:00", "lunch"],
      ["3:00 PM", "dinner"],
      ["20:00", "snack"],
      ["4:59 AM", "snack"],
    ]) {
      expect((await t.a.post("/api/meal-templates", body(time))).body.mealTime).toBe(bucket);
    }
    expect((await t.a.post("/api/meal-templates", body("7:30 AM", { mealTime: "snack" }))).body.mealTime).toBe("snack");
  });

  test("list is the user's own, newest first", async () => {
    await t.a.post("/api/meal-templates", body());
    await t.a.post("/api/meal-templates", { ...body("12:00 PM"), name: "Lunch Bowl" });
    await t.b.post("/api/meal-templates", { ...body(), name: "Not yours", shared: false });
    const list = (await t.a.get("/api/meal-templates")).body;
    expect(list.map((x: { name: string }) => x.name)).toEqual(["Lunch Bowl", "Oat Breakfast"]);
  });

  test("update: data, name follows the meal's name, categories and mealTime", async () => {
    const id = (await t.a.post("/api/meal-templates", body())).body.id;
    const res = await t.a.put(`/api/meal-templates/${id}`, {
      categories: ["lunch", "post-lift", "lunch"],
      data: {
        meal: { name: "Big Bowl", time: "1:00 PM", notes: null },
        ingredients: [{ name: "Rice", quantity: 2, unit: "cups", calories: 400 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Big Bowl", mealTime: "lunch", categories: ["lunch", "post-lift"] });
    expect(res.body.data.ingredients).toEqual([
      { name: "Rice", quantity: 2, unit: "cup", calories: 400, protein: null, carbs: null, fat: null },
    ]);
  });

  test("validation", async () => {
    expect((await t.a.post("/api/meal-templates", { name: "x" })).status).toBe(400);
    const noMeal = await t.a.post("/api/meal-templates", { name: "x", data: { ingredients: [] } });
    expect(noMeal.status).toBe(400);
    expect(noMeal.body.message).toContain("meal");
    expect((await t.a.post("/api/meal-templates", body("7:30 AM", { categories: ["brunch"] }))).status).toBe(400);
    expect((await t.a.post("/api/meal-templates", body("7:30 AM", { mealTime: "elevenses" }))).status).toBe(400);
    expect((await t.a.post("/api/meal-templates", body("99:00"))).status).toBe(400);
  });

  test("another user's id is 404 and changes nothing; delete works for the owner", async () => {
    const id = (await t.a.post("/api/meal-templates", { ...body(), shared: false })).body.id;
    const before = snapshot(t.db, { except: ["sessions"] });
    expect((await t.b.put(`/api/meal-templates/${id}`, body())).status).toBe(404);
    expect((await t.b.delete(`/api/meal-templates/${id}`)).status).toBe(404);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    expect((await t.a.delete(`/api/meal-templates/${id}`)).status).toBe(200);
    expect((await t.a.get("/api/meal-templates")).body).toEqual([]);
    expect((await t.a.delete(`/api/meal-templates/${id}`)).status).toBe(404);
  });
});
