// HTTP for the day's summary (docs/behaviour/summary.md): a member's read, which an API token of
// either scope may make. Not a kept answer: without `?today=` the day follows the server's clock.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { guards } from "@modules/auth/guards";
import { todayIso } from "@shared/dates";
import { summaryQuerySchema } from "@shared/summary/contract";
import { daySummary } from "./service";

export function summaryRoutes(ctx: AppContext) {
  return new Elysia().use(guards(ctx)).get(
    "/api/summary/today",
    ({ query, user }) => {
      const { today } = parseBody(summaryQuerySchema, { ...query });
      return daySummary(ctx.db, user, today ?? todayIso());
    },
    { user: true },
  );
}
