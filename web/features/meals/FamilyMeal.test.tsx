// Family meals on the Meal Plan: the 'Family:' line, what a member who does not cook may do, and the
// cook's portion steppers.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Meal } from "@shared/meals/contract";
import { toIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, render, type, waitFor } from "@web/test/render";

const TODAY = toIsoDate(new Date());

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meals");
});

const household = {
  name: "The Smiths",
  members: [
    { id: 1, firstName: "Ada", lastName: "Lovelace" },
    { id: 2, firstName: "Ben", lastName: "Smith" },
  ],
};

function dinner(cookId: number, over: Partial<Meal> = {}): Meal {
  const cook = household.members.find((m) => m.id === cookId)!;
  const other = household.members.find((m) => m.id !== cookId)!;
  return {
    id: 7,
    date: TODAY,
    name: "Dinner",
    time: "19:00:00",
    notes: null,
    isPrepped: false,
    isConsumed: false,
    ingredients: [
      {
        id: 71,
        mealId: 7,
        name: "Rice",
        quantity: 100,
        unit: "g",
        calories: 350,
        protein: 7,
        carbs: 75,
        fat: 1,
        isPrepped: false,
        customIngredientId: null,
        fiber: null,
        sugar: null,
        sodium: null,
        foodId: null,
        portion: null,
      },
    ],
    portion: cookId === 1 ? 1 : 0.5,
    cook: { id: cook.id, firstName: cook.firstName },
    portions: [
      { userId: cook.id, firstName: cook.firstName, portion: 1 },
      { userId: other.id, firstName: other.firstName, portion: 0.5 },
    ],
    ...over,
  };
}

function server(meal: Meal) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn(testUser) },
    "GET /api/meals": { body: [meal] },
    "GET /api/household": { body: household },
    "PUT /api/meals/7": (call: Call) => ({ body: { ...meal, ...(call.body as object) } }),
  });
}

const card = () => document.querySelector<HTMLElement>("article.meal-card")!;

describe("family meals on the meal plan", () => {
  test(
    "a member who does not cook sees the family line and their " + "portion, and may only mark it consumed, prep it or leave it",
    async () => {
      const s = server(dinner(2));
      render(<App />);
      await waitFor(() => expect(card().textContent).toContain("Family: Ben 1, Ada 0.5"));
      expect(card().querySelector('button[aria-label="Edit Dinner"]')).toBeNull();
      expect(card().querySelector('button[aria-label="Remove Rice"]')).toBeNull();
      expect(card().querySelector('button[aria-label^="Change amount of Rice"]')).toBeNull();
      expect(card().textContent).not.toContain("Add Ingredient");
      expect(card().querySelector('button[aria-label="Delete Dinner"]')).not.toBeNull();
      click(getByRole("button", { name: "Mark Consumed" }));
      await waitFor(() => expect(s.callsTo("PUT", "/api/meals/7")[0]?.body).toEqual({ isConsumed: true }));
    },
  );

  test("a member who does not cook is asked to remove their portion, and told it was removed", async () => {
    const meal = dinner(2, {
      ingredients: [
        {
          ...dinner(2).ingredients[0]!,
          quantity: 13.5,
          foodId: "usda:04053",
          portion: "2 x 1 tablespoon",
          recipe: { ...dinner(2).ingredients[0]!, quantity: 27 },
        },
      ],
    });
    const s = mockFetch({
      "GET /api/auth/user": { body: signedIn(testUser) },
      "GET /api/meals": { body: [meal] },
      "GET /api/household": { body: household },
      "DELETE /api/meals/7": { body: { ok: true } },
    });
    render(<App />);
    await waitFor(() => expect(card().textContent).toContain("1 tbsp"));
    expect(card().textContent).not.toContain("2 x 1 tablespoon");
    click(card().querySelector<HTMLElement>('button[aria-label="Delete Dinner"]')!);
    const dialog = await waitFor(() => getByRole("dialog"));
    expect(dialog.textContent).toContain("Remove your portion of Dinner? The others keep theirs.");
    expect(dialog.textContent).not.toContain("cannot be undone");
    click(getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(s.callsTo("DELETE", "/api/meals/7").length).toBe(1));
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toContain("Your portion was removed"));
  });

  test("Quick Add sends calories alone, and a name only when typed", async () => {
    const meal = dinner(1);
    const s = mockFetch({
      "GET /api/auth/user": { body: signedIn(testUser) },
      "GET /api/meals": { body: [meal] },
      "GET /api/household": { body: household },
      "POST /api/meals/7/ingredients": {
        status: 201,
        body: { ...meal.ingredients[0]!, id: 72, name: "Quick add", quantity: 1, unit: "piece", calories: 450, foodId: "quick" },
      },
    });
    render(<App />);
    await waitFor(() => card().querySelector('button[aria-label="Quick add to Dinner"]'));
    click(card().querySelector<HTMLElement>('button[aria-label="Quick add to Dinner"]')!);
    const dialog = await waitFor(() => getByRole("dialog"));
    type(getByLabelText("Calories", dialog), "450");
    click(getByRole("button", { name: "Add" }, dialog));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/7/ingredients")[0]?.body).toEqual({ calories: "450" }));
    await waitFor(() => expect(card().textContent).toContain("Quick add"));
  });

  test("the cook sets portions with steppers; a member stepped to nothing leaves the meal", async () => {
    const s = server(dinner(1));
    render(<App />);
    await waitFor(() => expect(card().textContent).toContain("Family: Ada 1, Ben 0.5"));
    click(card().querySelector<HTMLElement>('button[aria-label="Edit Dinner"]')!);
    await waitFor(() => expect(document.querySelector('[aria-label="Portion for Ben"]')?.textContent).toBe("0.5"));
    click(document.querySelector<HTMLElement>('button[aria-label="More for Ben"]')!);
    click(document.querySelector<HTMLElement>('button[aria-label="More for Ada"]')!);
    expect(document.querySelector('[aria-label="Portion for Ben"]')?.textContent).toBe("0.75");
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(s.callsTo("PUT", "/api/meals/7")).toHaveLength(1));
    expect((s.callsTo("PUT", "/api/meals/7")[0]!.body as { portions: unknown }).portions).toEqual([
      { userId: 1, portion: 1.25 },
      { userId: 2, portion: 0.75 },
    ]);
  });

  test("Save Plan sends a family meal's recipe amounts as the server answered them, not the reader's divided back", async () => {
    // Ada reads Ben's dinner at a quarter: 1.01 g of salt shows as 0.25 g, which divided back would be 1 g.
    const salt = {
      id: 72,
      mealId: 7,
      name: "Salt",
      quantity: 0.25,
      unit: "g",
      calories: 0.25,
      protein: null,
      carbs: null,
      fat: null,
      isPrepped: false,
      customIngredientId: null,
      fiber: null,
      sugar: null,
      sodium: 99.75,
      foodId: null,
      portion: null,
    };
    const recipe = { quantity: 1.01, calories: 1.01, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: 399 };
    const meal = dinner(2, { portion: 0.25, ingredients: [{ ...salt, recipe }] });
    const s = mockFetch({
      "GET /api/auth/user": { body: signedIn(testUser) },
      "GET /api/meals": { body: [meal] },
      "GET /api/household": { body: household },
      "POST /api/meals/save-plan": { body: { meals: [meal] } },
    });
    render(<App />);
    await waitFor(() => expect(card()?.textContent).toContain("Salt"));
    click(getByRole("button", { name: "Save Plan" }));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/save-plan")).toHaveLength(1));
    const body = s.callsTo("POST", "/api/meals/save-plan")[0]!.body as {
      meals: { ingredients: { quantity: number; calories: number; sodium: number }[] }[];
    };
    expect(body.meals[0]!.ingredients[0]).toMatchObject({ quantity: 1.01, calories: 1.01, sodium: 399 });
  });
});
