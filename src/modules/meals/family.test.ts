// Family meals in a household of three: portions, each member's scaled answer, consumed per member,
// prep shared, who may change what, the day's limit, save-plan and copy.
import { describe, expect, test } from "bun:test";
import { household, signedUpClient } from "@test/harness";
import { snapshot } from "@test/snapshot";

const DAY = "2026-03-02";

async function three() {
  const t = await household();
  const ana = await signedUpClient(t.app, { firstName: "Ana" });
  const ben = await signedUpClient(t.app, { firstName: "Ben" });
  const cai = await signedUpClient(t.app, { firstName: "Cai" });
  return { ...t, ana, ben, cai };
}
type Three = Awaited<ReturnType<typeof three>>;

const recipe = [
  { name: "Rice", quantity: 200, unit: "g", calories: 700, protein: 14, carbs: 150, fat: 2 },
  { name: "Chicken", quantity: 400, unit: "g", calories: 660, protein: 124, carbs: 0, fat: 14 },
];

async function dinner(t: Three, portions?: { userId: number; portion: number }[]) {
  const res = await t.ana.client.post("/api/meals", {
    date: DAY,
    name: "Dinner",
    time: "7:00 PM",
    ingredients: recipe,
    portions: portions ?? [
      { userId: t.ana.user.id, portion: 1 },
      { userId: t.ben.user.id, portion: 0.5 },
      { userId: t.cai.user.id, portion: 0.75 },
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

const day = async (c: { client: { get(p: string): Promise<{ body: any }> } }) => (await c.client.get(`/api/meals?date=${DAY}`)).body;

describe("family meals", () => {
  test("each included member reads the meal at their portion, with the cook and everyone's portions", async () => {
    const t = await three();
    const made = await dinner(t);
    expect(made).toMatchObject({ portion: 1, cook: { id: t.ana.user.id, firstName: "Ana" } });
    const portions = [
      { userId: t.ana.user.id, firstName: "Ana", portion: 1 },
      { userId: t.ben.user.id, firstName: "Ben", portion: 0.5 },
      { userId: t.cai.user.id, firstName: "Cai", portion: 0.75 },
    ];
    const [ana] = await day(t.ana);
    const [ben] = await day(t.ben);
    const [cai] = await day(t.cai);
    expect(ana).toMatchObject({ id: made.id, portion: 1, portions });
    expect(ana.ingredients.map((i: any) => i.quantity)).toEqual([200, 400]);
    expect(ben).toMatchObject({ id: made.id, name: "Dinner", portion: 0.5, cook: { id: t.ana.user.id, firstName: "Ana" }, portions });
    expect(ben.ingredients.map((i: any) => [i.quantity, i.calories, i.protein])).toEqual([
      [100, 350, 7],
      [200, 330, 62],
    ]);
    expect(cai.ingredients.map((i: any) => i.quantity)).toEqual([150, 300]);
    // The week's totals (the goal bars' figures) count each member's portion only.
    const week = async (c: any) => (await c.client.get(`/api/meals/week?start=${DAY}`)).body[0].totals.calories;
    expect(await week(t.ana)).toBe(1360);
    expect(await week(t.ben)).toBe(680);
    expect(await week(t.cai)).toBe(1020);
  });

  test("consumed is each member's own; prepped is the household's", async () => {
    const t = await three();
    const made = await dinner(t);
    expect((await t.ben.client.put(`/api/meals/${made.id}`, { isConsumed: true })).body.isConsumed).toBe(true);
    expect((await day(t.ben))[0].isConsumed).toBe(true);
    expect((await day(t.ana))[0].isConsumed).toBe(false);
    expect((await day(t.cai))[0].isConsumed).toBe(false);
    const [first] = (await day(t.cai))[0].ingredients;
    expect((await t.cai.client.put(`/api/ingredients/${first.id}`, { isPrepped: true })).body).toMatchObject({
      isPrepped: true,
      quantity: 150,
    });
    expect((await day(t.ana))[0].ingredients[0].isPrepped).toBe(true);
    expect((await t.ben.client.put(`/api/meals/${made.id}`, { isPrepped: true })).status).toBe(200);
    for (const m of [t.ana, t.ben, t.cai]) expect((await day(m))[0]).toMatchObject({ isPrepped: true });
    expect((await day(t.ana))[0].ingredients.every((i: any) => i.isPrepped)).toBe(true);
  });

  test("only the cook changes the recipe, time and portions: others get 403 and change nothing", async () => {
    const t = await three();
    const made = await dinner(t);
    const ingredientId = made.ingredients[0].id;
    const before = snapshot(t.db, { except: ["sessions"] });
    for (const res of [
      await t.ben.client.put(`/api/meals/${made.id}`, { name: "Ben's dinner" }),
      await t.ben.client.put(`/api/meals/${made.id}`, { time: "8:00 PM" }),
      await t.ben.client.put(`/api/meals/${made.id}`, { portions: [{ userId: t.ben.user.id, portion: 2 }] }),
      await t.ben.client.post(`/api/meals/${made.id}/ingredients`, { name: "Salt", quantity: 1, unit: "g" }),
      await t.ben.client.put(`/api/ingredients/${ingredientId}`, { quantity: 50 }),
      await t.ben.client.delete(`/api/ingredients/${ingredientId}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only the cook can change this meal's recipe, time and portions");
    }
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    // A member not included does not see it at all.
    const dan = await signedUpClient(t.app, { firstName: "Dan" });
    expect(await day(dan)).toEqual([]);
    expect((await dan.client.put(`/api/meals/${made.id}`, { isConsumed: true })).status).toBe(404);
    expect((await dan.client.delete(`/api/meals/${made.id}`)).status).toBe(404);
    expect((await dan.client.put(`/api/ingredients/${ingredientId}`, { isPrepped: true })).status).toBe(404);
  });

  test("the cook changes portions; a non-cook's DELETE leaves the meal, the cook's deletes it", async () => {
    const t = await three();
    const made = await dinner(t);
    const changed = await t.ana.client.put(`/api/meals/${made.id}`, {
      portions: [
        { userId: t.ana.user.id, portion: 2 },
        { userId: t.ben.user.id, portion: 1 },
      ],
    });
    expect(changed.body.portions.map((p: any) => [p.firstName, p.portion])).toEqual([
      ["Ana", 2],
      ["Ben", 1],
    ]);
    expect(changed.body.ingredients.map((i: any) => i.quantity)).toEqual([400, 800]);
    expect(await day(t.cai)).toEqual([]);
    expect((await t.ben.client.delete(`/api/meals/${made.id}`)).status).toBe(200);
    expect(await day(t.ben)).toEqual([]);
    expect((await day(t.ana))[0].portions.map((p: any) => p.firstName)).toEqual(["Ana"]);
    expect((await t.ana.client.delete(`/api/meals/${made.id}`)).status).toBe(200);
    expect(await day(t.ana)).toEqual([]);
  });

  test("every portion is for a household member, between 0.25 and 10, once each", async () => {
    const t = await three();
    const post = (portions: unknown) => t.ana.client.post("/api/meals", { date: DAY, name: "X", time: "12:00", portions });
    expect((await post([{ userId: 99999, portion: 1 }])).body.message).toBe("Every portion must be for a member of the household");
    expect((await post([{ userId: t.ben.user.id, portion: 0.2 }])).body.message).toBe("Portion must be between 0.25 and 10");
    expect((await post([{ userId: t.ben.user.id, portion: 11 }])).status).toBe(400);
    expect(
      (
        await post([
          { userId: t.ben.user.id, portion: 1 },
          { userId: t.ben.user.id, portion: 2 },
        ])
      ).body.message,
    ).toBe("Each member can have one portion");
    expect(await day(t.ana)).toEqual([]);
  });

  test("the limit of 50 meals a day counts family meals", async () => {
    const t = await three();
    await dinner(t);
    const meals = Array.from({ length: 49 }, (_, k) => ({ meal: { name: `M${k}`, time: "08:00" }, ingredients: [] }));
    expect((await t.ben.client.post("/api/meals/save-plan", { date: DAY, meals })).status).toBe(200);
    const more = await t.ben.client.post("/api/meals", { date: DAY, name: "One more", time: "09:00" });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe("A day can hold at most 50 meals");
    // Nor can the cook add Ben to another family meal that day.
    const lunch = (await t.ana.client.post("/api/meals", { date: DAY, name: "Lunch", time: "12:00" })).body;
    expect((await t.ana.client.put(`/api/meals/${lunch.id}`, { portions: [{ userId: t.ben.user.id, portion: 1 }] })).status).toBe(400);
  });

  test("save-plan replaces only the meals the member cooks; copy previous copies family meals with their portions", async () => {
    const t = await three();
    const made = await dinner(t);
    await t.ben.client.post("/api/meals", { date: DAY, name: "Ben's breakfast", time: "7:00 AM" });
    // Ben posts his day back as the screen holds it, Ana's dinner included: it stays as it is.
    const held = await day(t.ben);
    const saved = await t.ben.client.post("/api/meals/save-plan", {
      date: DAY,
      meals: held
        .filter((m: any) => m.name !== "Ben's breakfast")
        .map((m: any) => ({ meal: { id: m.id, name: "Changed", time: m.time }, ingredients: [] })),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.meals.map((m: any) => m.name)).toEqual(["Dinner"]);
    expect((await day(t.ana))[0].ingredients).toHaveLength(2);

    const copied = await t.ana.client.post("/api/meals/copy-previous", { fromDate: DAY, toDate: "2026-03-03", mode: "replace" });
    expect(copied.body.copied).toBe(1);
    const next = (await t.cai.client.get("/api/meals?date=2026-03-03")).body;
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ name: "Dinner", portion: 0.75, isConsumed: false, isPrepped: false });
    expect(next[0].id).not.toBe(made.id);
    // Ben copying his day copies only what he cooks.
    expect((await t.ben.client.post("/api/meals/copy-previous", { fromDate: DAY, toDate: "2026-03-04" })).body.copied).toBe(0);
  });
});
