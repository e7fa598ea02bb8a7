// Rules of the Workout Templates screen (docs/behaviour.md, "Templates screen").
import { describe, expect, test } from "bun:test";
import { copyName, filterTemplates, showsWeight, templateFormSets, templatePreview } from "./rules";

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

