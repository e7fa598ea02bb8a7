// HTTP for exercise history (the history dialog of the Workouts screen).
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { guards } from "../../http/session";
import { parseBody } from "../../http/validate";
import { historyQuerySchema } from "../../shared/history";
import { exerciseHistory } from "./service";

export function historyRoutes(ctx: AppContext) {
  return new Elysia().use(guards(ctx)).get(
    "/api/exercises/history",
    ({ query, user }) => {
      const { name, before } = parseBody(historyQuerySchema, { ...query });
      return exerciseHistory(ctx.db, user.id, name, before);
    },
    { user: true },
  );
}
