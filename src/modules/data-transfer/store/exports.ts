// The reads of the exports: the member's rows of every area, each in its file's order, read
// through the member's own rows (a set through its exercise, an ingredient through its meal).
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "@db/client";
import {
  bodyComposition,
  customIngredients,
  exerciseSets,
  exercises,
  mealIngredients,
  mealPortions,
  meals,
  mealTemplates,
  programs,
  users,
  workoutTemplates,
  workouts,
} from "@db/schema";

export type MealRow = typeof meals.$inferSelect;
export type IngredientRow = typeof mealIngredients.$inferSelect;

/** The member's body entries, oldest first. */
export function bodyRows(conn: Conn, userId: number) {
  return conn
    .select()
    .from(bodyComposition)
    .where(eq(bodyComposition.userId, userId))
    .orderBy(asc(bodyComposition.date), asc(bodyComposition.id))
    .all();
}

/** The member's meals by date and time, each with its ingredients (none: one row with `ing` null). */
export function mealRowsWithIngredients(conn: Conn, userId: number) {
  return conn
    .select({ meal: meals, ing: mealIngredients })
    .from(meals)
    .leftJoin(mealIngredients, and(eq(mealIngredients.mealId, meals.id), eq(mealIngredients.userId, userId)))
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.date), asc(meals.time), asc(meals.id), asc(mealIngredients.id))
    .all();
}

/** The member's exercises by date and order, each with its set rows (none: one row with `set` null). */
export function exerciseRowsWithSets(conn: Conn, userId: number) {
  return conn
    .select({ workout: workouts, exercise: exercises, set: exerciseSets })
    .from(workouts)
    .innerJoin(exercises, and(eq(exercises.workoutId, workouts.id), eq(exercises.userId, userId)))
    .leftJoin(exerciseSets, and(eq(exerciseSets.exerciseId, exercises.id), eq(exerciseSets.userId, userId)))
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date), asc(exercises.sortOrder), asc(exercises.id), asc(exerciseSets.setNumber))
    .all();
}

/** Everything the JSON export holds of the member, as stored, each list in the file's order. */
export function exportRows(conn: Conn, userId: number) {
  return {
    user: conn.select().from(users).where(eq(users.id, userId)).get()!,
    days: conn.select().from(workouts).where(eq(workouts.userId, userId)).orderBy(asc(workouts.date)).all(),
    exercises: conn
      .select()
      .from(exercises)
      .where(eq(exercises.userId, userId))
      .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
      .all(),
    // Through the member's exercises: set rows are indexed by their exercise only.
    sets: conn
      .select({ set: exerciseSets })
      .from(exercises)
      .innerJoin(exerciseSets, and(eq(exerciseSets.exerciseId, exercises.id), eq(exerciseSets.userId, userId)))
      .where(eq(exercises.userId, userId))
      .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
      .all()
      .map((r) => r.set),
    programs: conn.select().from(programs).where(eq(programs.userId, userId)).orderBy(asc(programs.id)).all(),
    customIngredients: conn
      .select()
      .from(customIngredients)
      .where(eq(customIngredients.userId, userId))
      .orderBy(asc(customIngredients.createdAt), asc(customIngredients.id))
      .all(),
    meals: conn.select().from(meals).where(eq(meals.userId, userId)).orderBy(asc(meals.date), asc(meals.time), asc(meals.id)).all(),
    // Through the member's meals: ingredients are indexed by their meal only.
    ingredients: conn
      .select({ ingredient: mealIngredients })
      .from(meals)
      .innerJoin(mealIngredients, and(eq(mealIngredients.mealId, meals.id), eq(mealIngredients.userId, userId)))
      .where(eq(meals.userId, userId))
      .orderBy(asc(mealIngredients.mealId), asc(mealIngredients.id))
      .all()
      .map((r) => r.ingredient),
    familyMeals: familyMeals(conn, userId),
    workoutTemplates: conn
      .select()
      .from(workoutTemplates)
      .where(eq(workoutTemplates.userId, userId))
      .orderBy(asc(workoutTemplates.createdAt), asc(workoutTemplates.id))
      .all(),
    mealLibrary: conn
      .select()
      .from(mealTemplates)
      .where(eq(mealTemplates.userId, userId))
      .orderBy(asc(mealTemplates.createdAt), asc(mealTemplates.id))
      .all(),
    body: bodyRows(conn, userId),
  };
}

/** Family meals another member cooks for this one: the recipe's meal and ingredients, with this member's portion and mark. */
function familyMeals(conn: Conn, userId: number): { meal: MealRow; portion: number; isConsumed: boolean; ingredients: IngredientRow[] }[] {
  const rows = conn
    .select({ meal: meals, portion: mealPortions.portion, isConsumed: mealPortions.isConsumed })
    .from(mealPortions)
    .innerJoin(meals, eq(meals.id, mealPortions.mealId))
    .where(eq(mealPortions.userId, userId))
    .all();
  return rows.map((r) => ({
    ...r,
    ingredients: conn.select().from(mealIngredients).where(eq(mealIngredients.mealId, r.meal.id)).orderBy(asc(mealIngredients.id)).all(),
  }));
}
