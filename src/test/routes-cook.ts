// The cook's week's rows of the route table (src/test/routes.ts): items added by hand to a shopping
// list, a meal copied to a date and a week copied onto another, apart to keep that file to its size.
import type { Client } from "./harness";
import { ownMeal } from "./route-fixtures";
import type { RouteSpec } from "./routes";

const RANGE = { from: "2026-03-02", to: "2026-03-08" };

const ownManualItem = async (c: Client) => {
  const item = (await c.post("/api/shopping-list/items", { ...RANGE, scope: "me", name: "Fixture soap" })).body as { key: string };
  return `/api/shopping-list/items/${item.key}?from=${RANGE.from}&to=${RANGE.to}`;
};

export const COOK_ROUTES: Record<string, RouteSpec> = {
  "POST /api/shopping-list/items": { access: "user", kind: "change", body: () => ({ ...RANGE, scope: "household", name: "Candles" }) },
  "DELETE /api/shopping-list/items/:key": { access: "user", kind: "change", owned: ownManualItem },
  "POST /api/meals/:id/copy": {
    access: "user",
    kind: "change",
    body: () => ({ date: "2026-03-09" }),
    owned: async (c) => `/api/meals/${await ownMeal(c)}/copy`,
  },
  "POST /api/meals/copy-week": { access: "user", kind: "change", body: () => ({ from: "2026-03-01", to: "2026-03-08" }) },
};
