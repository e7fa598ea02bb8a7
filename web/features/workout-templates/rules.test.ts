// Rules of the Workout Templates screen (docs/behaviour/workout-templates.md, "Templates screen").
import { describe, expect, test } from "bun:test";
import { copyName, filterTemplates, shownWeightText, showsWeight, storedWeightText, templateFormSets, templatePreview } from "./rules";

describe("template editor values", () => {
  test("a non-numeric sets value becomes 0", () => {
    expect(templateFormSets("x")).toBe(0);
    expect(templateFormSets("2")).toBe(2);
  });
  test("duplicate's name", () => {
    expect(copyName("Leg Day")).toBe("Leg Day (Copy)");
  });
});

describe("Workout Templates screen rules", () => {
  const list = [
    { name: "Leg Day", dayOfWeek: "Monday" as const },
    { name: "Push", dayOfWeek: null },
    { name: "Upper legs?", dayOfWeek: "Friday" as const },
  ];
  test("search by name in any case, filter by day", () => {
    expect(filterTemplates(list, "LEG", "").map((t) => t.name)).toEqual(["Leg Day", "Upper legs?"]);
    expect(filterTemplates(list, "", "Friday").map((t) => t.name)).toEqual(["Upper legs?"]);
    expect(filterTemplates(list, "leg", "Monday").map((t) => t.name)).toEqual(["Leg Day"]);
    expect(filterTemplates(list, "  ", "all")).toHaveLength(3);
  });
  test("preview shows 4 and counts the rest", () => {
    expect(templatePreview([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
    expect(templatePreview([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
  test("weight shown only when not '0'", () => {
    expect(showsWeight("0")).toBe(false);
    expect(showsWeight("")).toBe(false);
    expect(showsWeight("135")).toBe(true);
  });
});

describe("template weights in the user's unit", () => {
  test("pounds: shown and saved exactly as written", () => {
    expect(shownWeightText("135.0", "lb")).toBe("135.0");
    expect(storedWeightText(" 60 - 70 ", "lb")).toBe(" 60 - 70 ");
  });
  test("kilograms: converted number by number, words untouched, a round trip reads back as typed", () => {
    expect(shownWeightText("135", "kg")).toBe("61.23");
    expect(shownWeightText("BW", "kg")).toBe("BW");
    expect(storedWeightText("62,5", "kg")).toBe("137.7889");
    expect(shownWeightText(storedWeightText("62,5", "kg"), "kg")).toBe("62.5");
    expect(shownWeightText(storedWeightText("40-42.5", "kg"), "kg")).toBe("40-42.5");
  });
});
