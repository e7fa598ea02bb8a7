// HTTP for the meal library: a user's saved meals at /api/meal-templates (the path keeps its old name).
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { expandFoodIngredients, parseBody, parseId } from "@http/validate";
import type { Food } from "@shared/foods/contract";
import { createLibraryMealSchema, updateLibraryMealSchema } from "@shared/meal-library/contract";
import { guards } from "@modules/auth/guards";
import {
  copyLibraryMeal,
  createLibraryMeal,
  deleteLibraryMeal,
  listLibraryMeals,
  NOT_FOUND,
  shareAllLibraryMeals,
  updateLibraryMeal,
} from "./service";

/** The body with its ingredients sent as foods (`data.ingredients`) made into ingredients. */
function withFoods(body: unknown, find: (foodId: string) => Food | null): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const data = (body as { data?: unknown }).data;
  if (data === null || typeof data !== "object" || Array.isArray(data) || !("ingredients" in data)) return body;
  return { ...body, data: { ...data, ingredients: expandFoodIngredients(data.ingredients, find) } };
}

export function mealLibraryRoutes(ctx: AppContext) {
  const { db } = ctx;
  const foodsOf = (userId: number) => (foodId: string) => ctx.findFood?.(userId, foodId) ?? null;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/meal-templates", ({ user }) => listLibraryMeals(db, user.id), { cached: true })
    .post(
      "/api/meal-templates",
      ({ body, user, set }) => {
        const libraryMeal = createLibraryMeal(db, user.id, parseBody(createLibraryMealSchema, withFoods(body, foodsOf(user.id))));
        set.status = 201;
        return libraryMeal;
      },
      { user: true },
    )
    .post("/api/meal-templates/share-all", ({ user }) => shareAllLibraryMeals(db, user.id), { user: true })
    .post(
      "/api/meal-templates/:id/copy",
      ({ params, user, set }) => {
        const copy = copyLibraryMeal(db, user.id, parseId(params.id, NOT_FOUND));
        set.status = 201;
        return copy;
      },
      { user: true },
    )
    .put(
      "/api/meal-templates/:id",
      ({ body, params, user }) => {
        const id = parseId(params.id, NOT_FOUND);
        return updateLibraryMeal(db, user.id, id, parseBody(updateLibraryMealSchema, withFoods(body, foodsOf(user.id))));
      },
      { user: true },
    )
    .delete(
      "/api/meal-templates/:id",
      ({ params, user }) => {
        deleteLibraryMeal(db, user.id, parseId(params.id, NOT_FOUND));
        return { ok: true };
      },
      { user: true },
    );
}
