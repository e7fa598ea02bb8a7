// HTTP for the food search: /api/foods?q=&limit=.
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { parseBody } from "../../http/validate";
import { foodSearchQuerySchema } from "../../shared/foods/contract";
import { guards } from "../auth/guards";
import { searchFoods } from "./service";
import { foodTable } from "./table-of";

export function foodRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia().use(guards(ctx)).get(
    "/api/foods",
    ({ query, user }) => {
      const { q, limit } = parseBody(foodSearchQuerySchema, { ...query });
      return searchFoods(db, foodTable(ctx), user.id, q, limit);
    },
    { user: true },
  );
}
