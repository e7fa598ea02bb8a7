// Reusing a meal and a week: POST /api/meals/{id}/copy and POST /api/meals/copy-week, family meals
// with their portions, and 'Copy Previous' on a Sunday copying every meal of Saturday.
import { describe, expect, test } from "bun:test";
import { threeMembers } from "@test/factories";

const SAT = "2026-03-07";
const SUN = "2026-03-08";

type Meal = { id: number; name: string; date: string; time: string; portions?: { firstName: string; portion: number }[] };

async function setUp() {
  const t = await threeMembers();
  const add = async (c: typeof t.ana, date: string, name: string, time: string, extra: Record<string, unknown> = {}) => {
    const res = await c.client.post("/api/meals", {
      date,
      name,
      time,
      ingredients: [{ name: "Rice", quantity: 100, unit: "g" }],
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body as Meal;
  };
  const family = { portions: [{ userId: t.ben.user.id, portion: 0.5 }] };
  return { t, add, family };
}

const day = async (c: { client: { get(p: string): Promise<{ body: unknown }> } }, date: string) =>
  (await c.client.get(`/api/meals?date=${date}`)).body as Meal[];

describe("POST /api/meals/{id}/copy", () => {
  test("copies a meal with its ingredients to a date, unprepped and unconsumed; a family meal with its portions", async () => {
    const { t, add, family } = await setUp();
    const dinner = await add(t.ana, SAT, "Family Dinner", "19:00", { ...family, isConsumed: true, isPrepped: true });
    const res = await t.ana.client.post(`/api/meals/${dinner.id}/copy`, { date: "2026-03-10" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: "2026-03-10", name: "Family Dinner", isConsumed: false, isPrepped: false });
    expect(res.body.ingredients).toMatchObject([{ name: "Rice", quantity: 100, unit: "g", isPrepped: false }]);
    expect(res.body.portions.map((p: { firstName: string; portion: number }) => [p.firstName, p.portion])).toEqual([
      ["Ana", 1],
      ["Ben", 0.5],
    ]);
    expect((await day(t.ben, "2026-03-10")).map((m) => m.name)).toEqual(["Family Dinner"]);
  });

  test("only the cook copies a family meal (403); another member's meal is a 404; a bad date a 400", async () => {
    const { t, add, family } = await setUp();
    const dinner = await add(t.ana, SAT, "Family Dinner", "19:00", family);
    const ben = await t.ben.client.post(`/api/meals/${dinner.id}/copy`, { date: SUN });
    expect(ben.status).toBe(403);
    expect(ben.body.message).toBe("Only the cook can copy a family meal");
    expect((await t.cai.client.post(`/api/meals/${dinner.id}/copy`, { date: SUN })).status).toBe(404);
    expect((await t.ana.client.post(`/api/meals/${dinner.id}/copy`, { date: "2026-02-30" })).status).toBe(400);
    expect(await day(t.ana, SUN)).toEqual([]);
  });
});

describe("POST /api/meals/copy-week", () => {
  test("copies the seven days from `from` onto the seven from `to`, only meals the member cooks, and says how many", async () => {
    const { t, add, family } = await setUp();
    await add(t.ana, "2026-03-01", "Breakfast", "08:00");
    await add(t.ana, "2026-03-04", "Family Dinner", "19:00", family);
    await add(t.ana, SAT, "Lunch", "12:00");
    await add(t.ana, SUN, "Outside the week", "12:00");
    await add(t.ben, "2026-03-03", "Ben's own", "12:00");
    const res = await t.ana.client.post("/api/meals/copy-week", { from: "2026-03-01", to: "2026-03-15" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Copied 3 meals", copied: 3 });
    expect((await day(t.ana, "2026-03-15")).map((m) => m.name)).toEqual(["Breakfast"]);
    expect((await day(t.ana, "2026-03-21")).map((m) => m.name)).toEqual(["Lunch"]);
    expect((await day(t.ana, "2026-03-22")).map((m) => m.name)).toEqual([]);
    const dinner = (await day(t.ben, "2026-03-18")).find((m) => m.name === "Family Dinner");
    expect(dinner?.portions?.map((p) => p.portion)).toEqual([1, 0.5]);
    expect(await day(t.ben, "2026-03-17")).toEqual([]);
  });

  test("whatever weekday it starts on; overlapping weeks copy what the source held; bad input is a 400", async () => {
    const { t, add } = await setUp();
    await add(t.ana, "2026-03-03", "Tue", "08:00");
    await add(t.ana, "2026-03-05", "Thu", "08:00");
    const res = await t.ana.client.post("/api/meals/copy-week", { from: "2026-03-03", to: "2026-03-05" });
    expect(res.body.copied).toBe(2);
    expect((await day(t.ana, "2026-03-05")).map((m) => m.name)).toEqual(["Thu", "Tue"]);
    expect((await day(t.ana, "2026-03-07")).map((m) => m.name)).toEqual(["Thu"]);
    const same = await t.ana.client.post("/api/meals/copy-week", { from: "2026-03-03", to: "2026-03-03" });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("Choose a different week to copy to");
    expect((await t.ana.client.post("/api/meals/copy-week", { from: "2026-03-03" })).status).toBe(400);
  });
});

describe("Copy Previous on a Sunday", () => {
  test("copies every meal of Saturday the member cooks, not only its breakfast, family meals with their portions", async () => {
    const { t, add, family } = await setUp();
    await add(t.ana, SAT, "Breakfast", "08:00");
    await add(t.ana, SAT, "Lunch", "12:30");
    await add(t.ana, SAT, "Family Dinner", "19:00", family);
    const res = await t.ana.client.post("/api/meals/copy-previous", { fromDate: SAT, toDate: SUN });
    expect(res.body).toEqual({ message: "Copied 3 meals from Saturday", copied: 3 });
    expect((await day(t.ana, SUN)).map((m) => m.name)).toEqual(["Breakfast", "Lunch", "Family Dinner"]);
    expect((await day(t.ben, SUN)).map((m) => m.name)).toEqual(["Family Dinner"]);
  });
});
