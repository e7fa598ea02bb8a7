// Private stays private (docs/behaviour/household.md, "Sharing"): in a household where members share foods,
// recipes, family meals and a shopping list, no read answers one member's private rows to another.
// Member A keeps private rows of every kind, each carrying a generated marker; member B, in the
// same household, with rows of their own, reads every member's read route of the route table, and
// no answer holds the marker.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { household } from "@test/harness";
import { ROUTES } from "@test/routes";
import { fillPath } from "@test/route-table";

const DAY = "2026-03-02";

/** A concrete request for every member's read of the route table; `:id` is B's own template. */
const READS: Record<string, string> = {
  "GET /api/goals": "/api/goals",
  "GET /api/workouts": `/api/workouts?date=${DAY}`,
  "GET /api/workouts/:date": `/api/workouts/${DAY}`,
  "GET /api/workouts/previous": "/api/workouts/previous?date=2026-03-09",
  "GET /api/workouts/previous/:date": "/api/workouts/previous/2026-03-09",
  "GET /api/workouts/week": "/api/workouts/week?start=2026-03-01",
  "GET /api/workouts/sessions": "/api/workouts/sessions",
  "GET /api/exercises/names": "/api/exercises/names?q=",
  "GET /api/exercises/history": "/api/exercises/history?name=Squat",
  "GET /api/templates": "/api/templates",
  "GET /api/templates/:id/with-latest": `/api/templates/:id/with-latest?date=${DAY}`,
  "GET /api/household": "/api/household",
  // B's own food by its code, though A keeps a private one with the same code.
  "GET /api/foods/barcode/:code": "/api/foods/barcode/4006381333931",
  "GET /api/body-composition": "/api/body-composition",
  "GET /api/export/workouts.csv": "/api/export/workouts.csv",
  "GET /api/export/meals.csv": "/api/export/meals.csv",
  "GET /api/export/body.csv": "/api/export/body.csv",
  "GET /api/export": "/api/export",
  "GET /api/streak": `/api/streak?today=${DAY}`,
  "GET /api/coach": `/api/coach?today=${DAY}`,
  "GET /api/coach/week": `/api/coach/week?weekStart=${DAY}`,
  "GET /api/meals": `/api/meals?date=${DAY}`,
  "GET /api/meals/week": "/api/meals/week?start=2026-03-01",
  // The household's list sums every member's ingredients by design; meal names never show there.
  "GET /api/shopping-list": "/api/shopping-list?from=2026-03-01&to=2026-03-07&scope=household",
  "GET /api/shopping-list/live": "/api/shopping-list/live?from=2026-03-01&to=2026-03-07&scope=household",
  "GET /api/meal-templates": "/api/meal-templates",
  // The member's own library meal (the first of the install).
  "GET /api/meal-templates/:id/recipe.json": "/api/meal-templates/1/recipe.json",
  "GET /api/custom-ingredients": "/api/custom-ingredients",
  // The member's recent foods, then their own and the household's shared ingredients.
  "GET /api/foods": "/api/foods?q=",
  "GET /api/exercise-library": "/api/exercise-library?q=secret",
  // A library exercise anyone may read.
  "GET /api/exercise-library/:id": "/api/exercise-library/Barbell_Squat",
  "GET /api/exercises/links": "/api/exercises/links",
  "GET /api/stats/muscles": `/api/stats/muscles?weeks=4&today=${DAY}`,
  "GET /api/programs/catalogue": "/api/programs/catalogue",
  "GET /api/programs/active": `/api/programs/active?date=${DAY}`,
  // The member's own program (the first of the install).
  "GET /api/programs/:id": "/api/programs/1",
  "GET /api/tokens": "/api/tokens",
  "GET /api/summary/today": `/api/summary/today?today=${DAY}`,
};

describe("private stays private", () => {
  test("every member's read of the route table has a request here", () => {
    const reads = Object.entries(ROUTES)
      .filter(([key, spec]) => spec.access === "user" && spec.kind === "read" && key.startsWith("GET "))
      .map(([key]) => key)
      .sort();
    expect(Object.keys(READS).sort()).toEqual(reads);
  });

  test("no read answers one member's private rows to another member of the household", async () => {
    const t = await household();
    const bTemplate = (await t.b.post("/api/templates", { name: "B legs", data: { exercises: [{ name: "Squat", sets: 2, reps: "5" }] } }))
      .body.id;
    await t.b.post("/api/workouts", { date: DAY, exercises: [{ name: "Squat", sets: 2, reps: "5", weight: "100" }] });
    // The first program of the install (id 1) is B's own.
    expect((await t.b.post("/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: {} })).body.program.id).toBe(1);
    await t.b.post("/api/meals", { date: DAY, name: "B lunch", time: "12:00", ingredients: [{ name: "Rice", quantity: 1, unit: "cups" }] });
    const bStew = { name: "B stew", shared: false, data: { meal: { name: "B stew", time: "19:00", notes: null }, ingredients: [] } };
    expect((await t.b.post("/api/meal-templates", bStew)).body.id).toBe(1);
    expect(
      (
        await t.a.post("/api/custom-ingredients", {
          name: "secretscan sauce",
          defaultQuantity: 100,
          defaultUnit: "g",
          barcode: "4006381333931",
          shared: false,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.b.post("/api/custom-ingredients", {
          name: "B cereal",
          defaultQuantity: 100,
          defaultUnit: "g",
          barcode: "4006381333931",
          shared: false,
        })
      ).status,
    ).toBe(201);
    expect((await t.b.get("/api/foods/barcode/4006381333931")).body.name).toBe("B cereal");
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z]{6,12}$/), async (word) => {
        const marker = `secret${word}${++round}`;
        await t.a.post("/api/workouts", {
          date: DAY,
          exercises: [
            { name: `${marker} press`, sets: 2, reps: "5", weight: "100", notes: marker },
            { name: "Squat", sets: 1, reps: "5", weight: "90", notes: marker },
          ],
        });
        await t.a.post("/api/templates", { name: `${marker} day`, data: { exercises: [{ name: marker, sets: 1, reps: "5" }] } });
        await t.a.post("/api/body-composition", { date: DAY, weight: 180, notes: marker });
        await t.a.post("/api/tokens", { name: `${marker} script`, scope: "read" });
        await t.a.post("/api/meals", {
          date: DAY,
          name: `${marker} supper`,
          time: "19:00",
          notes: marker,
          ingredients: [{ name: "Rice", quantity: 1, unit: "cups" }],
        });
        await t.a.post("/api/custom-ingredients", {
          name: `${marker} sauce`,
          defaultQuantity: 1,
          defaultUnit: "g",
          notes: marker,
          shared: false,
        });
        await t.a.post("/api/exercise-library", { name: `${marker} curl`, primaryMuscles: ["biceps"], shared: false });
        const program = {
          name: `${marker} plan`,
          workouts: [{ name: `${marker} A`, exercises: [{ name: `${marker} lift`, rule: { type: "none" } }] }],
        };
        expect((await t.a.post("/api/programs", program)).status).toBe(201);
        await t.a.post("/api/programs/active/start", { date: DAY });
        await t.a.put("/api/exercises/links", { name: `${marker} press`, libraryId: "Barbell_Squat" });
        await t.a.post("/api/meal-templates", {
          name: `${marker} stew`,
          shared: false,
          data: { meal: { name: `${marker} stew`, time: "19:00:00", notes: marker }, ingredients: [] },
        });
        // Sharing is by choice: a shared item is the household's, so it is left out here.
        for (const [route, pattern] of Object.entries(READS)) {
          const res = await t.b.get(pattern.replace(":id", String(bTemplate)));
          expect({ route, status: res.status }).toEqual({ route, status: 200 });
          expect({ route, leaked: res.text.includes(marker) }).toEqual({ route, leaked: false });
        }
      }),
      { numRuns: 3 },
    );
    // The routes it reads really answer the member's own rows: the check is not vacuous.
    expect((await t.a.get(fillPath(READS["GET /api/templates"]!))).text).toContain("secret");
  });
});
