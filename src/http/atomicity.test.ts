// Multi-row changes are all or nothing. A trigger makes SQLite refuse one row deep inside each
// operation (after others were already written in the same transaction); the request fails and
// the database must be exactly as it was before it.
import { describe, expect, test } from "bun:test";
import { twoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";

/** Makes inserts into `table` fail when `column` is 'BOOM', as a full disk or a bug would. */
function failOn(db: ReturnType<typeof import("@db/client").openDatabase>, table: string, column: string) {
  db.$client.exec(
    `CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} WHEN NEW.${column} = 'BOOM' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
  );
}

describe("multi-row operations are atomic", () => {
  test("save plan: a failing last ingredient leaves the day as it was", async () => {
    const t = await twoUsers();
    const date = "2026-03-03";
    await t.a.post("/api/meals/save-plan", {
      date,
      meals: [{ meal: { name: "Old Lunch", time: "12:00 PM" }, ingredients: [{ name: "Rice", quantity: 1, unit: "cup" }] }],
    });
    failOn(t.db, "meal_ingredients", "name");
    const before = snapshot(t.db);
    const res = await t.a.post("/api/meals/save-plan", {
      date,
      meals: [
        { meal: { name: "Breakfast", time: "7:30 AM" }, ingredients: [{ name: "Oats", quantity: 80, unit: "g" }] },
        {
          meal: { name: "Dinner", time: "7:00 PM" },
          ingredients: [
            { name: "Fish", quantity: 1, unit: "piece" },
            { name: "BOOM", quantity: 1, unit: "g" },
          ],
        },
      ],
    });
    expect(res.status).toBe(500);
    expect(snapshot(t.db)).toEqual(before);
    expect((await t.a.get(`/api/meals?date=${date}`)).body.map((m: { name: string }) => m.name)).toEqual(["Old Lunch"]);
  });

  test("copy previous: a meal failing late copies none of the day", async () => {
    const t = await twoUsers();
    await t.a.post("/api/meals", { date: "2026-03-02", name: "Breakfast", time: "7:00 AM" });
    await t.a.post("/api/meals", { date: "2026-03-02", name: "BOOM", time: "6:00 PM" });
    failOn(t.db, "meals", "name");
    const before = snapshot(t.db);
    const res = await t.a.post("/api/meals/copy-previous", { fromDate: "2026-03-02", toDate: "2026-03-03" });
    expect(res.status).toBe(500);
    expect(snapshot(t.db)).toEqual(before);
    expect((await t.a.get("/api/meals?date=2026-03-03")).body).toEqual([]);
  });

  test("add from library (a meal with its ingredients): a failing ingredient leaves no meal", async () => {
    const t = await twoUsers();
    failOn(t.db, "meal_ingredients", "name");
    const before = snapshot(t.db);
    const res = await t.a.post("/api/meals", {
      date: "2026-03-02",
      name: "Library Meal",
      time: "8:00 AM",
      isPrepped: false,
      isConsumed: false,
      ingredients: [
        { name: "Eggs", quantity: 2, unit: "pieces" },
        { name: "BOOM", quantity: 1, unit: "g" },
      ],
    });
    expect(res.status).toBe(500);
    expect(snapshot(t.db)).toEqual(before);
  });

  test("logging exercises (and applying a template): a failing set row leaves no exercise", async () => {
    const t = await twoUsers();
    await t.a.post("/api/workouts", {
      date: "2026-03-02",
      exercises: [{ name: "Warm-up", sets: 1, reps: "10", weight: "0", restTime: 60 }],
    });
    // Set rows carry the planned reps; the third exercise's rows fail.
    failOn(t.db, "exercise_sets", "reps");
    const before = snapshot(t.db);
    const res = await t.a.post("/api/workouts", {
      date: "2026-03-02",
      exercises: [
        { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 },
        { name: "Bench", sets: 3, reps: "8", weight: "155", restTime: 90 },
        { name: "Row", sets: 3, reps: "BOOM", weight: "135", restTime: 90 },
      ],
    });
    expect(res.status).toBe(500);
    expect(snapshot(t.db)).toEqual(before);
    expect((await t.a.get("/api/workouts/2026-03-02")).body.exercises.map((e: { name: string }) => e.name)).toEqual(["Warm-up"]);
  });
});
