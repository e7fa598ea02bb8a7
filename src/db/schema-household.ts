// The tables of what the household shares (docs/behaviour/household.md, "Sharing"; docs/behaviour/meals.md,
// "Family meals", "Shopping list"): custom ingredients and library meals, family meals' portions and shopping ticks.
// Gathered by schema.ts; it reads only the core (schema-core.ts).
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, extrasPerUnit } from "./columns";
import { meals, users } from "./schema-core";

/**
 * The owner of an item the household may share (a custom ingredient, a library meal). When the
 * admin removes a member, their private items are deleted first (admin/service.ts) and their
 * shared ones stay with no owner, "a former member" (docs/behaviour/household.md, "Sharing").
 */
export const sharingOwner = () => integer("user_id").references(() => users.id, { onDelete: "set null" });

/** Whether every member of the household sees and uses the item; rows from before sharing are private. */
export const shared = () => integer("shared", { mode: "boolean" }).notNull().default(false);

/**
 * The other members a family meal is for, each with their portion and their own consumed mark.
 * The meal, its ingredients and their prep are the cook's rows (meals.user_id); a meal with no
 * row here is one member's alone.
 */
export const mealPortions = sqliteTable(
  "meal_portions",
  {
    mealId: integer("meal_id")
      .notNull()
      .references(() => meals.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The meal's date, repeated so that a member's day reads its family meals by one index.
    date: text("date").notNull(),
    portion: real("portion").notNull().default(1),
    isConsumed: integer("is_consumed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.mealId, t.userId] }), index("meal_portions_user_date_idx").on(t.userId, t.date)],
);

/**
 * The household's shopping ticks: per range of the list (from, to) and item (its key, name and
 * unit), whether it is ticked and the quantity it was ticked at. An item whose quantity grows past
 * that comes back unticked (docs/behaviour/meals.md, "Shopping list"). The install is one household, so
 * the household is every row.
 */
export const shoppingTicks = sqliteTable(
  "shopping_ticks",
  {
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    key: text("key").notNull(),
    checked: integer("checked", { mode: "boolean" }).notNull(),
    quantity: real("quantity").notNull(),
    // The member who made the tick; their ticks go with them when the admin removes them. Ticks
    // made before ticks had an author have none.
    tickedBy: integer("ticked_by").references(() => users.id, { onDelete: "cascade" }),
    // The foods of the food data on the item's line when it was ticked (their ids, sorted, joined by
    // commas): a food's short name changes when another food that would share it joins or leaves the
    // list, and the tick then still finds its line by these. Null for a line of typed names.
    foods: text("foods"),
  },
  // By the range's end, so that the ticks of ranges long past are found and purged in one step.
  (t) => [primaryKey({ columns: [t.fromDate, t.toDate, t.key] }), index("shopping_ticks_to_idx").on(t.toDate)],
);

export const customIngredients = sqliteTable(
  "custom_ingredients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: sharingOwner(),
    shared: shared(),
    name: text("name").notNull(),
    defaultQuantity: real("default_quantity").notNull().default(1),
    defaultUnit: text("default_unit").notNull().default("g"),
    caloriesPerUnit: real("calories_per_unit"),
    proteinPerUnit: real("protein_per_unit"),
    carbsPerUnit: real("carbs_per_unit"),
    fatPerUnit: real("fat_per_unit"),
    ...extrasPerUnit(),
    notes: text("notes"),
    // The product's GTIN-13, found by a scan; unique among the items one member can see (service).
    barcode: text("barcode"),
    // The shop's aisle its shopping-list line goes under (src/shared/meals/aisles.ts).
    aisle: text("aisle").notNull().default("other"),
    createdAt: createdAt(),
  },
  // The list is sorted by name in any case: the index holds the folded name, so it reads in order.
  (t) => [
    index("custom_ingredients_user_name_idx").on(t.userId, sql`lower(${t.name})`),
    // The household's shared ingredients, by name in any case, read in order as the list is.
    index("custom_ingredients_shared_name_idx").on(t.shared, sql`lower(${t.name})`),
    index("custom_ingredients_barcode_idx").on(t.barcode),
  ],
);

/**
 * Products found online by their barcode (Open Food Facts), kept for the whole household so the
 * next scan answers at once and offline. Per 100 g, each nutrient null when the source did not
 * give a believable figure. `attribution` is the credit the source's licence (ODbL) asks for.
 */
export const lookedUpFoods = sqliteTable("looked_up_foods", {
  barcode: text("barcode").primaryKey(),
  name: text("name").notNull(),
  brand: text("brand"),
  calories: real("calories"),
  protein: real("protein"),
  carbs: real("carbs"),
  fat: real("fat"),
  fiber: real("fiber"),
  sugar: real("sugar"),
  sodium: real("sodium"),
  servingSize: text("serving_size"),
  servingGrams: real("serving_grams"),
  source: text("source").notNull(),
  attribution: text("attribution").notNull(),
  lookedUpAt: text("looked_up_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export const mealTemplates = sqliteTable(
  "meal_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: sharingOwner(),
    shared: shared(),
    name: text("name").notNull(),
    mealTime: text("meal_time").notNull(),
    categories: text("categories", { mode: "json" }).notNull().default(sql`'[]'`),
    // {meal: {name, time, notes}, ingredients: [...]}, read and written whole.
    data: text("data", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("meal_templates_user_idx").on(t.userId, t.createdAt),
    // The household's shared library meals, newest first as the library lists them.
    index("meal_templates_shared_idx").on(t.shared, t.createdAt),
  ],
);
