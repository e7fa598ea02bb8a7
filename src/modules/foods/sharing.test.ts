// Every food the household shares can be used by everyone: search, barcode and adding by foodId
// take the member's own foods, the ones others share and the products the household looked up,
// each custom one naming its owner; another member's private food stays unseen. The search's order:
// the member's recent foods, the household's, the custom and looked-up foods, then the food table.
import { beforeEach, describe, expect, test } from "bun:test";
import { threeMembers, type ThreeMembers } from "@test/factories";
import { saveLookedUp } from "./store";

const JAM = "4006381333931";
const DAY = new Date().toISOString().slice(0, 10);

let t: ThreeMembers;
beforeEach(async () => {
  t = await threeMembers();
});

type Member = ThreeMembers["ana"];
const ids = (foods: { id: string }[]) => foods.map((f) => f.id);
const newMeal = async (m: Member) => (await m.client.post("/api/meals", { date: DAY, name: "Dinner", time: "18:00" })).body.id as number;
const jam = (extra: Record<string, unknown> = {}) => ({
  name: "Grandma's plum jam",
  defaultQuantity: 100,
  defaultUnit: "g",
  caloriesPerUnit: 250,
  barcode: JAM,
  ...extra,
});

describe("a food another member shares", () => {
  test("is found by barcode and by search with its owner, and added by its foodId", async () => {
    const saved = (await t.ana.client.post("/api/custom-ingredients", jam())).body;
    expect(saved.shared).toBe(true);
    const ana = { id: t.ana.user.id, firstName: "Ana" };
    const scan = await t.ben.client.get(`/api/foods/barcode/${JAM}`);
    expect(scan.body).toMatchObject({ id: `custom:${saved.id}`, owner: ana });
    const found = (await t.ben.client.get("/api/foods?q=grandma")).body;
    expect(found[0]).toMatchObject({ id: `custom:${saved.id}`, name: "Grandma's plum jam", source: "custom", owner: ana });
    // Plural, any order, by the same rules as the food table.
    expect(ids((await t.ben.client.get("/api/foods?q=plums%20grandma")).body)[0]).toBe(`custom:${saved.id}`);
    const mealId = await newMeal(t.ben);
    const added = await t.ben.client.post(`/api/meals/${mealId}/ingredients`, { foodId: scan.body.id, grams: 50 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "Grandma's plum jam", calories: 125, foodId: `custom:${saved.id}` });
    // Ben's own search names Ana as the owner; Ana's names herself.
    expect((await t.ana.client.get("/api/foods?q=jam")).body[0].owner).toEqual(ana);
  });

  test("a private food of another member is never found, scanned, added nor listed among the household's recent foods", async () => {
    const secret = (await t.ana.client.post("/api/custom-ingredients", jam({ shared: false }))).body;
    const anaMeal = await newMeal(t.ana);
    expect((await t.ana.client.post(`/api/meals/${anaMeal}/ingredients`, { foodId: `custom:${secret.id}`, grams: 20 })).status).toBe(201);
    expect(ids((await t.ben.client.get("/api/foods?q=grandma")).body)).not.toContain(`custom:${secret.id}`);
    expect(ids((await t.ben.client.get("/api/foods?q=jam")).body)).not.toContain(`custom:${secret.id}`);
    expect((await t.ben.client.get(`/api/foods/barcode/${JAM}`)).status).toBe(404);
    const mealId = await newMeal(t.ben);
    const res = await t.ben.client.post(`/api/meals/${mealId}/ingredients`, { foodId: `custom:${secret.id}`, grams: 50 });
    expect([res.status, res.body.message]).toEqual([400, `Food not found: custom:${secret.id}`]);
    // Ana still finds her own.
    expect((await t.ana.client.get("/api/foods?q=grandma")).body[0]).toMatchObject({ id: `custom:${secret.id}` });
  });

  test("a product the household looked up is found by every member's search, with no owner", async () => {
    saveLookedUp(t.db, {
      barcode: "3017620422003",
      name: "Nutella hazelnut spread",
      brand: "Ferrero",
      calories: 539,
      source: "Open Food Facts",
      attribution: "ODbL",
    });
    const found = (await t.cai.client.get("/api/foods?q=hazelnut%20spreads")).body;
    expect(found[0]).toMatchObject({ id: "off:3017620422003", source: "openfoodfacts" });
    expect(found[0].owner).toBeUndefined();
  });
});

describe("the search's order", () => {
  test("own recent foods, then other members' recent foods, then custom and household foods, then the food table", async () => {
    const benMeal = await newMeal(t.ben);
    await t.ben.client.post(`/api/meals/${benMeal}/ingredients`, { foodId: "usda:01128", grams: 46 });
    const anaMeal = await newMeal(t.ana);
    await t.ana.client.post(`/api/meals/${anaMeal}/ingredients`, { foodId: "usda:01129", grams: 50 });
    const salad = (await t.cai.client.post("/api/custom-ingredients", { name: "Egg salad", defaultQuantity: 100, defaultUnit: "g" })).body;
    const found = ids((await t.ben.client.get("/api/foods?q=eggs&limit=5")).body);
    expect(found.slice(0, 4)).toEqual(["usda:01128", "usda:01129", `custom:${salad.id}`, "usda:01123"]);
    // The whole raw egg leads the food table's part, whether "egg", "eggs" or "large eggs".
    expect(ids((await t.cai.client.get("/api/foods?q=large%20eggs&limit=4")).body)).toEqual([
      "usda:01129",
      "usda:01128",
      `custom:${salad.id}`,
      "usda:01123",
    ]);
  });

  test("a recent food is found by the singular and the plural", async () => {
    const mealId = await newMeal(t.ana);
    await t.ana.client.post(`/api/meals/${mealId}/ingredients`, { foodId: "usda:01129", grams: 50 });
    for (const q of ["egg", "eggs", "boiled eggs"]) expect(ids((await t.ana.client.get(`/api/foods?q=${q}`)).body)[0]).toBe("usda:01129");
  });
});
