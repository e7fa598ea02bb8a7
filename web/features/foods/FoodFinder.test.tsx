// The ingredient form's food finder on the Meal Plan: recent foods before typing, a search, a
// portion and how many, what it adds, and the food and its amount sent.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Food } from "@shared/foods/contract";
import type { Meal } from "@shared/meals/contract";
import { toIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByText, render, type, waitFor } from "@web/test/render";

const TODAY = toIsoDate(new Date());

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meals");
});

const egg: Food = {
  id: "usda:01123",
  name: "Egg, whole, raw, fresh",
  source: "usda",
  brand: null,
  barcode: null,
  per100g: { calories: 143, protein: 12.56, carbs: 0.72, fat: 9.51, fiber: 0, sugar: 0.37, sodium: 142 },
  portions: [
    { label: "1 large", grams: 50 },
    { label: "1 medium", grams: 44 },
  ],
};
const oil: Food = {
  ...egg,
  id: "usda:04053",
  name: "Oil, olive, salad or cooking",
  portions: [],
  per100g: { ...egg.per100g!, calories: 884, protein: 0, carbs: 0, fat: 100 },
};

const meal: Meal = {
  id: 1,
  date: TODAY,
  name: "Breakfast",
  time: "07:30:00",
  notes: null,
  isPrepped: false,
  isConsumed: false,
  ingredients: [],
};

function server(macroTracking = true) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking }) },
    "GET /api/meals": { body: [meal] },
    "GET /api/custom-ingredients": { body: [] },
    "GET /api/foods": (call) => ({ body: call.query.get("q") === "" ? [oil] : call.query.get("q") === "egg" ? [egg] : [] }),
    "POST /api/meals/1/ingredients": { status: 201, body: {} },
  });
}

function addForm(): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("form")).find((f) => f.getAttribute("aria-label") === "Add ingredient");
  if (!found) throw new Error("no add form");
  return found;
}

async function openForm() {
  render(<App />);
  await waitFor(() => getByRole("button", { name: "Add Ingredient" }));
  click(getByRole("button", { name: "Add Ingredient" }));
  return addForm();
}

const search = (f: HTMLElement) =>
  Array.from(f.querySelectorAll<HTMLInputElement>("input")).find((i) => i.getAttribute("aria-label") === "Search foods")!;

describe("adding a food to a meal", () => {
  test("opens on the search with recent foods; a portion and how many show what it adds; Add sends the food", async () => {
    const s = server();
    const f = await openForm();
    await waitFor(() => getByRole("button", { name: /^Oil, olive/ }, f));
    type(search(f), "egg");
    await waitFor(() => getByRole("button", { name: /^Egg, whole, raw, fresh/ }, f));
    click(getByRole("button", { name: /^Egg, whole, raw, fresh/ }, f));
    expect((getByLabelText("Portion", f) as unknown as HTMLSelectElement).value).toBe("1 large");
    expect(getByText("Adds 50 g · 71.5 cal · 6.3 g protein · 0.4 g carbs · 4.8 g fat", f)).toBeTruthy();
    type(getByLabelText("How many", f), "2");
    expect(getByText("Adds 100 g · 143 cal · 12.6 g protein · 0.7 g carbs · 9.5 g fat", f)).toBeTruthy();
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/1/ingredients")).toHaveLength(1));
    expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]!.body).toEqual({ foodId: "usda:01123", portion: "1 large", count: 2 });
  });

  test("grams instead of a portion; a food without portions is weighed; without macro tracking only the grams show", async () => {
    const s = server(false);
    const f = await openForm();
    await waitFor(() => getByRole("button", { name: /^Oil, olive/ }, f));
    click(getByRole("button", { name: /^Oil, olive/ }, f));
    expect(queryByText("Portion", f)).toBeNull();
    type(getByLabelText("Grams", f), "15");
    expect(getByText("Adds 15 g", f)).toBeTruthy();
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/1/ingredients")).toHaveLength(1));
    expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]!.body).toEqual({ foodId: "usda:04053", grams: 15 });
  });

  test("nothing found says so; manual entry is one tap away; an empty My Ingredients says where to add one", async () => {
    server();
    const f = await openForm();
    type(search(f), "zzzz");
    await waitFor(() => getByText("No foods found.", f));
    expect((getByRole("button", { name: "Add Ingredient" }, f) as HTMLButtonElement).disabled).toBe(true);
    click(getByRole("button", { name: "From My Ingredients" }, f));
    await waitFor(() => getByText("No ingredients found.", f));
    expect(getByRole("link", { name: "My Ingredients" }, f).getAttribute("href")).toBe("/ingredients");
    click(getByRole("button", { name: "Manual Entry" }, f));
    expect(getByLabelText("Ingredient Name", f)).toBeTruthy();
  });
});
