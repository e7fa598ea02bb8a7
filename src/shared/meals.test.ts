import { describe, expect, test } from "bun:test";
import { firstIssueMessage } from "./validation";
import {
  createMealSchema,
  customIngredientSchema,
  dailyMacros,
  formatNutrient,
  INGREDIENT_UNITS,
  ingredientQuantityLabel,
  ingredientScreenUnit,
  macroTotals,
  matchesLibraryFilter,
  MEAL_UNITS,
  mealIngredientSchema,
  mealTimeOf,
  normalizeUnit,
  prepPercent,
  progressPercent,
  scaleNutrient,
  updateMealSchema,
} from "./meals";

describe("mealTime bucket (spec 5, 9)", () => {
  test("bucket edges", () => {
    expect(mealTimeOf("04:59:00")).toBe("snack");
    expect(mealTimeOf("05:00:00")).toBe("breakfast");
    expect(mealTimeOf("7:30 AM")).toBe("breakfast");
    expect(mealTimeOf("10:59:00")).toBe("breakfast");
    expect(mealTimeOf("11:00:00")).toBe("lunch");
    expect(mealTimeOf("14:59:00")).toBe("lunch");
    expect(mealTimeOf("3:00 PM")).toBe("dinner");
    expect(mealTimeOf("19:59:00")).toBe("dinner");
    expect(mealTimeOf("20:00:00")).toBe("snack");
    expect(mealTimeOf("12:00 AM")).toBe("snack");
    expect(mealTimeOf("garbage")).toBe("snack");
  });
});

describe("prep and progress percentages (spec 4)", () => {
  const ing = (...prepped: boolean[]) => prepped.map((isPrepped) => ({ isPrepped }));
  test("with ingredients: 100 when the meal is prepped, else the rounded share", () => {
    expect(prepPercent({ isPrepped: true, ingredients: ing(false, false) })).toBe(100);
    expect(prepPercent({ isPrepped: false, ingredients: ing(true, false, false) })).toBe(33);
    expect(prepPercent({ isPrepped: false, ingredients: ing(true, true, false) })).toBe(67);
    expect(prepPercent({ isPrepped: false, ingredients: ing(true) })).toBe(100);
    expect(prepPercent({ isPrepped: false, ingredients: ing(false) })).toBe(0);
  });
  test("without ingredients: 100 when prepped, else 0", () => {
    expect(prepPercent({ isPrepped: true, ingredients: [] })).toBe(100);
    expect(prepPercent({ isPrepped: false, ingredients: [] })).toBe(0);
  });
  test("progress is done / total x 100, 0 with nothing", () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("quantity scaling (spec 5)", () => {
  test("per-unit value x quantity / default quantity, one decimal", () => {
    expect(scaleNutrient(150, 80, 40)).toBe(300);
    expect(scaleNutrient(5, 55, 40)).toBe(6.9);
    expect(scaleNutrient(2.5, 1, 3)).toBe(0.8);
    expect(scaleNutrient(150, 40, 40)).toBe(150);
  });
  test("missing nutrition stays missing; a zero default quantity cannot scale", () => {
    expect(scaleNutrient(null, 80, 40)).toBeNull();
    expect(scaleNutrient(undefined, 80, 40)).toBeNull();
    expect(scaleNutrient(10, 80, 0)).toBeNull();
    expect(scaleNutrient(10, Number.NaN, 40)).toBeNull();
  });
  test("display at one decimal, 0 when missing", () => {
    expect(formatNutrient(150)).toBe("150.0");
    expect(formatNutrient(3.25)).toBe("3.3");
    expect(formatNutrient(null)).toBe("0");
    expect(formatNutrient(undefined)).toBe("0");
  });
});

describe("macro totals", () => {
  test("sums ingredients, missing as 0, numeric strings as numbers", () => {
    expect(macroTotals([{ calories: 150, protein: 5.25 }, { calories: 150, protein: "2", carbs: null, fat: "0" }])).toEqual({
      calories: 300,
      protein: 7.3,
      carbs: 0,
      fat: 0,
    });
  });
  test("daily totals are rounded", () => {
    expect(dailyMacros([{ ingredients: [{ calories: 100.4, protein: 2.5 }] }, { ingredients: [{ calories: 0.4, fat: 1.2 }] }])).toEqual({
      calories: 101,
      protein: 3,
      carbs: 0,
      fat: 1,
    });
    expect(dailyMacros([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    // Rounded once from the exact sum, not via one decimal (2.46 -> 2.5 -> 3).
    expect(dailyMacros([{ ingredients: [{ calories: 99.46, protein: 2.46, carbs: 1.2, fat: 0.45 }] }])).toEqual({
      calories: 99,
      protein: 2,
      carbs: 1,
      fat: 0,
    });
  });
});

describe("units (spec 3, DESIGN 6)", () => {
  test("the two screens' lists, exactly", () => {
    expect([...MEAL_UNITS]).toEqual(["g", "kg", "oz", "lb", "ml", "l", "fl oz", "cup", "tbsp", "tsp", "piece", "slice"]);
    expect([...INGREDIENT_UNITS]).toEqual(["g", "kg", "oz", "lb", "cups", "tbsp", "tsp", "ml", "l", "fl oz", "pieces", "slices"]);
  });
  test("both spellings accepted, stored singular", () => {
    expect(normalizeUnit("cups")).toBe("cup");
    expect(normalizeUnit("cup")).toBe("cup");
    expect(normalizeUnit("Pieces")).toBe("piece");
    expect(normalizeUnit("slices")).toBe("slice");
    expect(normalizeUnit(" fl  oz ")).toBe("fl oz");
    expect(normalizeUnit("handful")).toBeNull();
    for (const u of [...MEAL_UNITS, ...INGREDIENT_UNITS]) expect(normalizeUnit(u)).not.toBeNull();
  });
  test("the ingredient screen spells stored units its way", () => {
    expect(ingredientScreenUnit("cup")).toBe("cups");
    expect(ingredientScreenUnit("piece")).toBe("pieces");
    expect(ingredientScreenUnit("g")).toBe("g");
    for (const u of INGREDIENT_UNITS) expect(ingredientScreenUnit(normalizeUnit(u)!)).toBe(u);
  });
  test("a card's quantity reads naturally: one cup, two cups", () => {
    expect(ingredientQuantityLabel(1, "cup")).toBe("1 cup");
    expect(ingredientQuantityLabel(1, "pieces")).toBe("1 piece");
    expect(ingredientQuantityLabel(2, "cup")).toBe("2 cups");
    expect(ingredientQuantityLabel(0.5, "slice")).toBe("0.5 slices");
    expect(ingredientQuantityLabel(40, "g")).toBe("40 g");
    expect(ingredientQuantityLabel(1, "fl oz")).toBe("1 fl oz");
  });
});

describe("library filter (spec 5)", () => {
  const t = { name: "Overnight Oats", categories: ["breakfast", "pre-lift"] };
  test("case-insensitive name substring and category", () => {
    expect(matchesLibraryFilter(t, "OATS", "all")).toBe(true);
    expect(matchesLibraryFilter(t, "night", "pre-lift")).toBe(true);
    expect(matchesLibraryFilter(t, "", "dinner")).toBe(false);
    expect(matchesLibraryFilter(t, "soup", "all")).toBe(false);
  });
});

describe("schemas", () => {
  const message = (r: { success: boolean; error?: unknown }) => (r.success ? null : firstIssueMessage(r.error as never));
  test("custom ingredient messages (spec 5)", () => {
    const base = { name: "Oats", defaultQuantity: 40, defaultUnit: "g" };
    expect(message(customIngredientSchema.safeParse({ ...base, name: "  " }))).toBe("Ingredient name is required");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultQuantity: 0 }))).toBe("Quantity must be greater than 0");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultQuantity: "abc" }))).toBe("Quantity must be greater than 0");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultUnit: "" }))).toBe("Unit is required");
    expect(message(customIngredientSchema.safeParse({ ...base, caloriesPerUnit: -1 }))).toContain("caloriesPerUnit");
    const ok = customIngredientSchema.parse({ ...base, defaultQuantity: "0.01", defaultUnit: "cups", caloriesPerUnit: "150", proteinPerUnit: "" });
    expect(ok).toMatchObject({ defaultQuantity: 0.01, defaultUnit: "cup", caloriesPerUnit: 150, proteinPerUnit: undefined });
  });
  test("meals take either time form and store HH:MM:00", () => {
    expect(createMealSchema.parse({ date: "2025-06-08", name: "Breakfast", time: "7:30 AM" }).time).toBe("07:30:00");
    expect(createMealSchema.parse({ date: "2025-06-08", name: "Breakfast", time: "07:30" }).time).toBe("07:30:00");
    expect(message(createMealSchema.safeParse({ date: "2025-02-30", name: "B", time: "7:30 AM" }))).toContain("date");
    expect(message(createMealSchema.safeParse({ date: "2025-06-08", name: "B", time: "25:00" }))).toContain("time");
    expect(message(createMealSchema.safeParse({ date: "2025-06-08", name: " ", time: "7:30 AM" }))).toBe("Meal name is required");
    expect(message(updateMealSchema.safeParse({}))).toContain("Nothing to update");
  });
  test("meal ingredient quantity and units", () => {
    expect(mealIngredientSchema.parse({ name: "Oats", quantity: 80, unit: "g" })).toMatchObject({ quantity: 80, unit: "g" });
    expect(message(mealIngredientSchema.safeParse({ name: "Oats", quantity: 0, unit: "g" }))).toBe("Quantity must be greater than 0");
    expect(message(mealIngredientSchema.safeParse({ name: "Oats", quantity: 1, unit: "bucket" }))).toContain("unit must be one of");
  });
});
