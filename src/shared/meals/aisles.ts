// The shop's aisles a shopping-list item is grouped under (docs/behaviour/meals.md, "Shopping list"):
// eight words, a food's aisle taken from its USDA food group, and the order a shop usually walks.
export const AISLES = ["produce", "meat and fish", "dairy and eggs", "bakery", "pantry", "frozen", "drinks", "other"] as const;
export type Aisle = (typeof AISLES)[number];

/** The order the screen shows aisles in: fresh food first, frozen near the till, the rest last. */
export const AISLE_ORDER: readonly Aisle[] = [
  "produce",
  "bakery",
  "meat and fish",
  "dairy and eggs",
  "pantry",
  "drinks",
  "frozen",
  "other",
];

export const AISLE_PROBLEM = `aisle must be one of: ${AISLES.join(", ")}`;

export const isAisle = (value: unknown): value is Aisle => typeof value === "string" && (AISLES as readonly string[]).includes(value);

/** Each USDA SR28 food group's aisle; a group not listed is "other". */
export const GROUP_AISLE: Readonly<Record<string, Aisle>> = {
  "Vegetables and Vegetable Products": "produce",
  "Fruits and Fruit Juices": "produce",
  "Beef Products": "meat and fish",
  "Pork Products": "meat and fish",
  "Lamb, Veal, and Game Products": "meat and fish",
  "Poultry Products": "meat and fish",
  "Finfish and Shellfish Products": "meat and fish",
  "Sausages and Luncheon Meats": "meat and fish",
  "Dairy and Egg Products": "dairy and eggs",
  "Baked Products": "bakery",
  "Breakfast Cereals": "pantry",
  "Cereal Grains and Pasta": "pantry",
  "Legumes and Legume Products": "pantry",
  "Nut and Seed Products": "pantry",
  "Fats and Oils": "pantry",
  "Soups, Sauces, and Gravies": "pantry",
  "Spices and Herbs": "pantry",
  Sweets: "pantry",
  Snacks: "pantry",
  "Baby Foods": "pantry",
  Beverages: "drinks",
  "Fast Foods": "other",
  "Restaurant Foods": "other",
  "Meals, Entrees, and Side Dishes": "other",
  "American Indian/Alaska Native Foods": "other",
};

/** A food's aisle: "frozen" when its description says frozen, else its group's. */
export function aisleOfFood(group: string, description: string): Aisle {
  if (/\bfrozen\b|\bice creams?\b/i.test(description)) return "frozen";
  return GROUP_AISLE[group] ?? "other";
}

/** Items in the shop's order of their aisles, keeping their own order within an aisle. */
export function byAisle<T extends { aisle: Aisle }>(items: T[]): { aisle: Aisle; items: T[] }[] {
  return AISLE_ORDER.map((aisle) => ({ aisle, items: items.filter((i) => i.aisle === aisle) })).filter((g) => g.items.length > 0);
}
