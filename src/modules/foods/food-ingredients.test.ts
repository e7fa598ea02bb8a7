// Adding a food to a meal: `{ foodId, grams }` or `{ foodId, portion, count }` on every path an
// ingredient arrives by, the server computing the amount in grams and the nutrients.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

const DAY = new Date().toISOString().slice(0, 10);
const newMeal = async (u = t.a) => (await u.post("/api/meals", { date: DAY, name: "Breakfast", time: "07:30" })).body.id as number;

describe("a food added to a meal", () => {
  test("by portion: grams, unit g, the portion's label, nutrients from per 100 g, the food's id", async () => {
    const mealId = await newMeal();
    const res = await t.a.post(`/api/meals/${mealId}/ingredients`, { foodId: "usda:01123", portion: "1 large", count: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      mealId,
      name: "Egg, whole, raw, fresh",
      quantity: 100,
      unit: "g",
      calories: 143,
      protein: 12.6,
      carbs: 0.7,
      fat: 9.5,
      fiber: 0,
      sugar: 0.4,
      sodium: 142,
      foodId: "usda:01123",
      portion: "2 x 1 large",
      customIngredientId: null,
      isPrepped: false,
    });
    const day = (await t.a.get(`/api/meals?date=${DAY}`)).body;
    expect(day[0].ingredients[0]).toEqual(res.body);
  });

  test("by grams; a nutrient the food does not give stays unknown", async () => {
    const mealId = await newMeal();
    const res = await t.a.post(`/api/meals/${mealId}/ingredients`, { foodId: "usda:01227", grams: 30 });
    expect(res.body).toMatchObject({
      name: "Cheese, dry white, queso seco",
      quantity: 30,
      unit: "g",
      calories: 97.5,
      fiber: null,
      portion: null,
      foodId: "usda:01227",
    });
  });

  test("bad food references are refused with what is wrong, and nothing is added", async () => {
    const mealId = await newMeal();
    const cases: [Record<string, unknown>, string][] = [
      [{ foodId: "usda:99999", grams: 10 }, "Food not found: usda:99999"],
      [{ foodId: "usda:01123" }, "Send grams, or a portion and a count"],
      [{ foodId: "usda:01123", portion: "1 gallon" }, "Portion not found: 1 gallon"],
      [{ foodId: "usda:01123", grams: 0 }, "Quantity must be greater than 0"],
      [{ foodId: "usda:01123", grams: 20000 }, "Quantity must be at most 10000"],
      [{ foodId: "usda:01123", portion: "1 large", count: 500 }, "count must be at most 100"],
      [{ foodId: "bogus", grams: 10 }, "foodId must be a food's id"],
      [{ foodId: 12, grams: 10 }, "foodId must be a food's id"],
    ];
    for (const [body, message] of cases) {
      const res = await t.a.post(`/api/meals/${mealId}/ingredients`, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body[0].ingredients).toEqual([]);
  });

  test("another member's custom food is not found; one's own links the custom ingredient", async () => {
    const theirs = (
      await t.b.post("/api/custom-ingredients", {
        name: "Bread",
        defaultQuantity: 50,
        defaultUnit: "g",
        caloriesPerUnit: 130,
        fiberPerUnit: 3,
      })
    ).body;
    const mealId = await newMeal();
    expect((await t.a.post(`/api/meals/${mealId}/ingredients`, { foodId: `custom:${theirs.id}`, grams: 50 })).body.message).toBe(
      `Food not found: custom:${theirs.id}`,
    );
    const own = (
      await t.a.post("/api/custom-ingredients", {
        name: "Bread",
        defaultQuantity: 50,
        defaultUnit: "g",
        caloriesPerUnit: 130,
        fiberPerUnit: 3,
        sodiumPerUnit: 250,
      })
    ).body;
    expect(own).toMatchObject({ fiberPerUnit: 3, sugarPerUnit: null, sodiumPerUnit: 250 });
    const res = await t.a.post(`/api/meals/${mealId}/ingredients`, { foodId: `custom:${own.id}`, portion: "50 g", count: 2 });
    expect(res.body).toMatchObject({
      name: "Bread",
      quantity: 100,
      calories: 260,
      fiber: 6,
      sodium: 500,
      customIngredientId: own.id,
      foodId: `custom:${own.id}`,
      portion: "2 x 50 g",
    });
    // A later change to the custom food rewrites no past meal.
    await t.a.put(`/api/custom-ingredients/${own.id}`, { name: "Bread", defaultQuantity: 50, defaultUnit: "g", caloriesPerUnit: 999 });
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body[0].ingredients[0].calories).toBe(260);
  });

  test("a new meal, a saved plan and a library meal take foods too; a copy keeps the food and portion", async () => {
    const meal = (
      await t.a.post("/api/meals", {
        date: DAY,
        name: "Lunch",
        time: "12:00",
        ingredients: [{ foodId: "usda:09040", portion: '1 medium (7" to 7-7/8" long)' }],
      })
    ).body;
    expect(meal.ingredients[0]).toMatchObject({ name: "Bananas, raw", quantity: 118, unit: "g", calories: 105, foodId: "usda:09040" });
    const saved = await t.a.post("/api/meals/save-plan", {
      date: DAY,
      meals: [
        { meal: { id: meal.id, name: "Lunch", time: "12:00" }, ingredients: [meal.ingredients[0], { foodId: "usda:11090", grams: 91 }] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.meals[0].ingredients.map((i: { foodId: string; quantity: number }) => [i.foodId, i.quantity])).toEqual([
      ["usda:09040", 118],
      ["usda:11090", 91],
    ]);
    const library = await t.a.post("/api/meal-templates", {
      name: "Snack",
      mealTime: "snack",
      categories: [],
      data: { meal: { name: "Snack", time: "15:00" }, ingredients: [{ foodId: "usda:11090", grams: 100 }] },
    });
    expect(library.status).toBe(201);
    expect(library.body.data.ingredients[0]).toMatchObject({
      name: "Broccoli, raw",
      quantity: 100,
      unit: "g",
      calories: 34,
      fiber: 2.6,
      foodId: "usda:11090",
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: tomorrow })).status).toBe(200);
    const copied = (await t.a.get(`/api/meals?date=${tomorrow}`)).body[0].ingredients;
    expect(copied.map((i: { foodId: string; portion: string | null; fiber: number | null }) => [i.foodId, i.portion, i.fiber])).toEqual([
      ["usda:09040", '1 medium (7" to 7-7/8" long)', 3.1],
      ["usda:11090", null, 2.4],
    ]);
  });

  test("changing the amount rescales fibre, sugar and sodium with the macros; the food becomes recent", async () => {
    const mealId = await newMeal();
    const added = (await t.a.post(`/api/meals/${mealId}/ingredients`, { foodId: "usda:11090", grams: 100 })).body;
    const res = await t.a.put(`/api/ingredients/${added.id}`, { quantity: 200 });
    expect(res.body).toMatchObject({ quantity: 200, calories: 68, fiber: 5.2, sugar: 3.4, sodium: 66 });
    expect((await t.a.get("/api/foods?q=")).body.map((f: { id: string }) => f.id)).toEqual(["usda:11090"]);
  });

  test("export and import keep fibre, sugar, sodium, the food and the portion", async () => {
    const mealId = await newMeal();
    await t.a.post(`/api/meals/${mealId}/ingredients`, { foodId: "usda:01123", portion: "1 large", count: 2 });
    await t.a.post("/api/custom-ingredients", {
      name: "Bread",
      defaultQuantity: 50,
      defaultUnit: "g",
      fiberPerUnit: 3,
      sugarPerUnit: 2,
      sodiumPerUnit: 250,
    });
    const file = (await t.a.get("/api/export")).body;
    expect(file.meals[0].ingredients[0]).toMatchObject({ fiber: 0, sugar: 0.4, sodium: 142, foodId: "usda:01123", portion: "2 x 1 large" });
    expect(file.customIngredients[0]).toMatchObject({ fiberPerUnit: 3, sugarPerUnit: 2, sodiumPerUnit: 250 });
    expect((await t.b.post("/api/import", file)).status).toBe(200);
    const again = (await t.b.get("/api/export")).body;
    expect(again.meals[0].ingredients[0]).toMatchObject({
      fiber: 0,
      sugar: 0.4,
      sodium: 142,
      foodId: "usda:01123",
      portion: "2 x 1 large",
    });
    expect(again.customIngredients[0]).toMatchObject({ fiberPerUnit: 3, sugarPerUnit: 2, sodiumPerUnit: 250 });
  });
});
