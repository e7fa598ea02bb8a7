// The Meal Library screen against a stand-in server: filters, View and Edit dialogs, delete, load failure.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import type { LibraryMeal } from "@shared/meal-library/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import {
  accessibleName,
  click,
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  render,
  type,
  waitFor,
} from "@web/test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meal-library");
});

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

const oatBreakfast: LibraryMeal = {
  id: 1,
  name: "Oat Breakfast",
  mealTime: "breakfast",
  categories: ["breakfast", "pre-lift"],
  data: {
    meal: { name: "Oat Breakfast", time: "07:30:00", notes: "warm" },
    ingredients: [
      { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10.25, carbs: 54, fat: null },
      { name: "Milk", quantity: 1, unit: "cup", calories: 100, protein: "8" as never, carbs: 12, fat: 2.5 },
    ],
  },
  shared: true,
  owner: { id: 1, firstName: "Ada" },
  createdAt: "",
};
const steak: LibraryMeal = {
  ...oatBreakfast,
  id: 2,
  name: "Steak Dinner",
  mealTime: "dinner",
  categories: ["dinner"],
  data: { meal: { name: "Steak Dinner", time: "18:00:00", notes: null }, ingredients: [] },
};

function server(list: LibraryMeal[], macroTracking = true, routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking }) },
    "GET /api/meal-templates": { body: list },
    ...routes,
  });
}

const cardNames = () => Array.from(document.querySelectorAll("article")).map((a) => accessibleName(a));
function card(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}
const searchBox = () => document.querySelector<HTMLInputElement>('input[placeholder="Search meals..."]')!;
const categorySelect = () => document.querySelector<HTMLSelectElement>('select[aria-label="Category"]')!;
const pickCategory = (value: string) =>
  act(() => {
    categorySelect().value = value;
    categorySelect().dispatchEvent(new Event("change", { bubbles: true }));
  });

describe("meal library", () => {
  test("empty library", async () => {
    server([]);
    render(<App />);
    await waitFor(() => getByText("No meals in your library yet"));
    expect(getByText("Create meals in the Meals tab and save them to your library")).toBeTruthy();
  });

  test("cards: name, category badges, macro totals; search and category filter", async () => {
    server([oatBreakfast, steak]);
    render(<App />);
    await waitFor(() => card("Oat Breakfast"));
    const c = card("Oat Breakfast");
    expect(getByText("breakfast", c)).toBeTruthy();
    expect(getByText("pre-lift", c)).toBeTruthy();
    for (const t of ["400 cal", "18.3g protein", "66g carbs", "2.5g fat"]) expect(getByText(t, c)).toBeTruthy();
    expect(Array.from(categorySelect().options).map((o) => o.textContent)).toEqual([
      "All Categories",
      "breakfast",
      "lunch",
      "dinner",
      "snack",
      "pre-lift",
      "post-lift",
      "desserts",
    ]);

    type(searchBox(), "STEAK");
    expect(cardNames()).toEqual(["Steak Dinner"]);
    type(searchBox(), "");
    pickCategory("pre-lift");
    expect(cardNames()).toEqual(["Oat Breakfast"]);
    pickCategory("desserts");
    expect(getByText("No meals found matching your criteria")).toBeTruthy();
  });

  test("macro tracking off hides the totals", async () => {
    server([oatBreakfast], false);
    render(<App />);
    await waitFor(() => card("Oat Breakfast"));
    expect(queryByText("400 cal")).toBeNull();
  });

  test("View Meal: categories, ingredients, notes, total macros", async () => {
    server([oatBreakfast]);
    render(<App />);
    await waitFor(() => card("Oat Breakfast"));
    click(getByRole("button", { name: "View Oat Breakfast" }));
    const dialog = getByRole("dialog", { name: "Oat Breakfast" });
    for (const t of ["Categories", "Ingredients", "Notes", "warm", "Total Macros", "400 cal", "Oats", "80 g · 300 cal"]) {
      expect(getByText(t, dialog)).toBeTruthy();
    }
  });

  test("Edit Meal: remove and add ingredients (name and quantity required), Save Changes sends the data", async () => {
    const s = server([oatBreakfast], true, { "PUT /api/meal-templates/1": { body: oatBreakfast } });
    render(<App />);
    await waitFor(() => card("Oat Breakfast"));
    click(getByRole("button", { name: "Edit Oat Breakfast" }));
    const dialog = getByRole("dialog", { name: "Edit Meal" });
    click(getByRole("button", { name: "Remove Milk" }, dialog));
    click(getByRole("button", { name: "Add Ingredient" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Please fill in ingredient name and quantity"));
    type(getByLabelText("Ingredient Name", dialog), "Banana");
    type(getByLabelText("Quantity", dialog), "0");
    useToastStore.setState({ toasts: [] });
    click(getByRole("button", { name: "Add Ingredient" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Please fill in ingredient name and quantity"));
    expect(queryByText("0 g · 0 cal", dialog)).toBeNull();
    // Out of range: refused under the field with the words every ingredient form uses.
    type(getByLabelText("Quantity", dialog), "1");
    type(getByLabelText("Calories", dialog), "-105");
    type(getByLabelText("Carbs (g)", dialog), "2000");
    click(getByRole("button", { name: "Add Ingredient" }, dialog));
    await waitFor(() => getByText("Calories must be between 0 and 10000", dialog));
    expect(getByText("Carbs must be between 0 and 1000 g", dialog)).toBeTruthy();
    expect(queryByText("1 g · -105.0 cal", dialog)).toBeNull();
    type(getByLabelText("Calories", dialog), "105");
    type(getByLabelText("Carbs (g)", dialog), "");
    click(getByRole("button", { name: "Add Ingredient" }, dialog));
    await waitFor(() => getByText("1 g · 105 cal", dialog));
    expect(queryByText("Calories must be between 0 and 10000", dialog)).toBeNull();
    click(getByRole("button", { name: "lunch" }, dialog));
    click(getByRole("button", { name: "Save Changes" }, dialog));
    await waitFor(() => expect(s.callsTo("PUT", "/api/meal-templates/1")).toHaveLength(1));
    expect(s.callsTo("PUT", "/api/meal-templates/1")[0]?.body).toEqual({
      name: "Oat Breakfast",
      categories: ["breakfast", "lunch", "pre-lift"],
      data: {
        meal: { name: "Oat Breakfast", time: "07:30:00", notes: "warm" },
        ingredients: [
          { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10.25, carbs: 54, fat: null },
          { name: "Banana", quantity: 1, unit: "g", calories: 105, protein: "0", carbs: "0", fat: "0" },
        ],
      },
    });
    await waitFor(() => expect(toastText()).toContain("Meal updated successfully"));
    await waitFor(() => expect(queryByRole("dialog", { name: "Edit Meal" })).toBeNull());
  });

  test("a failed edit says 'Failed to update meal'", async () => {
    server([oatBreakfast], true, { "PUT /api/meal-templates/1": { status: 500, text: "" } });
    render(<App />);
    await waitFor(() => card("Oat Breakfast"));
    click(getByRole("button", { name: "Edit Oat Breakfast" }));
    click(getByRole("button", { name: "Save Changes" }, getByRole("dialog")));
    await waitFor(() => expect(toastText()).toContain("Failed to update meal"));
  });

  test("delete asks, then deletes; a failure says 'Failed to delete meal'", async () => {
    let fail = true;
    const s = server([oatBreakfast], true, {
      "DELETE /api/meal-templates/1": () => (fail ? { status: 500, text: "" } : { body: { ok: true } }),
    });
    render(<App />);
    await waitFor(() => card("Oat Breakfast"));
    click(getByRole("button", { name: "Delete Oat Breakfast" }));
    const dialog = getByRole("dialog", { name: "Delete Meal" });
    expect(dialog.textContent).toContain("Are you sure you want to delete this meal from your library?");
    click(getByRole("button", { name: "Delete" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Failed to delete meal"));
    fail = false;
    click(getByRole("button", { name: "Delete" }, getByRole("dialog")));
    await waitFor(() => expect(toastText()).toContain("Meal deleted from library"));
    expect(s.callsTo("DELETE", "/api/meal-templates/1")).toHaveLength(2);
  });

  test("load failure", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/meal-templates": { status: 500, text: "x" } });
    render(<App />);
    await waitFor(() => getByText("Failed to fetch meal templates"));
  });
});

describe("the household's library", () => {
  test("another member's shared meal shows its owner and 'Save a copy', not edit or delete; 'Share all of mine' shares the member's private ones", async () => {
    const bens: LibraryMeal = { ...steak, id: 3, name: "Ben's Stew", owner: { id: 2, firstName: "Ben" } };
    const former: LibraryMeal = { ...steak, id: 4, name: "Old Soup", owner: null };
    const mine: LibraryMeal = { ...oatBreakfast, shared: false };
    const s = server([bens, former, mine], true, {
      "POST /api/meal-templates/3/copy": { status: 201, body: { ...bens, id: 5, owner: { id: 1, firstName: "Ada" }, shared: false } },
      "POST /api/meal-templates/share-all": { body: { shared: 1 } },
    });
    render(<App />);
    await waitFor(() => card("Ben's Stew"));
    expect(card("Ben's Stew").textContent).toContain("From Ben");
    expect(card("Old Soup").textContent).toContain("From a former member");
    expect(card("Oat Breakfast").textContent).toContain("Private");
    expect(card("Ben's Stew").querySelector(`button[aria-label="Edit Ben's Stew"]`)).toBeNull();
    expect(card("Ben's Stew").querySelector(`button[aria-label="Delete Ben's Stew"]`)).toBeNull();
    expect(card("Ben's Stew").querySelector(`button[aria-label="View Ben's Stew"]`)).not.toBeNull();
    click(card("Ben's Stew").querySelector<HTMLElement>(`button[aria-label="Save a copy of Ben's Stew"]`)!);
    await waitFor(() => expect(toastText()).toContain("Ben's Stew copied to your library"));
    expect(s.callsTo("POST", "/api/meal-templates/3/copy")).toHaveLength(1);
    click(getByRole("button", { name: "Share all of mine (1)" }));
    await waitFor(() => expect(s.callsTo("POST", "/api/meal-templates/share-all")).toHaveLength(1));
  });
});
