// HTTP for custom ingredients: the household's ingredient database at /api/custom-ingredients.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody, parseId } from "@http/validate";
import { customIngredientSchema } from "@shared/custom-ingredients/contract";
import { guards } from "@modules/auth/guards";
import {
  copyCustomIngredient,
  createCustomIngredient,
  deleteCustomIngredient,
  listCustomIngredients,
  NOT_FOUND,
  shareAllCustomIngredients,
  updateCustomIngredient,
} from "./service";

export function customIngredientRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/custom-ingredients", ({ user }) => listCustomIngredients(db, user.id), { cached: true })
    .post(
      "/api/custom-ingredients",
      ({ body, user, set }) => {
        const customIngredient = createCustomIngredient(db, user.id, parseBody(customIngredientSchema, body));
        set.status = 201;
        return customIngredient;
      },
      { user: true },
    )
    .post("/api/custom-ingredients/share-all", ({ user }) => shareAllCustomIngredients(db, user.id), { user: true })
    .post(
      "/api/custom-ingredients/:id/copy",
      ({ params, user, set }) => {
        const copy = copyCustomIngredient(db, user.id, parseId(params.id, NOT_FOUND));
        set.status = 201;
        return copy;
      },
      { user: true },
    )
    .put(
      "/api/custom-ingredients/:id",
      ({ body, params, user }) => {
        const id = parseId(params.id, NOT_FOUND);
        return updateCustomIngredient(db, user.id, id, parseBody(customIngredientSchema, body));
      },
      { user: true },
    )
    .delete(
      "/api/custom-ingredients/:id",
      ({ params, user }) => {
        deleteCustomIngredient(db, user.id, parseId(params.id, NOT_FOUND));
        return { ok: true };
      },
      { user: true },
    );
}
