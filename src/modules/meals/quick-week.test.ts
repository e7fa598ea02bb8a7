// A quick entry (calories alone) and the week's truth: fibre, sugar and sodium in each day's totals,
// and flags against the member's goals.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

const SUN = "2026-03-01";
const newMeal = async (date = SUN) => (await t.a.post("/api/meals", { date, name: "Lunch", time: "12:00" })).body.id as number;

describe("quick add", () => {
  test("calories alone make an entry of 1 piece named 'Quick add'; a name and any macro may come along", async () => {
    const id = await newMeal();
    const quick = await t.a.post(`/api/meals/${id}/ingredients`, { calories: 450 });
    expect(quick.status).toBe(201);
    expect(quick.body).toMatchObject({ name: "Quick add", quantity: 1, unit: "piece", calories: 450, protein: null, foodId: "quick" });
    const named = await t.a.post(`/api/meals/${id}/ingredients`, { name: "Office cake", calories: 300, fat: 15 });
    expect(named.body).toMatchObject({ name: "Office cake", quantity: 1, unit: "piece", calories: 300, fat: 15 });
    const week = (await t.a.get(`/api/meals/week?start=${SUN}`)).body;
    expect(week[0].totals.calories).toBe(750);
  });

  test("is left off the shopping list, and survives 'Save Plan' sent back as read", async () => {
    const id = await newMeal();
    await t.a.post(`/api/meals/${id}/ingredients`, { calories: 450 });
    await t.a.post(`/api/meals/${id}/ingredients`, { name: "Oats", quantity: 80, unit: "g" });
    const items = (await t.a.get(`/api/shopping-list?from=${SUN}&to=${SUN}`)).body.items;
    expect(items.map((i: { name: string }) => i.name)).toEqual(["Oats"]);
    const day = (await t.a.get(`/api/meals?date=${SUN}`)).body;
    const saved = await t.a.post("/api/meals/save-plan", {
      date: SUN,
      meals: day.map((m: { ingredients: Record<string, unknown>[] } & Record<string, unknown>) => ({
        meal: { id: m.id, name: m.name, time: m.time },
        ingredients: m.ingredients.map(({ name, quantity, unit, calories, foodId }) => ({ name, quantity, unit, calories, foodId })),
      })),
    });
    expect(saved.status).toBe(200);
    expect((await t.a.get(`/api/shopping-list?from=${SUN}&to=${SUN}`)).body.items.length).toBe(1);
  });

  test("bad calories are a 400 with words; with no calories a name is still needed", async () => {
    const id = await newMeal();
    expect((await t.a.post(`/api/meals/${id}/ingredients`, { calories: -5 })).status).toBe(400);
    expect((await t.a.post(`/api/meals/${id}/ingredients`, { calories: "lots" })).status).toBe(400);
    const nothing = await t.a.post(`/api/meals/${id}/ingredients`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("Ingredient name must be text");
  });
});

describe("GET /api/meals/week against the goals", () => {
  test("fibre, sugar and sodium totals; protein and fibre minimums, the rest maximums", async () => {
    await t.a.put("/api/profile", { goals: { calories: 2000, protein: 150, carbs: 250, fat: 70, fiber: 30, sugar: 50, sodium: 2300 } });
    const id = await newMeal();
    await t.a.post(`/api/meals/${id}/ingredients`, {
      name: "Feast",
      quantity: 1,
      unit: "piece",
      calories: 2500,
      protein: 80,
      carbs: 200,
      fat: 90,
      fiber: 12,
      sugar: 60,
      sodium: 1200,
    });
    await t.a.post(`/api/meals/${await newMeal("2026-03-02")}/ingredients`, {
      name: "Shake",
      quantity: 1,
      unit: "piece",
      protein: 160,
      calories: 900,
    });
    const week = (await t.a.get(`/api/meals/week?start=${SUN}`)).body;
    expect(week[0].totals).toEqual({ calories: 2500, protein: 80, carbs: 200, fat: 90, fiber: 12, sugar: 60, sodium: 1200 });
    expect(week[0].flags).toEqual({ protein: "under", fiber: "under", calories: "over", fat: "over", sugar: "over" });
    expect(week[1].flags).toEqual({});
    // A day with nothing planned is not a day of eating nothing.
    expect(week[2].flags).toEqual({});
    expect(week[2].totals.fiber).toBeNull();
  });

  test("without goals there are no flags", async () => {
    const id = await newMeal();
    await t.a.post(`/api/meals/${id}/ingredients`, { calories: 5000 });
    expect((await t.a.get(`/api/meals/week?start=${SUN}`)).body[0].flags).toEqual({});
  });
});
