// Items added by hand to a range's shopping list (docs/behaviour/meals.md, "Shopping list"): a
// member's own, which go with them, or the household's, which stay. Gathered by schema.ts.
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-core";

export const shoppingItems = sqliteTable(
  "shopping_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    // The member whose item it is on their own list; null for an item of the household's list.
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: real("quantity"),
    unit: text("unit"),
    createdAt: createdAt(),
  },
  (t) => [index("shopping_items_range_idx").on(t.fromDate, t.toDate, t.userId), index("shopping_items_to_idx").on(t.toDate)],
);
