// The Meal Library screen's search and category filter.
import { describe, expect, test } from "bun:test";
import { matchesLibraryFilter } from "./filter";

describe("library filter", () => {
  const t = { name: "Overnight Oats", categories: ["breakfast", "pre-lift"] };
  test("case-insensitive name substring and category", () => {
    expect(matchesLibraryFilter(t, "OATS", "all")).toBe(true);
    expect(matchesLibraryFilter(t, "night", "pre-lift")).toBe(true);
    expect(matchesLibraryFilter(t, "", "dinner")).toBe(false);
    expect(matchesLibraryFilter(t, "soup", "all")).toBe(false);
  });
});
