// The meal plan's pure rules: prep and progress percentages, nutrient display, macro totals.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { progressPercent } from "@shared/progress";
import { firstIssueMessage } from "@shared/validation";
import { shoppingListQuerySchema } from "./contract";
import {
  dailyMacros,
  familyLine,
  formatNutrient,
  isMealPrepped,
  macroTotals,
  markIngredientPrepped,
  markMealPrepped,
  prepPercent,
  rescaledNutrition,
  scaledIngredient,
  shoppingRangeProblem,
  steppedPortion,
} from "./rules";

describe("prep and progress percentages", () => {
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

describe("nutrient display", () => {
  test("display at one decimal, 0 when missing", () => {
    expect(formatNutrient(150)).toBe("150");
    expect(formatNutrient(165.04)).toBe("165");
    expect(formatNutrient(12.5)).toBe("12.5");
    expect(formatNutrient(3.25)).toBe("3.3");
    expect(formatNutrient(null)).toBe("0");
    expect(formatNutrient(undefined)).toBe("0");
  });
});

describe("macro totals", () => {
  test("sums ingredients, missing as 0, numeric strings as numbers", () => {
    expect(
      macroTotals([
        { calories: 150, protein: 5.25 },
        { calories: 150, protein: "2", carbs: null, fat: "0" },
      ]),
    ).toEqual({
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

describe("the prepped rule", () => {
  const meal = (isPrepped: boolean, ...ticks: boolean[]) => ({
    isPrepped,
    ingredients: ticks.map((t, i) => ({ id: i + 1, isPrepped: t })),
  });
  test("a meal with ingredients is prepped exactly when all are; without any, by its own mark", () => {
    expect(isMealPrepped(meal(false, true, true))).toBe(true);
    expect(isMealPrepped(meal(true, true, false))).toBe(false);
    expect(isMealPrepped(meal(true))).toBe(true);
    expect(isMealPrepped(meal(false))).toBe(false);
  });
  test("marking the meal marks its ingredients; marking an ingredient moves the meal", () => {
    expect(markMealPrepped(meal(false, false, true), true)).toEqual(meal(true, true, true));
    expect(markMealPrepped(meal(true, true, true), false)).toEqual(meal(false, false, false));
    expect(markIngredientPrepped(meal(false, true, false), 2, true).isPrepped).toBe(true);
    expect(markIngredientPrepped(meal(true, true, true), 1, false).isPrepped).toBe(false);
  });
});

describe("rescaledNutrition: a new quantity or unit of a meal ingredient", () => {
  const oats = { quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: null };
  const source = { defaultQuantity: 40, defaultUnit: "g", caloriesPerUnit: 150, proteinPerUnit: 5, carbsPerUnit: null, fatPerUnit: 2.5 };

  test("from the custom ingredient's per-unit values, one decimal; a nutrient it lacks in proportion", () => {
    expect(rescaledNutrition(oats, { quantity: 60, unit: "g" }, source)).toEqual({ calories: 225, protein: 7.5, carbs: 40.5, fat: 3.8 });
  });
  test("without a source: in proportion to the quantity, and back again exactly", () => {
    const up = rescaledNutrition(oats, { quantity: 120, unit: "g" }, null);
    expect(up).toEqual({ calories: 450, protein: 15, carbs: 81, fat: null });
    expect(rescaledNutrition({ ...up, quantity: 120, unit: "g" }, { quantity: 80, unit: "g" }, null)).toEqual({
      calories: 300,
      protein: 10,
      carbs: 54,
      fat: null,
    });
  });
  test("a new unit with nothing to convert from keeps the nutrition; a source in that unit scales it", () => {
    expect(rescaledNutrition(oats, { quantity: 1, unit: "cup" }, null)).toEqual({ calories: 300, protein: 10, carbs: 54, fat: null });
    expect(rescaledNutrition(oats, { quantity: 1, unit: "cup" }, source)).toEqual({ calories: 300, protein: 10, carbs: 54, fat: null });
    expect(rescaledNutrition({ ...oats, unit: "cup" }, { quantity: 80, unit: "g" }, source)).toEqual({
      calories: 300,
      protein: 10,
      carbs: 54,
      fat: 5,
    });
  });
});

// The Shopping List screen checks the range in its address with this rule, without zod; the API
// checks with its query schema. Both must say the same of any range.
test("a shopping range's problem is what the API's query schema says of it", () => {
  const day = fc
    .date({ min: new Date(2025, 0, 1), max: new Date(2027, 11, 31), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const end = fc.oneof(
    day,
    day,
    fc.constantFrom("", " ", "2026-02-30", "2026-13-01", "26-1-1", " 2026-03-01 ", "2026-3-1", "yesterday"),
    fc.string({ maxLength: 12 }),
  );
  fc.assert(
    fc.property(end, end, (from, to) => {
      const parsed = shoppingListQuerySchema.safeParse({ from, to });
      expect(shoppingRangeProblem(from, to)).toBe(parsed.success ? null : firstIssueMessage(parsed.error));
    }),
    { numRuns: 3000 },
  );
  expect(shoppingRangeProblem("2026-03-10", "2026-03-09")).toBe("to must not be before from");
  expect(shoppingRangeProblem("2026-03-01", "2026-05-02")).toBe("The range can be at most 62 days");
});

describe("family meals", () => {
  test("an ingredient scales to a portion, to two decimals; a portion of 1 is the recipe itself", () => {
    const oats = { name: "Oats", quantity: 80, calories: 300, protein: 10.5, carbs: null, fat: 5 };
    expect(scaledIngredient(oats, 1)).toBe(oats);
    expect(scaledIngredient(oats, 0.5)).toEqual({ name: "Oats", quantity: 40, calories: 150, protein: 5.25, carbs: null, fat: 2.5 });
    expect(scaledIngredient(oats, 0.33).quantity).toBe(26.4);
    // A food's fibre, sugar and sodium scale with it; unknown stays unknown.
    const bread = { ...oats, fiber: 6, sugar: null, sodium: 450 };
    expect(scaledIngredient(bread, 0.5)).toMatchObject({ fiber: 3, sugar: null, sodium: 225 });
  });

  test("the 'Family:' line names each member with their portion, the cook first", () => {
    expect(
      familyLine([
        { firstName: "Ana", portion: 1 },
        { firstName: "Ben", portion: 0.5 },
        { firstName: "Cai", portion: 0.75 },
      ]),
    ).toBe("Family: Ana 1, Ben 0.5, Cai 0.75");
  });
});

test("a portion steps by a quarter, from 0 (out of the meal) to 10; the cook keeps at least a quarter", () => {
  expect(steppedPortion(1, 1, false)).toBe(1.25);
  expect(steppedPortion(0.25, -1, false)).toBe(0);
  expect(steppedPortion(0.25, -1, true)).toBe(0.25);
  expect(steppedPortion(10, 1, true)).toBe(10);
  expect(steppedPortion(0, 1, false)).toBe(0.25);
});
