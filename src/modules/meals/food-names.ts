// The short names and aisles of the foods of the food data, from the table the build makes
// (scripts/build/food-names.ts), and the rule that tells two foods of one list apart
// (docs/behaviour/meals.md, "Shopping list").
import { foodNamesText } from "@src/generated/food-names";
import { AISLES, type Aisle } from "@shared/meals/aisles";
import { SHOPPING } from "@shared/limits";

type FoodName = { short: string; used: number; aisle: Aisle };

let table: Map<string, FoodName> | undefined;

/** The table, read on first use: most requests never need it. */
function foodNames(): Map<string, FoodName> {
  if (table) return table;
  table = new Map();
  for (const line of foodNamesText.split("\n")) {
    const [ndb = "", short = "", used = "1", aisle = "7"] = line.split("\t");
    table.set(`usda:${ndb}`, { short, used: Number(used), aisle: AISLES[Number(aisle)] ?? "other" });
  }
  return table;
}

/** A food of the food data's short name and aisle; undefined for anything else. */
export const foodName = (foodId: string | null): FoodName | undefined =>
  foodId?.startsWith("usda:") ? foodNames().get(foodId) : undefined;

/** A description's segments, without the parts in brackets. */
const segmentsOf = (description: string) =>
  description
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "");

const clip = (name: string) => (name.length <= SHOPPING.shortName ? name : name.slice(0, SHOPPING.shortName).trimEnd());

/**
 * Names for foods that would share a short name (docs/behaviour/meals.md, "Shopping list"): a name
 * kept by hand stays; each other food adds the first segment of its description, after those its
 * short name used, that no other of them has, else one that some other lacks ("Chicken breast
 * roasted", "Chicken breast fried"). Answers the name for each food, in order.
 */
export function apart(short: string, foods: { description: string; used: number }[]): string[] {
  if (foods.length < 2) return foods.map(() => short);
  const segments = foods.map((f) => segmentsOf(f.description).map((s) => s.toLowerCase()));
  return foods.map((f, k) => {
    if (f.used === 0) return short;
    const own = segments[k]!.slice(f.used);
    const others = segments.filter((_, j) => j !== k);
    const pick = own.find((s) => others.every((o) => !o.includes(s))) ?? own.find((s) => others.some((o) => !o.includes(s))) ?? own[0];
    return pick ? clip(`${short} ${pick}`) : short;
  });
}
