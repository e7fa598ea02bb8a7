// The meal plan's schemas: meal times in either form, meal ingredient quantities and units.
import { describe, expect, test } from "bun:test";
import { firstIssueMessage } from "@shared/validation";
import { createMealSchema, mealIngredientSchema, updateMealSchema } from "./contract";

const message = (r: { success: boolean; error?: unknown }) => (r.success ? null : firstIssueMessage(r.error as never));

describe("meal schemas", () => {
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
    expect(message(mealIngredientSchema.safeParse({ name: "Oats", quantity: 1, unit: "bucket" }))).toContain("Unit must be one of");
  });
});
