// A week at a glance (GET /api/meals/week) and the shopping list (GET /api/shopping-list): seven
// days with totals, what is left to prep summed by name and unit, ranges, and one user's data only.
import { beforeEach, describe, expect, test } from "bun:test";
import { Client, twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;

beforeEach(async () => {
  t = await twoUsers();
});

const SUNDAY = "2026-03-01";

type Ing = {
  name: string;
  quantity: number;
  unit: string;
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  isPrepped?: boolean;
};

async function meal(c: Client, date: string, name: string, ingredients: Ing[], extra: Record<string, unknown> = {}) {
  const res = await c.post("/api/meals", { date, name, time: "7:30 AM", ingredients, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

describe("GET /api/meals/week", () => {
  test("seven days from start, each with its meals (and ingredients) and whole-number totals; empty days empty", async () => {
    await meal(t.a, SUNDAY, "Breakfast", [
      { name: "Oats", quantity: 80, unit: "g", calories: 300.4, protein: 10.4, carbs: 54, fat: 5.2 },
      { name: "Milk", quantity: 1, unit: "cup", calories: 100.3, protein: 8, carbs: 12 },
    ]);
    await meal(t.a, SUNDAY, "Dinner", [{ name: "Rice", quantity: 1, unit: "cups", calories: 200, protein: 4, carbs: 45, fat: 0.4 }], {
      time: "6:00 PM",
    });
    await meal(t.a, "2026-03-03", "Lunch", [], { isConsumed: true });
    await meal(t.a, "2026-03-08", "Next week", [{ name: "Egg", quantity: 2, unit: "piece", calories: 150 }]);
    await meal(t.a, "2026-02-28", "Last week", [{ name: "Egg", quantity: 2, unit: "piece", calories: 150 }]);

    const res = await t.a.get(`/api/meals/week?start=${SUNDAY}`);
    expect(res.status).toBe(200);
    expect(res.body.map((d: { date: string }) => d.date)).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
    ]);
    const [sun, mon, tue] = res.body;
    expect(sun.meals.map((m: { name: string }) => m.name)).toEqual(["Breakfast", "Dinner"]);
    expect(sun.meals[0].ingredients.map((i: { name: string }) => i.name)).toEqual(["Oats", "Milk"]);
    expect(sun.meals[1].ingredients[0]).toMatchObject({ unit: "cup", isPrepped: false });
    expect(sun.totals).toEqual({ calories: 601, protein: 22, carbs: 111, fat: 6, fiber: null, sugar: null, sodium: null });
    expect(mon).toEqual({
      date: "2026-03-02",
      meals: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null },
      flags: {},
    });
    expect(tue.meals[0]).toMatchObject({ name: "Lunch", isConsumed: true, ingredients: [] });
    // The same meal shape as the day's list.
    expect(sun.meals).toEqual((await t.a.get(`/api/meals?date=${SUNDAY}`)).body);
  });

  test("starts on any date, across a month end", async () => {
    await meal(t.a, "2026-04-02", "April", [{ name: "Egg", quantity: 2, unit: "piece", calories: 150 }]);
    const res = await t.a.get("/api/meals/week?start=2026-03-27");
    expect(res.body.map((d: { date: string }) => d.date)).toEqual([
      "2026-03-27",
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
    ]);
    expect(res.body[6].totals.calories).toBe(150);
  });

  test("another user's meals are never counted", async () => {
    await meal(t.b, SUNDAY, "B's breakfast", [{ name: "Oats", quantity: 80, unit: "g", calories: 300 }]);
    const res = await t.a.get(`/api/meals/week?start=${SUNDAY}`);
    expect(res.body.every((d: { meals: unknown[]; totals: { calories: number } }) => d.meals.length === 0 && d.totals.calories === 0)).toBe(
      true,
    );
  });

  test("a missing or bad start is a 400; without a session a 401", async () => {
    for (const q of ["", "?start=", "?start=2026-02-30", "?start=next-week"]) {
      const res = await t.a.get(`/api/meals/week${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("start");
    }
    expect((await new Client(t.app).get(`/api/meals/week?start=${SUNDAY}`)).status).toBe(401);
  });
});

describe("GET /api/shopping-list", () => {
  const list = (c: Client, from: string, to: string) => c.get(`/api/shopping-list?from=${from}&to=${to}`);

  test("sums by name and unit across meals and days; plural and singular units are one; grams stay apart from cups", async () => {
    await meal(t.a, SUNDAY, "Breakfast", [
      { name: "Oats", quantity: 2, unit: "cup" },
      { name: "Milk", quantity: 200, unit: "ml" },
    ]);
    await meal(t.a, "2026-03-02", "Breakfast", [
      { name: " oats ", quantity: 1, unit: "cups" },
      { name: "Oats", quantity: 40, unit: "g" },
    ]);
    await meal(t.a, "2026-03-03", "Snack", [
      { name: "OATS", quantity: 0.1, unit: "g" },
      { name: "oats", quantity: 0.2, unit: "g" },
    ]);
    const res = await list(t.a, SUNDAY, "2026-03-07");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: SUNDAY,
      to: "2026-03-07",
      items: [
        { name: "Milk", description: "Milk", quantity: 200, unit: "ml", dates: [SUNDAY], key: "milk|ml", checked: false, aisle: "other" },
        {
          name: "Oats",
          description: "Oats",
          quantity: 3,
          unit: "cup",
          dates: [SUNDAY, "2026-03-02"],
          key: "oats|cup",
          checked: false,
          aisle: "other",
        },
        {
          name: "Oats",
          description: "Oats",
          quantity: 40.3,
          unit: "g",
          dates: ["2026-03-02", "2026-03-03"],
          key: "oats|g",
          checked: false,
          aisle: "other",
        },
      ],
    });
  });

  test("names match whatever their case; the most used spelling is shown", async () => {
    await meal(t.a, SUNDAY, "A", [{ name: "greek yogurt", quantity: 100, unit: "g" }]);
    await meal(t.a, SUNDAY, "B", [{ name: "Greek Yogurt", quantity: 150, unit: "g" }]);
    await meal(t.a, "2026-03-02", "C", [{ name: "Greek Yogurt  ", quantity: 50, unit: "g" }]);
    // One each: the earliest spelling.
    const res = await list(t.a, SUNDAY, SUNDAY);
    expect(res.body.items).toEqual([
      {
        name: "greek yogurt",
        description: "greek yogurt",
        quantity: 250,
        unit: "g",
        dates: [SUNDAY],
        key: "greek yogurt|g",
        checked: false,
        aisle: "other",
      },
    ]);
    // Two against one: the trimmed 'Greek Yogurt'.
    const week = await list(t.a, SUNDAY, "2026-03-02");
    expect(week.body.items).toEqual([
      {
        name: "Greek Yogurt",
        description: "Greek Yogurt",
        quantity: 300,
        unit: "g",
        dates: [SUNDAY, "2026-03-02"],
        key: "greek yogurt|g",
        checked: false,
        aisle: "other",
      },
    ]);
  });

  test("prepped meals and prepped ingredients are left out; days outside the range too", async () => {
    await meal(t.a, SUNDAY, "Prepped meal", [{ name: "Rice", quantity: 1, unit: "cup" }], { isPrepped: true });
    await meal(t.a, SUNDAY, "Half prepped", [
      { name: "Chicken", quantity: 200, unit: "g", isPrepped: true },
      { name: "Broccoli", quantity: 1, unit: "cup" },
    ]);
    const empty = await meal(t.a, SUNDAY, "No ingredients, prepped", [], { isPrepped: true });
    expect(empty.isPrepped).toBe(true);
    await meal(t.a, "2026-02-28", "Before", [{ name: "Broccoli", quantity: 5, unit: "cup" }]);
    await meal(t.a, "2026-03-03", "After", [{ name: "Broccoli", quantity: 5, unit: "cup" }]);
    const res = await list(t.a, SUNDAY, "2026-03-02");
    expect(res.body.items).toEqual([
      {
        name: "Broccoli",
        description: "Broccoli",
        quantity: 1,
        unit: "cup",
        dates: [SUNDAY],
        key: "broccoli|cup",
        checked: false,
        aisle: "other",
      },
    ]);
  });

  test("nothing to buy is an empty list", async () => {
    expect((await list(t.a, SUNDAY, SUNDAY)).body).toEqual({ from: SUNDAY, to: SUNDAY, items: [] });
  });

  test("another user's data is never counted", async () => {
    await meal(t.b, SUNDAY, "B's", [{ name: "Oats", quantity: 80, unit: "g" }]);
    await meal(t.a, SUNDAY, "A's", [{ name: "Oats", quantity: 20, unit: "g" }]);
    expect((await list(t.a, SUNDAY, SUNDAY)).body.items).toEqual([
      { name: "Oats", description: "Oats", quantity: 20, unit: "g", dates: [SUNDAY], key: "oats|g", checked: false, aisle: "other" },
    ]);
    expect((await list(t.b, SUNDAY, SUNDAY)).body.items).toEqual([
      { name: "Oats", description: "Oats", quantity: 80, unit: "g", dates: [SUNDAY], key: "oats|g", checked: false, aisle: "other" },
    ]);
  });

  test("range: 62 days (both ends counted) is fine, 63 refused; to before from refused; bad dates refused", async () => {
    await meal(t.a, "2026-05-01", "Last day", [{ name: "Egg", quantity: 2, unit: "piece" }]);
    const ok = await list(t.a, SUNDAY, "2026-05-01");
    expect(ok.status).toBe(200);
    expect(ok.body.items).toEqual([
      {
        name: "Egg",
        description: "Egg",
        quantity: 2,
        unit: "piece",
        dates: ["2026-05-01"],
        key: "egg|piece",
        checked: false,
        aisle: "other",
      },
    ]);
    const long = await list(t.a, SUNDAY, "2026-05-02");
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("The range can be at most 62 days");
    const backwards = await list(t.a, "2026-03-02", SUNDAY);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe("to must not be before from");
    for (const q of ["", "?from=2026-03-01", "?from=2026-02-30&to=2026-03-01", "?from=2026-03-01&to=soon"]) {
      const res = await t.a.get(`/api/shopping-list${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/from|to/);
    }
  });

  test("without a session: 401", async () => {
    expect((await new Client(t.app).get(`/api/shopping-list?from=${SUNDAY}&to=${SUNDAY}`)).status).toBe(401);
  });
});
