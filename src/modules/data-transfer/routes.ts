// HTTP for the signed-in user's spreadsheet exports: GET /api/export/{workouts,meals,body}.csv.
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { toIsoDate } from "../../shared/dates";
import { guards } from "../auth/guards";
import { bodyCsv, mealsCsv, workoutsCsv } from "./service";

/** A CSV download named by kind and the server's date, e.g. kinfit-meals-2026-06-01.csv. */
function csvFile(kind: string, text: string): Response {
  return new Response(text, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="kinfit-${kind}-${toIsoDate(new Date())}.csv"`,
      // Personal data: never kept by a shared cache.
      "cache-control": "no-store",
    },
  });
}

export function dataTransferRoutes(ctx: AppContext) {
  return new Elysia()
    .use(guards(ctx))
    .get("/api/export/workouts.csv", ({ user }) => csvFile("workouts", workoutsCsv(ctx.db, user.id)), { user: true })
    .get("/api/export/meals.csv", ({ user }) => csvFile("meals", mealsCsv(ctx.db, user.id)), { user: true })
    .get("/api/export/body.csv", ({ user }) => csvFile("body", bodyCsv(ctx.db, user.id)), { user: true });
}
