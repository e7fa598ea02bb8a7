// The My Ingredients screen against a stand-in server: add, validation, edit, delete, search, load failure.
import { act } from "react";
import { beforeEach, describe, expect, test } from "bun:test";
import type { CustomIngredient } from "@shared/custom-ingredients/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import {
  accessibleName,
  click,
  getByLabelText,
  getByRole,
  getByText,
  queryByLabelText,
  queryByText,
  render,
  type,
  waitFor,
} from "@web/test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/ingredients");
});

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";
const oats: CustomIngredient = {
  id: 5,
  name: "Oats",
  defaultQuantity: 40,
  defaultUnit: "g",
  aisle: "pantry",
  caloriesPerUnit: 150,
  proteinPerUnit: 5.25,
  carbsPerUnit: null,
  fatPerUnit: 2.5,
  fiberPerUnit: null,
  sugarPerUnit: null,
  sodiumPerUnit: null,
  notes: "rolled",
  barcode: null,
  shared: true,
  owner: { id: 1, firstName: "Ada" },
  createdAt: "",
};
const milk: CustomIngredient = { ...oats, id: 6, name: "Milk", defaultQuantity: 1, defaultUnit: "cup", caloriesPerUnit: 100, notes: null };

function server(list: CustomIngredient[], macroTracking = true, routes: Parameters<typeof mockFetch>[0] = {}) {
  let current = list;
  return mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking }) },
    "GET /api/custom-ingredients": () => ({ body: current }),
    "POST /api/custom-ingredients": (call: Call) => {
      current = [...current, { ...oats, id: 99, ...(call.body as object) }];
      return { status: 201, body: current.at(-1) };
    },
    ...routes,
  });
}

function card(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}
const form = (label: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)!;
const search = () => document.querySelector<HTMLInputElement>('input[aria-label="Search ingredients"]')!;

describe("my ingredients", () => {
  test("empty, then the add form with its defaults and the validation messages", async () => {
    const s = server([]);
    render(<App />);
    await waitFor(() => getByText("No ingredients yet"));
    click(getByRole("button", { name: "Add Ingredient" }));
    const f = form("Add ingredient");
    expect(getByLabelText("Default Quantity", f).value).toBe("1");
    const unit = getByLabelText("Unit", f) as unknown as HTMLSelectElement;
    expect(unit.value).toBe("g");
    expect(Array.from(unit.options).map((o) => o.value)).toEqual([
      "g",
      "kg",
      "oz",
      "lb",
      "cups",
      "tbsp",
      "tsp",
      "ml",
      "l",
      "fl oz",
      "pieces",
      "slices",
    ]);
    type(getByLabelText("Default Quantity", f), "0");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => getByText("Ingredient name is required"));
    expect(getByText("Quantity must be greater than 0")).toBeTruthy();
    expect(s.callsTo("POST", "/api/custom-ingredients")).toHaveLength(0);

    // Nutrition out of range: named as the form names it, under its own input.
    type(getByLabelText("Protein (g)", f), "-1");
    type(getByLabelText("Calories", f), "20000");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => getByText("Protein must be between 0 and 1000 g"));
    const under = (label: string) => document.getElementById(getByLabelText(label, f).getAttribute("aria-describedby") ?? "")?.textContent;
    expect(under("Protein (g)")).toBe("Protein must be between 0 and 1000 g");
    expect(under("Calories")).toBe("Calories must be between 0 and 10000");
    expect(s.callsTo("POST", "/api/custom-ingredients")).toHaveLength(0);
    type(getByLabelText("Protein (g)", f), "");

    type(getByLabelText("Name", f), "Oats");
    type(getByLabelText("Default Quantity", f), "40");
    type(getByLabelText("Calories", f), "150");
    type(getByLabelText("Notes", f), "rolled");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(toastText()).toContain("Ingredient added successfully"));
    expect(s.callsTo("POST", "/api/custom-ingredients")[0]?.body).toEqual({
      name: "Oats",
      defaultQuantity: 40,
      defaultUnit: "g",
      caloriesPerUnit: 150,
      notes: "rolled",
    });
    await waitFor(() => card("Oats"));
  });

  test("opened from a barcode no food has: the add form with the code, sent with the ingredient; a bad check digit is caught", async () => {
    window.history.replaceState(null, "", "/ingredients?barcode=4006381333931");
    const s = server([]);
    render(<App />);
    await waitFor(() => expect(form("Add ingredient")).toBeTruthy());
    const f = form("Add ingredient");
    expect(getByLabelText("Barcode", f).value).toBe("4006381333931");
    type(getByLabelText("Name", f), "Pencil cookies");
    type(getByLabelText("Default Quantity", f), "100");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(toastText()).toContain("Ingredient added successfully"));
    expect(s.callsTo("POST", "/api/custom-ingredients")[0]?.body).toMatchObject({ name: "Pencil cookies", barcode: "4006381333931" });
    window.history.replaceState(null, "", "/ingredients");
    click(getByRole("button", { name: "Add Ingredient" }));
    const again = form("Add ingredient");
    type(getByLabelText("Name", again), "Bad code");
    type(getByLabelText("Barcode", again), "4006381333932");
    click(getByRole("button", { name: "Add Ingredient" }, again));
    await waitFor(() => getByText(/Not a valid barcode/));
    expect(s.callsTo("POST", "/api/custom-ingredients")).toHaveLength(1);
  });

  test("fibre, sugar and sodium per the default quantity: optional, checked, sent when typed", async () => {
    const s = server([]);
    render(<App />);
    await waitFor(() => getByText("No ingredients yet"));
    click(getByRole("button", { name: "Add Ingredient" }));
    const f = form("Add ingredient");
    type(getByLabelText("Name", f), "Bread");
    type(getByLabelText("Sodium (mg)", f), "30000");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => getByText("Sodium must be between 0 and 20000 mg"));
    expect(s.callsTo("POST", "/api/custom-ingredients")).toHaveLength(0);
    type(getByLabelText("Sodium (mg)", f), "250");
    type(getByLabelText("Fiber (g)", f), "3.5");
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(s.callsTo("POST", "/api/custom-ingredients")).toHaveLength(1));
    expect(s.callsTo("POST", "/api/custom-ingredients")[0]?.body).toEqual({
      name: "Bread",
      defaultQuantity: 1,
      defaultUnit: "g",
      fiberPerUnit: 3.5,
      sodiumPerUnit: 250,
      notes: "",
    });
  });

  test("cards: default quantity and unit, nutrition badges at one decimal (0 when missing), notes", async () => {
    server([oats, milk]);
    render(<App />);
    await waitFor(() => card("Oats"));
    const c = card("Oats");
    expect(getByText("40 g", c)).toBeTruthy();
    for (const badge of ["150 cal", "5.3g protein", "0g carbs", "2.5g fat"]) expect(getByText(badge, c)).toBeTruthy();
    expect(getByText("rolled", c)).toBeTruthy();
    // One of a plural-spelled unit reads singular.
    expect(getByText("1 cup", card("Milk"))).toBeTruthy();
  });

  test("macro tracking off: no nutrition badges or inputs", async () => {
    server([oats], false);
    render(<App />);
    await waitFor(() => card("Oats"));
    expect(queryByText("150 cal")).toBeNull();
    click(getByRole("button", { name: "Add Ingredient" }));
    expect(queryByLabelText("Calories")).toBeNull();
  });

  test("search by name, case-insensitive; no match says so", async () => {
    server([oats, milk]);
    render(<App />);
    await waitFor(() => card("Oats"));
    type(search(), "MIL");
    expect(() => card("Oats")).toThrow();
    expect(card("Milk")).toBeTruthy();
    type(search(), "quinoa");
    expect(getByText("No ingredients match your search.")).toBeTruthy();
  });

  test("inline edit, one card at a time; update sends the fields", async () => {
    const s = server([oats, milk], true, { "PUT /api/custom-ingredients/5": { body: oats } });
    render(<App />);
    await waitFor(() => card("Oats"));
    click(getByRole("button", { name: "Edit Oats" }));
    expect(form("Edit Oats")).toBeTruthy();
    click(getByRole("button", { name: "Edit Milk" }));
    expect(form("Edit Oats")).toBeNull();
    expect(getByLabelText("Unit", form("Edit Milk")).value).toBe("cups");
    click(getByRole("button", { name: "Cancel" }, form("Edit Milk")));
    click(getByRole("button", { name: "Edit Oats" }));
    const f = form("Edit Oats");
    type(getByLabelText("Name", f), "Rolled Oats");
    click(getByRole("button", { name: "Save" }, f));
    await waitFor(() => expect(toastText()).toContain("Ingredient updated successfully"));
    expect(s.callsTo("PUT", "/api/custom-ingredients/5")[0]?.body).toEqual({
      name: "Rolled Oats",
      defaultQuantity: 40,
      defaultUnit: "g",
      caloriesPerUnit: 150,
      proteinPerUnit: 5.25,
      fatPerUnit: 2.5,
      notes: "rolled",
    });
  });

  test("the aisle is picked from the eight and sent only when changed", async () => {
    const s = server([oats], true, { "PUT /api/custom-ingredients/5": { body: { ...oats, aisle: "bakery" } } });
    render(<App />);
    await waitFor(() => card("Oats"));
    click(getByRole("button", { name: "Edit Oats" }));
    const f = form("Edit Oats");
    const pick = Array.from(f!.querySelectorAll("select")).find((el) => el.querySelector('option[value="bakery"]'))!;
    expect(Array.from(pick.options).map((o) => o.value)).toEqual([
      "produce",
      "meat and fish",
      "dairy and eggs",
      "bakery",
      "pantry",
      "frozen",
      "drinks",
      "other",
    ]);
    expect(pick.value).toBe("pantry");
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(pick, "bakery");
      pick.dispatchEvent(new Event("change", { bubbles: true }));
    });
    click(getByRole("button", { name: "Save" }, f!));
    await waitFor(() => expect(s.callsTo("PUT", "/api/custom-ingredients/5")[0]?.body).toMatchObject({ aisle: "bakery" }));
  });

  test("a failed update says 'Failed to update ingredient: {message}'", async () => {
    server([oats], true, { "PUT /api/custom-ingredients/5": { status: 404, body: { message: "Ingredient not found" } } });
    render(<App />);
    await waitFor(() => card("Oats"));
    click(getByRole("button", { name: "Edit Oats" }));
    click(getByRole("button", { name: "Save" }, form("Edit Oats")));
    await waitFor(() => expect(toastText()).toContain("Failed to update ingredient: 404: Ingredient not found"));
  });

  test("delete asks with the dialog, then deletes", async () => {
    const s = server([oats], true, { "DELETE /api/custom-ingredients/5": { body: { ok: true } } });
    render(<App />);
    await waitFor(() => card("Oats"));
    click(getByRole("button", { name: "Delete Oats" }));
    const dialog = getByRole("dialog", { name: "Delete Ingredient" });
    expect(dialog.textContent).toContain("Are you sure you want to delete this ingredient? This action cannot be undone.");
    click(getByRole("button", { name: "Delete" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Ingredient deleted successfully"));
    expect(s.callsTo("DELETE", "/api/custom-ingredients/5")).toHaveLength(1);
  });

  test("failures to add or delete say so", async () => {
    server([oats], true, {
      "POST /api/custom-ingredients": { status: 400, body: { message: "Unit is required" } },
      "DELETE /api/custom-ingredients/5": { status: 500, text: "" },
    });
    render(<App />);
    await waitFor(() => card("Oats"));
    click(getByRole("button", { name: "Add Ingredient" }));
    type(getByLabelText("Name", form("Add ingredient")), "Salt");
    click(getByRole("button", { name: "Add Ingredient" }, form("Add ingredient")));
    await waitFor(() => expect(toastText()).toContain("Failed to add ingredient: 400: Unit is required"));
    click(getByRole("button", { name: "Delete Oats" }));
    click(getByRole("button", { name: "Delete" }, getByRole("dialog")));
    await waitFor(() => expect(toastText()).toContain("Failed to delete ingredient: 500: "));
  });

  test("load failure", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/custom-ingredients": { status: 500, text: "x" } });
    render(<App />);
    await waitFor(() => getByText("Failed to fetch ingredients"));
  });
});

describe("shared ingredients", () => {
  const bens: CustomIngredient = { ...milk, id: 7, name: "Skyr", owner: { id: 2, firstName: "Ben" } };
  const former: CustomIngredient = { ...milk, id: 8, name: "Tahini", owner: null };
  const mine: CustomIngredient = { ...oats, shared: false };

  test("another member's shows its owner and only 'Save a copy'; own ones say whether they are shared", async () => {
    const s = server([bens, mine, former], true, {
      "POST /api/custom-ingredients/7/copy": { status: 201, body: { ...bens, id: 9, owner: { id: 1, firstName: "Ada" }, shared: false } },
    });
    render(<App />);
    await waitFor(() => card("Skyr"));
    expect(card("Skyr").textContent).toContain("From Ben");
    expect(card("Tahini").textContent).toContain("From a former member");
    expect(card("Oats").textContent).toContain("Private");
    expect(card("Skyr").querySelector('button[aria-label="Edit Skyr"]')).toBeNull();
    expect(card("Oats").querySelector('button[aria-label="Edit Oats"]')).not.toBeNull();
    click(card("Skyr").querySelector<HTMLElement>('button[aria-label="Save a copy of Skyr"]')!);
    await waitFor(() => expect(s.callsTo("POST", "/api/custom-ingredients/7/copy")).toHaveLength(1));
  });

  test("'Share all of mine' shares the member's private ones in one request", async () => {
    const s = server([mine, bens], true, { "POST /api/custom-ingredients/share-all": { body: { shared: 1 } } });
    render(<App />);
    const button = await waitFor(() => getByRole("button", { name: "Share all of mine (1)" }));
    click(button);
    await waitFor(() => expect(s.callsTo("POST", "/api/custom-ingredients/share-all")).toHaveLength(1));
    await waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent ?? "").toContain("1 ingredient shared with the household"),
    );
  });
});
