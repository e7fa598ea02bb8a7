// A member's custom ingredient as a food, the form every food answer takes (search and barcodes).
import type { customIngredients } from "@db/schema";
import type { Food } from "@shared/foods/contract";

export type CustomRow = typeof customIngredients.$inferSelect;

const per100 = (value: number | null, quantity: number) => (value === null ? null : Math.round((value * 100 * 100) / quantity) / 100);

/** A custom ingredient as a food: per 100 g when it is kept in grams, else per its own unit only. */
export function customFood(row: CustomRow): Food {
  const grams = row.defaultUnit === "g";
  const q = row.defaultQuantity;
  return {
    id: `custom:${row.id}`,
    name: row.name,
    source: "custom",
    brand: null,
    barcode: row.barcode,
    per100g: grams
      ? {
          calories: per100(row.caloriesPerUnit, q),
          protein: per100(row.proteinPerUnit, q),
          carbs: per100(row.carbsPerUnit, q),
          fat: per100(row.fatPerUnit, q),
          fiber: per100(row.fiberPerUnit, q),
          sugar: per100(row.sugarPerUnit, q),
          sodium: per100(row.sodiumPerUnit, q),
        }
      : null,
    portions: grams ? [{ label: `${q} g`, grams: q }] : [],
  };
}
