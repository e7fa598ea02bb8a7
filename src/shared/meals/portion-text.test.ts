import { describe, expect, test } from "bun:test";
import { portionShown, withGrams } from "./portion-text";

describe("a portion as shown", () => {
  test("scaled to the reader's portion, spoons abbreviated", () => {
    expect(portionShown("2 x 1 tablespoon", 0.5)).toBe("1 tbsp");
    expect(portionShown("2 x 1 large")).toBe("2 large");
    expect(portionShown("1 large")).toBe("1 large");
    expect(portionShown("3 x 0.5 cup, chopped", 2)).toBe("3 cup, chopped");
    expect(portionShown("a handful")).toBe("a handful");
  });

  test("grams are not repeated when the label gives them", () => {
    expect(withGrams("1 serving (3 cookies (34 g))", "34")).toBe("1 serving (3 cookies (34 g))");
    expect(withGrams("1 cup", "240")).toBe("1 cup (240 g)");
    expect(withGrams("1 serving (30 g)", "34")).toBe("1 serving (30 g) (34 g)");
  });
});
