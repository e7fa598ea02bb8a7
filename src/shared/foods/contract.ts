// The food search's contract: what /api/foods answers (docs/behaviour.md, "Foods").
import { z } from "zod";
import { lazySchema } from "../lazy-schema";
import { FOOD_SEARCH } from "../limits";

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
};

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
