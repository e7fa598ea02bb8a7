// The custom ingredients' contract: what is sent to /api/custom-ingredients (the zod schema and the
// web's request type) and the custom ingredient it answers with (docs/behaviour.md, "Custom ingredients").
import { parseDecimal } from "../numbers";
import { z } from "zod";
import { MEAL, TEXT } from "../limits";
import { notes, nutrient, unitField } from "../meals/fields";

const QUANTITY_MESSAGE = "Quantity must be greater than 0";

// ---------- What is sent ----------

export const customIngredientSchema = z.object({
  name: z
    .string({ error: "Ingredient name is required" })
    .max(TEXT.name, `name must be at most ${TEXT.name} characters`)
    .trim()
    .min(1, "Ingredient name is required"),
  // Coerced: the form sends what was typed.
  defaultQuantity: z
    .union([z.number(), z.string().max(TEXT.numberText)], { error: QUANTITY_MESSAGE })
    .transform((v) => (typeof v === "number" ? v : parseDecimal(v)))
    .pipe(
      z
        .number({ error: QUANTITY_MESSAGE })
        .refine((n) => Number.isFinite(n) && n >= MEAL.minQuantity, { message: QUANTITY_MESSAGE })
        .refine((n) => n <= MEAL.maxAmount, { message: `defaultQuantity must be at most ${MEAL.maxAmount}` }),
    ),
  defaultUnit: unitField("defaultUnit", "Unit is required"),
  caloriesPerUnit: nutrient("caloriesPerUnit"),
  proteinPerUnit: nutrient("proteinPerUnit"),
  carbsPerUnit: nutrient("carbsPerUnit"),
  fatPerUnit: nutrient("fatPerUnit"),
  notes,
});
export type CustomIngredientInput = z.output<typeof customIngredientSchema>;
/** POST and PUT /api/custom-ingredients, as the web sends it (numbers may still be typed text). */
export type CustomIngredientBody = z.input<typeof customIngredientSchema>;

// ---------- What is answered ----------

/** One entry of the user's own ingredient database; nutrition is per default quantity. */
export type CustomIngredient = {
  id: number;
  name: string;
  defaultQuantity: number;
  defaultUnit: string;
  caloriesPerUnit: number | null;
  proteinPerUnit: number | null;
  carbsPerUnit: number | null;
  fatPerUnit: number | null;
  notes: string | null;
  createdAt: string;
};
