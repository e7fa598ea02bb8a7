// HTTP for the dashboard's own figure, the workout streak (docs/behaviour/dashboard.md, "Streak"); the
// dashboard's day counts are the Workouts and Meal Plan reads.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { guards } from "@modules/auth/guards";
import { parseBody } from "@http/validate";
import { streakQuerySchema } from "@shared/dashboard/contract";
import { streakFor } from "./service";

export function dashboardRoutes(ctx: AppContext) {
  return new Elysia().use(guards(ctx)).get(
    "/api/streak",
    ({ query, user }) => {
      // The query object is checked like a body: a missing or impossible date is a 400 naming it.
      const { today } = parseBody(streakQuerySchema, { ...query });
      return streakFor(ctx.db, user.id, today);
    },
    { cached: true },
  );
}
