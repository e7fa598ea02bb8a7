// Where a food in the finder comes from, as its line under the name says it.
import type { Food } from "@shared/foods/contract";
import { ownerName } from "@shared/household/rules";

const SOURCE: Record<Food["source"], string> = { usda: "USDA", custom: "My ingredient", openfoodfacts: "Open Food Facts" };

/** The food's source; another member's shared ingredient names its owner ("From Ana"). */
export function sourceOf(food: Food, userId: number | null | undefined): string {
  if (food.source !== "custom" || food.owner === undefined || food.owner?.id === userId) return SOURCE[food.source];
  return `From ${ownerName(food.owner)}`;
}
