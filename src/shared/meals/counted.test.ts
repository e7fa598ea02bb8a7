import { describe, expect, test } from "bun:test";
import { countedPortion } from "./counted";

describe("portions bought by count", () => {
  test("a piece word counts: times the label's own amount", () => {
    expect(countedPortion("2 x 1 large")).toEqual({ count: 2, unit: "large" });
    expect(countedPortion("1 large")).toEqual({ count: 1, unit: "large" });
    expect(countedPortion("3 x 0.5 breast")).toEqual({ count: 1.5, unit: "breast" });
    expect(countedPortion("1 extra large")).toEqual({ count: 1, unit: "extra large" });
    expect(countedPortion('1 medium (2-1/2" dia)')).toEqual({ count: 1, unit: "medium" });
    expect(countedPortion("2 slices")).toEqual({ count: 2, unit: "slice" });
    expect(countedPortion("1 clove")).toEqual({ count: 1, unit: "clove" });
  });

  test("cups, spoons, ounces and servings stay in grams", () => {
    for (const p of ["1 cup", "2 x 1 tbsp", "1 oz", "1 cup, chopped", "1 serving", "1 fl oz", null, "", "a handful"])
      expect(countedPortion(p)).toBeNull();
  });
});
