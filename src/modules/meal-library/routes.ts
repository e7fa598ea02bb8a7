// HTTP for the meal library: a user's saved meals at /api/meal-templates (the path keeps its old name).
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { parseBody, parseId } from "../../http/validate";
import { createLibraryMealSchema, updateLibraryMealSchema } from "../../shared/meal-library/contract";
import { guards } from "../auth/guards";
import { copyLibraryMeal, createLibraryMeal, deleteLibraryMeal, listLibraryMeals, NOT_FOUND, shareAllLibraryMeals, updateLibraryMeal } from "./service";

export function mealLibraryRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/meal-templates", ({ user }) => listLibraryMeals(db, user.id), { cached: true })
    .post(
      "/api/meal-templates",
      ({ body, user, set }) => {
        const libraryMeal = createLibraryMeal(db, user.id, parseBody(createLibraryMealSchema, body));
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
        return updateLibraryMeal(db, user.id, id, parseBody(updateLibraryMealSchema, body));
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
