// HTTP for the household: who is in it, for any member.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { guards } from "@modules/auth/guards";
import { readHousehold } from "./service";

export function householdRoutes(ctx: AppContext) {
  return new Elysia().use(guards(ctx)).get("/api/household", () => readHousehold(ctx.db), { cached: true });
}
