// The Meal Plan screen against a stand-in server: day selector, summary, cards, toggles, adding, save and copy.
import { beforeEach, describe, expect, test } from "bun:test";
import type { LibraryMeal } from "@shared/meal-library/contract";
import type { Meal } from "@shared/meals/contract";
import { addDays, toIsoDate, weekDates, weekdayName } from "@shared/dates";
import { act } from "react";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import {
  accessibleName,
  click,
  flush,
  getByLabelText,
  getByRole,
  getByText,
  queryAllByRole,
  queryByRole,
  queryByText,
  render,
  submit as submitForm,
  type,
  waitFor,
} from "@web/test/render";

const today = new Date();
const TODAY = toIsoDate(today);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meals");
});

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

function breakfast(over: Partial<Meal> = {}): Meal {
  return {
    id: 1,
    date: TODAY,
    name: "Oat Breakfast",
    time: "07:30:00",
    notes: "with tea",
    isPrepped: false,
    isConsumed: false,
    ingredients: [
      {
        id: 11,
        mealId: 1,
        name: "Oats",
        quantity: 80,
        unit: "g",
        calories: 300.4,
        protein: 10.4,
        carbs: 54,
        fat: null,
        isPrepped: true,
        customIngredientId: null,
        fiber: null,
        sugar: null,
        sodium: null,
        foodId: null,
        portion: null,
      },
      {
        id: 12,
        mealId: 1,
        name: "Milk",
        quantity: 1,
        unit: "cup",
        calories: 100.3,
        protein: 8,
        carbs: 12,
        fat: 2.6,
        isPrepped: false,
        customIngredientId: null,
        fiber: null,
        sugar: null,
        sodium: null,
        foodId: null,
        portion: null,
      },
      {
        id: 13,
        mealId: 1,
        name: "Honey",
        quantity: 1,
        unit: "tbsp",
        calories: null,
        protein: null,
        carbs: null,
        fat: null,
        isPrepped: false,
        customIngredientId: null,
        fiber: null,
        sugar: null,
        sodium: null,
        foodId: null,
        portion: null,
      },
    ],
    ...over,
  };
}

const oats = {
  id: 5,
  name: "Oats",
  defaultQuantity: 40,
  defaultUnit: "g",
  caloriesPerUnit: 150,
  proteinPerUnit: 5,
  carbsPerUnit: 27,
  fatPerUnit: 2.5,
  notes: null,
  createdAt: "",
};

type Routes = Parameters<typeof mockFetch>[0];

/** A server holding one day's meals; records the full URL of every call. */
function server({ meals = [] as Meal[], macroTracking = false, routes = {} as Routes } = {}) {
  let current = meals;
  const mock = mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking }) },
    "GET /api/meals": () => ({ body: current }),
    "GET /api/custom-ingredients": { body: [oats, { ...oats, id: 6, name: "Banana", defaultUnit: "piece", defaultQuantity: 1 }] },
    ...routes,
  });
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return { ...mock, urls, set: (next: Meal[]) => (current = next) };
}

/** An element by tag and aria-label (the test renderer knows only a few implicit roles). */
function labelled(selector: string, label: string, within: ParentNode = document): HTMLElement {
  const el = Array.from(within.querySelectorAll<HTMLElement>(selector)).find((e) => e.getAttribute("aria-label") === label);
  if (!el) throw new Error(`no ${selector} labelled ${label}`);
  return el;
}
const form = (label: string) => labelled("form", label);
const checkbox = (label: string) => labelled('input[type="checkbox"]', label) as HTMLInputElement;

/** A meal card, found by its accessible name (an <article> labelled by its heading). */
function card(name = "Oat Breakfast"): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a).startsWith(name));
  if (!found) throw new Error(`no card ${name}`);
  return found;
}
const within = (el: HTMLElement) => ({
  button: (name: string | RegExp) => getByRole("button", { name }, el),
});

describe("meal plan", () => {
  test("a Sunday-first day selector, today selected; the empty state names the day", async () => {
    const s = server();
    render(<App />);
    await waitFor(() => getByText(`No meals planned for ${weekdayName(today)}`));
    expect(getByText("Add a meal below or copy from the previous day")).toBeTruthy();
    const days = queryAllByRole("button", {}, getByRole("group", { name: "Day of the week" }));
    expect(days.map((b) => b.textContent?.replace(/\d+/g, ""))).toEqual(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]);
    expect(days.find((b) => b.getAttribute("aria-pressed") === "true")?.getAttribute("aria-current")).toBe("date");
    expect(s.urls).toContain(`/api/meals?date=${TODAY}`);
    // Macro tracking off: no Daily Macros.
    expect(queryByRole("heading", { name: "Daily Macros" })).toBeNull();
    expect((getByRole("button", { name: "Save Plan" }) as HTMLButtonElement).disabled).toBe(true);
    expect(getByRole("link", { name: "My Ingredients" }).getAttribute("href")).toBe("/ingredients");

    const sunday = weekDates(today, "sunday")[0]!;
    click(getByRole("button", { name: new RegExp(`^Sunday ${sunday.getDate()} `) }));
    await waitFor(() => expect(s.urls).toContain(`/api/meals?date=${toIsoDate(sunday)}`));
    await waitFor(() => getByText("No meals planned for Sunday"));
  });

  test("cards: time 12-hour, notes in brackets, badges, prep progress, summary, rounded Daily Macros", async () => {
    server({
      meals: [
        breakfast({ isConsumed: true }),
        breakfast({ id: 2, name: "Snack", time: "15:00:00", notes: null, isPrepped: true, ingredients: [] }),
      ],
      macroTracking: true,
    });
    render(<App />);
    await waitFor(() => card());
    const c = card();
    expect(getByText("7:30 AM", c)).toBeTruthy();
    expect(c.querySelector(".meal-name")?.textContent).toBe("Oat Breakfast (with tea)");
    expect(getByText("Consumed", c)).toBeTruthy();
    expect(queryByText("Prepped", c)).toBeNull();
    expect(getByText("33%", c)).toBeTruthy();
    const snack = card("Snack");
    expect(getByText("3:00 PM", snack)).toBeTruthy();
    expect(getByText("Prepped", snack)).toBeTruthy();
    expect(getByText("100%", snack)).toBeTruthy();
    const summary = getByRole("region", { name: "Summary" });
    expect(summary.textContent).toContain("1/2Meals consumed");
    expect(summary.textContent).toContain("1/3Ingredients prepped");
    const macros = getByRole("region", { name: "Daily Macros" });
    expect(Array.from(macros.querySelectorAll("dd")).map((d) => d.textContent)).toEqual(["401", "18g", "66g", "3g"]);
    expect(queryByText("Add ingredients with macro data to see your daily totals")).toBeNull();
    expect(getByText("80 g · 300.4 cal", c)).toBeTruthy();
    expect(getByText("1 tbsp · 0 cal", c)).toBeTruthy();
  });

  test("Daily Macros adds fibre, sugar and sodium where an ingredient gives them", async () => {
    const [oats, milk, honey] = breakfast().ingredients;
    const ingredients = [{ ...oats!, fiber: 8.1, sodium: 4 }, { ...milk!, sodium: 103.6 }, honey!];
    server({ meals: [breakfast({ ingredients })], macroTracking: true });
    render(<App />);
    await waitFor(() => card());
    const macros = getByRole("region", { name: "Daily Macros" });
    expect(Array.from(macros.querySelectorAll("dt")).map((d) => d.textContent)).toEqual([
      "Calories",
      "Protein",
      "Carbs",
      "Fat",
      "Fiber",
      "Sodium",
    ]);
    expect(
      Array.from(macros.querySelectorAll("dd"))
        .map((d) => d.textContent)
        .slice(4),
    ).toEqual(["8g", "108mg"]);
  });

  test("macro tracking on with no nutrition: the hint", async () => {
    server({ meals: [breakfast({ ingredients: [] })], macroTracking: true });
    render(<App />);
    await waitFor(() => getByText("Add ingredients with macro data to see your daily totals"));
  });

  test("Add Meal, Create New: name and time required, posts and toasts", async () => {
    const s = server({
      routes: { "POST /api/meals": (call: Call) => ({ status: 201, body: { ...breakfast(), ...(call.body as object) } }) },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Meal" }));
    click(getByRole("button", { name: "Add Meal" }));
    const f = form("Create new meal");
    const submit = within(f).button("Add Meal") as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(getByLabelText("Meal Name"), "Lunch");
    expect(submit.disabled).toBe(true);
    // The phone's time picker: 12:00 PM is the input's 24-hour "12:00".
    expect(getByLabelText("Time").type).toBe("time");
    type(getByLabelText("Time"), "12:00");
    expect(submit.disabled).toBe(false);
    click(submit);
    await waitFor(() => expect(toastText()).toContain("Meal added successfully"));
    expect(s.callsTo("POST", "/api/meals")[0]?.body).toEqual({
      date: TODAY,
      name: "Lunch",
      time: "12:00:00",
      isPrepped: false,
      isConsumed: false,
      notes: null,
    });
  });

  test("Add Meal refuses a time that is not like 12:00 PM", async () => {
    const s = server();
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Meal" }));
    click(getByRole("button", { name: "Add Meal" }));
    type(getByLabelText("Meal Name"), "Lunch");
    // The time picker takes no "noon": it holds no time, and Add Meal stays off.
    type(getByLabelText("Time"), "noon");
    expect(getByLabelText("Time").value).toBe("");
    const submit = within(form("Create new meal")).button("Add Meal") as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    click(submit);
    submitForm(form("Create new meal") as HTMLFormElement);
    await waitFor(() => getByText("Choose a time"));
    expect(getByLabelText("Time").getAttribute("aria-invalid")).toBe("true");
    expect(s.callsTo("POST", "/api/meals")).toHaveLength(0);
  });

  test("a failed create says 'Failed to create meal: {message}'", async () => {
    server({ routes: { "POST /api/meals": { status: 400, body: { message: "Meal name is required" } } } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Meal" }));
    click(getByRole("button", { name: "Add Meal" }));
    type(getByLabelText("Meal Name"), "Lunch");
    type(getByLabelText("Time"), "01:30");
    click(within(form("Create new meal")).button("Add Meal"));
    await waitFor(() => expect(toastText()).toContain("Failed to create meal: 400: Meal name is required"));
    expect(toastText()).toContain("Error");
  });

  test("From Library: reads the library only while open, adds the meal with its ingredients unprepped", async () => {
    const template: LibraryMeal = {
      id: 9,
      name: "Oat Breakfast",
      mealTime: "breakfast",
      categories: ["breakfast"],
      data: {
        meal: { name: "Oat Breakfast", time: "07:30:00", notes: null },
        ingredients: [
          { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: "0" as never, carbs: null, fat: null },
          {
            name: "Egg, whole, raw, fresh",
            quantity: 100,
            unit: "g",
            calories: 143,
            protein: 12.6,
            carbs: 0.7,
            fat: 9.5,
            fiber: 0,
            sugar: 0.4,
            sodium: 142,
            foodId: "usda:01123",
            portion: "2 large",
          },
        ],
      },
      shared: true,
      owner: { id: 1, firstName: "Ada" },
      createdAt: "",
    };
    const broken = { ...template, id: 10, name: "Broken", data: { ingredients: [] } } as unknown as LibraryMeal;
    const s = server({
      routes: { "GET /api/meal-templates": { body: [template, broken] }, "POST /api/meals": { status: 201, body: breakfast() } },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Meal" }));
    expect(s.callsTo("GET", "/api/meal-templates")).toHaveLength(0);
    click(getByRole("button", { name: "Add Meal" }));
    click(getByRole("button", { name: "From Library" }));
    await waitFor(() => getByLabelText("Saved Meal"));
    expect(s.callsTo("GET", "/api/meal-templates")).toHaveLength(1);
    const addFromLibrary = getByRole("button", { name: "Add from Library" }) as HTMLButtonElement;
    expect(addFromLibrary.disabled).toBe(true);

    const select = getByLabelText("Saved Meal") as unknown as HTMLSelectElement;
    const choose = (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    };
    act(() => choose("10"));
    click(getByRole("button", { name: "Add from Library" }));
    await waitFor(() => expect(toastText()).toContain("Failed to create meal from template: Invalid template structure"));
    expect(s.callsTo("POST", "/api/meals")).toHaveLength(0);

    act(() => choose("9"));
    click(getByRole("button", { name: "Add from Library" }));
    await waitFor(() => expect(toastText()).toContain('"Oat Breakfast" added from library with 2 ingredients'));
    expect(toastText()).toContain("Meal added successfully");
    expect(s.callsTo("POST", "/api/meals")[0]?.body).toEqual({
      date: TODAY,
      name: "Oat Breakfast",
      time: "07:30:00",
      notes: null,
      isPrepped: false,
      isConsumed: false,
      ingredients: [
        { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 0, isPrepped: false },
        {
          name: "Egg, whole, raw, fresh",
          quantity: 100,
          unit: "g",
          calories: 143,
          protein: 12.6,
          carbs: 0.7,
          fat: 9.5,
          fiber: 0,
          sugar: 0.4,
          sodium: 142,
          foodId: "usda:01123",
          portion: "2 large",
          isPrepped: false,
        },
      ],
    });
    // The panel closes once the day is refreshed.
    await waitFor(() => expect(queryByRole("button", { name: "Add from Library" })).toBeNull());
  });

  test("Mark Prepped / Mark Consumed send the toggle; a failure toasts and restores", async () => {
    // The server keeps the meal as changed, and answers it.
    let stored = breakfast();
    const s = server({
      meals: [breakfast()],
      routes: { "PUT /api/meals/1": (call: Call) => ({ body: (stored = { ...stored, ...(call.body as object) }) }) },
    });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Mark Consumed"));
    await waitFor(() => expect(s.callsTo("PUT", "/api/meals/1")).toHaveLength(1));
    expect(s.callsTo("PUT", "/api/meals/1")[0]?.body).toEqual({ isConsumed: true });
    click(within(card()).button("Mark Prepped"));
    await waitFor(() => expect(s.callsTo("PUT", "/api/meals/1")[1]?.body).toEqual({ isPrepped: true }));
    // Each answer is the meal's new state: the day is not read again.
    await waitFor(() => expect(within(card()).button("Mark Prepped").getAttribute("aria-pressed")).toBe("true"));
    await flush(5);
    expect(within(card()).button("Mark Consumed").getAttribute("aria-pressed")).toBe("true");
    expect(s.callsTo("GET", "/api/meals")).toHaveLength(1);
  });

  test("a failed toggle says 'Failed to update meal: {message}'", async () => {
    server({ meals: [breakfast()], routes: { "PUT /api/meals/1": { status: 500, body: { message: "boom" } } } });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Mark Consumed"));
    await waitFor(() => expect(toastText()).toContain("Failed to update meal: 500: boom"));
    await waitFor(() => expect(within(card()).button("Mark Consumed").getAttribute("aria-pressed")).toBe("false"));
  });

  test("ingredient rows: the prepped checkbox and remove", async () => {
    const s = server({
      meals: [breakfast()],
      routes: {
        "PUT /api/ingredients/12": { body: {} },
        "DELETE /api/ingredients/13": { body: { ok: true } },
        "PUT /api/ingredients/11": { status: 500, body: { message: "nope" } },
      },
    });
    render(<App />);
    await waitFor(() => card());
    click(checkbox("Milk prepped"));
    await waitFor(() => expect(s.callsTo("PUT", "/api/ingredients/12")[0]?.body).toEqual({ isPrepped: true }));
    click(within(card()).button("Remove Honey"));
    await waitFor(() => expect(toastText()).toContain("Ingredient removed successfully"));
    click(checkbox("Oats prepped"));
    await waitFor(() => expect(toastText()).toContain("Failed to update ingredient prep: 500: nope"));
  });

  test("inline edit of name, time, notes", async () => {
    const s = server({ meals: [breakfast()], routes: { "PUT /api/meals/1": { body: breakfast() } } });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Edit Oat Breakfast"));
    // The stored 7:30 AM in the time picker, which holds 24-hour "HH:MM".
    expect(getByLabelText("Time").value).toBe("07:30");
    type(getByLabelText("Meal Name"), "Porridge");
    type(getByLabelText("Time"), "08:15");
    type(getByLabelText("Notes"), "");
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastText()).toContain("Meal updated successfully"));
    expect(s.callsTo("PUT", "/api/meals/1")[0]?.body).toEqual({ name: "Porridge", time: "08:15:00", notes: null });
  });

  test("inline edit of the recipe's steps, one to a line; steps left as they were are not sent", async () => {
    const s = server({ meals: [{ ...breakfast(), steps: ["Boil the oats."] }], routes: { "PUT /api/meals/1": { body: breakfast() } } });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Edit Oat Breakfast"));
    expect(getByLabelText("Steps (one to a line)").value).toBe("Boil the oats.");
    type(getByLabelText("Steps (one to a line)"), "Boil the oats.\n\n  Add the berries. \n");
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastText()).toContain("Meal updated successfully"));
    expect(s.callsTo("PUT", "/api/meals/1")[0]?.body).toMatchObject({ steps: ["Boil the oats.", "Add the berries."] });
  });

  test("delete asks first, then deletes and toasts", async () => {
    const s = server({ meals: [breakfast()], routes: { "DELETE /api/meals/1": { body: { ok: true } } } });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Delete Oat Breakfast"));
    const dialog = getByRole("dialog", { name: "Delete Meal" });
    expect(dialog.textContent).toContain('Are you sure you want to delete "Oat Breakfast"? This action cannot be undone.');
    s.set([]);
    click(getByRole("button", { name: "Delete" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Meal deleted successfully"));
    expect(s.callsTo("DELETE", "/api/meals/1")).toHaveLength(1);
    await waitFor(() => getByText(`No meals planned for ${weekdayName(today)}`));
  });

  test("a meal saved to the library shows in From Library even when the library was read before", async () => {
    const library: LibraryMeal[] = [];
    const saved: LibraryMeal = {
      id: 9,
      name: "Oat Breakfast",
      mealTime: "breakfast",
      categories: [],
      data: { meal: { name: "Oat Breakfast", time: "07:30:00", notes: "with tea" }, ingredients: [] },
      shared: true,
      owner: { id: 1, firstName: "Ada" },
      createdAt: "",
    };
    server({
      meals: [breakfast()],
      routes: {
        "GET /api/meal-templates": () => ({ body: library }),
        "POST /api/meal-templates": () => {
          library.push(saved);
          return { status: 201, body: saved };
        },
      },
    });
    render(<App />);
    await waitFor(() => card());
    click(getByRole("button", { name: "Add Meal" }));
    click(getByRole("button", { name: "From Library" }));
    await waitFor(() => getByText("No meals in your library yet"));
    click(getByRole("button", { name: "Cancel" }));
    click(within(card()).button("Save Oat Breakfast to meal library"));
    await waitFor(() => expect(toastText()).toContain("saved to meal library successfully!"));
    await flush();
    click(getByRole("button", { name: "Add Meal" }));
    click(getByRole("button", { name: "From Library" }));
    await waitFor(() => getByLabelText("Saved Meal"));
  });

  test("Library saves the meal with its meal time bucket", async () => {
    const s = server({
      meals: [breakfast()],
      routes: { "GET /api/meal-templates": { body: [] }, "POST /api/meal-templates": { status: 201, body: {} } },
    });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Save Oat Breakfast to meal library"));
    await waitFor(() => expect(toastText()).toContain('"Oat Breakfast" saved to meal library successfully!'));
    const body = s.callsTo("POST", "/api/meal-templates")[0]?.body as {
      name: string;
      mealTime: string;
      data: { meal: unknown; ingredients: unknown[] };
    };
    expect(body.name).toBe("Oat Breakfast");
    expect(body.mealTime).toBe("breakfast");
    expect(body.data.meal).toEqual({ name: "Oat Breakfast", time: "07:30:00", notes: "with tea" });
    expect(body.data.ingredients).toHaveLength(3);
  });

  test(
    "add ingredient from My Ingredients: search, scaling to one " + "decimal, locked fields, nutrition sent with macro tracking",
    async () => {
      const s = server({
        meals: [breakfast({ ingredients: [] })],
        macroTracking: true,
        routes: { "POST /api/meals/1/ingredients": { status: 201, body: {} } },
      });
      render(<App />);
      await waitFor(() => card());
      click(within(card()).button("Add Ingredient"));
      const f = form("Add ingredient");
      click(within(f).button("From My Ingredients"));
      await waitFor(() => within(f).button(/^Oats/));
      type(labelled("input", "Search my ingredients", f) as HTMLInputElement, "zzz");
      expect(getByText("No ingredients found.", f)).toBeTruthy();
      type(labelled("input", "Search my ingredients", f) as HTMLInputElement, "OAT");
      click(within(f).button(/^Oats/));
      expect(getByLabelText("Ingredient Name", f).readOnly).toBe(true);
      expect(getByLabelText("Calories", f).value).toBe("150");
      type(getByLabelText("Quantity", f), "55");
      expect(getByLabelText("Calories", f).value).toBe("206.3");
      expect(getByLabelText("Protein (g)", f).value).toBe("6.9");
      expect(getByLabelText("Calories", f).readOnly).toBe(true);
      expect((getByLabelText("Unit", f) as unknown as HTMLSelectElement).disabled).toBe(true);
      click(within(f).button("Add Ingredient"));
      await waitFor(() => expect(toastText()).toContain("Ingredient added successfully"));
      expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]?.body).toEqual({
        name: "Oats",
        quantity: 55,
        unit: "g",
        calories: 206.3,
        protein: 6.9,
        carbs: 37.1,
        fat: 3.4,
        customIngredientId: 5,
      });
    },
  );

  test("manual entry with macro tracking off: no nutrition fields, none sent; name and quantity required", async () => {
    const s = server({
      meals: [breakfast({ ingredients: [] })],
      routes: { "POST /api/meals/1/ingredients": { status: 400, body: { message: "Quantity must be greater than 0" } } },
    });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Add Ingredient"));
    const f = form("Add ingredient");
    click(within(f).button("Manual Entry"));
    expect(queryByText("Calories", f)).toBeNull();
    const add = within(f).button("Add Ingredient") as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    type(getByLabelText("Ingredient Name", f), "Salt");
    expect(add.disabled).toBe(true);
    type(getByLabelText("Quantity", f), "1.5");
    expect(add.disabled).toBe(false);
    expect(getByLabelText("Quantity", f).getAttribute("step")).toBe("0.1");
    const unit = getByLabelText("Unit", f) as unknown as HTMLSelectElement;
    expect(Array.from(unit.options).map((o) => o.value)).toEqual([
      "g",
      "kg",
      "oz",
      "lb",
      "ml",
      "l",
      "fl oz",
      "cup",
      "tbsp",
      "tsp",
      "piece",
      "slice",
    ]);
    click(add);
    await waitFor(() => expect(toastText()).toContain("Failed to add ingredient: 400: Quantity must be greater than 0"));
    expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]?.body).toEqual({ name: "Salt", quantity: 1.5, unit: "g" });
  });

  test("Manual Entry: a bad quantity or nutrient is refused under its field before sending", async () => {
    const s = server({ meals: [breakfast({ ingredients: [] })], macroTracking: true });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Add Ingredient"));
    const f = form("Add ingredient");
    click(within(f).button("Manual Entry"));
    type(getByLabelText("Ingredient Name", f), "Butter");
    type(getByLabelText("Quantity", f), "20000");
    type(getByLabelText("Calories", f), "-5");
    type(getByLabelText("Fat (g)", f), "1500");
    click(within(f).button("Add Ingredient"));
    const under = (label: string) => document.getElementById(getByLabelText(label, f).getAttribute("aria-describedby") ?? "")?.textContent;
    await waitFor(() => expect(under("Quantity")).toBe("Quantity must be at most 10000"));
    expect(under("Calories")).toBe("Calories must be between 0 and 10000");
    expect(under("Fat (g)")).toBe("Fat must be between 0 and 1000 g");
    expect(s.callsTo("POST", "/api/meals/1/ingredients")).toHaveLength(0);
    type(getByLabelText("Quantity", f), "14");
    type(getByLabelText("Calories", f), "100");
    type(getByLabelText("Fat (g)", f), "11,5");
    click(within(f).button("Add Ingredient"));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/1/ingredients")).toHaveLength(1));
    expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]?.body).toEqual({
      name: "Butter",
      quantity: 14,
      unit: "g",
      calories: 100,
      fat: 11.5,
    });
  });

  test("Copy Previous copies from the day before and shows the answer's message", async () => {
    const s = server({ routes: { "POST /api/meals/copy-previous": { body: { message: "Copied 2 meals from Saturday", copied: 2 } } } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Copy Previous" }));
    click(getByRole("button", { name: "Copy Previous" }));
    await waitFor(() => expect(toastText()).toContain("Copied 2 meals from Saturday"));
    expect(s.callsTo("POST", "/api/meals/copy-previous")[0]?.body).toEqual({ fromDate: toIsoDate(addDays(today, -1)), toDate: TODAY });
  });

  test("a failed copy says so", async () => {
    server({ routes: { "POST /api/meals/copy-previous": { status: 500, text: "" } } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Copy Previous" }));
    click(getByRole("button", { name: "Copy Previous" }));
    await waitFor(() => expect(toastText()).toContain("Failed to copy meals: 500: "));
  });

  test("Save Plan posts the day's meals and names the day", async () => {
    const s = server({ meals: [breakfast()], routes: { "POST /api/meals/save-plan": { body: { meals: [] } } } });
    render(<App />);
    await waitFor(() => card());
    click(getByRole("button", { name: "Save Plan" }));
    await waitFor(() => expect(toastText()).toContain(`Meal plan for ${weekdayName(today)} saved successfully`));
    const body = s.callsTo("POST", "/api/meals/save-plan")[0]?.body as {
      date: string;
      meals: { meal: { id: number }; ingredients: unknown[] }[];
    };
    expect(body.date).toBe(TODAY);
    expect(body.meals[0]?.meal).toMatchObject({ id: 1, name: "Oat Breakfast", time: "07:30:00" });
    expect(body.meals[0]?.ingredients).toHaveLength(3);
    // The answer is the day as saved: shown without reading it again.
    await waitFor(() => expect(queryByText("Oat Breakfast")).toBeNull());
    await flush(5);
    expect(s.callsTo("GET", "/api/meals")).toHaveLength(1);
  });

  test("a failed save says 'Failed to save meal plan: {message}'", async () => {
    server({ meals: [breakfast()], routes: { "POST /api/meals/save-plan": { status: 404, body: { message: "Meal not found" } } } });
    render(<App />);
    await waitFor(() => card());
    click(getByRole("button", { name: "Save Plan" }));
    await waitFor(() => expect(toastText()).toContain("Failed to save meal plan: 404: Meal not found"));
  });

  test("load failure shows the message and Try Again reloads", async () => {
    let fail = true;
    server({ routes: { "GET /api/meals": () => (fail ? { status: 500, text: "Internal" } : { body: [breakfast()] }) } });
    render(<App />);
    await waitFor(() => getByText("Failed to load meals: 500: Internal"));
    fail = false;
    click(getByRole("button", { name: "Try Again" }));
    await waitFor(() => card());
  });

  test("a JSON error answer shows its message, not the raw JSON", async () => {
    server({ routes: { "GET /api/meals": { status: 503, body: { message: "Database is busy" } } } });
    render(<App />);
    await waitFor(() => getByText("Failed to load meals: 503: Database is busy"));
  });

  test("no HTTP answer at all: 'Failed to fetch meals'", async () => {
    server({ routes: { "GET /api/meals": new TypeError("offline") } });
    render(<App />);
    await waitFor(() => getByText("Failed to load meals: Failed to fetch meals"));
  });
});

describe("changing an ingredient's amount on the card", () => {
  /** A server that answers PUT /api/ingredients/11 like the real one: proportional nutrition, and the day reads it back. */
  function amountServer() {
    let day: Meal[] = [breakfast()];
    return mockFetch({
      "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking: true }) },
      "GET /api/meals": () => ({ body: day }),
      "PUT /api/ingredients/11": (call: Call) => {
        const changes = call.body as { quantity?: number; unit?: string };
        const meal = breakfast();
        const oatsRow = meal.ingredients[0]!;
        const quantity = changes.quantity ?? oatsRow.quantity;
        const scale = (n: number) => Math.round(((n * quantity) / oatsRow.quantity) * 10_000) / 10_000;
        const answer = {
          ...oatsRow,
          quantity,
          unit: changes.unit ?? oatsRow.unit,
          calories: scale(oatsRow.calories!),
          protein: scale(oatsRow.protein!),
          carbs: scale(oatsRow.carbs!),
        };
        day = [{ ...meal, ingredients: [answer, ...meal.ingredients.slice(1)] }];
        return { body: answer };
      },
    });
  }

  test("tapping the amount opens quantity and unit in place; saving sends the PUT and shows the new figures and totals", async () => {
    const mock = amountServer();
    render(<App />);
    await waitFor(() => card());
    const c = card();
    expect(getByText("80 g · 300.4 cal", c)).toBeTruthy();
    const macros = () => Array.from(getByRole("region", { name: "Daily Macros" }).querySelectorAll("dd")).map((d) => d.textContent);
    expect(macros()).toEqual(["401", "18g", "66g", "3g"]);

    click(within(c).button("Change amount of Oats: 80 g"));
    const quantity = getByLabelText("Quantity", form("Amount of Oats"));
    expect([quantity.inputMode, quantity.value]).toEqual(["decimal", "80"]);
    // The text is selected on focus, so typing replaces it.
    quantity.setSelectionRange(0, 0);
    act(() => {
      quantity.blur();
      quantity.focus();
    });
    expect([quantity.selectionStart, quantity.selectionEnd]).toEqual([0, 2]);
    expect((getByLabelText("Unit", form("Amount of Oats")) as unknown as HTMLSelectElement).value).toBe("g");

    // A comma is a decimal mark.
    type(quantity, "120,5");
    click(within(form("Amount of Oats")).button("Save"));
    await waitFor(() => getByText("120.5 g · 452.5 cal", card()));
    expect(mock.callsTo("PUT", "/api/ingredients/11")[0]?.body).toEqual({ quantity: 120.5 });
    expect(queryByText("Quantity")).toBeNull();
    // The meal's nutrition line and the day's totals follow.
    expect(getByText("552.8 cal", card())).toBeTruthy();
    expect(macros()).toEqual(["553", "24g", "93g", "3g"]);
    // The answer is the ingredient's new state: the day is not read again.
    await flush(5);
    expect(mock.callsTo("GET", "/api/meals")).toHaveLength(1);
  });

  test("a bad quantity is refused under the field before sending; the server's refusal shows there too", async () => {
    const mock = amountServer();
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Change amount of Oats: 80 g"));
    const quantity = getByLabelText("Quantity", form("Amount of Oats"));
    for (const [typed, message] of [
      ["0", "Quantity must be greater than 0"],
      ["", "Quantity must be greater than 0"],
      ["-3", "Quantity must be greater than 0"],
      ["lots", "Quantity must be a number"],
      ["20000", "Quantity must be at most 10000"],
    ]) {
      type(quantity, typed!);
      click(within(form("Amount of Oats")).button("Save"));
      await waitFor(() => expect(document.getElementById(quantity.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message));
      expect(queryAllByRole("alert").filter((a) => a.textContent === message)).toHaveLength(1);
    }
    expect(mock.callsTo("PUT", "/api/ingredients/11")).toHaveLength(0);
  });

  test("a refusal from the server shows under the quantity, once; Cancel leaves the amount as it was", async () => {
    server({
      meals: [breakfast()],
      routes: { "PUT /api/ingredients/11": { status: 400, body: { message: "Quantity is too large: calories would be over 10000" } } },
    });
    render(<App />);
    await waitFor(() => card());
    click(within(card()).button("Change amount of Oats: 80 g"));
    type(getByLabelText("Quantity", form("Amount of Oats")), "5000");
    click(within(form("Amount of Oats")).button("Save"));
    await waitFor(() => getByText("Quantity is too large: calories would be over 10000"));
    expect(document.body.textContent!.split("Quantity is too large").length - 1).toBe(1);
    expect(toastText()).toBe("");
    click(within(form("Amount of Oats")).button("Cancel"));
    expect(getByText("80 g", card())).toBeTruthy();
  });
});
