// The coach's rows of the route table (src/test/routes.ts), apart to keep that file to its size.
import type { RouteSpec } from "./routes";

export const COACH_ROUTES: Record<string, RouteSpec> = {
  "GET /api/coach": { access: "user", kind: "read", cached: true },
  "GET /api/coach/week": { access: "user", kind: "read", cached: true },
  "PUT /api/coach/goal": { access: "user", kind: "change", body: () => ({ direction: "lose", ratePerWeek: 0.5, checkInDay: "Monday" }) },
  "POST /api/coach/apply": { access: "user", kind: "change" },
};
