// A food and an amount as the meal ingredient they make (docs/behaviour/foods.md, "Foods"): the server
// stores it, the ingredient form shows it before Add.
import { MEAL, TEXT } from "@shared/limits";
import type { Food, Per100g, Portion } from "./contract";

/** What is sent with a food: grams, or one of its portions and how many. */
export type FoodAmount = { grams?: number; portion?: string; count?: number };

export type FoodIngredient = {
  name: string;
  quantity: number;
  unit: "g";
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  foodId: string;
  portion: string | null;
  customIngredientId: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** '1 large', or '2 x 1 large' for more than one. */
export const portionText = (portion: Portion, count: number) => (count === 1 ? portion.label : `${round1(count)} x ${portion.label}`);

/** The nutrients of `grams` of a food, one decimal; unknown stays unknown. */
export function nutrientsOf(per100g: Per100g, grams: number): Per100g {
  const of = (v: number | null) => (v === null ? null : round1((v * grams) / 100));
  return {
    calories: of(per100g.calories),
    protein: of(per100g.protein),
    carbs: of(per100g.carbs),
    fat: of(per100g.fat),
    fiber: of(per100g.fiber),
    sugar: of(per100g.sugar),
    sodium: of(per100g.sodium),
  };
}

/** The ingredient a food and an amount make, or what is wrong with the amount. */
export function ingredientFromFood(food: Food, amount: FoodAmount): FoodIngredient | string {
  if (!food.per100g) return "This food has no weight to count from: add it from My Ingredients";
  let grams: number;
  let portion: string | null = null;
  if (amount.grams !== undefined) grams = amount.grams;
  else if (amount.portion !== undefined) {
    const found = food.portions.find((p) => p.label === amount.portion);
    if (!found) return `Portion not found: ${amount.portion}`;
    const count = amount.count ?? 1;
    grams = found.grams * count;
    portion = portionText(found, count);
  } else return "Send grams, or a portion and a count";
  grams = round1(grams);
  if (!(grams >= MEAL.minQuantity)) return "Quantity must be greater than 0";
  if (grams > MEAL.maxQuantity) return `Quantity must be at most ${MEAL.maxQuantity}`;
  const custom = /^custom:(\d+)$/.exec(food.id);
  return {
    name: food.name.length > TEXT.name ? food.name.slice(0, TEXT.name).trimEnd() : food.name,
    quantity: grams,
    unit: "g",
    ...nutrientsOf(food.per100g, grams),
    foodId: food.id,
    portion,
    customIngredientId: custom ? Number(custom[1]) : null,
  };
}
