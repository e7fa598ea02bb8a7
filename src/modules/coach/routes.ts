// HTTP for the coach (docs/behaviour/coach.md): the estimate and the targets, the goal, applying
// the targets, and the week in one look.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { coachGoalSchema, coachQuerySchema, coachWeekQuerySchema } from "@shared/coach/contract";
import { guards } from "@modules/auth/guards";
import { applyTargets, coachAnswer, coachWeek, setGoal } from "./service";

export function coachRoutes(ctx: AppContext) {
  return new Elysia()
    .use(guards(ctx))
    .get("/api/coach", ({ query, user }) => coachAnswer(ctx.db, user, parseBody(coachQuerySchema, { ...query }).today), { cached: true })
    .get(
      "/api/coach/week",
      ({ query, user }) => {
        const { weekStart } = parseBody(coachWeekQuerySchema, { ...query });
        return coachWeek(ctx.db, user, weekStart, ctx.weekMuscleSets?.(user.id, weekStart) ?? {});
      },
      { cached: true },
    )
    .put("/api/coach/goal", ({ body, user }) => setGoal(ctx.db, user, parseBody(coachGoalSchema, body)), { user: true })
    .post("/api/coach/apply", ({ query, user }) => applyTargets(ctx.db, user, parseBody(coachQuerySchema, { ...query }).today), {
      user: true,
    });
}
