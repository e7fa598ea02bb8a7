// Names refuse control characters and text-direction marks and must hold a visible character,
// on every route that takes one: a 400 naming the rule, nothing stored.
import { describe, expect, test } from "bun:test";
import { cleanName, nameProblem } from "@shared/names";
import { twoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";

const BAD = ["Oats\u0000", "Bell\u0007", "\u202Eevil", "\u200B", "a\nb", " \u2066 "];
const GOOD = ["Oats", "Crème brûlée", "خبز", "🍎", "Tofu\u200B Bowl"];

describe("the name rule", () => {
  test("refuses controls, direction marks and invisible names; takes any visible text", () => {
    for (const name of BAD) expect([name, nameProblem(name, "name")]).toEqual([name, expect.any(String)]);
    for (const name of GOOD) expect([name, nameProblem(name, "name")]).toEqual([name, undefined]);
    expect(nameProblem("\u202Eevil", "Meal name")).toBe("Meal name cannot hold control characters or text-direction marks");
    expect(nameProblem("\u200B", "Meal name")).toBe("Meal name must hold a visible character");
  });

  test("a looked-up product's name loses its unsafe characters, and is none when nothing visible is left", () => {
    expect(cleanName("\u202EOat\u0007 Milk")).toBe("Oat Milk");
    expect(cleanName("\u200B\u0000")).toBeNull();
  });
});

describe("every name a member sends", () => {
  test("is refused with a 400 when it breaks the rule, and nothing is stored", async () => {
    const w = await twoUsers();
    const meal = await w.a.post("/api/meals", { date: "2026-03-02", name: "Breakfast", time: "8:00 AM" });
    expect(meal.status).toBe(201);
    const bodies: [string, (name: string) => unknown][] = [
      ["/api/custom-ingredients", (name) => ({ name, defaultQuantity: 1, defaultUnit: "g" })],
      ["/api/meals", (name) => ({ date: "2026-03-02", name, time: "8:00 AM" })],
      [`/api/meals/${meal.body.id}/ingredients`, (name) => ({ name, quantity: 1, unit: "g" })],
      ["/api/workouts", (name) => ({ date: "2026-03-02", exercises: [{ name }] })],
      ["/api/templates", (name) => ({ name, data: { exercises: [] } })],
      ["/api/templates", (name) => ({ name: "Legs", data: { exercises: [{ name }] } })],
      ["/api/meal-templates", (name) => ({ name, mealTime: "lunch", data: { meal: { name: "x", time: "12:00 PM" }, ingredients: [] } })],
      ["/api/exercise-library", (name) => ({ name, primaryMuscles: ["shoulders"], secondaryMuscles: [], equipment: "barbell" })],
    ];
    const before = snapshot(w.db);
    for (const [path, body] of bodies) {
      for (const name of BAD) {
        const res = await w.a.post(path, body(name));
        expect([path, name, res.status]).toEqual([path, name, 400]);
        expect(res.body.message).toMatch(/control characters|visible character/);
      }
    }
    expect(snapshot(w.db)).toEqual(before);
    for (const [path, body] of bodies) expect([path, (await w.a.post(path, body("Crème \u200B brûlée"))).status]).toEqual([path, 201]);
  });
});
