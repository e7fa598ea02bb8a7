// The household's shopping list in a household of three: sums over every member's meals (a family
// meal once, at the sum of its portions), and ticks kept on the server for everyone.
import { describe, expect, test } from "bun:test";
import { threeMembers } from "@test/factories";

const DAY = "2026-03-02";
const FROM = "2026-03-01";
const TO = "2026-03-07";

const list = (c: { client: { get(p: string): Promise<{ status: number; body: any }> } }, scope?: string) =>
  c.client.get(`/api/shopping-list?from=${FROM}&to=${TO}${scope ? `&scope=${scope}` : ""}`);

describe("the household's shopping list", () => {
  test("sums every member's meals, a family meal once at the sum of its portions; scope=me keeps the member's own", async () => {
    const t = await threeMembers();
    await t.ana.client.post("/api/meals", {
      date: DAY,
      name: "Dinner",
      time: "19:00",
      ingredients: [{ name: "Rice", quantity: 100, unit: "g" }],
      portions: [
        { userId: t.ben.user.id, portion: 0.5 },
        { userId: t.cai.user.id, portion: 0.75 },
      ],
    });
    await t.ben.client.post("/api/meals", {
      date: DAY,
      name: "Lunch",
      time: "12:00",
      ingredients: [
        { name: "rice", quantity: 50, unit: "g" },
        { name: "Eggs", quantity: 2, unit: "pieces" },
      ],
    });
    await t.cai.client.post("/api/meals", {
      date: "2026-03-09",
      name: "Later",
      time: "12:00",
      ingredients: [{ name: "Rice", quantity: 999, unit: "g" }],
    });

    const house = (await list(t.cai, "household")).body.items;
    expect(house).toEqual([
      { name: "Eggs", description: "Eggs", quantity: 2, unit: "piece", dates: [DAY], key: "eggs|piece", checked: false, aisle: "other" },
      // One spelling each: the earliest meal's (Ben's lunch).
      { name: "rice", description: "rice", quantity: 275, unit: "g", dates: [DAY], key: "rice|g", checked: false, aisle: "other" },
    ]);
    // The member's own: the meals they cook, a family meal at the sum of its portions.
    expect((await list(t.ana)).body.items).toEqual([
      { name: "Rice", description: "Rice", quantity: 225, unit: "g", dates: [DAY], key: "rice|g", checked: false, aisle: "other" },
    ]);
    expect((await list(t.cai, "me")).body.items).toEqual([]);
    expect((await list(t.cai, "everyone")).status).toBe(400);
  });

  test("a tick is the household's: every member sees it; it comes back unticked, with how much more, when the quantity grows", async () => {
    const t = await threeMembers();
    await t.ben.client.post("/api/meals", {
      date: DAY,
      name: "Lunch",
      time: "12:00",
      ingredients: [{ name: "Rice", quantity: 50, unit: "g" }],
    });
    const tick = await t.ana.client.put("/api/shopping-list/items/rice%7Cg", { from: FROM, to: TO, checked: true, quantity: 50 });
    expect(tick.status).toBe(200);
    expect(tick.body).toEqual({ key: "rice|g", checked: true, quantity: 50, tickedBy: "Ana" });
    for (const m of [t.ana, t.ben, t.cai])
      expect((await list(m, "household")).body.items[0]).toMatchObject({ key: "rice|g", checked: true });
    // Another range is another list.
    expect((await t.ben.client.get(`/api/shopping-list?from=${DAY}&to=${TO}&scope=household`)).body.items[0].checked).toBe(false);
    await t.cai.client.post("/api/meals", {
      date: DAY,
      name: "Snack",
      time: "16:00",
      ingredients: [{ name: "Rice", quantity: 30, unit: "g" }],
    });
    expect((await list(t.ben, "household")).body.items[0]).toEqual({
      name: "Rice",
      description: "Rice",
      aisle: "other",
      quantity: 80,
      unit: "g",
      dates: [DAY],
      key: "rice|g",
      checked: false,
      more: 30,
      tickedBy: "Ana",
    });
    // Unticking is stored too.
    await t.ben.client.put("/api/shopping-list/items/rice%7Cg", { from: FROM, to: TO, checked: false, quantity: 80 });
    expect((await list(t.ana, "household")).body.items[0]).toMatchObject({ checked: false });
    expect((await list(t.ana, "household")).body.items[0].more).toBeUndefined();
  });

  test("a tick needs a good range, a flag and a quantity", async () => {
    const t = await threeMembers();
    const put = (body: unknown) => t.ana.client.put("/api/shopping-list/items/rice%7Cg", body);
    expect((await put({ from: TO, to: FROM, checked: true, quantity: 1 })).body.message).toBe("to must not be before from");
    expect((await put({ from: FROM, to: TO, checked: "yes", quantity: 1 })).status).toBe(400);
    expect((await put({ from: FROM, to: TO, checked: true, quantity: -1 })).status).toBe(400);
    expect((await put({ from: FROM, to: TO, checked: true })).status).toBe(400);
  });
});
