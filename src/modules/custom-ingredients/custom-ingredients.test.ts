// The custom ingredients API: create and list, validation messages, update and delete, ownership.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "../../test/harness";
import { snapshot } from "../../test/snapshot";

let t: TwoUsers;

beforeEach(async () => {
  t = await twoUsers();
});

const oats = { name: "Oats", defaultQuantity: 40, defaultUnit: "g", caloriesPerUnit: 150, proteinPerUnit: 5, carbsPerUnit: 27, fatPerUnit: 2.5, notes: "rolled" };

describe("custom ingredients", () => {
  test("create and list (by name, case-insensitive), own only", async () => {
    const res = await t.a.post("/api/custom-ingredients", oats);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(oats);
    await t.a.post("/api/custom-ingredients", { name: "apple", defaultQuantity: "1", defaultUnit: "pieces" });
    await t.b.post("/api/custom-ingredients", { name: "Butter", defaultQuantity: 1, defaultUnit: "tbsp" });
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
    const res = await t.a.put(`/api/custom-ingredients/${id}`, { name: "Rolled Oats", defaultQuantity: 50, defaultUnit: "cups", caloriesPerUnit: 190 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Rolled Oats", defaultQuantity: 50, defaultUnit: "cup", caloriesPerUnit: 190, proteinPerUnit: null, notes: null });
    expect((await t.a.put(`/api/custom-ingredients/${id}`, { ...oats, name: "" })).status).toBe(400);
    expect((await t.a.delete(`/api/custom-ingredients/${id}`)).status).toBe(200);
    expect((await t.a.get("/api/custom-ingredients")).body).toEqual([]);
  });

  test("another user's id is 404 and changes nothing", async () => {
    const id = (await t.a.post("/api/custom-ingredients", oats)).body.id;
    const before = snapshot(t.db, { except: ["sessions"] });
    expect((await t.b.put(`/api/custom-ingredients/${id}`, oats)).status).toBe(404);
    expect((await t.b.delete(`/api/custom-ingredients/${id}`)).status).toBe(404);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });
});
