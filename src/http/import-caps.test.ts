// Every cap the screens' routes hold also holds for the imports, counted on what is already stored
// plus what the file adds: a file past a cap is a 400 naming the limit, and nothing of it is kept.
import { describe, expect, test } from "bun:test";
import { bodyComposition, customIngredients, mealTemplates, workoutTemplates } from "@db/schema";
import { BODY_ENTRIES_FULL } from "@shared/body-composition/contract";
import { tooManySetsMessage } from "@shared/data-transfer/workout-csv";
import { IMPORT_MAX_CSV_SETS, MEAL, PER_USER, WORKOUT } from "@shared/limits";
import { twoUsers, type Client } from "@test/harness";
import { snapshot } from "@test/snapshot";

const file = (parts: Record<string, unknown>) => ({ format: "kinfit-export", version: 1, ...parts });
const many = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));
const ingredient = (i: number) => ({ name: `Food ${i}`, quantity: 1, unit: "g" });
const meal = (date: string, i: number, ingredients: unknown[] = []) => ({ date, name: `Meal ${i}`, time: "08:00", ingredients });
const exercise = (i: number) => ({ name: `Ex ${i}`, sets: 1, reps: "5", weight: "100", restTime: 60, sortOrder: i });

/** Imports `body` as A and expects a refusal with `message` that changed nothing. */
async function refused(w: Awaited<ReturnType<typeof twoUsers>>, body: unknown, message: string | RegExp) {
  const before = snapshot(w.db);
  const res = await w.a.post("/api/import", body);
  expect(res.status).toBe(400);
  if (typeof message === "string") expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(snapshot(w.db)).toEqual(before);
}

describe("import caps", () => {
  test("a meal of the file holds at most the cap of ingredients (50 meals x 8,000 ingredients is refused)", async () => {
    const w = await twoUsers();
    const message = `A meal can hold at most ${MEAL.maxIngredientsPerMeal} ingredients`;
    await refused(w, file({ meals: [meal("2026-03-02", 0, many(MEAL.maxIngredientsPerMeal + 1, ingredient))] }), message);
    const flood = many(50, (i) => meal("2026-03-02", i, many(8_000, ingredient)));
    await refused(w, file({ meals: flood }), message);
    const res = await w.a.post("/api/import", file({ meals: [meal("2026-03-02", 0, many(MEAL.maxIngredientsPerMeal, ingredient))] }));
    expect(res.status).toBe(200);
    expect(res.body.meals.added).toBe(1);
  });

  test("meals per day count what the day holds already", async () => {
    const w = await twoUsers();
    const half = MEAL.maxMealsPerDay / 2 + 1;
    for (let i = 0; i < half; i++) await w.a.post("/api/meals", { date: "2026-03-02", name: `Stored ${i}`, time: "8:00 AM" });
    await refused(w, file({ meals: many(half, (i) => meal("2026-03-02", i)) }), new RegExp(`at most ${MEAL.maxMealsPerDay} meals`));
    await refused(
      w,
      file({ meals: many(MEAL.maxMealsPerDay + 1, (i) => meal("2026-03-05", i)) }),
      new RegExp(`at most ${MEAL.maxMealsPerDay} meals`),
    );
  });

  test("exercises per day count what the day holds already", async () => {
    const w = await twoUsers();
    const half = WORKOUT.maxExercises / 2 + 1;
    expect((await w.a.post("/api/workouts", { date: "2026-03-02", exercises: many(half, (i) => ({ name: `Stored ${i}` })) })).status).toBe(
      201,
    );
    await refused(
      w,
      file({ workouts: [{ date: "2026-03-02", exercises: many(half, exercise) }] }),
      new RegExp(`at most ${WORKOUT.maxExercises} exercises`),
    );
  });

  test("templates, library meals and custom ingredients count what is stored plus the file", async () => {
    const w = await twoUsers();
    const { db, aId } = w;
    db.insert(workoutTemplates)
      .values(many(PER_USER.workoutTemplates - 1, (i) => ({ userId: aId, name: `T${i}`, data: { exercises: [] } })))
      .run();
    db.insert(mealTemplates)
      .values(
        many(PER_USER.libraryMeals - 1, (i) => ({
          userId: aId,
          name: `L${i}`,
          mealTime: "lunch",
          categories: [],
          data: { meal: { name: "x", time: "12:00:00", notes: null }, ingredients: [] },
        })),
      )
      .run();
    db.insert(customIngredients)
      .values(many(PER_USER.customIngredients - 1, (i) => ({ userId: aId, name: `I${i}`, defaultQuantity: 1, defaultUnit: "g" })))
      .run();
    const template = (i: number) => ({ name: `New T${i}`, data: { exercises: [] } });
    const library = (i: number) => ({ name: `New L${i}`, data: { meal: { name: "x", time: "12:00 PM" }, ingredients: [] } });
    const custom = (i: number) => ({ name: `New I${i}`, defaultQuantity: 1, defaultUnit: "g" });
    await refused(w, file({ workoutTemplates: many(2, template) }), `You can keep at most ${PER_USER.workoutTemplates} workout templates`);
    await refused(w, file({ mealLibrary: many(2, library) }), `The meal library holds at most ${PER_USER.libraryMeals} meals`);
    await refused(
      w,
      file({ customIngredients: many(2, custom) }),
      `My Ingredients holds at most ${PER_USER.customIngredients} ingredients`,
    );
    // One more of each still fits.
    const res = await w.a.post(
      "/api/import",
      file({ workoutTemplates: [template(0)], mealLibrary: [library(0)], customIngredients: [custom(0)] }),
    );
    expect(res.status).toBe(200);
  });

  test("body entries stop at the cap, by the form and by an import; another member is not affected", async () => {
    const w = await twoUsers();
    const { db, aId } = w;
    const day = (i: number) => new Date(Date.UTC(1970, 0, 1 + i)).toISOString().slice(0, 10);
    db.insert(bodyComposition)
      .values(many(PER_USER.bodyEntries - 1, (i) => ({ userId: aId, date: day(i), weight: 180 })))
      .run();
    const stored = () => db.$client.query("SELECT count(*) AS n FROM body_composition WHERE user_id = ?").get(aId) as { n: number };
    const res = await w.a.post(
      "/api/import",
      file({
        bodyComposition: [
          { date: "2026-03-01", weight: 180 },
          { date: "2026-03-02", weight: 181 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BODY_ENTRIES_FULL);
    expect(stored().n).toBe(PER_USER.bodyEntries - 1);
    expect((await w.a.post("/api/import", file({ bodyComposition: [{ date: "2026-03-01", weight: 180 }] }))).status).toBe(200);
    const form = await w.a.post("/api/body-composition", { date: "2026-03-03", weight: 180 });
    expect(form.status).toBe(400);
    expect(form.body.message).toBe(BODY_ENTRIES_FULL);
    expect(stored().n).toBe(PER_USER.bodyEntries);
    expect((await w.b.post("/api/body-composition", { date: "2026-03-03", weight: 150 })).status).toBe(201);
    // An entry already there is skipped, not counted.
    expect((await w.a.post("/api/import", file({ bodyComposition: [{ date: "2026-03-01", weight: 180 }] }))).status).toBe(200);
  });
});

describe("workout CSV cap", () => {
  const postCsv = (c: Client, text: string, query = "") =>
    c.request("POST", `/api/import/workouts-csv${query}`, text, { "content-type": "text/csv" });
  const header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";
  /** `sets` sets of a Strong file, 10 a day, with a rest-timer row after each (not a set). */
  function strongFile(sets: number) {
    const rows: string[] = [header];
    for (let i = 0; i < sets; i++) {
      const date = new Date(Date.UTC(2000, 0, 1 + Math.floor(i / 10))).toISOString().slice(0, 10);
      rows.push(`${date} 07:00:00,Day,1h,Squat,${(i % 10) + 1},100,5,,,,,\n`, `${date} 07:00:00,Day,1h,Squat,Rest Timer,0,0,,90,,,\n`);
    }
    return rows.join("");
  }

  test("a file of more sets than the cap is refused with the number, preview or import, and nothing is stored", async () => {
    const w = await twoUsers();
    const text = strongFile(IMPORT_MAX_CSV_SETS + 1);
    const before = snapshot(w.db);
    for (const query of ["?unit=kg", "?preview=1"]) {
      const res = await postCsv(w.a, text, query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(tooManySetsMessage(IMPORT_MAX_CSV_SETS + 1));
      expect(res.body.message).toContain("50,001");
    }
    expect(snapshot(w.db)).toEqual(before);
  });

  test("rest-timer rows are not sets: a file at the cap is read", async () => {
    const w = await twoUsers();
    const res = await postCsv(w.a, strongFile(IMPORT_MAX_CSV_SETS), "?preview=1");
    expect(res.status).toBe(200);
    expect(res.body.sets).toBe(IMPORT_MAX_CSV_SETS);
  });
});
