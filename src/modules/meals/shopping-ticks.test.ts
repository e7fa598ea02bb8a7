// Shopping ticks are bounded and owned: a key in the list's own form for an item the range's
// household list holds, at most SHOPPING.ticksPerRange a range and ticksInAll in all, ticks of
// ranges long past purged, and each tick with its author, whose ticks go when the admin removes them.
import { describe, expect, test } from "bun:test";
import { shoppingTicks } from "@db/schema";
import { addDays, toIsoDate, today } from "@shared/dates";
import { SHOPPING } from "@shared/limits";
import { threeMembers, type ThreeMembers } from "@test/factories";
import { NOT_ON_LIST, TICK_KEY_PROBLEM, TICKS_IN_ALL_PROBLEM, TICKS_PER_RANGE_PROBLEM } from "./shopping-tick-writes";

const DAY = "2026-03-02";
const FROM = "2026-03-01";
const TO = "2026-03-07";

type Member = ThreeMembers["ana"];
const tick = (m: Member, key: string, extra: Record<string, unknown> = {}) =>
  m.client.put(`/api/shopping-list/items/${encodeURIComponent(key)}`, { from: FROM, to: TO, checked: true, quantity: 1, ...extra });
const list = (m: Member) => m.client.get(`/api/shopping-list?from=${FROM}&to=${TO}&scope=household`);
const meal = (m: Member, ingredients: { name: string; quantity: number; unit: string }[], date = DAY) =>
  m.client.post("/api/meals", { date, name: "Lunch", time: "12:00", ingredients });

describe("shopping ticks", () => {
  test("a key is taken only in the list's own form, and only for an item the range's household list holds", async () => {
    const t = await threeMembers();
    expect((await meal(t.ben, [{ name: "Brown  Rice", quantity: 50, unit: "g" }])).status).toBe(201);
    const huge = await tick(t.ana, `${"a".repeat(16_000)}|g`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(TICK_KEY_PROBLEM);
    for (const key of ["brown rice", "Brown Rice|g", "brown  rice|g", "|g", "brown rice|", `brown rice|${"g".repeat(21)}`])
      expect((await tick(t.ana, key)).body.message).toBe(TICK_KEY_PROBLEM);
    // In form, but no meal of the range holds it, or another range's list does.
    const absent = await tick(t.ana, "bread|g");
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe(NOT_ON_LIST);
    expect((await tick(t.ana, "brown rice|g", { from: "2026-03-03" })).status).toBe(404);
    // Ana cooks nothing: Ben's meal is on the household's list, so she may tick it.
    expect((await tick(t.ana, "brown rice|g")).status).toBe(200);
    expect((await t.db.select().from(shoppingTicks).all()).map((r) => r.key)).toEqual(["brown rice|g"]);
  });

  test("each tick says who made it; the admin's removal of a member takes their ticks", async () => {
    const t = await threeMembers();
    await meal(t.ben, [
      { name: "Rice", quantity: 50, unit: "g" },
      { name: "Eggs", quantity: 2, unit: "piece" },
    ]);
    const made = await tick(t.ana, "rice|g", { quantity: 50 });
    expect(made.body).toEqual({ key: "rice|g", checked: true, quantity: 50, tickedBy: "Ana" });
    await tick(t.cai, "eggs|piece", { quantity: 2 });
    expect((await list(t.ben)).body.items).toEqual([
      {
        name: "Eggs",
        description: "Eggs",
        quantity: 2,
        unit: "piece",
        dates: [DAY],
        key: "eggs|piece",
        checked: true,
        tickedBy: "Cai",
        aisle: "other",
      },
      {
        name: "Rice",
        description: "Rice",
        quantity: 50,
        unit: "g",
        dates: [DAY],
        key: "rice|g",
        checked: true,
        tickedBy: "Ana",
        aisle: "other",
      },
    ]);
    // Ticked again by another member: theirs now.
    expect((await tick(t.ben, "rice|g", { quantity: 50 })).body.tickedBy).toBe("Ben");
    expect((await t.admin.delete(`/api/admin/users/${t.cai.user.id}`)).status).toBe(200);
    expect((await list(t.ben)).body.items.map((i: { key: string; checked: boolean }) => [i.key, i.checked])).toEqual([
      ["eggs|piece", false],
      ["rice|g", true],
    ]);
  });

  test(`at most ${SHOPPING.ticksPerRange} ticks a range, with the limit's words; a kept tick still changes`, async () => {
    const t = await threeMembers();
    const count = SHOPPING.ticksPerRange + 1;
    for (let start = 0; start < count; start += 100) {
      const names = Array.from({ length: Math.min(100, count - start) }, (_, i) => ({ name: `item ${start + i}`, quantity: 1, unit: "g" }));
      expect((await meal(t.ana, names)).status).toBe(201);
    }
    for (let i = 0; i < SHOPPING.ticksPerRange; i++) expect((await tick(t.ana, `item ${i}|g`)).status).toBe(200);
    const over = await tick(t.ben, `item ${SHOPPING.ticksPerRange}|g`);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(TICKS_PER_RANGE_PROBLEM);
    expect(over.body.message).toContain(String(SHOPPING.ticksPerRange));
    expect((await tick(t.ben, "item 0|g", { checked: false })).status).toBe(200);
  });

  test(
    `at most ${SHOPPING.ticksInAll} ticks in all; ticks of ranges that ` +
      `ended over ${SHOPPING.ticksKeptDays} days ago go at the next tick`,
    async () => {
      const t = await threeMembers();
      const day = (n: number) => toIsoDate(addDays(today(), n));
      const rows = (to: string, n: number) =>
        Array.from({ length: n }, (_, i) => ({ fromDate: to, toDate: to, key: `x ${i}|g`, checked: true, quantity: 1 }));
      // The household's cap, reached with ranges still kept.
      for (let i = 0; i < SHOPPING.ticksInAll / 500; i++)
        t.db
          .insert(shoppingTicks)
          .values(rows(day(-i), 500))
          .run();
      await meal(t.ana, [{ name: "Rice", quantity: 50, unit: "g" }]);
      const over = await tick(t.ana, "rice|g");
      expect(over.status).toBe(400);
      expect(over.body.message).toBe(TICKS_IN_ALL_PROBLEM);
      expect(over.body.message).toContain("5,000");

      // The oldest ranges ended long ago: the next tick purges them, and is kept.
      t.db.delete(shoppingTicks).run();
      t.db
        .insert(shoppingTicks)
        .values(rows(day(-SHOPPING.ticksKeptDays - 1), 300))
        .run();
      t.db
        .insert(shoppingTicks)
        .values(rows(day(-SHOPPING.ticksKeptDays), 2))
        .run();
      expect((await tick(t.ana, "rice|g")).status).toBe(200);
      expect(
        t.db
          .select()
          .from(shoppingTicks)
          .all()
          .map((r) => r.toDate)
          .sort(),
      ).toEqual([TO, day(-SHOPPING.ticksKeptDays), day(-SHOPPING.ticksKeptDays)]);
    },
  );
});
