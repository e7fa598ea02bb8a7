// The custom ingredients API: create and list, validation messages, update and delete, ownership.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";
import { unlinkMealIngredients } from "./service";

let t: TwoUsers;

beforeEach(async () => {
  t = await twoUsers();
});

const oats = {
  name: "Oats",
  defaultQuantity: 40,
  defaultUnit: "g",
  caloriesPerUnit: 150,
  proteinPerUnit: 5,
  carbsPerUnit: 27,
  fatPerUnit: 2.5,
  notes: "rolled",
};

describe("custom ingredients", () => {
  test("create and list (by name, case-insensitive), own only", async () => {
    const res = await t.a.post("/api/custom-ingredients", oats);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(oats);
    await t.a.post("/api/custom-ingredients", { name: "apple", defaultQuantity: "1", defaultUnit: "pieces" });
    await t.b.post("/api/custom-ingredients", { name: "Butter", defaultQuantity: 1, defaultUnit: "tbsp", shared: false });
    const list = (await t.a.get("/api/custom-ingredients")).body;
    expect(list.map((i: { name: string }) => i.name)).toEqual(["apple", "Oats"]);
    expect(list[0]).toMatchObject({ defaultQuantity: 1, defaultUnit: "piece", caloriesPerUnit: null, notes: null });
  });

  test("validation messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...oats, name: " " }, "Ingredient name is required"],
      [{ ...oats, name: undefined }, "Ingredient name is required"],
      [{ ...oats, defaultQuantity: 0 }, "Quantity must be greater than 0"],
      [{ ...oats, defaultQuantity: "0.001" }, "Quantity must be greater than 0"],
      [{ ...oats, defaultQuantity: "" }, "Quantity must be greater than 0"],
      [{ ...oats, defaultUnit: "" }, "Unit is required"],
      [{ ...oats, defaultUnit: undefined }, "Unit is required"],
    ];
    for (const [input, message] of cases) {
      const res = await t.a.post("/api/custom-ingredients", input);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const negative = await t.a.post("/api/custom-ingredients", { ...oats, proteinPerUnit: -0.1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe("Protein must be between 0 and 1000 g");
    expect((await t.a.post("/api/custom-ingredients", { ...oats, defaultQuantity: "0.01", caloriesPerUnit: 0 })).status).toBe(201);
  });

  test("numbers as text must be plain decimals: hex, exponents and stray spaces are refused", async () => {
    for (const defaultQuantity of ["0x10", " 5 ", "1e3"]) {
      const res = await t.a.post("/api/custom-ingredients", { ...oats, defaultQuantity });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Quantity must be a number");
    }
    const calories = await t.a.post("/api/custom-ingredients", { ...oats, caloriesPerUnit: "0x10" });
    expect(calories.status).toBe(400);
    expect(calories.body.message).toBe("Calories must be a number");
    expect((await t.a.post("/api/custom-ingredients", { ...oats, defaultQuantity: "2.5" })).body.defaultQuantity).toBe(2.5);
  });

  test("update replaces the fields; delete removes", async () => {
    const id = (await t.a.post("/api/custom-ingredients", oats)).body.id;
    const res = await t.a.put(`/api/custom-ingredients/${id}`, {
      name: "Rolled Oats",
      defaultQuantity: 50,
      defaultUnit: "cups",
      caloriesPerUnit: 190,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Rolled Oats",
      defaultQuantity: 50,
      defaultUnit: "cup",
      caloriesPerUnit: 190,
      proteinPerUnit: null,
      notes: null,
    });
    expect((await t.a.put(`/api/custom-ingredients/${id}`, { ...oats, name: "" })).status).toBe(400);
    expect((await t.a.delete(`/api/custom-ingredients/${id}`)).status).toBe(200);
    expect((await t.a.get("/api/custom-ingredients")).body).toEqual([]);
  });

  test("delete unlinks the meal ingredients made from it on every day, copies too; other links and other members' stay", async () => {
    const own = (await t.a.post("/api/custom-ingredients", oats)).body;
    const milk = (await t.a.post("/api/custom-ingredients", { name: "Milk", defaultQuantity: 1, defaultUnit: "cup" })).body;
    const theirs = (await t.b.post("/api/custom-ingredients", oats)).body;
    const breakfast = (u: typeof t.a, date: string, oatsId: number, milkId?: number) =>
      u.post("/api/meals", {
        date,
        name: "Breakfast",
        time: "07:30",
        ingredients: [
          { name: "Oats", quantity: 40, unit: "g", customIngredientId: oatsId },
          ...(milkId ? [{ name: "Milk", quantity: 1, unit: "cup", customIngredientId: milkId }] : []),
        ],
      });
    expect((await breakfast(t.a, "2026-03-09", own.id, milk.id)).status).toBe(201);
    expect((await breakfast(t.a, "2026-03-10", own.id)).status).toBe(201);
    expect((await t.a.post("/api/meals/copy-previous", { fromDate: "2026-03-10", toDate: "2026-03-11" })).status).toBe(200);
    expect((await breakfast(t.b, "2026-03-10", theirs.id)).status).toBe(201);
    const links = (u: typeof t.a, date: string) =>
      u
        .get(`/api/meals?date=${date}`)
        .then((r) =>
          r.body.flatMap((m: { ingredients: { name: string; customIngredientId: number | null }[] }) =>
            m.ingredients.map((i) => [i.name, i.customIngredientId]),
          ),
        );
    expect(await links(t.a, "2026-03-11")).toEqual([["Oats", own.id]]);

    expect((await t.a.delete(`/api/custom-ingredients/${own.id}`)).status).toBe(200);
    expect(await links(t.a, "2026-03-09")).toEqual([
      ["Oats", null],
      ["Milk", milk.id],
    ]);
    expect(await links(t.a, "2026-03-10")).toEqual([["Oats", null]]);
    expect(await links(t.a, "2026-03-11")).toEqual([["Oats", null]]);
    expect(await links(t.b, "2026-03-10")).toEqual([["Oats", theirs.id]]);
    expect(t.db.$client.query("PRAGMA foreign_key_check").all()).toEqual([]);
  });

  test("the links are found through the member's meals by index, with no scan of every meal ingredient", () => {
    const { sql, params } = unlinkMealIngredients(t.db, t.aId, 1).toSQL();
    const plan = t.db.$client
      .query<{ detail: string }, []>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...(params as []))
      .map((r) => r.detail);
    expect(plan.filter((d) => d.startsWith("SCAN"))).toEqual([]);
    expect(plan.join("; ")).toContain("meal_ingredients USING INDEX meal_ingredients_meal_idx");
  });

  test("another user's id is 404 and changes nothing", async () => {
    const id = (await t.a.post("/api/custom-ingredients", { ...oats, shared: false })).body.id;
    const before = snapshot(t.db, { except: ["sessions"] });
    expect((await t.b.put(`/api/custom-ingredients/${id}`, oats)).status).toBe(404);
    expect((await t.b.delete(`/api/custom-ingredients/${id}`)).status).toBe(404);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });
});
