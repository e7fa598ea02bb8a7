// What one member can pile up: meals per day (however they arrive), exercises per day, and the
// lists each member keeps. A change past a cap is a 400 with a message and changes nothing.
import { describe, expect, test } from "bun:test";
import { customIngredients, mealTemplates, workoutTemplates } from "@db/schema";
import { MEAL, PER_USER, WORKOUT } from "@shared/limits";
import { twoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";

describe("caps", () => {
  test("a day holds at most the cap of meals: adding one more is refused", async () => {
    const { a, db } = await twoUsers();
    for (let i = 0; i < MEAL.maxMealsPerDay; i++) {
      expect((await a.post("/api/meals", { date: "2026-03-02", name: `Meal ${i}`, time: "8:00 AM" })).status).toBe(201);
    }
    const before = snapshot(db);
    const res = await a.post("/api/meals", { date: "2026-03-02", name: "One too many", time: "9:00 AM" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`A day can hold at most ${MEAL.maxMealsPerDay} meals`);
    expect(snapshot(db)).toEqual(before);
    // Another day is not affected.
    expect((await a.post("/api/meals", { date: "2026-03-03", name: "Fine", time: "9:00 AM" })).status).toBe(201);
  });

  test("copy previous cannot push a day past the cap, and copies nothing when it would", async () => {
    const { a, db } = await twoUsers();
    const half = MEAL.maxMealsPerDay / 2 + 1;
    for (const date of ["2026-03-01", "2026-03-02"]) {
      for (let i = 0; i < half; i++) await a.post("/api/meals", { date, name: `Meal ${i}`, time: "8:00 AM" });
    }
    const before = snapshot(db);
    const res = await a.post("/api/meals/copy-previous", { fromDate: "2026-03-01", toDate: "2026-03-02" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`A day can hold at most ${MEAL.maxMealsPerDay} meals`);
    expect(snapshot(db)).toEqual(before);
  });

  test("a workout day holds at most the cap of exercises", async () => {
    const { a } = await twoUsers();
    const list = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Ex ${i}` }));
    expect((await a.post("/api/workouts", { date: "2026-03-02", exercises: list(WORKOUT.maxExercises) })).status).toBe(201);
    const res = await a.post("/api/workouts", { date: "2026-03-02", exercises: list(1) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`at most ${WORKOUT.maxExercises}`);
  });

  test("each member's lists stop at their caps; another member is not affected", async () => {
    const { a, b, aId, db } = await twoUsers();
    const fill = <T>(n: number, row: (i: number) => T) => Array.from({ length: n }, (_, i) => row(i));
    db.insert(workoutTemplates)
      .values(fill(PER_USER.workoutTemplates, (i) => ({ userId: aId, name: `T${i}`, data: { exercises: [] } })))
      .run();
    db.insert(mealTemplates)
      .values(
        fill(PER_USER.libraryMeals, (i) => ({
          userId: aId,
          name: `L${i}`,
          mealTime: "lunch",
          categories: [],
          data: { meal: { name: "x", time: "12:00:00", notes: null }, ingredients: [] },
        })),
      )
      .run();
    db.insert(customIngredients)
      .values(fill(PER_USER.customIngredients, (i) => ({ userId: aId, name: `I${i}`, defaultQuantity: 1, defaultUnit: "g" })))
      .run();

    const template = { name: "One more", data: { exercises: [{ name: "Squat" }] } };
    const library = { name: "One more", mealTime: "lunch", data: { meal: { name: "One more", time: "12:00 PM" }, ingredients: [] } };
    const ingredient = { name: "One more", defaultQuantity: 1, defaultUnit: "g" };
    const before = snapshot(db);
    for (const [path, body, message] of [
      ["/api/templates", template, `You can keep at most ${PER_USER.workoutTemplates} workout templates`],
      ["/api/meal-templates", library, `The meal library holds at most ${PER_USER.libraryMeals} meals`],
      ["/api/custom-ingredients", ingredient, `You can keep at most ${PER_USER.customIngredients} ingredients`],
    ] as const) {
      const res = await a.post(path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await b.post(path, body)).status).toBe(201);
    }
    expect(snapshot(db, { except: [] }).workout_templates!.length).toBe(before.workout_templates!.length + 1);
  });
});
