// The food search's contract: what /api/foods answers (docs/behaviour/foods.md, "Foods").
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { FOOD_AMOUNT, FOOD_SEARCH, MEAL, TEXT } from "@shared/limits";
import { FOOD_ID } from "@shared/meals/fields";
import type { ItemOwner } from "@shared/household/rules";

export type FoodSource = "usda" | "custom" | "openfoodfacts";

/** Per 100 g; a nutrient the source does not give is null (unknown), never 0. */
export type Per100g = {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
};

/** One household measure of a food: "1 cup, chopped" = 91 g. */
export type Portion = { label: string; grams: number };

/**
 * A food to add to a meal. `id` names its source: `usda:<NDB number>`, `custom:<id>`,
 * `off:<barcode>`. `per100g` is null for a custom ingredient kept per piece.
 */
export type Food = {
  id: string;
  name: string;
  source: FoodSource;
  brand: string | null;
  barcode: string | null;
  per100g: Per100g | null;
  portions: Portion[];
  /** A custom ingredient, searched or scanned: who owns it (null for a former member's); absent for other foods. */
  owner?: ItemOwner;
};

/** GET /api/foods/barcode/:code with a code that is no EAN-8, EAN-13, UPC-A or UPC-E, or whose check digit is wrong. */
export const BAD_BARCODE = "Not a valid barcode: send the 8, 12 or 13 digits of an EAN or UPC code, check digit included";

/** GET /api/foods/barcode/:code when no food has the code: whether Open Food Facts was asked. */
export type BarcodeNotFound = { message: string; lookedUpOnline: boolean };

/** GET /api/foods?q=&limit= */
export const foodSearchQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().max(FOOD_SEARCH.maxQuery, `Search must be at most ${FOOD_SEARCH.maxQuery} characters`).optional().default(""),
    limit: z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${FOOD_SEARCH.maxLimit}` })
      .int(`Limit must be a whole number from 1 to ${FOOD_SEARCH.maxLimit}`)
      .min(1, `Limit must be a whole number from 1 to ${FOOD_SEARCH.maxLimit}`)
      .max(FOOD_SEARCH.maxLimit, `Limit must be a whole number from 1 to ${FOOD_SEARCH.maxLimit}`)
      .optional()
      .default(FOOD_SEARCH.defaultLimit),
  }),
);

/**
 * A meal ingredient sent as a food: `{ foodId, grams }` or `{ foodId, portion, count }` (count 1
 * unless sent). The server makes the ingredient from the food (shared/foods/rules.ts).
 */
export const foodAmountSchema = lazySchema(() =>
  z.object({
    foodId: z
      .string({ error: "foodId must be a food's id" })
      .max(FOOD_AMOUNT.maxIdLength, "foodId must be a food's id")
      .regex(FOOD_ID, "foodId must be a food's id"),
    grams: z
      .number({ error: "grams must be a number" })
      .positive("Quantity must be greater than 0")
      .max(MEAL.maxQuantity, `Quantity must be at most ${MEAL.maxQuantity}`)
      .optional(),
    portion: z.string({ error: "portion must be text" }).max(TEXT.name, "Portion not found").optional(),
    count: z
      .number({ error: "count must be a number" })
      .positive("count must be greater than 0")
      .max(FOOD_AMOUNT.maxCount, `count must be at most ${FOOD_AMOUNT.maxCount}`)
      .optional(),
    isPrepped: z.boolean({ error: "isPrepped must be true or false" }).optional(),
  }),
);

/** POST /api/meals/:id/ingredients (and the other ingredient lists) with a food, as the web sends it. */
export type FoodIngredientBody = z.input<typeof foodAmountSchema>;
