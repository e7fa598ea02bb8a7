// The two unit lists and the one normalisation that stores units singular.
import { describe, expect, test } from "bun:test";
import { INGREDIENT_UNITS, MEAL_UNITS, normalizeUnit } from "./units";

describe("units", () => {
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
});
