// Export and import in a household: a member's file holds their own data and the family meals they
// are in (with their portion), names no other member, and imports back as the member's alone.
import { describe, expect, test } from "bun:test";
import { threeMembers } from "@test/factories";
import { signedUpClient } from "@test/harness";

const DAY = "2026-03-02";

describe("export and import in a household", () => {
  test("the file holds the family meals the member is in, with the recipe and their portion; import restores them", async () => {
    const t = await threeMembers();
    await t.ana.client.post("/api/meals", {
      date: DAY,
      name: "Dinner",
      time: "19:00",
      ingredients: [{ name: "Rice", quantity: 100, unit: "g", calories: 350 }],
      portions: [
        { userId: t.ana.user.id, portion: 1.5 },
        { userId: t.ben.user.id, portion: 0.5 },
      ],
    });
    await t.ana.client.post("/api/custom-ingredients", { name: "Ana's own", defaultQuantity: 1, defaultUnit: "g", shared: false });
    const bens = (await t.ben.client.get("/api/export")).body;
    expect(bens.meals).toEqual([
      {
        date: DAY,
        name: "Dinner",
        time: "19:00:00",
        notes: null,
        isPrepped: false,
        isConsumed: false,
        servings: 1,
        steps: [],
        sourceUrl: null,
        prepMinutes: null,
        cookMinutes: null,
        // Ben eats half of the recipe.
        perPortion: { calories: 175, protein: 0, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null },
        portion: 0.5,
        ingredients: [
          {
            name: "Rice",
            quantity: 100,
            unit: "g",
            calories: 350,
            protein: null,
            carbs: null,
            fat: null,
            fiber: null,
            sugar: null,
            sodium: null,
            foodId: null,
            portion: null,
            isPrepped: false,
            customIngredient: null,
          },
        ],
      },
    ]);
    expect(JSON.stringify(bens)).not.toContain("Ana");
    expect((await t.ana.client.get("/api/export")).body.meals[0].portion).toBe(1.5);
    expect((await t.cai.client.get("/api/export")).body.meals).toEqual([]);

    // Into a fresh account: the meal is the member's own, at their portion.
    const fresh = await signedUpClient(t.app, { firstName: "Dee" });
    expect((await fresh.client.post("/api/import", bens)).status).toBe(200);
    const [meal] = (await fresh.client.get(`/api/meals?date=${DAY}`)).body;
    // A file never renames the account (it keeps Dee's name): the meal is theirs alone, at their portion.
    expect(meal).toMatchObject({
      name: "Dinner",
      portion: 0.5,
      cook: { id: fresh.user.id, firstName: "Dee" },
      portions: [{ userId: fresh.user.id, firstName: "Dee", portion: 0.5 }],
    });
    expect(meal.ingredients[0]).toMatchObject({ quantity: 50, calories: 175 });
    expect((await fresh.client.get("/api/export")).body.meals).toEqual(bens.meals);
  });

  test("import never creates rows for another member, whatever the file says", async () => {
    const t = await threeMembers();
    const res = await t.cai.client.post("/api/import", {
      format: "kinfit-export",
      version: 1,
      meals: [{ date: DAY, name: "Sneaky", time: "12:00", portions: [{ userId: t.ana.user.id, portion: 1 }], ingredients: [] }],
    });
    expect(res.status).toBe(200);
    expect((await t.ana.client.get(`/api/meals?date=${DAY}`)).body).toEqual([]);
    const rows = t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM meal_portions").get();
    expect(rows).toEqual({ n: 0 });
  });

  test("items in a file from before sharing import as private; a file's shared ones stay shared", async () => {
    const t = await threeMembers();
    const res = await t.ana.client.post("/api/import", {
      format: "kinfit-export",
      version: 1,
      customIngredients: [
        { name: "Old oats", defaultQuantity: 40, defaultUnit: "g" },
        { name: "New oats", defaultQuantity: 40, defaultUnit: "g", shared: true },
      ],
      mealLibrary: [{ name: "Old stew", data: { meal: { name: "Old stew", time: "19:00:00", notes: "" }, ingredients: [] } }],
    });
    expect(res.status).toBe(200);
    expect((await t.ben.client.get("/api/custom-ingredients")).body.map((i: { name: string }) => i.name)).toEqual(["New oats"]);
    expect((await t.ben.client.get("/api/meal-templates")).body).toEqual([]);
    const own = (await t.ana.client.get("/api/custom-ingredients")).body;
    expect(own.map((i: { name: string; shared: boolean }) => [i.name, i.shared])).toEqual([
      ["New oats", true],
      ["Old oats", false],
    ]);
  });

  test("a custom ingredient's barcode comes back with it, unless an item the member sees holds it already", async () => {
    const t = await threeMembers();
    const CODE = "4006381333931";
    expect(
      (
        await t.ana.client.post("/api/custom-ingredients", {
          name: "Pencil crisps",
          defaultQuantity: 1,
          defaultUnit: "g",
          barcode: CODE,
          shared: false,
        })
      ).status,
    ).toBe(201);
    const file = (await t.ana.client.get("/api/export")).body;
    // Into a fresh account: the code comes with the item, and the next scan finds it.
    const fresh = await signedUpClient(t.app, { firstName: "Dee" });
    expect((await fresh.client.post("/api/import", file)).status).toBe(200);
    const own = (await fresh.client.get("/api/custom-ingredients")).body.find((i: { name: string }) => i.name === "Pencil crisps");
    expect(own.barcode).toBe(CODE);
    expect((await fresh.client.get(`/api/foods/barcode/${CODE}`)).body.id).toBe(`custom:${own.id}`);
    // Ben already sees an item with that code (a shared one of Cai's): his import comes without it.
    expect(
      (
        await t.cai.client.post("/api/custom-ingredients", {
          name: "Cai's crisps",
          defaultQuantity: 1,
          defaultUnit: "g",
          barcode: CODE,
          shared: true,
        })
      ).status,
    ).toBe(201);
    expect((await t.ben.client.post("/api/import", file)).status).toBe(200);
    const bens = (await t.ben.client.get("/api/custom-ingredients")).body.find((i: { name: string }) => i.name === "Pencil crisps");
    expect(bens.barcode).toBeNull();
  });
});
