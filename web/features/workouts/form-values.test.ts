// What the add and edit forms make of what was typed (docs/behaviour.md, "Day and exercises").
import { describe, expect, test } from "bun:test";
import { addFormSets, defaultTemplateName, editFormSets, formRestTime } from "./form-values";

describe("form fallbacks", () => {
  test("non-numeric sets: 3 in the add form, 1 in the edit form", () => {
    expect(addFormSets("abc")).toBe(3);
    expect(addFormSets("")).toBe(3);
    expect(addFormSets("5")).toBe(5);
    expect(editFormSets("x")).toBe(1);
    expect(editFormSets("4")).toBe(4);
  });
  test("non-numeric rest time falls back to 90", () => {
    expect(formRestTime("")).toBe(90);
    expect(formRestTime("soon")).toBe(90);
    expect(formRestTime("45")).toBe(45);
  });
  test("values stay within what the API accepts", () => {
    expect(addFormSets("0")).toBe(1);
    expect(addFormSets("999")).toBe(50);
    expect(formRestTime("-5")).toBe(0);
  });
  test("default names", () => {
    expect(defaultTemplateName("Monday")).toBe("Monday Workout");
  });
});

