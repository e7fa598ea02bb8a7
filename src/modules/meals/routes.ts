// HTTP for the meal plan: meals of a date, their ingredients (/api/meals/:id/ingredients and
// /api/ingredients/:id), saving a day and copying the previous day; a week at a glance
// (/api/meals/week) and the shopping list of a range (/api/shopping-list).
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { expandFoodIngredient, expandFoodIngredients, parseBody, parseId } from "@http/validate";
import {
  copyMealSchema,
  copyPreviousSchema,
  copyWeekSchema,
  createMealSchema,
  manualItemSchema,
  mealIngredientSchema,
  mealWeekQuerySchema,
  mealsQuerySchema,
  savePlanSchema,
  shoppingListQuerySchema,
  shoppingTickSchema,
  updateMealIngredientSchema,
  updateMealSchema,
} from "@shared/meals/contract";
import { asQuickEntry } from "@shared/meals/quick";
import { guards } from "@modules/auth/guards";
import { mealWeek, shoppingList } from "./plan-views";
import { saveTick } from "./shopping-tick-writes";
import { addManualItem, removeManualItem } from "./shopping-manual";
import { leaveFamilyMeals } from "./guests";
import { copyMeals, savePlan } from "./day";
import { copyMeal, copyWeek } from "./copy";
import { addIngredient, createMeal, deleteIngredient, deleteMeal, listMeals, updateIngredient, updateMeal } from "./service";

/** A body's `key` list with its ingredients sent as foods made into ingredients. */
function withFoods(body: unknown, key: string, expand: (list: unknown) => unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body) || !(key in body)) return body;
  return { ...body, [key]: expand((body as Record<string, unknown>)[key]) };
}

export function mealRoutes(ctx: AppContext) {
  const { db } = ctx;
  /** The foods the member may add, by id (docs/behaviour/foods.md, "Foods"). */
  const foodsOf = (userId: number) => (foodId: string) => ctx.findFood?.(userId, foodId) ?? null;
  return (
    new Elysia()
      .use(guards(ctx))
      .get("/api/meals", ({ query, user }) => listMeals(db, user.id, parseBody(mealsQuerySchema, { ...query }).date), { cached: true })
      .get("/api/meals/week", ({ query, user }) => mealWeek(db, user.id, parseBody(mealWeekQuerySchema, { ...query }).start, user.goals), {
        cached: true,
      })
      .get(
        "/api/shopping-list",
        ({ query, user }) => {
          const { from, to, scope } = parseBody(shoppingListQuerySchema, { ...query });
          return shoppingList(db, user.id, from, to, scope);
        },
        { cached: true },
      )
      // The same answer for an open list to ask every few seconds (with its ETag, a 304 while
      // nothing changed): its own path, which the service worker never keeps.
      .get(
        "/api/shopping-list/live",
        ({ query, user }) => {
          const { from, to, scope } = parseBody(shoppingListQuerySchema, { ...query });
          return shoppingList(db, user.id, from, to, scope);
        },
        { cached: true },
      )
      // Leaves every family meal of the day that another member cooks.
      .post("/api/meals/leave-family", ({ body, user }) => leaveFamilyMeals(db, user.id, parseBody(mealsQuerySchema, body).date), {
        user: true,
      })
      .put(
        "/api/shopping-list/items/:key",
        ({ body, params, user }) => saveTick(db, user.id, params.key, parseBody(shoppingTickSchema, body)),
        { user: true },
      )
      .post(
        "/api/shopping-list/items",
        ({ body, user, set }) => {
          const item = addManualItem(db, user.id, parseBody(manualItemSchema, body));
          set.status = 201;
          return item;
        },
        { user: true },
      )
      .delete(
        "/api/shopping-list/items/:key",
        ({ params, query, user }) => {
          const { from, to } = parseBody(shoppingListQuerySchema, { ...query });
          return removeManualItem(db, user.id, params.key, from, to);
        },
        { user: true },
      )
      .post(
        "/api/meals",
        ({ body, user, set }) => {
          const sent = withFoods(body, "ingredients", (list) => expandFoodIngredients(list, foodsOf(user.id)));
          const meal = createMeal(db, user.id, parseBody(createMealSchema, sent));
          set.status = 201;
          return meal;
        },
        { user: true },
      )
      .post(
        "/api/meals/save-plan",
        ({ body, user }) => {
          const find = foodsOf(user.id);
          const sent = withFoods(body, "meals", (meals) =>
            Array.isArray(meals) ? meals.map((m) => withFoods(m, "ingredients", (list) => expandFoodIngredients(list, find))) : meals,
          );
          const input = parseBody(savePlanSchema, sent);
          return { meals: savePlan(db, user.id, input) };
        },
        { user: true },
      )
      .post(
        "/api/meals/copy-previous",
        ({ body, user }) => {
          const { fromDate, toDate, mode } = parseBody(copyPreviousSchema, body);
          return copyMeals(db, user.id, fromDate, toDate, mode);
        },
        { user: true },
      )
      .post(
        "/api/meals/copy-week",
        ({ body, user }) => {
          const { from, to } = parseBody(copyWeekSchema, body);
          return copyWeek(db, user.id, from, to);
        },
        { user: true },
      )
      .post(
        "/api/meals/:id/copy",
        ({ body, params, user, set }) => {
          const id = parseId(params.id, "Meal not found");
          const meal = copyMeal(db, user.id, id, parseBody(copyMealSchema, body).date);
          set.status = 201;
          return meal;
        },
        { user: true },
      )
      .put(
        "/api/meals/:id",
        ({ body, params, user }) => {
          const id = parseId(params.id, "Meal not found");
          return updateMeal(db, user.id, id, parseBody(updateMealSchema, body));
        },
        { user: true },
      )
      .delete(
        "/api/meals/:id",
        ({ params, user }) => {
          deleteMeal(db, user.id, parseId(params.id, "Meal not found"));
          return { ok: true };
        },
        { user: true },
      )
      .post(
        "/api/meals/:id/ingredients",
        ({ body, params, user, set }) => {
          const id = parseId(params.id, "Meal not found");
          // Calories alone make a quick entry (docs/behaviour/meals.md, "Meal ingredients").
          const sent = expandFoodIngredient(asQuickEntry(body), foodsOf(user.id));
          const ingredient = addIngredient(db, user.id, id, parseBody(mealIngredientSchema, sent));
          set.status = 201;
          return ingredient;
        },
        { user: true },
      )
      .put(
        "/api/ingredients/:id",
        ({ body, params, user }) => {
          const id = parseId(params.id, "Ingredient not found");
          return updateIngredient(db, user.id, id, parseBody(updateMealIngredientSchema, body));
        },
        { user: true },
      )
      .delete(
        "/api/ingredients/:id",
        ({ params, user }) => {
          deleteIngredient(db, user.id, parseId(params.id, "Ingredient not found"));
          return { ok: true };
        },
        { user: true },
      )
  );
}
