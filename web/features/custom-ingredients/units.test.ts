// How the My Ingredients screen spells stored units.
import { describe, expect, test } from "bun:test";
import { INGREDIENT_UNITS, normalizeUnit } from "@shared/meals/units";
import { ingredientQuantityLabel, ingredientScreenUnit } from "./units";

describe("units on the My Ingredients screen", () => {
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
