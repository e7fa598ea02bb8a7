// HTTP for programs: the catalogue, starting one, the active one with its next workout, putting
// that workout on a day, stopping it, and one of the member's programs by id.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody, parseId } from "@http/validate";
import { todayIso } from "@shared/dates";
import { activeQuerySchema, startDaySchema, startProgramSchema } from "@shared/programs/contract";
import { guards } from "@modules/auth/guards";
import { activeProgram, deleteProgram, programById, programCatalogue, startNext, startProgram, stopProgram } from "./service";

export function programRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/programs/catalogue", ({ user }) => programCatalogue(user), { cached: true })
    .get(
      "/api/programs/active",
      ({ query, user }) => activeProgram(db, user, parseBody(activeQuerySchema, { ...query }).date ?? todayIso()),
      { cached: true },
    )
    .post(
      "/api/programs",
      ({ body, query, user, set }) => {
        const input = parseBody(startProgramSchema, body) as Parameters<typeof startProgram>[2];
        const answer = startProgram(db, user, input, parseBody(activeQuerySchema, { ...query }).date ?? todayIso());
        set.status = 201;
        return answer;
      },
      { user: true },
    )
    .post("/api/programs/active/start", ({ body, user }) => startNext(db, user, parseBody(startDaySchema, body).date), { user: true })
    .delete(
      "/api/programs/active",
      ({ user }) => {
        stopProgram(db, user.id);
        return { ok: true };
      },
      { user: true },
    )
    .get("/api/programs/:id", ({ params, user }) => programById(db, user.id, parseId(params.id, "Program not found")), { cached: true })
    .delete(
      "/api/programs/:id",
      ({ params, user }) => {
        deleteProgram(db, user.id, parseId(params.id, "Program not found"));
        return { ok: true };
      },
      { user: true },
    );
}
