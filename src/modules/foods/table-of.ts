// The food table of a running app.
import type { Database } from "bun:sqlite";
import type { AppContext } from "@http/context";

/** The app's food table; a server always opens one at start (src/main.ts). */
export function foodTable(ctx: AppContext): Database {
  if (!ctx.foods) throw new Error("the food table is not open");
  return ctx.foods;
}
