// The custom ingredients' contract: what is sent to /api/custom-ingredients (the zod schema and the
// web's request type) and the custom ingredient it answers with (docs/behaviour/custom-ingredients.md, "Custom ingredients").
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { TEXT } from "@shared/limits";
import { nameChecked } from "@shared/names";
import { gtin13 } from "@shared/foods/barcode";
import { notes, nutrient, quantityField, unitField } from "@shared/meals/fields";
import type { ItemOwner } from "@shared/household/contract";
import { AISLE_PROBLEM, AISLES, type Aisle } from "@shared/meals/aisles";

// ---------- What is sent ----------

const BAD_BARCODE_TEXT = "Not a valid barcode: the 8, 12 or 13 digits of an EAN or UPC code, check digit included";

/** The same quantity and nutrient fields, with the same limits and words, as a meal's ingredient. */
export const customIngredientSchema = lazySchema(() =>
  z.object({
    name: nameChecked(
      z
        .string({ error: "Ingredient name is required" })
        .max(TEXT.name, `Ingredient name must be at most ${TEXT.name} characters`)
        .trim()
        .min(1, "Ingredient name is required"),
      "Ingredient name",
    ),
    // Coerced: the form sends what was typed.
    defaultQuantity: quantityField(),
    defaultUnit: unitField("Unit", "Unit is required"),
    caloriesPerUnit: nutrient("calories"),
    proteinPerUnit: nutrient("protein"),
    carbsPerUnit: nutrient("carbs"),
    fatPerUnit: nutrient("fat"),
    fiberPerUnit: nutrient("fiber"),
    sugarPerUnit: nutrient("sugar"),
    sodiumPerUnit: nutrient("sodium"),
    notes,
    // The product's code, kept as its GTIN-13; empty or null: none. A change without it keeps it as is.
    barcode: z
      .union([z.string({ error: "barcode must be text" }), z.null()], { error: "barcode must be text" })
      .optional()
      .transform((code, ctx) => {
        if (code === undefined) return undefined;
        if (code === null || code.trim() === "") return null;
        const normal = gtin13(code);
        if (!normal) ctx.addIssue({ code: "custom", message: BAD_BARCODE_TEXT });
        return normal ?? null;
      }),
    // The shopping list's aisle (one of the eight); "other" when never given.
    aisle: z.enum(AISLES, { error: AISLE_PROBLEM }).optional(),
    // New items are shared unless the member says otherwise; a change without it keeps it as is.
    shared: z.boolean({ error: "shared must be true or false" }).optional(),
  }),
);
export type CustomIngredientInput = z.output<typeof customIngredientSchema>;
/** POST and PUT /api/custom-ingredients, as the web sends it (numbers may still be typed text). */
export type CustomIngredientBody = z.input<typeof customIngredientSchema>;

// ---------- What is answered ----------

/** One entry of the household's ingredient database; nutrition is per default quantity. */
export type CustomIngredient = {
  id: number;
  name: string;
  defaultQuantity: number;
  defaultUnit: string;
  caloriesPerUnit: number | null;
  proteinPerUnit: number | null;
  carbsPerUnit: number | null;
  fatPerUnit: number | null;
  fiberPerUnit: number | null;
  sugarPerUnit: number | null;
  /** mg */
  sodiumPerUnit: number | null;
  notes: string | null;
  /** The product's GTIN-13, so a scan finds it; null: none. */
  barcode: string | null;
  /** Whether every member of the household sees and uses it. */
  shared: boolean;
  /** The shop's aisle its shopping-list line goes under. */
  aisle: Aisle;
  /** Who added it: null for a removed member's ("a former member"). */
  owner: ItemOwner;
  createdAt: string;
};
