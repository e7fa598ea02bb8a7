// The food search as a cook would judge it: everyday words (shopping-list words, plurals, typos,
// word orders, portion words) find the food meant first. The graded set is search-graded.tsv: each
// query with the foods a cook would accept, by NDB number or the start of the USDA description.
import { describe, expect, test } from "bun:test";
import { gradedQueries } from "@scripts/bench/bench-food-search";
import { testFoodTable } from "@test/foods";
import { oneEditApart, searcher } from "./search";

describe("food search quality", () => {
  const search = searcher(testFoodTable());

  test("the graded set: the food meant first for at least 90% of the queries, among the first three for 97%", () => {
    const graded = gradedQueries();
    expect(graded.length).toBeGreaterThanOrEqual(150);
    const places = graded.map(({ query, accepts }) => search.search(query, 3).findIndex(accepts));
    const missed = graded.filter((_, i) => places[i] !== 0).map(({ query }) => query);
    const top1 = places.filter((p) => p === 0).length / graded.length;
    const top3 = places.filter((p) => p >= 0).length / graded.length;
    console.log(`graded food search: ${graded.length} queries, top-1 ${(top1 * 100).toFixed(1)}%, top-3 ${(top3 * 100).toFixed(1)}%`);
    console.log(`not first: ${missed.join(", ")}`);
    expect(top1).toBeGreaterThanOrEqual(0.9);
    expect(top3).toBeGreaterThanOrEqual(0.97);
  });

  test("the cook's first week: the whole raw egg, the skinless breast, raw forms and plain fruit first", () => {
    const first = (q: string) => search.search(q, 1)[0]?.name;
    for (const q of ["egg", "eggs", "large eggs", "2 large eggs"]) expect(first(q)).toBe("Egg, whole, raw, fresh");
    const breast = search.search("chicken breast", 1)[0]!;
    expect(breast.per100g?.calories).toBe(120);
    expect(first("chiken")).toStartWith("Chicken, broiler");
    expect(first("chiken")).not.toContain("feet");
    expect(first("sweet potato")).toStartWith("Sweet potato, raw");
    expect(first("tofu")).toStartWith("Tofu, raw");
    expect(first("strawberry")).toBe("Strawberries, raw");
    expect(first("blueberry")).toBe("Blueberries, raw");
    expect(first("cherry tomatoes")).toStartWith("Tomatoes, red, ripe, raw");
  });

  test("a form the query names comes first: fried, scrambled, canned, babyfood", () => {
    expect(search.search("fried egg", 1)[0]!.name).toBe("Egg, whole, cooked, fried");
    expect(search.search("scrambled eggs", 1)[0]!.name).toBe("Egg, whole, cooked, scrambled");
    expect(search.search("tofu fried", 1)[0]!.name).toBe("Tofu, fried");
    expect(search.search("sweet potato cooked", 1)[0]!.name).toStartWith("Sweet potato, cooked");
    expect(search.search("babyfood carrots", 1)[0]!.name).toStartWith("Babyfood");
  });

  test("singular and plural find the same foods", () => {
    for (const [one, many] of [
      ["egg", "eggs"],
      ["tomato", "tomatoes"],
      ["cherry", "cherries"],
      ["strawberry", "strawberries"],
      ["peach", "peaches"],
      ["cookie", "cookies"],
    ] as const) {
      expect(search.search(one, 5).map((f) => f.id)).toEqual(search.search(many, 5).map((f) => f.id));
    }
  });

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
