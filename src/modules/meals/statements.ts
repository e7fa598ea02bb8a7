// The meal plan's hot statements, built once and run with placeholders (src/db/prepared.ts): a
// day's meals and their ingredients, one meal's ingredients, the day's count, the prepped flags,
// and adding meals and ingredients. service.ts runs them.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { mealIngredients, meals } from "../../db/schema";
import { placeholder, prepared } from "../../db/prepared";

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
  insertMeal: conn
    .insert(meals)
    .values({
      userId: ph("userId"),
      date: ph("date"),
      name: ph("name"),
      time: ph("time"),
      notes: ph("notes"),
      isPrepped: ph("isPrepped"),
      isConsumed: ph("isConsumed"),
    })
    .returning()
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
