// The custom ingredient schema's messages and coercions.
import { describe, expect, test } from "bun:test";
import { firstIssueMessage } from "@shared/validation";
import { customIngredientSchema } from "./contract";

const message = (r: { success: boolean; error?: unknown }) => (r.success ? null : firstIssueMessage(r.error as never));

describe("custom ingredient schema", () => {
  test("custom ingredient messages", () => {
    const base = { name: "Oats", defaultQuantity: 40, defaultUnit: "g" };
    expect(message(customIngredientSchema.safeParse({ ...base, name: "  " }))).toBe("Ingredient name is required");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultQuantity: 0 }))).toBe("Quantity must be greater than 0");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultQuantity: "abc" }))).toBe("Quantity must be a number");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultQuantity: "" }))).toBe("Quantity must be greater than 0");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultQuantity: 10_001 }))).toBe("Quantity must be at most 10000");
    expect(message(customIngredientSchema.safeParse({ ...base, defaultUnit: "" }))).toBe("Unit is required");
    expect(message(customIngredientSchema.safeParse({ ...base, caloriesPerUnit: -1 }))).toBe("Calories must be between 0 and 10000");
    expect(message(customIngredientSchema.safeParse({ ...base, fatPerUnit: "1000.1" }))).toBe("Fat must be between 0 and 1000 g");
    expect(message(customIngredientSchema.safeParse({ ...base, proteinPerUnit: "lots" }))).toBe("Protein must be a number");
    const ok = customIngredientSchema.parse({
      ...base,
      defaultQuantity: "0.01",
      defaultUnit: "cups",
      caloriesPerUnit: "150",
      proteinPerUnit: "",
    });
    expect(ok).toMatchObject({ defaultQuantity: 0.01, defaultUnit: "cup", caloriesPerUnit: 150, proteinPerUnit: undefined });
  });
});
