// HTTP for the personal ingredient database (custom ingredients).
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { guards } from "../../http/session";
import { parseBody, parseId } from "../../http/validate";
import { customIngredientSchema } from "../../shared/meals";
import { createIngredient, deleteIngredient, listIngredients, updateIngredient } from "./service";

export function ingredientRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/custom-ingredients", ({ user }) => listIngredients(db, user.id), { user: true })
    .post(
      "/api/custom-ingredients",
      ({ body, user, set }) => {
        const ingredient = createIngredient(db, user.id, parseBody(customIngredientSchema, body));
        set.status = 201;
        return ingredient;
      },
      { user: true },
    )
    .put(
      "/api/custom-ingredients/:id",
      ({ body, params, user }) => {
        const id = parseId(params.id, "Ingredient not found");
        return updateIngredient(db, user.id, id, parseBody(customIngredientSchema, body));
      },
      { user: true },
    )
    .delete(
      "/api/custom-ingredients/:id",
      ({ params, user }) => {
        deleteIngredient(db, user.id, parseId(params.id, "Ingredient not found"));
        return { ok: true };
      },
      { user: true },
    );
}
