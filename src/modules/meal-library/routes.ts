// HTTP for the meal library (meal templates).
import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { guards } from "../../http/session";
import { parseBody, parseId } from "../../http/validate";
import { createMealTemplateSchema, updateMealTemplateSchema } from "../../shared/meals";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./service";

const NOT_FOUND = "Meal not found in your library";

export function mealLibraryRoutes(ctx: AppContext) {
  const { db } = ctx;
  return new Elysia()
    .use(guards(ctx))
    .get("/api/meal-templates", ({ user }) => listTemplates(db, user.id), { user: true })
    .post(
      "/api/meal-templates",
      ({ body, user, set }) => {
        const template = createTemplate(db, user.id, parseBody(createMealTemplateSchema, body));
        set.status = 201;
        return template;
      },
      { user: true },
    )
    .put(
      "/api/meal-templates/:id",
      ({ body, params, user }) => {
        const id = parseId(params.id, NOT_FOUND);
        return updateTemplate(db, user.id, id, parseBody(updateMealTemplateSchema, body));
      },
      { user: true },
    )
    .delete(
      "/api/meal-templates/:id",
      ({ params, user }) => {
        deleteTemplate(db, user.id, parseId(params.id, NOT_FOUND));
        return { ok: true };
      },
      { user: true },
    );
}
