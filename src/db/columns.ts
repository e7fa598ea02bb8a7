// Columns several tables of src/db/schema.ts share.
import { sql } from "drizzle-orm";
import { real, text } from "drizzle-orm/sqlite-core";

export const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** A custom ingredient's fibre and sugar (g) and sodium (mg) per its default quantity: optional like the macros, unknown is null. */
export const extrasPerUnit = () => ({
  fiberPerUnit: real("fiber_per_unit"),
  sugarPerUnit: real("sugar_per_unit"),
  sodiumPerUnit: real("sodium_per_unit"),
});

/**
 * A meal ingredient's fibre and sugar (g) and sodium (mg), unknown as null; the food it was added
 * from (`usda:<NDB>`, `custom:<id>`, `off:<barcode>`: the food search's recent foods) and the
 * portion it was added as ('2 x 1 large'). Its figures are copied onto the row, so a later change
 * to the food rewrites no past meal.
 */
export const foodIngredientColumns = () => ({
  fiber: real("fiber"),
  sugar: real("sugar"),
  sodium: real("sodium"),
  foodId: text("food_id"),
  portion: text("portion"),
});
