// A food by its typed barcode in the ingredient form: found, it is picked like a search result;
// not found, the server's message and "Save as my own food" with the code; a wrong check digit is
// caught before asking.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Food } from "@shared/foods/contract";
import type { Meal } from "@shared/meals/contract";
import { toIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, render, type, waitFor } from "@web/test/render";
import { BAD_CODE, OFFLINE } from "./BarcodeEntry";

const TODAY = toIsoDate(new Date());
const NUTELLA = "3017620422003";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meals");
});

const nutella: Food = {
  id: `off:${NUTELLA}`,
  name: "Nutella",
  source: "openfoodfacts",
  brand: "Ferrero",
  barcode: NUTELLA,
  per100g: { calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9, fiber: null, sugar: 56.3, sodium: 42.8 },
  portions: [{ label: "1 serving (15 g)", grams: 15 }],
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

function server(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking: true }) },
    "GET /api/meals": { body: [meal] },
    "GET /api/custom-ingredients": { body: [] },
    "GET /api/foods": { body: [] },
    [`GET /api/foods/barcode/${NUTELLA}`]: { body: nutella },
    "GET /api/foods/barcode/4006381333931": {
      status: 404,
      body: { message: "No food with this barcode, here or on Open Food Facts.", lookedUpOnline: true },
    },
    "POST /api/meals/1/ingredients": { status: 201, body: {} },
    ...extra,
  });
}

async function openForm() {
  render(<App />);
  await waitFor(() => getByRole("button", { name: "Add Ingredient" }));
  click(getByRole("button", { name: "Add Ingredient" }));
  const f = Array.from(document.querySelectorAll<HTMLElement>("form")).find((x) => x.getAttribute("aria-label") === "Add ingredient");
  if (!f) throw new Error("no add form");
  return f;
}

describe("a food by its barcode", () => {
  test("found: offered like a search result, picked with its serving, added by its id", async () => {
    const s = server();
    const f = await openForm();
    type(getByLabelText("Barcode", f), NUTELLA);
    click(getByRole("button", { name: "Look up" }, f));
    await waitFor(() => getByRole("button", { name: /^Nutella/ }, f));
    expect(getByText("Ferrero · 539 cal per 100 g", f)).toBeTruthy();
    click(getByRole("button", { name: /^Nutella/ }, f));
    expect((getByLabelText("Portion", f) as unknown as HTMLSelectElement).value).toBe("1 serving (15 g)");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/1/ingredients")).toHaveLength(1));
    expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]!.body).toMatchObject({ foodId: `off:${NUTELLA}`, portion: "1 serving (15 g)" });
  });

  test("not found: the server's message and Save as my own food, opening My Ingredients with the code", async () => {
    server();
    const f = await openForm();
    type(getByLabelText("Barcode", f), "4006381333931");
    click(getByRole("button", { name: "Look up" }, f));
    await waitFor(() => getByText("No food with this barcode, here or on Open Food Facts.", f));
    expect(getByRole("link", { name: "Save as my own food" }, f).getAttribute("href")).toBe("/ingredients?barcode=4006381333931");
  });

  test("a wrong check digit is caught before asking the server", async () => {
    const s = server();
    const f = await openForm();
    type(getByLabelText("Barcode", f), "3017620422004");
    click(getByRole("button", { name: "Look up" }, f));
    await waitFor(() => getByText(BAD_CODE, f));
    expect(s.calls.filter((c) => c.url.startsWith("/api/foods/barcode"))).toEqual([]);
  });

  test("typed while the server cannot be reached: kept, and looked up when the app is back online", async () => {
    let reachable = false;
    const s = server({ [`GET /api/foods/barcode/${NUTELLA}`]: () => (reachable ? { body: nutella } : new Error("offline")) });
    const f = await openForm();
    type(getByLabelText("Barcode", f), NUTELLA);
    click(getByRole("button", { name: "Look up" }, f));
    await waitFor(() => getByText(OFFLINE, f));
    reachable = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => getByRole("button", { name: /^Nutella/ }, f));
    expect(s.callsTo("GET", `/api/foods/barcode/${NUTELLA}`)).toHaveLength(2);
  });
});
