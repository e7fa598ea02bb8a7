// HTTP for workout templates: list, create (save and duplicate), update and delete.
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { guards } from "../../http/session";
import { parseBody, parseId } from "../../http/validate";
import { templateCreateSchema, templateUpdateSchema } from "../../shared/workouts";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./service";

export function templateRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/templates", ({ user }) => listTemplates(db, user.id), { user: true })
    .post(
      "/api/templates",
      ({ body, user, set }) => {
        const created = createTemplate(db, user.id, parseBody(templateCreateSchema, body));
        set.status = 201;
        return created;
      },
      { user: true },
    )
    .put(
      "/api/templates/:id",
      ({ params, body, user }) => updateTemplate(db, user.id, parseId(params.id, "Template not found"), parseBody(templateUpdateSchema, body)),
      { user: true },
    )
    .delete(
      "/api/templates/:id",
      ({ params, user }) => {
        deleteTemplate(db, user.id, parseId(params.id, "Template not found"));
        return { ok: true };
      },
      { user: true },
    );
}
