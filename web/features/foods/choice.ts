// A food being added and its amount, as the form holds it while typed: grams, or a portion and how
// many. What it adds is worked out by the same rule the server stores it by (shared/foods/rules.ts).
import type { Food } from "@shared/foods/contract";
import { ingredientFromFood, type FoodAmount, type FoodIngredient } from "@shared/foods/rules";
import { parseLocaleNumber } from "@shared/units";

export type FoodChoice = { food: Food; by: "grams" | "portion"; grams: string; portion: string; count: string };

/** A food just picked: by its first portion when it has any (an egg is counted, not weighed), else 100 g. */
export function chooseFood(food: Food): FoodChoice {
  const first = food.portions[0];
  return first
    ? { food, by: "portion", grams: "100", portion: first.label, count: "1" }
    : { food, by: "grams", grams: "100", portion: "", count: "1" };
}

/** What is sent for the choice: `{ foodId, grams }` or `{ foodId, portion, count }`; null while it is not a number. */
export function choiceBody(c: FoodChoice): ({ foodId: string } & FoodAmount) | null {
  if (c.by === "grams") {
    const grams = parseLocaleNumber(c.grams);
    return Number.isFinite(grams) && grams > 0 ? { foodId: c.food.id, grams } : null;
  }
  const count = parseLocaleNumber(c.count);
  return Number.isFinite(count) && count > 0 ? { foodId: c.food.id, portion: c.portion, count } : null;
}

/** The ingredient the choice makes, or what is wrong with it; null while nothing is typed. */
export function choiceIngredient(c: FoodChoice): FoodIngredient | string | null {
  const body = choiceBody(c);
  if (!body) return null;
  const { foodId: _, ...amount } = body;
  return ingredientFromFood(c.food, amount);
}
