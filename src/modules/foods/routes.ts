// HTTP for the food search: /api/foods?q=&limit=, and a food by its barcode.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { BAD_BARCODE, foodSearchQuerySchema } from "@shared/foods/contract";
import { guards } from "@modules/auth/guards";
import { badRequest } from "@src/errors";
import { gtin13 } from "@shared/foods/barcode";
import { findByBarcode, onlineLookup } from "./barcode";
import { searchFoods } from "./service";
import { foodTable } from "./table-of";

export function foodRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get(
      "/api/foods",
      ({ query, user }) => {
        const { q, limit } = parseBody(foodSearchQuerySchema, { ...query });
        return searchFoods(db, foodTable(ctx), user.id, q, limit);
      },
      { user: true },
    )
    .get(
      "/api/foods/barcode/:code",
      async ({ params, user, set }) => {
        const barcode = gtin13(params.code);
        if (!barcode) throw badRequest(BAD_BARCODE);
        const answer = await findByBarcode(db, user.id, barcode, onlineLookup(db, ctx.foodLookup));
        if (answer.found) return answer.food;
        // A lookup that failed is not a "no such product": the web offers the same way out.
        set.status = answer.failed ? (answer.failed.timedOut ? 504 : 502) : 404;
        return { message: answer.message, lookedUpOnline: answer.lookedUpOnline };
      },
      { user: true },
    );
}
