// Reading an Open Food Facts product: what counts as a product, and which figures are believed.
import { describe, expect, test } from "bun:test";
import { readProduct } from "./open-food-facts";

const CODE = "3017620422003";
const answer = (product: Record<string, unknown>, status: unknown = 1) => ({ code: CODE, status, product });

describe("an Open Food Facts answer", () => {
  test("energy from kJ when kcal is missing; the first brand; the serving as a portion's grams", () => {
    const p = readProduct(
      CODE,
      answer({
        product_name: " Oat  drink ",
        brands: "Oatly, Oatly AB",
        serving_size: "250 ml",
        serving_quantity: "250",
        nutriments: { "energy-kj_100g": 196 },
      }),
    )!;
    expect(p).toMatchObject({ name: "Oat drink", brand: "Oatly", servingSize: "250 ml", servingGrams: 250 });
    expect(p.per100g.calories).toBe(46.85);
    expect(p.per100g.protein).toBeNull();
  });

  test("no product: a status other than 1, no product, no name, or not an object", () => {
    expect(readProduct(CODE, answer({ product_name: "X" }, 0))).toBeNull();
    expect(readProduct(CODE, { status: 1 })).toBeNull();
    expect(readProduct(CODE, answer({ product_name: "", product_name_en: null }))).toBeNull();
    expect(readProduct(CODE, "Nutella")).toBeNull();
    expect(readProduct(CODE, null)).toBeNull();
    expect(readProduct(CODE, answer({ product_name_en: "Spread" }))?.name).toBe("Spread");
  });

  test("unbelievable figures are unknown: negative, over the most per 100 g, not numbers; a serving of 0 is none", () => {
    const p = readProduct(
      CODE,
      answer({
        product_name: "Odd",
        serving_quantity: 0,
        nutriments: {
          "energy-kcal_100g": 901,
          fat_100g: 100,
          carbohydrates_100g: 100.5,
          proteins_100g: Infinity,
          fiber_100g: "",
          sugars_100g: true,
          sodium_100g: 101,
        },
      }),
    )!;
    expect(p.per100g).toEqual({ calories: null, protein: null, carbs: null, fat: 100, fiber: null, sugar: null, sodium: null });
    expect(p.servingGrams).toBeNull();
    expect(readProduct(CODE, answer({ product_name: "x".repeat(300) }))!.name).toHaveLength(200);
  });
});
