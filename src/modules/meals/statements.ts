// The meal plan's hot statements, built once and run with placeholders (src/db/prepared.ts): the
// day's count, the prepped flags and adding ingredients; a day's meals, a
// new meal and a copied day go through bun:sqlite directly. service.ts runs them.
import { and, eq, sql } from "drizzle-orm";
import { mealIngredients, meals } from "@db/schema";
import { placeholder, prepared, preparedSqlite, rowsInsert } from "@db/prepared";
import { INGREDIENT_COLUMNS, MEAL_COLUMNS } from "./rows";

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
}));

/**
 * A day's meals (listMeals), a new meal (createMeal) and a day's copy (copyMeals) through
 * bun:sqlite directly: rows come back as arrays in the columns of rows.ts, new rows are bound by
 * position. drizzle's mapping of each row into an object, then into the answer, costs more than
 * these reads themselves.
 */
export const sqliteStatements = preparedSqlite((sqlite) => ({
  /** A day's meals (MEAL_COLUMNS), sorted by time, then by creation. */
  dayMeals: sqlite.prepare<never, [number, string]>(`SELECT ${MEAL_COLUMNS} FROM meals WHERE user_id = ?1 AND date = ?2 ORDER BY time, id`),
  // Each meal's ingredients (INGREDIENT_COLUMNS) in the order they were added, read in the index's
  // order (meal, then id) with no sort.
  dayIngredients: sqlite.prepare<never, [number, string]>(
    `SELECT ${INGREDIENT_COLUMNS} FROM meal_ingredients ` +
      "WHERE user_id = ?1 AND meal_id IN (SELECT id FROM meals WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, id",
  ),
  /** The family meals others cook that include the member on a date (GuestMealValues), the member's consumed mark in place of the cook's. */
  guestMeals: sqlite.prepare<never, [number, string]>(
    "SELECT m.id, m.date, m.name, m.time, m.notes, m.is_prepped, p.is_consumed, m.portion, p.portion, m.user_id " +
      "FROM meal_portions p JOIN meals m ON m.id = p.meal_id WHERE p.user_id = ?1 AND p.date = ?2",
  ),
  /** Their ingredients (INGREDIENT_COLUMNS), the cook's rows, by meal then id. */
  guestIngredients: sqlite.prepare<never, [number, string]>(
    `SELECT ${INGREDIENT_COLUMNS} FROM meal_ingredients ` +
      "WHERE meal_id IN (SELECT meal_id FROM meal_portions WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, id",
  ),
  /** The other members of the member's own meals of a date (PortionValues), by meal. */
  ownMealsPortions: sqlite.prepare<never, [number, string]>(
    "SELECT meal_id, user_id, portion FROM meal_portions WHERE meal_id IN (SELECT id FROM meals WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, user_id",
  ),
  /** The members of the family meals the member is in on a date (PortionValues), by meal. */
  guestMealsPortions: sqlite.prepare<never, [number, string]>(
    "SELECT meal_id, user_id, portion FROM meal_portions WHERE meal_id IN (SELECT meal_id FROM meal_portions WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, user_id",
  ),
  /** How many family meals others cook include the member on a date: they count toward the day's limit. */
  guestCount: sqlite.prepare<{ n: number }, [number, string]>("SELECT count(*) AS n FROM meal_portions WHERE user_id = ?1 AND date = ?2"),
  /** A member's first name, for the cook and the 'Family:' line. */
  firstName: sqlite.prepare<{ first_name: string | null }, [number]>("SELECT first_name FROM users WHERE id = ?1"),
  /** Copies, unprepped and unconsumed, several to a statement (insertRowIds): user, date, name, time, notes. */
  copyMeals: rowsInsert(sqlite, "INSERT INTO meals (user_id, date, name, time, notes, is_prepped, is_consumed)", "(?, ?, ?, ?, ?, 0, 0)"),
  /**
   * Copied ingredients, unprepped, several to a statement (insertRowIds): meal, user, custom
   * ingredient, name, quantity, unit, the seven nutrients, food and portion.
   */
  copyIngredients: rowsInsert(
    sqlite,
    "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, unit, calories, protein, carbs, fat, fiber, sugar, sodium, food_id, portion, is_prepped)",
    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
  ),
  /** Answers the row as stored (MEAL_COLUMNS). */
  insertMeal: sqlite.prepare<never, [number, string, string, string, string | null, number, number]>(
    `INSERT INTO meals (user_id, date, name, time, notes, is_prepped, is_consumed) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${MEAL_COLUMNS}`,
  ),
  /**
   * A new meal's ingredients, several to a statement (insertRows), each answering its row as
   * stored (INGREDIENT_COLUMNS): meal, user, custom ingredient, name, quantity, unit, the four
   * macros, prepped, fibre, sugar, sodium, food and portion.
   */
  insertIngredients: rowsInsert(
    sqlite,
    "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, unit, calories, protein, carbs, fat, is_prepped, fiber, sugar, sodium, food_id, portion)",
    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    INGREDIENT_COLUMNS,
  ),
}));
