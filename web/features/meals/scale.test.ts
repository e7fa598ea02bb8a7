// Quantity scaling of a custom ingredient's nutrition.
import { describe, expect, test } from "bun:test";
import { scaleNutrient } from "./scale";

describe("quantity scaling", () => {
  test("per-unit value x quantity / default quantity, one decimal", () => {
    expect(scaleNutrient(150, 80, 40)).toBe(300);
    expect(scaleNutrient(5, 55, 40)).toBe(6.9);
    expect(scaleNutrient(2.5, 1, 3)).toBe(0.8);
    expect(scaleNutrient(150, 40, 40)).toBe(150);
  });
  test("missing nutrition stays missing; a zero default quantity cannot scale", () => {
    expect(scaleNutrient(null, 80, 40)).toBeNull();
    expect(scaleNutrient(undefined, 80, 40)).toBeNull();
    expect(scaleNutrient(10, 80, 0)).toBeNull();
    expect(scaleNutrient(10, Number.NaN, 40)).toBeNull();
  });
});
