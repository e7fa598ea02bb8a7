// The food search as a cook would judge it: everyday words find the everyday food in the first three.
import { describe, expect, test } from "bun:test";
import { testFoodTable } from "@test/foods";
import { oneEditApart, searcher } from "./search";

/** Query, and the start of a name that must be among the first three answers. */
const EVERYDAY: [string, string][] = [
  ["egg", "Egg, whole, raw, fresh"],
  ["oats", "Oats"],
  ["banana", "Bananas, raw"],
  ["chicken breast", "Chicken, broilers or fryers, breast"],
  ["breast chicken", "Chicken, broilers or fryers, breast"],
  ["rice cooked", "Rice, white, "],
  ["olive oil", "Oil, olive"],
  ["whole milk", "Milk, whole, 3.25% milkfat"],
  ["greek yogurt", "Yogurt, Greek, plain"],
  ["peanut butter", "Peanut butter, smooth style"],
  ["broccoli", "Broccoli, raw"],
  ["brocoli", "Broccoli, raw"],
  ["salmon", "Fish, salmon"],
  ["ground beef", "Beef, ground"],
  ["potato", "Potatoes, flesh and skin, raw"],
  ["apple", "Apples, raw"],
  ["butter", "Butter, salted"],
  ["cheddar", "Cheese, cheddar"],
  ["tuna", "Fish, tuna"],
  ["avocado", "Avocados, raw"],
  ["sweet potato", "Sweet potato, cooked"],
  ["carrot", "Carrots, raw"],
  ["almonds", "Nuts, almonds"],
  ["honey", "Honey"],
  ["brown rice", "Rice, brown, long-grain, cooked"],
  ["orange juice", "Orange juice, raw"],
  ["cottage cheese", "Cheese, cottage"],
  ["black beans", "Beans, black, mature seeds"],
  ["egg white", "Egg, white, raw, fresh"],
  ["lettuce", "Lettuce"],
  ["strawberries", "Strawberries, raw"],
  ["blueberries", "Blueberries, raw"],
  ["quinoa", "Quinoa, cooked"],
  ["spinach", "Spinach, raw"],
  ["lentils", "Lentils, raw"],
  ["turkey breast", "Turkey, breast"],
  ["chiken", "Chicken"],
];

describe("food search quality", () => {
  const search = searcher(testFoodTable());
  for (const [query, expected] of EVERYDAY) {
    test(`"${query}" finds ${expected}`, () => {
      const names = search.search(query, 3).map((f) => f.name);
      expect(names.some((name) => name.startsWith(expected))).toBe(true);
    });
  }

  test("typed words in any order, matching the start of the name's words", () => {
    const both = search.search("breast chicken", 10).map((f) => f.id);
    expect(both).toEqual(search.search("chicken breast", 10).map((f) => f.id));
    expect(search.search("chick brea", 20).map((f) => f.name)).toContain("Chicken, broilers or fryers, breast, meat only, cooked, roasted");
  });

  test("a typo needs a word of five letters or more", () => {
    expect(search.search("brocoli", 1)[0]!.name).toBe("Broccoli, raw");
    expect(search.search("bananna", 1)[0]!.name).toBe("Bananas, raw");
    expect(search.search("eeg", 5)).toEqual([]);
  });

  test("a query that matches nothing, or only punctuation, finds nothing", () => {
    expect(search.search("zzzzqqq", 5)).toEqual([]);
    expect(search.search('"*()', 5)).toEqual([]);
    expect(search.search("NEAR AND OR NOT", 5)).toEqual([]);
  });

  test("one edit apart", () => {
    expect(oneEditApart("brocoli", "broccoli")).toBe(true);
    expect(oneEditApart("bannana", "banana")).toBe(true);
    expect(oneEditApart("salmn", "salmon")).toBe(true);
    expect(oneEditApart("salmin", "salmon")).toBe(true);
    expect(oneEditApart("salmon", "lemons")).toBe(false);
  });
});
