// The Meal Library screen's search and category filter (docs/behaviour/meal-library.md, "Meal library").

/** A case-insensitive name substring and a category ('all' or none: every category). */
export function matchesLibraryFilter(t: { name: string; categories: string[] }, search: string, category: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle && !t.name.toLowerCase().includes(needle)) return false;
  return category === "all" || !category || t.categories.includes(category);
}
