// Copy Previous into a day with meals, and saving a meal to the library under a name already there,
// ask first: Replace, Add anyway or Cancel. Nothing is asked when nothing would be doubled.
import { beforeEach, describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import { addDays, toIsoDate, weekdayName } from "@shared/dates";
import type { LibraryMeal } from "@shared/meal-library/contract";
import type { Meal } from "@shared/meals/contract";
import { App } from "@web/app";
import { swrConfig } from "@web/lib/data";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, flush, getByRole, getByText, queryByRole, render, waitFor } from "@web/test/render";
import { MealCard } from "./MealCard";

const today = new Date();
const TODAY = toIsoDate(today);
const YESTERDAY = toIsoDate(addDays(today, -1));
const day = weekdayName(today);
const previousDay = weekdayName(addDays(today, -1));

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meals");
});

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

function meal(id: number, name: string, over: Partial<Meal> = {}): Meal {
  return { id, date: TODAY, name, time: "07:30:00", notes: null, isPrepped: false, isConsumed: false, ingredients: [], ...over };
}

function libraryMeal(id: number, name: string): LibraryMeal {
  return {
    id,
    name,
    mealTime: "breakfast",
    categories: ["breakfast", "pre-lift"],
    data: { meal: { name, time: "07:00:00", notes: null }, ingredients: [] },
    shared: true,
    owner: { id: 1, firstName: "Ada" },
    createdAt: "2026-01-01T00:00:00Z",
  };
}

describe("Copy Previous", () => {
  function server(meals: Meal[]) {
    return mockFetch({
      "GET /api/auth/user": { body: signedIn(testUser) },
      "GET /api/meals": { body: meals },
      "POST /api/meals/copy-previous": { body: { message: `Copied 1 meal from ${previousDay}`, copied: 1 } },
    });
  }
  const copies = (mock: ReturnType<typeof server>) => mock.callsTo("POST", "/api/meals/copy-previous").map((c) => c.body);

  async function clickCopy() {
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Copy Previous" }));
    click(getByRole("button", { name: "Copy Previous" }));
  }

  test("into an empty day: copies at once, with no mode (the server appends)", async () => {
    const mock = server([]);
    await clickCopy();
    await waitFor(() => expect(copies(mock)).toEqual([{ fromDate: YESTERDAY, toDate: TODAY }]));
    expect(queryByRole("button", { name: "Add anyway" })).toBeNull();
    await waitFor(() => expect(toastTitles()).toEqual([`Copied 1 meal from ${previousDay}`]));
  });

  test("into a day with meals: asks; Replace sends mode replace", async () => {
    const mock = server([meal(1, "Oats"), meal(2, "Lunch", { time: "12:00:00" })]);
    await clickCopy();
    await waitFor(() => getByRole("heading", { name: `${day} already has meals` }));
    expect(getByText(`Copy ${previousDay}'s meals in their place, or next to them?`)).toBeTruthy();
    expect(getByText(`Remove the 2 meals planned for ${day} first.`)).toBeTruthy();
    expect(copies(mock)).toHaveLength(0);
    click(getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(copies(mock)).toEqual([{ fromDate: YESTERDAY, toDate: TODAY, mode: "replace" }]));
    await waitFor(() => expect(queryByRole("heading", { name: `${day} already has meals` }) === null).toBe(true));
    expect(toastTitles()).toEqual([`Copied 1 meal from ${previousDay}`]);
  });

  test("Add anyway sends mode append", async () => {
    const mock = server([meal(1, "Oats")]);
    await clickCopy();
    await waitFor(() => getByRole("button", { name: "Add anyway" }));
    expect(getByText(`Keep them and add ${previousDay}'s meals too.`)).toBeTruthy();
    click(getByRole("button", { name: "Add anyway" }));
    await waitFor(() => expect(copies(mock)).toEqual([{ fromDate: YESTERDAY, toDate: TODAY, mode: "append" }]));
  });

  test("Cancel sends nothing", async () => {
    const mock = server([meal(1, "Oats")]);
    await clickCopy();
    await waitFor(() => getByRole("button", { name: "Cancel" }));
    click(getByRole("button", { name: "Cancel" }));
    await flush();
    expect(queryByRole("button", { name: "Add anyway" })).toBeNull();
    expect(copies(mock)).toHaveLength(0);
    expect(toastTitles()).toEqual([]);
  });

  test("Replace warns when consumed meals would be lost", async () => {
    server([meal(1, "Oats", { isConsumed: true }), meal(2, "Lunch")]);
    await clickCopy();
    await waitFor(() => getByText(`Remove the 2 meals planned for ${day} first. 1 consumed meal will be lost.`));
    expect(getByRole("button", { name: "Replace" }).className).toContain("choice-warn");
  });
});

describe("Save to meal library", () => {
  const oats = meal(1, "Oat Breakfast", {
    notes: "with tea",
    ingredients: [
      {
        id: 11,
        mealId: 1,
        name: "Oats",
        quantity: 80,
        unit: "g",
        calories: 300,
        protein: 10,
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
    ],
  });

  function server(library: LibraryMeal[]) {
    return mockFetch({
      "GET /api/meal-templates": { body: library },
      "POST /api/meal-templates": (call) => ({ status: 201, body: { ...libraryMeal(50, "x"), ...(call.body as object) } }),
      "PUT /api/meal-templates/7": (call) => ({ body: { ...libraryMeal(7, "x"), ...(call.body as object) } }),
      "PUT /api/meal-templates/8": (call) => ({ body: { ...libraryMeal(8, "x"), ...(call.body as object) } }),
    });
  }
  const writes = (mock: ReturnType<typeof server>) => mock.calls.filter((c) => c.method !== "GET");

  function mount() {
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <MealCard date={TODAY} meal={oats} macroTracking={false} />
      </SWRConfig>,
    );
    click(getByRole("button", { name: "Save Oat Breakfast to meal library" }));
  }

  test("a new name saves at once, with no question", async () => {
    const mock = server([libraryMeal(7, "Oat Bowl")]);
    mount();
    await waitFor(() => expect(toastTitles()).toEqual(['"Oat Breakfast" saved to meal library successfully!']));
    expect(writes(mock).map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/meal-templates"]);
    expect(writes(mock)[0]!.body).toMatchObject({ name: "Oat Breakfast", mealTime: "breakfast" });
    expect(queryByRole("button", { name: "Add anyway" })).toBeNull();
  });

  test("a name already there (trimmed, any case) asks; Replace updates the newest entry of that name", async () => {
    // The library answers newest first.
    const mock = server([libraryMeal(8, "  oat BREAKFAST "), libraryMeal(7, "Oat Breakfast")]);
    mount();
    await waitFor(() => getByRole("heading", { name: '"oat BREAKFAST" is already in your library' }));
    expect(writes(mock)).toHaveLength(0);
    click(getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(writes(mock)).toHaveLength(1));
    expect(writes(mock)[0]).toMatchObject({
      method: "PUT",
      url: "/api/meal-templates/8",
      body: {
        name: "Oat Breakfast",
        data: {
          meal: { name: "Oat Breakfast", time: "07:30:00", notes: "with tea" },
          ingredients: [{ name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: null }],
        },
      },
    });
    // Categories the member picked are kept: the update does not send them.
    expect(writes(mock)[0]!.body).not.toHaveProperty("categories");
    await waitFor(() => expect(toastTitles()).toEqual(['"Oat Breakfast" saved to meal library successfully!']));
  });

  test("Add anyway saves a second entry", async () => {
    const mock = server([libraryMeal(7, "Oat Breakfast")]);
    mount();
    await waitFor(() => getByRole("button", { name: "Add anyway" }));
    click(getByRole("button", { name: "Add anyway" }));
    await waitFor(() => expect(writes(mock)).toHaveLength(1));
    expect(writes(mock)[0]).toMatchObject({ method: "POST", url: "/api/meal-templates", body: { name: "Oat Breakfast" } });
  });

  test("Cancel sends nothing", async () => {
    const mock = server([libraryMeal(7, "Oat Breakfast")]);
    mount();
    await waitFor(() => getByRole("button", { name: "Cancel" }));
    click(getByRole("button", { name: "Cancel" }));
    await flush();
    expect(queryByRole("button", { name: "Add anyway" })).toBeNull();
    expect(writes(mock)).toHaveLength(0);
    expect(toastTitles()).toEqual([]);
  });

  test("when the library cannot be read, nothing is saved and the failure is shown", async () => {
    const mock = mockFetch({ "GET /api/meal-templates": { status: 500, body: { message: "Database is busy" } } });
    mount();
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]!.description).toBe("Failed to save meal to library: 500: Database is busy");
    expect(mock.calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });
});
