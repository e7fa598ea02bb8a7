// GET /api/foods: the answer's shape, unknown nutrients, portions, limits, and the member's own
// recent foods and ingredients first.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

const names = (body: { name: string }[]) => body.map((f) => f.name);

describe("food search", () => {
  test("a food with its source, per 100 g and portions; a nutrient SR28 does not give is null", async () => {
    const res = await t.a.get("/api/foods?q=broccoli%20raw&limit=1");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: "usda:11090",
        name: "Broccoli, raw",
        source: "usda",
        brand: null,
        barcode: null,
        per100g: { calories: 34, protein: 2.82, carbs: 6.64, fat: 0.37, fiber: 2.6, sugar: 1.7, sodium: 33 },
        portions: [
          { label: "1 cup chopped", grams: 91 },
          { label: "1 bunch", grams: 608 },
          { label: '1 spear (about 5" long)', grams: 31 },
          { label: "1 stalk", grams: 151 },
          { label: "0.5 cup, chopped or diced", grams: 44 },
          { label: "1 NLEA serving", grams: 148 },
        ],
      },
    ]);
    const queso = (await t.a.get("/api/foods?q=queso%20seco&limit=1")).body[0];
    expect(queso.name).toBe("Cheese, dry white, queso seco");
    expect(queso.per100g.fiber).toBeNull();
    expect(queso.per100g.calories).toBe(325);
    const egg = (await t.a.get("/api/foods?q=egg&limit=3")).body.find((f: { id: string }) => f.id === "usda:01123");
    expect(egg.portions).toContainEqual({ label: "1 large", grams: 50 });
  });

  test("limit: 20 by default, 1 to 50, anything else 400", async () => {
    expect((await t.a.get("/api/foods?q=cheese")).body).toHaveLength(20);
    expect((await t.a.get("/api/foods?q=cheese&limit=50")).body).toHaveLength(50);
    expect((await t.a.get("/api/foods?q=cheese&limit=1")).body).toHaveLength(1);
    for (const limit of ["0", "51", "2.5", "many", "-1"]) {
      const res = await t.a.get(`/api/foods?q=cheese&limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Limit must be a whole number from 1 to 50");
    }
    expect((await t.a.get(`/api/foods?q=${"a".repeat(101)}`)).status).toBe(400);
  });

  test("the member's own ingredients come before the table, then the ones others share, never another's private one", async () => {
    const own = (
      await t.a.post("/api/custom-ingredients", {
        name: "Granola, homemade",
        defaultQuantity: 50,
        defaultUnit: "g",
        caloriesPerUnit: 220,
        proteinPerUnit: 5,
      })
    ).body;
    await t.b.post("/api/custom-ingredients", { name: "Granola bar", defaultQuantity: 1, defaultUnit: "piece", caloriesPerUnit: 120 });
    await t.b.post("/api/custom-ingredients", { name: "Granola, secret", defaultQuantity: 1, defaultUnit: "g", shared: false });
    const found = (await t.a.get("/api/foods?q=granola")).body;
    expect(found[0]).toEqual({
      id: `custom:${own.id}`,
      name: "Granola, homemade",
      source: "custom",
      brand: null,
      barcode: null,
      per100g: { calories: 440, protein: 10, carbs: null, fat: null, fiber: null, sugar: null, sodium: null },
      portions: [{ label: "50 g", grams: 50 }],
      owner: { id: t.aId, firstName: "Test" },
    });
    expect(found[1]).toMatchObject({ name: "Granola bar", source: "custom", owner: { id: t.bId, firstName: "Test" } });
    expect(names(found)).not.toContain("Granola, secret");
    const bar = (await t.b.get("/api/foods?q=granola")).body[0];
    expect(bar).toMatchObject({ name: "Granola bar", source: "custom", per100g: null, portions: [] });
  });

  test("recent foods of this member first; under two characters, the recent foods alone", async () => {
    expect((await t.a.get("/api/foods?q=")).body).toEqual([]);
    const meal = (
      await t.a.post("/api/meals", {
        date: new Date().toISOString().slice(0, 10),
        name: "Lunch",
        time: "12:30",
        ingredients: [
          { name: "Salmon", quantity: 150, unit: "g" },
          { name: "Spinach", quantity: 50, unit: "g" },
        ],
      })
    ).body;
    // Linked as an ingredient added from a food is (POST /api/meals/:id/ingredients with a foodId).
    const link = t.db.$client.query("UPDATE meal_ingredients SET food_id = ? WHERE meal_id = ? AND name = ?");
    link.run("usda:15236", meal.id, "Salmon");
    link.run("usda:11457", meal.id, "Spinach");
    const recent = (await t.a.get("/api/foods?q=s")).body.map((f: { id: string }) => f.id);
    expect(recent.sort()).toEqual(["usda:11457", "usda:15236"]);
    expect((await t.a.get("/api/foods")).body).toHaveLength(2);
    const salmon = (await t.a.get("/api/foods?q=salmon")).body;
    expect(salmon[0].id).toBe("usda:15236");
    expect(salmon.filter((f: { id: string }) => f.id === "usda:15236")).toHaveLength(1);
    // Another member's recent foods come after one's own, and never under two characters.
    expect((await t.b.get("/api/foods?q=s")).body).toEqual([]);
    expect((await t.b.get("/api/foods?q=salmon")).body[0].id).toBe("usda:15236");
  });

  test("signed out: 401", async () => {
    await t.a.post("/api/logout");
    expect((await t.a.get("/api/foods?q=egg")).status).toBe(401);
  });
});
