// The meal time bucket a library meal is filed under.
import { describe, expect, test } from "bun:test";
import { mealTimeOf } from "./rules";

describe("mealTime bucket", () => {
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
