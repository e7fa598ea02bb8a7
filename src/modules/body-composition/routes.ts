// HTTP for body composition entries (docs/behaviour/body-composition.md, "Body composition").
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { guards } from "@modules/auth/guards";
import { parseBody, parseId } from "@http/validate";
import { bodyEntrySchema, bodyListQuerySchema } from "@shared/body-composition/contract";
import { createEntry, deleteEntry, listEntries, updateEntry } from "./service";

export function bodyCompositionRoutes(ctx: AppContext) {
  return new Elysia()
    .use(guards(ctx))
    .get("/api/body-composition", ({ query, user }) => listEntries(ctx.db, user.id, parseBody(bodyListQuerySchema, { ...query })), {
      cached: true,
    })
    .post(
      "/api/body-composition",
      ({ body, user, set }) => {
        const entry = createEntry(ctx.db, user.id, parseBody(bodyEntrySchema, body));
        set.status = 201;
        return entry;
      },
      { user: true },
    )
    .put(
      "/api/body-composition/:id",
      ({ body, params, user }) => {
        const id = parseId(params.id, "Entry not found");
        return updateEntry(ctx.db, user.id, id, parseBody(bodyEntrySchema, body));
      },
      { user: true },
    )
    .delete(
      "/api/body-composition/:id",
      ({ params, user }) => {
        deleteEntry(ctx.db, user.id, parseId(params.id, "Entry not found"));
        return { ok: true };
      },
      { user: true },
    );
}
