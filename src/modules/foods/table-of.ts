// The food table of a running app.
import type { Database } from "bun:sqlite";
import type { AppContext } from "@http/context";
import { unavailable } from "@src/errors";

/** The app's food table; a server always opens one at start (src/main.ts). */
export function foodTable(ctx: AppContext): Database {
  if (!ctx.foods) {
    const why = ctx.status?.foodTable;
    if (why)
      throw unavailable(
        `Food search is unavailable: the server could not open its food table (${why}). Everything else works; the admin page says why.`,
      );
    throw new Error("the food table is not open");
  }
  return ctx.foods;
}
