// Import Recipe: the preview of a page read by the server, a line fixed by searching a food, and
// the save as a library meal (the line without an amount into the notes, an unmatched one as
// written, the fixed one as the food chosen).
import { beforeEach, describe, expect, test } from "bun:test";
import type { Food } from "@shared/foods/contract";
import type { RecipePreview } from "@shared/recipes/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, render, type, waitFor } from "@web/test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/recipes/import");
});

const preview: RecipePreview = {
  name: "Chicken Rice Pot",
  servings: 4,
  steps: ["Cook the rice.", "Fry the chicken."],
  prepMinutes: 15,
  cookMinutes: 30,
  sourceUrl: "http://recipes.test/pot",
  ingredients: [
    {
      text: "600 g chicken breast",
      quantity: 600,
      unit: "g",
      name: "chicken breast",
      foodId: "usda:5062",
      foodName: "Chicken breast",
      grams: 600,
      confidence: 0.9,
    },
    { text: "2 blorps", quantity: 2, unit: null, name: "blorps", foodId: null, grams: null, confidence: 0 },
    { text: "salt to taste", quantity: null, unit: null, name: "salt", foodId: null, grams: null, confidence: 0 },
  ],
};
const rice: Food = {
  id: "usda:20044",
  name: "Rice, white, long-grain, regular, raw, enriched",
  source: "usda",
  brand: null,
  barcode: null,
  per100g: { calories: 365, protein: 7.1, carbs: 80, fat: 0.7, fiber: 1.3, sugar: 0.1, sodium: 5 },
  portions: [],
};

describe("import recipe", () => {
  test("reads a page, fixes a line with a food, saves the recipe to the library", async () => {
    const s = mockFetch({
      "GET /api/auth/user": { body: signedIn(testUser) },
      "POST /api/recipes/import": { body: preview },
      "GET /api/foods": { body: [rice] },
      "POST /api/meal-templates": (call) => ({ status: 201, body: { id: 9, name: (call.body as { name: string }).name } }),
      "GET /api/meal-templates": { body: [] },
    });
    render(<App />);
    await waitFor(() => getByText("Import Recipe"));
    type(getByLabelText("Recipe page address"), "http://recipes.test/pot");
    click(getByRole("button", { name: "Read recipe" }));
    await waitFor(() => getByText("Chicken Rice Pot"));
    expect(s.callsTo("POST", "/api/recipes/import")[0]?.body).toEqual({ url: "http://recipes.test/pot" });
    getByText("Serves 4");
    getByText("Chicken breast · 600 g");
    getByText("No food matched: saved as written, without nutrition");
    getByText("Goes into the notes");
    click(getByRole("button", { name: "Fix 2 blorps" }));
    const search = Array.from(document.querySelectorAll<HTMLInputElement>("input")).find(
      (i) => i.getAttribute("aria-label") === "Search foods",
    )!;
    type(search, "rice");
    await waitFor(() => click(getByRole("button", { name: /Rice, white, long-grain/ })));
    await waitFor(() => getByText(/Rice, white, long-grain/));
    click(getByRole("button", { name: "More servings" }));
    click(getByRole("button", { name: "Save to Meal Library" }));
    await waitFor(() => expect(s.callsTo("POST", "/api/meal-templates")).toHaveLength(1));
    const body = s.callsTo("POST", "/api/meal-templates")[0]!.body as Record<string, any>;
    expect(body).toMatchObject({
      name: "Chicken Rice Pot",
      servings: 5,
      steps: preview.steps,
      sourceUrl: preview.sourceUrl,
      prepMinutes: 15,
    });
    expect(body.data.meal).toEqual({ name: "Chicken Rice Pot", time: "18:00:00", notes: "salt to taste" });
    expect(body.data.ingredients[0]).toEqual({ foodId: "usda:5062", grams: 600 });
    expect(body.data.ingredients[1].foodId).toBe("usda:20044");
    await waitFor(() => expect(window.location.pathname).toBe("/meal-library"));
  });
});
