// HTTP for workout templates: list, create (save and duplicate), update, delete, and one template
// with the newest numbers of the look-back.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { guards } from "@modules/auth/guards";
import { parseBody, parseId } from "@http/validate";
import { templateCreateSchema, templateUpdateSchema, withLatestQuerySchema } from "@shared/workout-templates/contract";
import { createTemplate, deleteTemplate, listTemplates, templateWithLatest, updateTemplate } from "./service";

export function workoutTemplateRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/templates", ({ user }) => listTemplates(db, user.id), { cached: true })
    .post(
      "/api/templates",
      ({ body, user, set }) => {
        const created = createTemplate(db, user.id, parseBody(templateCreateSchema, body));
        set.status = 201;
        return created;
      },
      { user: true },
    )
    .get(
      "/api/templates/:id/with-latest",
      ({ params, query, user }) => {
        const id = parseId(params.id, "Template not found");
        const { date } = parseBody(withLatestQuerySchema, { ...query });
        return templateWithLatest(db, user.id, id, date);
      },
      { cached: true },
    )
    .put(
      "/api/templates/:id",
      ({ params, body, user }) =>
        updateTemplate(db, user.id, parseId(params.id, "Template not found"), parseBody(templateUpdateSchema, body)),
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
