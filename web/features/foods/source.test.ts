// The line under a food in the finder: its source, or whose shared ingredient it is.
import { expect, test } from "bun:test";
import type { Food } from "@shared/foods/contract";
import { sourceOf } from "./source";

const jam: Food = { id: "custom:1", name: "Jam", source: "custom", brand: null, barcode: null, per100g: null, portions: [] };

test("another member's ingredient names its owner; one's own, a former member's and the other sources say where they come from", () => {
  expect(sourceOf({ ...jam, owner: { id: 2, firstName: "Ana" } }, 1)).toBe("From Ana");
  expect(sourceOf({ ...jam, owner: { id: 1, firstName: "Ben" } }, 1)).toBe("My ingredient");
  expect(sourceOf({ ...jam, owner: null }, 1)).toBe("From a former member");
  expect(sourceOf(jam, 1)).toBe("My ingredient");
  expect(sourceOf({ ...jam, id: "usda:01123", source: "usda" }, 1)).toBe("USDA");
  expect(sourceOf({ ...jam, id: "off:1", source: "openfoodfacts", owner: undefined }, 1)).toBe("Open Food Facts");
});
