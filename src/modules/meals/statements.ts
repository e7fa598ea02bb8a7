// The meal plan's hot statements, built once and run with placeholders (src/db/prepared.ts): a
// day's meals and their ingredients, one meal's ingredients, the day's count, the prepped flags,
// and adding ingredients; a new meal and a copied day are written through bun:sqlite directly.
// service.ts runs them.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { mealIngredients, meals } from "../../db/schema";
import { placeholder, prepared, preparedSqlite } from "../../db/prepared";

const ph = sql.placeholder;

/** A meal ingredient's columns, each from the placeholder of its name. */
const ingredientValues = {
  mealId: ph("mealId"),
  userId: ph("userId"),
  customIngredientId: ph("customIngredientId"),
  name: ph("name"),
  quantity: ph("quantity"),
  unit: ph("unit"),
  calories: ph("calories"),
  protein: ph("protein"),
  carbs: ph("carbs"),
  fat: ph("fat"),
  isPrepped: ph("isPrepped"),
};

export const q = prepared((conn) => ({
  dayMeals: conn
    .select()
    .from(meals)
    .where(and(eq(meals.userId, ph("userId")), eq(meals.date, ph("date"))))
    .orderBy(asc(meals.time), asc(meals.id))
    .prepare(),
  // Each meal's ingredients in the order they were added, read in the index's order (meal, then
  // id) with no sort.
  dayIngredients: conn
    .select()
    .from(mealIngredients)
    .where(
      and(
        eq(mealIngredients.userId, ph("userId")),
        inArray(mealIngredients.mealId, conn.select({ id: meals.id }).from(meals).where(and(eq(meals.userId, ph("userId")), eq(meals.date, ph("date"))))),
      ),
    )
    .orderBy(asc(mealIngredients.mealId), asc(mealIngredients.id))
    .prepare(),
  mealIngredients: conn
    .select()
    .from(mealIngredients)
    .where(and(eq(mealIngredients.userId, ph("userId")), eq(mealIngredients.mealId, ph("mealId"))))
    .orderBy(asc(mealIngredients.id))
    .prepare(),
  dayCount: conn
    .select({ count: sql<number>`count(*)` })
    .from(meals)
    .where(and(eq(meals.userId, ph("userId")), eq(meals.date, ph("date"))))
    .prepare(),
  prepCount: conn
    .select({ total: sql<number>`count(*)`, prepped: sql<number>`coalesce(sum(${mealIngredients.isPrepped}), 0)` })
    .from(mealIngredients)
    .where(and(eq(mealIngredients.userId, ph("userId")), eq(mealIngredients.mealId, ph("mealId"))))
    .prepare(),
  setMealPrepped: conn
    .update(meals)
    .set({ isPrepped: placeholder("isPrepped") })
    .where(and(eq(meals.id, ph("mealId")), eq(meals.userId, ph("userId"))))
    .prepare(),
  markIngredients: conn
    .update(mealIngredients)
    .set({ isPrepped: placeholder("isPrepped") })
    .where(and(eq(mealIngredients.userId, ph("userId")), eq(mealIngredients.mealId, ph("mealId"))))
    .prepare(),
  insertIngredient: conn
    .insert(mealIngredients)
    .values(ingredientValues)
    .prepare(),
  addIngredient: conn
    .insert(mealIngredients)
    .values(ingredientValues)
    .returning()
    .prepare(),
}));

/** A meal's and an ingredient's columns in the order the answers carry them (rows.ts reads them so). */
const MEAL_COLUMNS = "id, date, name, time, notes, is_prepped, is_consumed";
const INGREDIENT_COLUMNS = "id, meal_id, name, quantity, unit, calories, protein, carbs, fat, is_prepped, custom_ingredient_id";

/**
 * The writes of a new meal (createMeal) and of a day's copy (copyMeals) through bun:sqlite directly:
 * the source day's rows as arrays, and the new rows bound by position. The reads are dayMeals' and
 * dayIngredients' own searches.
 */
export const direct = preparedSqlite((sqlite) => ({
  dayMeals: sqlite.prepare<never, [number, string]>("SELECT id, name, time, notes FROM meals WHERE user_id = ?1 AND date = ?2 ORDER BY time, id"),
  dayIngredients: sqlite.prepare<never, [number, string]>(
    "SELECT meal_id, custom_ingredient_id, name, quantity, unit, calories, protein, carbs, fat FROM meal_ingredients " +
      "WHERE user_id = ?1 AND meal_id IN (SELECT id FROM meals WHERE user_id = ?1 AND date = ?2) ORDER BY meal_id, id",
  ),
  /** A copy: unprepped and unconsumed. */
  copyMeal: sqlite.prepare<never, [number, string, string, string, string | null]>(
    "INSERT INTO meals (user_id, date, name, time, notes, is_prepped, is_consumed) VALUES (?, ?, ?, ?, ?, 0, 0)",
  ),
  /** A copied ingredient: unprepped. */
  copyIngredient: sqlite.prepare<never, [number, number, number | null, string, number, string, number | null, number | null, number | null, number | null]>(
    "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, unit, calories, protein, carbs, fat, is_prepped) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
  ),
  /** Answers the row as stored (MEAL_COLUMNS). */
  insertMeal: sqlite.prepare<never, [number, string, string, string, string | null, number, number]>(
    `INSERT INTO meals (user_id, date, name, time, notes, is_prepped, is_consumed) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${MEAL_COLUMNS}`,
  ),
  /** Answers the row as stored (INGREDIENT_COLUMNS). */
  insertIngredient: sqlite.prepare<
    never,
    [number, number, number | null, string, number, string, number | null, number | null, number | null, number | null, number]
  >(
    "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, unit, calories, protein, carbs, fat, is_prepped) " +
      `VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${INGREDIENT_COLUMNS}`,
  ),
}));

/** A row of direct's dayMeals. */
export type CopiedMeal = [id: number, name: string, time: string, notes: string | null];

/** A row of direct's dayIngredients. */
export type CopiedIngredient = [
  mealId: number,
  customIngredientId: number | null,
  name: string,
  quantity: number,
  unit: string,
  calories: number | null,
  protein: number | null,
  carbs: number | null,
  fat: number | null,
];
