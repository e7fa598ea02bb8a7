// A shopping list a cook can shop from: short names with the full description beside, portions
// bought by count, aisles, and items added by hand for a member or the household.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type Client, type TwoUsers } from "@test/harness";
import { threeMembers } from "@test/factories";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

const DAY = "2026-03-02";
const FROM = "2026-03-01";
const TO = "2026-03-07";
const list = async (c: Client, scope = "me") => (await c.get(`/api/shopping-list?from=${FROM}&to=${TO}&scope=${scope}`)).body.items;
const item = async (c: Client, name: string) => (await list(c)).find((i: { name: string }) => i.name === name);

async function meal(c: Client, ingredients: Record<string, unknown>[], date = DAY) {
  const res = await c.post("/api/meals", { date, name: "Dinner", time: "19:00", ingredients });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe("short names", () => {
  test("a food reads by its short name, its description beside; a typed name stays as typed", async () => {
    await meal(t.a, [
      { foodId: "usda:11507", grams: 200 },
      { name: "Grandma's spice mix with a very long name that goes on and on", quantity: 1, unit: "tbsp" },
    ]);
    expect(await item(t.a, "Sweet potato")).toMatchObject({
      description: "Sweet potato, raw, unprepared (Sweetpotato, Includes USDA commodity food A230)",
      quantity: 200,
      unit: "g",
      key: "sweet potato|g",
      aisle: "produce",
    });
    const typed = await item(t.a, "Grandma's spice mix with a very long name that goes on and on");
    expect(typed).toMatchObject({ description: "Grandma's spice mix with a very long name that goes on and on", aisle: "other" });
  });

  test("every short name of the food data is at most 40 characters", async () => {
    const { foodNamesText } = await import("@src/generated/food-names");
    const longest = Math.max(...foodNamesText.split("\n").map((l) => (l.split("\t")[1] ?? "").length));
    expect(longest).toBeLessThanOrEqual(40);
  });

  test("two foods that would share a short name each add the segment where they differ", async () => {
    await meal(t.a, [
      { foodId: "usda:05062", grams: 300 },
      { foodId: "usda:05096", grams: 200 },
      { foodId: "usda:05064", grams: 100 },
      { foodId: "usda:05063", grams: 100 },
    ]);
    const names = (await list(t.a)).map((i: { name: string }) => i.name);
    expect(names).toEqual(["Chicken breast", "Chicken breast fried", "Chicken breast roasted", "Chicken thigh"]);
  });

  test("a tick stays with its food when the food's name changes because another joins or leaves the list", async () => {
    const tick = (key: string, quantity: number) =>
      t.a.put(`/api/shopping-list/items/${encodeURIComponent(key)}`, { from: FROM, to: TO, checked: true, quantity });
    const checked = async () => Object.fromEntries((await list(t.a)).map((i: { name: string; checked: boolean }) => [i.name, i.checked]));
    const roasted = await meal(t.a, [{ foodId: "usda:05064", grams: 300 }]);
    expect((await tick("chicken breast|g", 300)).status).toBe(200);
    // A fried one joins the list: the two are told apart, and the roasted one is still bought.
    await meal(t.a, [{ foodId: "usda:05063", grams: 200 }], "2026-03-04");
    expect(await checked()).toEqual({ "Chicken breast fried": false, "Chicken breast roasted": true });
    // Ticked under its told-apart name, the fried one stays ticked once the roasted one leaves.
    expect((await tick("chicken breast fried|g", 200)).status).toBe(200);
    expect((await t.a.delete(`/api/meals/${roasted}`)).status).toBe(200);
    expect(await checked()).toEqual({ "Chicken breast": true });
  });
});

describe("counted portions", () => {
  test("2 large and 3 large eggs are 5 large, 250 g beside; cups stay in grams", async () => {
    await meal(t.a, [{ foodId: "usda:01123", portion: "1 large", count: 2 }]);
    await meal(t.a, [{ foodId: "usda:01123", portion: "1 large", count: 3 }], "2026-03-03");
    await meal(t.a, [{ foodId: "usda:08120", portion: "1 cup", count: 2 }]);
    expect(await item(t.a, "Eggs")).toMatchObject({
      quantity: 5,
      unit: "large",
      grams: 250,
      key: "eggs|large",
      aisle: "dairy and eggs",
      dates: [DAY, "2026-03-03"],
    });
    const oats = await item(t.a, "Oats");
    expect(oats).toMatchObject({ unit: "g", quantity: 162, aisle: "pantry" });
    expect(oats.grams).toBeUndefined();
  });

  test("counts are summed over a family meal's portions and rounded up", async () => {
    const h = await threeMembers();
    await h.ana.client.post("/api/meals", {
      date: DAY,
      name: "Dinner",
      time: "19:00",
      ingredients: [{ foodId: "usda:01123", portion: "1 large", count: 1 }],
      portions: [{ userId: h.ben.user.id, portion: 0.25 }],
    });
    const items = (await h.ana.client.get(`/api/shopping-list?from=${FROM}&to=${TO}`)).body.items;
    expect(items[0]).toMatchObject({ name: "Eggs", quantity: 2, unit: "large", grams: 62.5 });
  });
});

describe("aisles", () => {
  test("from the food group, frozen by the description, a custom ingredient's own, other for typed names", async () => {
    const bread = await t.a.post("/api/custom-ingredients", {
      name: "Sourdough",
      defaultQuantity: 1,
      defaultUnit: "piece",
      aisle: "bakery",
    });
    expect(bread.status).toBe(201);
    expect(bread.body.aisle).toBe("bakery");
    const plain = await t.a.post("/api/custom-ingredients", { name: "Stock", defaultQuantity: 1, defaultUnit: "cup" });
    expect(plain.body.aisle).toBe("other");
    await meal(t.a, [
      { foodId: "usda:11312", grams: 300 },
      { foodId: "usda:05062", grams: 300 },
      { name: "Sourdough", quantity: 1, unit: "piece", customIngredientId: bread.body.id },
      { name: "Candles", quantity: 1, unit: "piece" },
    ]);
    const aisles = Object.fromEntries((await list(t.a)).map((i: { name: string; aisle: string }) => [i.name, i.aisle]));
    expect(aisles).toEqual({ "Frozen peas": "frozen", "Chicken breast": "meat and fish", Sourdough: "bakery", Candles: "other" });
  });

  test("a custom ingredient's aisle is one of the eight words; a change without it keeps it", async () => {
    const bad = await t.a.post("/api/custom-ingredients", { name: "Soap", defaultQuantity: 1, defaultUnit: "piece", aisle: "household" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(
      "aisle must be one of: produce, meat and fish, dairy and eggs, bakery, pantry, frozen, drinks, other",
    );
    const made = await t.a.post("/api/custom-ingredients", {
      name: "Milk",
      defaultQuantity: 1,
      defaultUnit: "cup",
      aisle: "dairy and eggs",
    });
    const changed = await t.a.put(`/api/custom-ingredients/${made.body.id}`, { name: "Oat milk", defaultQuantity: 1, defaultUnit: "cup" });
    expect(changed.body.aisle).toBe("dairy and eggs");
  });
});

describe("items added by hand", () => {
  const add = (c: Client, body: Record<string, unknown>) => c.post("/api/shopping-list/items", { from: FROM, to: TO, ...body });

  test("a member's own item is on their list only, ticked like the others and removed by its key", async () => {
    const res = await add(t.a, { scope: "me", name: "Toilet paper", quantity: 2, unit: "packs" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Toilet paper", quantity: 2, unit: "packs", aisle: "other", manual: true, dates: [] });
    const key = res.body.key as string;
    expect((await list(t.a)).map((i: { key: string }) => i.key)).toEqual([key]);
    expect(await list(t.a, "household")).toEqual([]);
    expect(await list(t.b)).toEqual([]);
    // B can neither tick nor remove it.
    expect((await t.b.put(`/api/shopping-list/items/${key}`, { from: FROM, to: TO, checked: true, quantity: 2 })).status).toBe(404);
    expect((await t.b.delete(`/api/shopping-list/items/${key}?from=${FROM}&to=${TO}`)).status).toBe(404);
    const tick = await t.a.put(`/api/shopping-list/items/${key}`, { from: FROM, to: TO, checked: true, quantity: 2 });
    expect(tick.status).toBe(200);
    expect((await list(t.a))[0].checked).toBe(true);
    expect((await t.a.delete(`/api/shopping-list/items/${key}?from=${FROM}&to=${TO}`)).status).toBe(200);
    expect(await list(t.a)).toEqual([]);
  });

  test("a household item is on everyone's household list, without quantity or unit", async () => {
    const res = await add(t.a, { scope: "household", name: "birthday candles" });
    expect(res.status).toBe(201);
    const key = res.body.key as string;
    expect(await list(t.b, "household")).toMatchObject([{ name: "birthday candles", quantity: 1, unit: "", manual: true, key }]);
    expect((await t.b.put(`/api/shopping-list/items/${key}`, { from: FROM, to: TO, checked: true, quantity: 1 })).body.tickedBy).toBe(
      "Test",
    );
    expect((await list(t.a, "household"))[0].checked).toBe(true);
    expect((await t.b.delete(`/api/shopping-list/items/${key}?from=${FROM}&to=${TO}&scope=household`)).status).toBe(200);
    expect(await list(t.a, "household")).toEqual([]);
  });

  test("only items added by hand can be removed; bad input is a 400 with words", async () => {
    await meal(t.a, [{ name: "Oats", quantity: 80, unit: "g" }]);
    const food = await t.a.delete(`/api/shopping-list/items/${encodeURIComponent("oats|g")}?from=${FROM}&to=${TO}`);
    expect(food.status).toBe(404);
    expect(food.body.message).toBe("Only items added by hand can be removed from the list");
    expect((await add(t.a, { scope: "me", name: "  " })).body.message).toBe("Item name is required");
    expect((await add(t.a, { scope: "me", name: "Soap", quantity: -1 })).status).toBe(400);
    expect((await add(t.a, { scope: "us", name: "Soap" })).body.message).toBe("scope must be me or household");
    expect((await t.a.post("/api/shopping-list/items", { from: TO, to: FROM, name: "Soap" })).body.message).toBe(
      "to must not be before from",
    );
  });
});
