// The meal plan API: meals of a date, meal ingredients, adding from the library, save plan, copy previous.
import { beforeEach, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { twoUsers, type Client, type TwoUsers } from "@test/harness";
import { MEAL } from "@shared/limits";
import { snapshot } from "@test/snapshot";

let t: TwoUsers;

beforeEach(async () => {
  t = await twoUsers();
});

const DAY = "2026-03-01"; // a Sunday
const NEXT = "2026-03-02";

async function meal(c: Client, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/meals", {
    date: DAY,
    name: "Breakfast",
    time: "7:30 AM",
    isPrepped: false,
    isConsumed: false,
    notes: "",
    ...body,
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function ingredient(c: Client, mealId: number, body: Record<string, unknown> = {}) {
  const res = await c.post(`/api/meals/${mealId}/ingredients`, { name: "Oats", quantity: 80, unit: "g", calories: 300, ...body });
  expect(res.status).toBe(201);
  return res.body;
}

describe("meals of a date", () => {
  test("create answers the meal with its id, time stored HH:MM:00, flags false", async () => {
    const m = await meal(t.a, { notes: "with tea" });
    expect(m).toMatchObject({
      date: DAY,
      name: "Breakfast",
      time: "07:30:00",
      notes: "with tea",
      isPrepped: false,
      isConsumed: false,
      ingredients: [],
    });
    expect(typeof m.id).toBe("number");
    expect((await meal(t.a, { time: "19:05", notes: "  " })).notes).toBeNull();
  });

  // A new meal's answer is built from the rows as written, its prepped flags settled before: it
  // must be exactly what reading the day back gives, under the one prepped rule.
  test.each([
    { marked: true, given: [false, false], meal: true, ingredients: [true, true] },
    { marked: false, given: [true, true], meal: true, ingredients: [true, true] },
    { marked: false, given: [true, false], meal: false, ingredients: [true, false] },
    { marked: true, given: [], meal: true, ingredients: [] },
    { marked: false, given: [], meal: false, ingredients: [] },
  ])(
    "created marked $marked with ingredients prepped $given: the meal is prepped $meal, as read back",
    async ({ marked, given, meal: mealPrepped, ingredients }) => {
      const created = await meal(t.a, {
        isPrepped: marked,
        ingredients: given.map((isPrepped, i) => ({ name: `Item ${i}`, quantity: 10 + i, unit: "g", calories: 50, isPrepped })),
      });
      expect(created.isPrepped).toBe(mealPrepped);
      expect(created.ingredients.map((i: { isPrepped: boolean }) => i.isPrepped)).toEqual(ingredients);
      const day = await t.a.get(`/api/meals?date=${DAY}`);
      expect(day.body.find((m: { id: number }) => m.id === created.id)).toEqual(created);
    },
  );

  test("GET ?date= lists the day's meals sorted by time with ingredients", async () => {
    const dinner = await meal(t.a, { name: "Dinner", time: "6:00 PM" });
    const breakfast = await meal(t.a, { name: "Breakfast", time: "07:30" });
    await meal(t.a, { name: "Other day", date: NEXT });
    await ingredient(t.a, breakfast.id);
    const res = await t.a.get(`/api/meals?date=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name)).toEqual(["Breakfast", "Dinner"]);
    expect(res.body[0].ingredients).toHaveLength(1);
    expect(res.body[0].ingredients[0]).toMatchObject({
      name: "Oats",
      quantity: 80,
      unit: "g",
      calories: 300,
      protein: null,
      isPrepped: false,
    });
    expect(res.body[1].id).toBe(dinner.id);
  });

  test("GET needs a real date", async () => {
    expect((await t.a.get("/api/meals")).status).toBe(400);
    const bad = await t.a.get("/api/meals?date=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("date");
  });

  test("validation: name and time required, time like 12:00 PM", async () => {
    const noName = await t.a.post("/api/meals", { date: DAY, name: "", time: "12:00 PM" });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Meal name is required");
    const badTime = await t.a.post("/api/meals", { date: DAY, name: "Lunch", time: "13:00 PM" });
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toContain("12:00 PM");
    expect((await t.a.post("/api/meals", { date: DAY, name: "x".repeat(201), time: "12:00 PM" })).status).toBe(400);
  });

  test("PUT changes name, time, notes; or isPrepped; or isConsumed", async () => {
    const m = await meal(t.a);
    const edited = await t.a.put(`/api/meals/${m.id}`, { name: "Brunch", time: "10:15 AM", notes: "late" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Brunch", time: "10:15:00", notes: "late", isPrepped: false });
    expect((await t.a.put(`/api/meals/${m.id}`, { isPrepped: true })).body.isPrepped).toBe(true);
    const consumed = await t.a.put(`/api/meals/${m.id}`, { isConsumed: true });
    expect(consumed.body).toMatchObject({ isPrepped: true, isConsumed: true, name: "Brunch" });
    expect((await t.a.put(`/api/meals/${m.id}`, {})).status).toBe(400);
    expect((await t.a.put(`/api/meals/${m.id}`, { isConsumed: "yes" })).status).toBe(400);
  });

  test("DELETE removes the meal and its ingredients", async () => {
    const m = await meal(t.a);
    await ingredient(t.a, m.id);
    expect((await t.a.delete(`/api/meals/${m.id}`)).status).toBe(200);
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body).toEqual([]);
    expect(t.db.$client.query("SELECT count(*) AS n FROM meal_ingredients").get()).toEqual({ n: 0 });
    expect((await t.a.delete(`/api/meals/${m.id}`)).status).toBe(404);
  });
});

describe("meal ingredients", () => {
  test("add: name, quantity, unit, optional nutrition; both unit spellings stored singular", async () => {
    const m = await meal(t.a);
    const cups = await ingredient(t.a, m.id, { name: "Milk", quantity: 1.5, unit: "cups", calories: undefined });
    expect(cups).toMatchObject({
      mealId: m.id,
      name: "Milk",
      quantity: 1.5,
      unit: "cup",
      calories: null,
      isPrepped: false,
      customIngredientId: null,
    });
    const missing = await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "", quantity: 1, unit: "g" });
    expect(missing.body.message).toBe("Ingredient name is required");
    const zero = await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "Salt", quantity: 0, unit: "g" });
    expect(zero.body.message).toBe("Quantity must be greater than 0");
    const negative = await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "Salt", quantity: 1, unit: "g", fat: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe("Fat must be between 0 and 1000 g");
  });

  test("a link to one's own custom ingredient is kept, another user's is 404", async () => {
    const own = (await t.a.post("/api/custom-ingredients", { name: "Oats", defaultQuantity: 40, defaultUnit: "g", caloriesPerUnit: 150 }))
      .body;
    const theirs = (await t.b.post("/api/custom-ingredients", { name: "Oats", defaultQuantity: 40, defaultUnit: "g", shared: false })).body;
    const m = await meal(t.a);
    expect((await ingredient(t.a, m.id, { customIngredientId: own.id })).customIngredientId).toBe(own.id);
    const before = snapshot(t.db, { except: ["sessions"] });
    expect(
      (await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "Oats", quantity: 1, unit: "g", customIngredientId: theirs.id })).status,
    ).toBe(404);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    // Deleting the custom ingredient keeps the meal's ingredient, unlinked.
    await t.a.delete(`/api/custom-ingredients/${own.id}`);
    const [kept] = (await t.a.get(`/api/meals?date=${DAY}`)).body[0].ingredients;
    expect(kept).toMatchObject({ name: "Oats", customIngredientId: null });
  });

  test("PUT toggles isPrepped; DELETE removes", async () => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id);
    const put = await t.a.put(`/api/ingredients/${i.id}`, { isPrepped: true });
    expect(put.status).toBe(200);
    expect(put.body.isPrepped).toBe(true);
    expect((await t.a.put(`/api/ingredients/${i.id}`, { isPrepped: 1 })).status).toBe(400);
    expect((await t.a.delete(`/api/ingredients/${i.id}`)).status).toBe(200);
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body[0].ingredients).toEqual([]);
  });
});

describe("add from library: meal and ingredients in one call", () => {
  test("creates the meal with all its ingredients unprepped", async () => {
    const res = await t.a.post("/api/meals", {
      date: NEXT,
      name: "Oat Breakfast",
      time: "07:30:00",
      notes: null,
      isPrepped: false,
      isConsumed: false,
      ingredients: [
        { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: "10", carbs: 54, fat: "0", isPrepped: false },
        { name: "Milk", quantity: 1, unit: "cups" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.ingredients.map((i: { name: string; unit: string; isPrepped: boolean }) => [i.name, i.unit, i.isPrepped])).toEqual([
      ["Oats", "g", false],
      ["Milk", "cup", false],
    ]);
    expect(res.body.ingredients[0].protein).toBe(10);
  });

  test("one bad ingredient refuses the whole meal", async () => {
    const before = snapshot(t.db, { except: ["sessions"] });
    const res = await t.a.post("/api/meals", {
      date: NEXT,
      name: "X",
      time: "8:00 AM",
      ingredients: [
        { name: "Ok", quantity: 1, unit: "g" },
        { name: "Bad", quantity: -1, unit: "g" },
      ],
    });
    expect(res.status).toBe(400);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });
});

describe("save plan", () => {
  test("makes the day exactly the posted list, in one go", async () => {
    const keep = await meal(t.a, { name: "Breakfast" });
    await ingredient(t.a, keep.id);
    const gone = await meal(t.a, { name: "Gone", time: "9:00 PM" });
    const res = await t.a.post("/api/meals/save-plan", {
      date: DAY,
      meals: [
        {
          meal: { id: keep.id, name: "Breakfast", time: "7:30 AM", notes: null, isPrepped: true, isConsumed: false },
          ingredients: [{ name: "Oats", quantity: 40, unit: "g", isPrepped: true }],
        },
        { meal: { name: "Lunch", time: "12:00 PM" }, ingredients: [] },
      ],
    });
    expect(res.status).toBe(200);
    const day = (await t.a.get(`/api/meals?date=${DAY}`)).body;
    expect(day.map((m: { name: string }) => m.name)).toEqual(["Breakfast", "Lunch"]);
    expect(day[0]).toMatchObject({ id: keep.id, isPrepped: true });
    expect(day[0].ingredients).toHaveLength(1);
    expect(day[0].ingredients[0]).toMatchObject({ quantity: 40, isPrepped: true });
    expect(day.some((m: { id: number }) => m.id === gone.id)).toBe(false);
    expect(res.body.meals).toEqual(day);
  });

  test("another user's meal id is 404 and nothing changes", async () => {
    const mine = await meal(t.a);
    const theirs = await meal(t.b);
    const before = snapshot(t.db, { except: ["sessions"] });
    const res = await t.a.post("/api/meals/save-plan", {
      date: DAY,
      meals: [
        { meal: { id: mine.id, name: "Renamed", time: "7:30 AM" }, ingredients: [] },
        { meal: { id: theirs.id, name: "Stolen", time: "7:30 AM" }, ingredients: [] },
      ],
    });
    expect(res.status).toBe(404);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });

  test("a meal of another date cannot be pulled in", async () => {
    const other = await meal(t.a, { date: NEXT });
    const res = await t.a.post("/api/meals/save-plan", {
      date: DAY,
      meals: [{ meal: { id: other.id, name: "Moved", time: "7:30 AM" }, ingredients: [] }],
    });
    expect(res.status).toBe(404);
  });
});

describe("copy previous", () => {
  test("copies the previous day's meals with ingredients, reset to unprepped and unconsumed; answers a message", async () => {
    const m = await meal(t.a, { isPrepped: true, isConsumed: true, notes: "big" });
    const i = await ingredient(t.a, m.id, { calories: 300, protein: 10 });
    await t.a.put(`/api/ingredients/${i.id}`, { isPrepped: true });
    await meal(t.a, { name: "Snack", time: "3:00 PM" });
    const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Copied 2 meals from Sunday");
    const next = (await t.a.get(`/api/meals?date=${NEXT}`)).body;
    expect(next.map((x: { name: string }) => x.name)).toEqual(["Breakfast", "Snack"]);
    expect(next[0]).toMatchObject({ date: NEXT, notes: "big", isPrepped: false, isConsumed: false });
    expect(next[0].ingredients[0]).toMatchObject({ name: "Oats", calories: 300, protein: 10, isPrepped: false });
    expect(next[0].id).not.toBe(m.id);
    // The source day is untouched.
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body[0]).toMatchObject({ isPrepped: true, isConsumed: true });
  });

  const names = async (c: Client, date: string) => (await c.get(`/api/meals?date=${date}`)).body.map((x: { name: string }) => x.name);

  // The screen reads the day again after a copy (docs/behaviour/conventions.md, "Reading and changing data"):
  // the answer is the sentence and the count, never the day.
  test.each(["append", "replace"])("a copy answers its sentence and count only, onto an empty day and a full one (%s)", async (mode) => {
    const m = await meal(t.a, { time: "1:00 PM", notes: "late" });
    await ingredient(t.a, m.id, { calories: null, protein: 3.5 });
    await meal(t.a, { name: "Early", time: "6:00 AM" });
    for (const dayHad of [0, 2]) {
      const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Copied 2 meals from Sunday", copied: 2 });
      expect(await names(t.a, NEXT)).toEqual(
        mode === "append" && dayHad ? ["Early", "Early", "Breakfast", "Breakfast"] : ["Early", "Breakfast"],
      );
    }
  });

  // A copy's rows go in several to a statement (db/prepared.ts, insertRowIds): a day of more meals and
  // ingredients than one statement holds, with ingredients spread unevenly, still copies whole.
  test("a full day copies whole: every meal and ingredient, in order", async () => {
    const counts = [0, 1, 17, 3, 0, 2, 16, 1, 0, 4, 0, 0, 5, 1, 0, 2, 33, 1, 0, 1];
    for (const [k, n] of counts.entries()) {
      const hh = String(k).padStart(2, "0");
      const ingredients = Array.from({ length: n }, (_, i) => ({
        name: `Food ${k}.${i}`,
        quantity: 10 + i,
        unit: "g",
        calories: i % 3 === 0 ? null : 5 * i,
      }));
      const made = await t.a.post("/api/meals", { date: DAY, name: `Meal ${k}`, time: `${hh}:${k % 2 ? "30" : "00"}`, ingredients });
      expect(made.status).toBe(201);
      // A new meal's ingredients go in several to a statement too: its answer is the meal as stored.
      expect(made.body).toEqual((await t.a.get(`/api/meals?date=${DAY}`)).body.find((m: { id: number }) => m.id === made.body.id));
    }
    const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT });
    expect(res.body.message).toBe(`Copied ${counts.length} meals from Sunday`);
    expect(res.body.copied).toBe(counts.length);
    const next = (await t.a.get(`/api/meals?date=${NEXT}`)).body;
    const shape = (day: { name: string; time: string; ingredients: { name: string; quantity: number; calories: number | null }[] }[]) =>
      day.map((m) => ({ name: m.name, time: m.time, ingredients: m.ingredients.map((i) => [i.name, i.quantity, i.calories]) }));
    expect(shape(next)).toEqual(shape((await t.a.get(`/api/meals?date=${DAY}`)).body));
    expect(next.map((m: { ingredients: unknown[] }) => m.ingredients.length)).toEqual(counts);
  });

  // Onto a day with meals, the copies take their places in the day's order (time, then the order
  // they were added): any times, ties included.
  test("onto a day with meals, at any times, the day reads back its own meals and the copies in order", async () => {
    const times = ["06:00", "12:30", "12:30", "18:00", "23:59", "00:00"];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...times), { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(...times), { minLength: 0, maxLength: 5 }),
        async (target, source) => {
          const u = await twoUsers();
          for (const [i, time] of source.entries()) {
            const m = await meal(u.a, { name: `Source ${i}`, time });
            await ingredient(u.a, m.id, { name: `Food ${i}` });
          }
          for (const [i, time] of target.entries()) await u.a.post("/api/meals", { date: NEXT, name: `Own ${i}`, time, ingredients: [] });
          const res = await u.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT });
          expect(res.status).toBe(200);
          expect(res.body.copied).toBe(source.length);
          // Stable sorts: the day's own meals were added before the copies, each list in its order.
          const expected = [
            ...target.map((time, i) => ({ time, name: `Own ${i}`, food: [] as string[] })),
            ...source.map((time, i) => ({ time, name: `Source ${i}`, food: [`Food ${i}`] })),
          ];
          const byTime = (list: { time: string; name: string; food: string[] }[]) =>
            [...list].sort((x, y) => (x.time < y.time ? -1 : x.time > y.time ? 1 : 0));
          const sourceInDayOrder = byTime(expected.slice(target.length));
          const want = byTime([...expected.slice(0, target.length), ...sourceInDayOrder]);
          const day = (await u.a.get(`/api/meals?date=${NEXT}`)).body as { time: string; name: string; ingredients: { name: string }[] }[];
          expect(day.map((m) => ({ time: m.time.slice(0, 5), name: m.name, food: m.ingredients.map((i) => i.name) }))).toEqual(want);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("an empty previous day says so; only one's own meals are copied", async () => {
    await meal(t.b);
    const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT });
    expect(res.body.message).toBe("No meals found for Sunday to copy");
    expect((await t.a.get(`/api/meals?date=${NEXT}`)).body).toEqual([]);
    await meal(t.a);
    expect((await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT })).body.message).toBe("Copied 1 meal from Sunday");
  });

  test("mode replace removes the day's meals and their ingredients first; append and no mode keep them", async () => {
    await meal(t.a, { name: "Oats" });
    const own = await meal(t.a, { date: NEXT, name: "Eggs", time: "8:00 AM" });
    await ingredient(t.a, own.id, { name: "Egg" });
    const other = await meal(t.a, { date: "2026-03-03", name: "Other day" });

    expect((await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT })).body.copied).toBe(1);
    expect(await names(t.a, NEXT)).toEqual(["Oats", "Eggs"]);
    await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode: "append" });
    expect(await names(t.a, NEXT)).toEqual(["Oats", "Oats", "Eggs"]);

    const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode: "replace" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Copied 1 meal from Sunday");
    expect(await names(t.a, NEXT)).toEqual(["Oats"]);
    const left = t.db.$client.query<{ n: number }, [number]>("SELECT count(*) AS n FROM meal_ingredients WHERE meal_id = ?").get(own.id)!.n;
    expect(left).toBe(0);
    // The source day and another day are untouched.
    expect(await names(t.a, DAY)).toEqual(["Oats"]);
    expect((await t.a.get("/api/meals?date=2026-03-03")).body[0].id).toBe(other.id);
  });

  test("replace with nothing to copy leaves the day as it was", async () => {
    await meal(t.a, { date: NEXT, name: "Eggs" });
    const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode: "replace" });
    expect(res.body).toMatchObject({ message: "No meals found for Sunday to copy", copied: 0 });
    expect(await names(t.a, NEXT)).toEqual(["Eggs"]);
  });

  test("replace touches only one's own day; another user's meals on that date stay", async () => {
    await meal(t.a);
    await meal(t.a, { date: NEXT, name: "Mine" });
    await meal(t.b, { date: NEXT, name: "Theirs" });
    await meal(t.b, { name: "Their Sunday" });
    await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode: "replace" });
    expect(await names(t.a, NEXT)).toEqual(["Breakfast"]);
    expect(await names(t.b, NEXT)).toEqual(["Theirs"]);
    expect(await names(t.b, DAY)).toEqual(["Their Sunday"]);
  });

  test("the per-day cap: append past it is refused and changes nothing; replace fits", async () => {
    await meal(t.a, { name: "One" });
    await meal(t.a, { name: "Two" });
    await t.a.post("/api/meals/save-plan", {
      date: NEXT,
      meals: Array.from({ length: MEAL.maxMealsPerDay - 1 }, (_, i) => ({ meal: { name: `M${i}`, time: "9:00 AM" }, ingredients: [] })),
    });
    const before = snapshot(t.db, { except: ["sessions"] });
    for (const mode of [undefined, "append"]) {
      const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`A day can hold at most ${MEAL.maxMealsPerDay} meals`);
    }
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode: "replace" });
    expect(res.status).toBe(200);
    expect(await names(t.a, NEXT)).toEqual(["One", "Two"]);
  });

  test("a bad mode is 400 naming mode and changes nothing", async () => {
    await meal(t.a);
    await meal(t.a, { date: NEXT });
    const before = snapshot(t.db, { except: ["sessions"] });
    for (const mode of ["overwrite", "", 2, null]) {
      const res = await t.a.post("/api/meals/copy-previous", { fromDate: DAY, toDate: NEXT, mode });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("mode");
    }
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });

  test("bad dates are 400", async () => {
    expect((await t.a.post("/api/meals/copy-previous", { fromDate: "2026-02-30", toDate: NEXT })).status).toBe(400);
    expect((await t.a.post("/api/meals/copy-previous", { fromDate: DAY })).status).toBe(400);
  });
});

describe("another user's ids", () => {
  test("are 404 everywhere and change nothing", async () => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id);
    const before = snapshot(t.db, { except: ["sessions"] });
    for (const res of [
      await t.b.put(`/api/meals/${m.id}`, { isConsumed: true }),
      await t.b.delete(`/api/meals/${m.id}`),
      await t.b.post(`/api/meals/${m.id}/ingredients`, { name: "Sneaky", quantity: 1, unit: "g" }),
      await t.b.put(`/api/ingredients/${i.id}`, { isPrepped: true }),
      await t.b.delete(`/api/ingredients/${i.id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    expect((await t.b.get(`/api/meals?date=${DAY}`)).body).toEqual([]);
  });

  test("signed out is 401", async () => {
    const { Client } = await import("@test/harness");
    expect((await new Client(t.app).get(`/api/meals?date=${DAY}`)).status).toBe(401);
  });
});

describe("one prepped rule: a meal is prepped exactly when all of its ingredients are", () => {
  const day = async () => (await t.a.get(`/api/meals?date=${DAY}`)).body[0];
  const withTwo = async () => {
    const m = await meal(t.a);
    const oats = (await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "Oats", quantity: 80, unit: "g" })).body;
    const milk = (await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "Milk", quantity: 1, unit: "cup" })).body;
    return { m, oats, milk };
  };

  test("marking the meal marks all of its ingredients; unmarking it unmarks them", async () => {
    const { m } = await withTwo();
    await t.a.put(`/api/meals/${m.id}`, { isPrepped: true });
    let d = await day();
    expect(d.isPrepped).toBe(true);
    expect(d.ingredients.map((i: { isPrepped: boolean }) => i.isPrepped)).toEqual([true, true]);
    await t.a.put(`/api/meals/${m.id}`, { isPrepped: false });
    d = await day();
    expect(d.ingredients.map((i: { isPrepped: boolean }) => i.isPrepped)).toEqual([false, false]);
  });

  test("a meal created with its ingredients follows the rule at once, in the answer and as stored", async () => {
    const cases = [
      { isPrepped: true, ingredients: [false, false], meal: true, stored: [true, true] },
      { isPrepped: false, ingredients: [true, true], meal: true, stored: [true, true] },
      { isPrepped: false, ingredients: [true, false], meal: false, stored: [true, false] },
      { isPrepped: true, ingredients: [], meal: true, stored: [] },
    ];
    for (const [n, c] of cases.entries()) {
      const date = `2026-04-1${n}`;
      const ingredients = c.ingredients.map((p, i) => ({ name: `Item ${i}`, quantity: 1, unit: "g", isPrepped: p }));
      const res = await t.a.post("/api/meals", { date, name: "Prep", time: "08:00:00", isPrepped: c.isPrepped, ingredients });
      expect(res.status).toBe(201);
      for (const m of [res.body, (await t.a.get(`/api/meals?date=${date}`)).body[0]]) {
        expect(m.isPrepped).toBe(c.meal);
        expect(m.ingredients.map((i: { isPrepped: boolean }) => i.isPrepped)).toEqual(c.stored);
      }
    }
  });

  test("ticking the last ingredient marks the meal; unticking one unmarks it", async () => {
    const { oats, milk } = await withTwo();
    await t.a.put(`/api/ingredients/${oats.id}`, { isPrepped: true });
    expect((await day()).isPrepped).toBe(false);
    await t.a.put(`/api/ingredients/${milk.id}`, { isPrepped: true });
    expect((await day()).isPrepped).toBe(true);
    await t.a.put(`/api/ingredients/${oats.id}`, { isPrepped: false });
    expect((await day()).isPrepped).toBe(false);
  });

  test("adding an unprepped ingredient to a prepped meal unmarks it; removing the only open one marks it", async () => {
    const { m, milk } = await withTwo();
    await t.a.put(`/api/meals/${m.id}`, { isPrepped: true });
    const honey = (await t.a.post(`/api/meals/${m.id}/ingredients`, { name: "Honey", quantity: 1, unit: "tbsp" })).body;
    expect((await day()).isPrepped).toBe(false);
    await t.a.delete(`/api/ingredients/${honey.id}`);
    expect((await day()).isPrepped).toBe(true);
    expect(milk.id).toBeGreaterThan(0);
  });

  test("a meal without ingredients keeps its own mark", async () => {
    const m = await meal(t.a);
    await t.a.put(`/api/meals/${m.id}`, { isPrepped: true });
    expect((await day()).isPrepped).toBe(true);
  });
});

describe("changing a meal ingredient's quantity and unit", () => {
  const put = (c: Client, id: number, body: unknown) => c.put(`/api/ingredients/${id}`, body);

  test("from a custom ingredient: nutrition comes from its per-unit values, one decimal", async () => {
    const oats = (
      await t.a.post("/api/custom-ingredients", {
        name: "Oats",
        defaultQuantity: 40,
        defaultUnit: "g",
        caloriesPerUnit: 150,
        proteinPerUnit: 5,
        carbsPerUnit: 27,
        fatPerUnit: 3,
      })
    ).body;
    const m = await meal(t.a);
    // Added with figures of its own (typed by hand before linking, say): the per-unit values win.
    const i = await ingredient(t.a, m.id, {
      quantity: 40,
      unit: "g",
      calories: 999,
      protein: 1,
      carbs: null,
      fat: null,
      customIngredientId: oats.id,
    });
    const res = await put(t.a, i.id, { quantity: "60" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: i.id,
      quantity: 60,
      unit: "g",
      calories: 225,
      protein: 7.5,
      carbs: 40.5,
      fat: 4.5,
      customIngredientId: oats.id,
    });
    // The day reads the same, so the meal's totals follow.
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body[0].ingredients[0]).toEqual(res.body);
    expect((await put(t.a, i.id, { quantity: 33.3 })).body).toMatchObject({ calories: 124.9, protein: 4.2, carbs: 22.5, fat: 2.5 });
  });

  test("without a per-unit source: nutrition scales with the quantity when the unit stays", async () => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id, { quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: null });
    const res = await put(t.a, i.id, { quantity: 120, unit: "g" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quantity: 120, unit: "g", calories: 450, protein: 15, carbs: 81, fat: null });
    // Back to where it was, exactly.
    expect((await put(t.a, i.id, { quantity: 80 })).body).toMatchObject({ quantity: 80, calories: 300, protein: 10, carbs: 54 });
  });

  test("a new unit with nothing to convert from keeps the nutrition as it was", async () => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id, { quantity: 1, unit: "cup", calories: 120, protein: 8 });
    const res = await put(t.a, i.id, { quantity: 250, unit: "ml" });
    expect(res.body).toMatchObject({ quantity: 250, unit: "ml", calories: 120, protein: 8 });
    // A custom ingredient in another unit is no source for this one either.
    const milk = (
      await t.a.post("/api/custom-ingredients", { name: "Milk", defaultQuantity: 1, defaultUnit: "cups", caloriesPerUnit: 100 })
    ).body;
    const linked = await ingredient(t.a, m.id, { name: "Milk", quantity: 2, unit: "cup", calories: 200, customIngredientId: milk.id });
    expect((await put(t.a, linked.id, { quantity: 3 })).body).toMatchObject({ quantity: 3, unit: "cup", calories: 300 });
    expect((await put(t.a, linked.id, { unit: "ml" })).body).toMatchObject({ quantity: 3, unit: "ml", calories: 300 });
  });

  test("a unit alone, in either spelling, is stored singular; isPrepped still works alongside", async () => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id, { name: "Bread", quantity: 2, unit: "slice", calories: 160 });
    const res = await put(t.a, i.id, { unit: "pieces", isPrepped: true });
    expect(res.body).toMatchObject({ unit: "piece", quantity: 2, calories: 160, isPrepped: true });
    expect((await t.a.get(`/api/meals?date=${DAY}`)).body[0].isPrepped).toBe(true);
  });

  const refused: [string, unknown, string][] = [
    ["nothing to change", {}, "Nothing to update: send isPrepped, quantity or unit"],
    ["a quantity of 0", { quantity: 0 }, "Quantity must be greater than 0"],
    ["a negative quantity", { quantity: -5 }, "Quantity must be greater than 0"],
    ["an empty quantity", { quantity: "" }, "Quantity must be greater than 0"],
    ["a quantity in words", { quantity: "lots" }, "Quantity must be a number"],
    ["an absurd quantity", { quantity: 10_000.1 }, "Quantity must be at most 10000"],
    ["an unknown unit", { unit: "bucket" }, "Unit must be one of: g, kg, oz, lb, ml, l, fl oz, cup, tbsp, tsp, piece, slice"],
    ["an empty unit", { unit: " " }, "Unit is required"],
    ["a quantity that makes calories absurd", { quantity: 9000 }, "Quantity is too large: calories would be over 10000"],
  ];
  test.each(refused)("refuses %s: 400 in the form's words, nothing changes", async (_, body, message) => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id, { quantity: 80, unit: "g", calories: 300 });
    const before = snapshot(t.db, { except: ["sessions"] });
    const res = await put(t.a, i.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });

  test("another user's ingredient is 404 and stays as it was", async () => {
    const m = await meal(t.a);
    const i = await ingredient(t.a, m.id);
    const before = snapshot(t.db, { except: ["sessions"] });
    const res = await put(t.b, i.id, { quantity: 10, unit: "kg" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Ingredient not found");
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });
});

describe("quantities and nutrition: one schema, one set of words, on every path", () => {
  const good = { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: 5 };
  const bad: [string, Record<string, unknown>, string][] = [
    ["quantity 0", { quantity: 0 }, "Quantity must be greater than 0"],
    ["negative quantity", { quantity: -1 }, "Quantity must be greater than 0"],
    ["absurd quantity", { quantity: 1e9 }, "Quantity must be at most 10000"],
    ["negative calories", { calories: -1 }, "Calories must be between 0 and 10000"],
    ["absurd calories", { calories: 10_000.5 }, "Calories must be between 0 and 10000"],
    ["negative protein", { protein: -0.1 }, "Protein must be between 0 and 1000 g"],
    ["absurd carbs", { carbs: "1001" }, "Carbs must be between 0 and 1000 g"],
    ["absurd fat", { fat: 5000 }, "Fat must be between 0 and 1000 g"],
    ["fat in words", { fat: "some" }, "Fat must be a number"],
  ];
  const custom = (i: Record<string, unknown>) => ({
    name: i.name,
    defaultQuantity: i.quantity,
    defaultUnit: i.unit,
    caloriesPerUnit: i.calories,
    proteinPerUnit: i.protein,
    carbsPerUnit: i.carbs,
    fatPerUnit: i.fat,
  });
  const library = (i: Record<string, unknown>) => ({
    name: "Oat Breakfast",
    mealTime: "breakfast",
    data: { meal: { name: "Oat Breakfast", time: "07:30", notes: "" }, ingredients: [i] },
  });
  type Answer = Promise<{ status: number; body: any }>;
  /** A path: what it needs made first (a meal to add to, an entry to edit), then the request. */
  type Path = [string, (c: Client) => Promise<number>, (c: Client, made: number, ingredient: Record<string, unknown>) => Answer];
  const none = async () => 0;
  const paths: Path[] = [
    ["add to a meal", async (c) => (await meal(c)).id, (c, id, i) => c.post(`/api/meals/${id}/ingredients`, i)],
    ["a new meal with ingredients", none, (c, _, i) => c.post("/api/meals", { date: DAY, name: "Lunch", time: "12:00", ingredients: [i] })],
    [
      "save plan",
      none,
      (c, _, i) => c.post("/api/meals/save-plan", { date: DAY, meals: [{ meal: { name: "Lunch", time: "12:00" }, ingredients: [i] }] }),
    ],
    ["a library meal", none, (c, _, i) => c.post("/api/meal-templates", library(i))],
    [
      "a library meal's edit",
      async (c) => (await c.post("/api/meal-templates", library(good))).body.id,
      (c, id, i) => c.put(`/api/meal-templates/${id}`, { data: library(i).data }),
    ],
    ["a custom ingredient", none, (c, _, i) => c.post("/api/custom-ingredients", custom(i))],
    [
      "a custom ingredient's edit",
      async (c) => (await c.post("/api/custom-ingredients", custom(good))).body.id,
      (c, id, i) => c.put(`/api/custom-ingredients/${id}`, custom(i)),
    ],
  ];

  for (const [path, setup, send] of paths) {
    test(`${path}: the edges are accepted`, async () => {
      for (const edge of [
        { quantity: 0.01, calories: 0, protein: 0, carbs: 0, fat: 0 },
        { quantity: 10_000, calories: 10_000, protein: 1000, carbs: 1000, fat: 1000 },
      ]) {
        const res = await send(t.a, await setup(t.a), { ...good, ...edge });
        expect([200, 201]).toContain(res.status);
      }
    });

    test.each(bad)(`${path}: refuses %s with the form's words, nothing changes`, async (_, change, message) => {
      const made = await setup(t.a);
      const before = snapshot(t.db, { except: ["sessions"] });
      const res = await send(t.a, made, { ...good, ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    });
  }
});
