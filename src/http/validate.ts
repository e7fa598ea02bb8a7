// Reads a request's body and path ids: a body is validated with a shared zod schema (a failure is
// a 400 naming the field), an id that is not a positive integer is a 404.
import type { z } from "zod";
import { badRequest, notFound } from "@src/errors";
import { foodAmountSchema, type Food } from "@shared/foods/contract";
import { ingredientFromFood } from "@shared/foods/rules";
import { firstIssueMessage } from "@shared/validation";

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

/** A positive integer id from the path; anything else is 404, like an id that does not exist. */
export function parseId(raw: string | undefined, what = "Not found"): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) {
    throw notFound(what);
  }
  return id;
}

/**
 * An ingredient sent as a food and an amount (`{ foodId, grams }`, `{ foodId, portion, count }`,
 * without a name) as the ingredient it makes, for the ingredient's own schema to check like a
 * typed one; anything else as it came. `find` answers the food as the member may see it.
 */
export function expandFoodIngredient(raw: unknown, find: (foodId: string) => Food | null): unknown {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || !("foodId" in raw) || "name" in raw) return raw;
  const { foodId, isPrepped, ...amount } = parseBody(foodAmountSchema, raw);
  const food = find(foodId);
  if (!food) throw badRequest(`Food not found: ${foodId}`);
  const made = ingredientFromFood(food, amount);
  if (typeof made === "string") throw badRequest(made);
  return isPrepped === undefined ? made : { ...made, isPrepped };
}

/** Each ingredient of a list, as expandFoodIngredient makes it; a value that is not a list as it came. */
export const expandFoodIngredients = (list: unknown, find: (foodId: string) => Food | null): unknown =>
  Array.isArray(list) ? list.map((i) => expandFoodIngredient(i, find)) : list;
