// HTTP for the dashboard's streak figure (DESIGN decision 5).
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { guards } from "../../http/session";
import { parseBody } from "../../http/validate";
import { streakQuerySchema } from "../../shared/streak";
import { streakFor } from "./service";

export function streakRoutes(ctx: AppContext) {
  return new Elysia().use(guards(ctx)).get(
    "/api/streak",
    ({ query, user }) => {
      // The query object is checked like a body: a missing or impossible date is a 400 naming it.
      const { today } = parseBody(streakQuerySchema, { ...query });
      return streakFor(ctx.db, user.id, today);
    },
    { user: true },
  );
}
