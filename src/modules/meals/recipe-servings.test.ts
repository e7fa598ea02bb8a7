// A recipe serves N (docs/behaviour/recipes.md): a meal's and a library meal's servings, steps,
// source and times, each reader's per-portion figures, the day's and week's totals, and the
// shopping list buying what is cooked; the fields travel through save-plan, copy and export.
import { describe, expect, test } from "bun:test";
import { threeMembers } from "@test/factories";

const DAY = "2026-03-02";
const MON = "2026-03-02";

// The pot of the issue: 2,196 kcal in all (calories only, for plain sums), serving 4.
const pot = [
  { name: "Chicken", quantity: 600, unit: "g", calories: 990, protein: 186, carbs: 0, fat: 21.6, sodium: 400 },
  { name: "Rice", quantity: 300, unit: "g", calories: 390, protein: 8, carbs: 84, fat: 0.9 },
  { name: "Broccoli", quantity: 400, unit: "g", calories: 136, protein: 11, carbs: 28, fat: 1.5, fiber: 10 },
  { name: "Oil", quantity: 2, unit: "tbsp", calories: 680, protein: 0, carbs: 0, fat: 76 },
];
const recipe = {
  servings: 4,
  steps: ["Cook the rice.", "Fry the chicken.", "Steam the broccoli."],
  sourceUrl: "https://example.com/pot",
  prepMinutes: 15,
  cookMinutes: 30,
};

describe("a recipe serves N", () => {
  test("a family dinner serving 4 at portions 1, 1, 0.5: each adult eats a quarter of the pot, the child an eighth", async () => {
    const t = await threeMembers();
    const res = await t.ana.client.post("/api/meals", {
      date: DAY,
      name: "Pot",
      time: "18:00",
      ingredients: pot,
      ...recipe,
      portions: [
        { userId: t.ana.user.id, portion: 1 },
        { userId: t.ben.user.id, portion: 1 },
        { userId: t.cai.user.id, portion: 0.5 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(recipe);
    // Amounts keep their meaning: the recipe's, never divided by the servings.
    expect(res.body.ingredients[0].quantity).toBe(600);
    expect(res.body.perPortion).toEqual({ calories: 549, protein: 51.3, carbs: 28, fat: 25, fiber: 2.5, sugar: null, sodium: 100 });
    const ben = (await t.ben.client.get(`/api/meals?date=${DAY}`)).body[0];
    expect(ben.perPortion.calories).toBe(549);
    expect(ben.servings).toBe(4);
    const cai = (await t.cai.client.get(`/api/meals?date=${DAY}`)).body[0];
    expect(cai.ingredients[0].quantity).toBe(300);
    expect(cai.perPortion.calories).toBe(274.5);
    // The week's totals add up what each one eats.
    const week = (await t.ana.client.get(`/api/meals/week?start=${MON}`)).body;
    expect(week[0].totals.calories).toBe(549);
  });

  test("the shopping list buys the pot: at least one whole recipe, 1.5 pots for portions summing to 6, servings 1 as before", async () => {
    const t = await threeMembers();
    const meal = (portions: { userId: number; portion: number }[], servings: number, date = DAY) =>
      t.ana.client.post("/api/meals", { date, name: "Pot", time: "18:00", ingredients: pot, servings, portions });
    await meal(
      [
        { userId: t.ana.user.id, portion: 1 },
        { userId: t.ben.user.id, portion: 1 },
        { userId: t.cai.user.id, portion: 0.5 },
      ],
      4,
    );
    const list = async (scope: string) =>
      (await t.ben.client.get(`/api/shopping-list?from=${DAY}&to=${DAY}&scope=${scope}`)).body.items as {
        name: string;
        quantity: number;
      }[];
    const chicken = (items: { name: string; quantity: number }[]) => items.find((i) => i.name === "Chicken")?.quantity;
    expect(chicken(await list("household"))).toBe(600);
    expect(chicken((await t.ana.client.get(`/api/shopping-list?from=${DAY}&to=${DAY}`)).body.items)).toBe(600);
    await meal(
      [
        { userId: t.ana.user.id, portion: 3 },
        { userId: t.ben.user.id, portion: 2 },
        { userId: t.cai.user.id, portion: 1 },
      ],
      4,
      "2026-03-03",
    );
    const two = (await t.ben.client.get("/api/shopping-list?from=2026-03-03&to=2026-03-03&scope=household")).body.items;
    expect(chicken(two)).toBe(900);
    await meal([{ userId: t.ana.user.id, portion: 1.5 }], 1, "2026-03-04");
    const one = (await t.ana.client.get("/api/shopping-list?from=2026-03-04&to=2026-03-04")).body.items;
    expect(chicken(one)).toBe(900);
  });

  test("steps, source and times travel: update, save-plan, copy-previous, export and import", async () => {
    const t = await threeMembers();
    const created = (await t.ana.client.post("/api/meals", { date: DAY, name: "Pot", time: "18:00", ingredients: pot, ...recipe })).body;
    // A change without them keeps them; each one sent replaces its own.
    const changed = (await t.ana.client.put(`/api/meals/${created.id}`, { name: "Big pot", cookMinutes: 40 })).body;
    expect(changed).toMatchObject({ ...recipe, name: "Big pot", cookMinutes: 40 });
    const saved = (
      await t.ana.client.post("/api/meals/save-plan", {
        date: DAY,
        meals: [
          { meal: { id: created.id, name: "Big pot", time: "18:00", servings: 6 }, ingredients: pot },
          { meal: { name: "Soup", time: "12:00", servings: 2, steps: ["Heat it."] }, ingredients: [] },
        ],
      })
    ).body.meals;
    expect(saved.map((m: { servings: number }) => m.servings)).toEqual([2, 6]);
    expect(saved[1].steps).toEqual(recipe.steps);
    expect((await t.ana.client.post("/api/meals/copy-previous", { fromDate: DAY, toDate: "2026-03-03" })).status).toBe(200);
    const copied = (await t.ana.client.get("/api/meals?date=2026-03-03")).body;
    expect(copied.map((m: { servings: number; steps: string[] }) => [m.servings, m.steps.length])).toEqual([
      [2, 1],
      [6, 3],
    ]);
    const file = (await t.ana.client.get("/api/export")).body;
    expect(file.meals[1]).toMatchObject({ servings: 6, steps: recipe.steps, sourceUrl: recipe.sourceUrl });
    expect((await t.ben.client.post("/api/import", file)).status).toBe(200);
    expect((await t.ben.client.get(`/api/meals?date=${DAY}`)).body[1]).toMatchObject({ servings: 6, prepMinutes: 15, cookMinutes: 40 });
  });

  test("only the cook changes the recipe; bad servings, steps, source and times are 400 with words", async () => {
    const t = await threeMembers();
    const id = (
      await t.ana.client.post("/api/meals", {
        date: DAY,
        name: "Pot",
        time: "18:00",
        ingredients: pot,
        portions: [{ userId: t.ben.user.id, portion: 1 }],
      })
    ).body.id;
    expect((await t.ben.client.put(`/api/meals/${id}`, { servings: 2 })).status).toBe(403);
    const bad = [
      [{ servings: 0 }, "servings must be between 0.25 and 100"],
      [{ servings: 101 }, "servings must be between 0.25 and 100"],
      [{ servings: "4" }, "servings must be a number"],
      [{ steps: "stir" }, "steps must be a list of text"],
      [{ steps: Array(101).fill("x") }, "at most 100 steps"],
      [{ steps: ["x".repeat(2001)] }, "at most 2000 characters"],
      [{ sourceUrl: "javascript:alert(1)" }, "sourceUrl must be an http or https address"],
      [{ prepMinutes: -1 }, "prepMinutes must be between 0 and 10000"],
      [{ cookMinutes: 1.5 }, "cookMinutes must be a whole number of minutes"],
    ] as const;
    for (const [body, words] of bad) {
      const res = await t.ana.client.put(`/api/meals/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(words);
    }
  });

  test("a library meal takes the recipe fields beside its name and keeps them on a change that leaves them out", async () => {
    const t = await threeMembers();
    const body = {
      name: "Pot",
      ...recipe,
      data: { meal: { name: "Pot", time: "6:00 PM", notes: null }, ingredients: pot },
    };
    const res = await t.ana.client.post("/api/meal-templates", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(recipe);
    expect(res.body.data.meal).toEqual({ name: "Pot", time: "18:00:00", notes: null });
    expect(res.body.data.recipe).toBeUndefined();
    const kept = (await t.ana.client.put(`/api/meal-templates/${res.body.id}`, { data: body.data, servings: 6 })).body;
    expect(kept).toMatchObject({ ...recipe, servings: 6 });
    const plain = (await t.ana.client.post("/api/meal-templates", { ...body, name: "Plain", servings: undefined, steps: undefined })).body;
    expect(plain).toMatchObject({ servings: 1, steps: [], sourceUrl: recipe.sourceUrl });
    const bad = await t.ana.client.post("/api/meal-templates", { ...body, servings: 0.1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("servings must be between 0.25 and 100");
    const file = (await t.ana.client.get("/api/export")).body;
    expect(file.mealLibrary.find((l: { name: string }) => l.name === "Pot")).toMatchObject({ servings: 6, steps: recipe.steps });
    expect((await t.ben.client.post("/api/import", { ...file, meals: [] })).status).toBe(200);
  });
});
