// The meal plan's statements, each built once per database (src/db/prepared.ts): drizzle's prepared
// queries for the rows a change checks and writes, and bun:sqlite's own for a day's read, a new meal
// and a copied day, whose rows come back named by MEAL_COLUMNS and INGREDIENT_COLUMNS. Only the
// store's functions run them.
import { and, asc, eq, sql } from "drizzle-orm";
import { mealIngredients, mealPortions, meals, shoppingTicks, users } from "@db/schema";
import { placeholder, prepared, preparedSqlite, rowsInsert } from "@db/prepared";
import { INGREDIENT_COLUMNS, MEAL_COLUMNS, type GuestMealValues, type IngredientValues, type MealValues, type PortionValues } from "./rows";

const named = sql.placeholder;

/** A meal ingredient's columns, each from the placeholder of its name. */
const ingredientValues = {
  mealId: named("mealId"),
  userId: named("userId"),
  customIngredientId: named("customIngredientId"),
  name: named("name"),
  quantity: named("quantity"),
  unit: named("unit"),
  calories: named("calories"),
  protein: named("protein"),
  carbs: named("carbs"),
  fat: named("fat"),
  fiber: named("fiber"),
  sugar: named("sugar"),
  sodium: named("sodium"),
  foodId: named("foodId"),
  portion: named("portion"),
  isPrepped: named("isPrepped"),
};

export const queries = prepared((conn) => ({
  dayCount: conn
    .select({ count: sql<number>`count(*)` })
    .from(meals)
    .where(and(eq(meals.userId, named("userId")), eq(meals.date, named("date"))))
    .prepare(),
  prepCount: conn
    .select({ total: sql<number>`count(*)`, prepped: sql<number>`coalesce(sum(${mealIngredients.isPrepped}), 0)` })
    .from(mealIngredients)
    .where(and(eq(mealIngredients.userId, named("userId")), eq(mealIngredients.mealId, named("mealId"))))
    .prepare(),
  ingredientCount: conn
    .select({ count: sql<number>`count(*)` })
    .from(mealIngredients)
    .where(and(eq(mealIngredients.mealId, named("mealId")), eq(mealIngredients.userId, named("userId"))))
    .prepare(),
  setMealPrepped: conn
    .update(meals)
    .set({ isPrepped: placeholder("isPrepped") })
    .where(and(eq(meals.id, named("mealId")), eq(meals.userId, named("userId"))))
    .prepare(),
  markIngredients: conn
    .update(mealIngredients)
    .set({ isPrepped: placeholder("isPrepped") })
    .where(and(eq(mealIngredients.userId, named("userId")), eq(mealIngredients.mealId, named("mealId"))))
    .prepare(),
  insertIngredient: conn.insert(mealIngredients).values(ingredientValues).prepare(),
  addIngredient: conn.insert(mealIngredients).values(ingredientValues).returning().prepare(),
  meal: conn
    .select()
    .from(meals)
    .where(eq(meals.id, named("mealId")))
    .prepare(),
  ingredient: conn
    .select()
    .from(mealIngredients)
    .where(eq(mealIngredients.id, named("id")))
    .prepare(),
  mealIngredients: conn
    .select()
    .from(mealIngredients)
    .where(eq(mealIngredients.mealId, named("mealId")))
    .orderBy(asc(mealIngredients.id))
    .prepare(),
  portion: conn
    .select()
    .from(mealPortions)
    .where(and(eq(mealPortions.mealId, named("mealId")), eq(mealPortions.userId, named("userId"))))
    .prepare(),
  mealPortions: conn
    .select({ mealId: mealPortions.mealId, userId: mealPortions.userId, portion: mealPortions.portion })
    .from(mealPortions)
    .where(eq(mealPortions.mealId, named("mealId")))
    .orderBy(asc(mealPortions.userId))
    .prepare(),
  ticks: conn
    .select({
      key: shoppingTicks.key,
      checked: shoppingTicks.checked,
      quantity: shoppingTicks.quantity,
      tickedBy: users.firstName,
      foods: shoppingTicks.foods,
    })
    .from(shoppingTicks)
    .leftJoin(users, eq(users.id, shoppingTicks.tickedBy))
    .where(and(eq(shoppingTicks.fromDate, named("from")), eq(shoppingTicks.toDate, named("to"))))
    .prepare(),
}));

/**
 * A day's meals (listMeals), a new meal (createMeal) and a day's copy (copyMeals) through
 * bun:sqlite directly: rows come back as plain objects named as in rows.ts, new rows are bound by
 * position. drizzle's mapping of each row into an object, then into the answer, costs more than
 * these reads themselves.
 */
export const sqliteStatements = preparedSqlite((sqlite) => ({
  /** A day's meals, sorted by time, then by creation. */
  dayMeals: sqlite.prepare<MealValues, [number, string]>(
    `SELECT ${MEAL_COLUMNS} FROM meals WHERE user_id = ?1 AND date = ?2 ORDER BY time, id`,
  ),
  // Each meal's ingredients in the order they were added, read in the index's order (meal, then
  // id) with no sort.
  dayIngredients: sqlite.prepare<IngredientValues, [number, string]>(
    `SELECT ${INGREDIENT_COLUMNS} FROM meal_ingredients ` +
      "WHERE user_id = ?1 AND meal_id IN (SELECT id FROM meals WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, id",
  ),
  /** The family meals others cook that include the member on a date, the member's consumed mark in place of the cook's. */
  guestMeals: sqlite.prepare<GuestMealValues, [number, string]>(
    "SELECT m.id, m.date, m.name, m.time, m.notes, m.is_prepped AS isPrepped, p.is_consumed AS isConsumed, m.portion, " +
      "m.servings, m.recipe, " +
      "p.portion AS guestPortion, m.user_id AS cookId FROM meal_portions p " +
      "JOIN meals m ON m.id = p.meal_id WHERE p.user_id = ?1 AND p.date = ?2",
  ),
  /** Their ingredients, the cook's rows, by meal then id. */
  guestIngredients: sqlite.prepare<IngredientValues, [number, string]>(
    `SELECT ${INGREDIENT_COLUMNS} FROM meal_ingredients ` +
      "WHERE meal_id IN (SELECT meal_id FROM meal_portions WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, id",
  ),
  /** The other members of the member's own meals of a date, by meal. */
  ownMealsPortions: sqlite.prepare<PortionValues, [number, string]>(
    "SELECT meal_id AS mealId, user_id AS userId, portion FROM meal_portions " +
      "WHERE meal_id IN (SELECT id FROM meals WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, user_id",
  ),
  /** The members of the family meals the member is in on a date, by meal. */
  guestMealsPortions: sqlite.prepare<PortionValues, [number, string]>(
    "SELECT meal_id AS mealId, user_id AS userId, portion FROM meal_portions " +
      "WHERE meal_id IN (SELECT meal_id FROM meal_portions WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, user_id",
  ),
  /** How many family meals others cook include the member on a date: they count toward the day's limit. */
  guestCount: sqlite.prepare<{ n: number }, [number, string]>("SELECT count(*) AS n FROM meal_portions WHERE user_id = ?1 AND date = ?2"),
  /** Members' first names, for the cook and the 'Family:' line: the ids as a JSON array. */
  firstNames: sqlite.prepare<{ id: number; firstName: string | null }, [string]>(
    "SELECT id, first_name AS firstName FROM users WHERE id IN (SELECT value FROM json_each(?1))",
  ),
  /** Copies, unprepped and unconsumed, several to a statement (insertRowIds): user, date, name, time, notes, servings, recipe. */
  copyMeals: rowsInsert(
    sqlite,
    "INSERT INTO meals (user_id, date, name, time, notes, servings, recipe, is_prepped, is_consumed)",
    "(?, ?, ?, ?, ?, ?, ?, 0, 0)",
  ),
  /**
   * Copied ingredients, unprepped, several to a statement (insertRowIds): meal, user, custom
   * ingredient, name, quantity, unit, the seven nutrients, food and portion.
   */
  copyIngredients: rowsInsert(
    sqlite,
    "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, " +
      "unit, calories, protein, carbs, fat, fiber, sugar, sodium, food_id, portion, is_prepped)",
    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
  ),
  /** Answers the row as stored. */
  insertMeal: sqlite.prepare<MealValues, [number, string, string, string, string | null, number, number, number, string | null]>(
    "INSERT INTO meals (user_id, date, name, time, notes, is_prepped, is_consumed, servings, recipe) " +
      `VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${MEAL_COLUMNS}`,
  ),
  /**
   * A new meal's ingredients, several to a statement (insertRowIds, newIngredientValues): meal,
   * user, custom ingredient, name, quantity, unit, the four macros, prepped, fibre, sugar, sodium,
   * food and portion.
   */
  insertIngredients: rowsInsert(
    sqlite,
    "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, " +
      "unit, calories, protein, carbs, fat, is_prepped, fiber, sugar, sodium, food_id, portion)",
    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  ),
}));
