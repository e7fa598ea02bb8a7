// HTTP for recipes: a recipe page read into a preview (POST /api/recipes/import, by its address or
// the page itself), a recipe box added to the library (POST /api/recipes/import-box, a file up to
// 50 MB, src/app-requests.ts), and a library meal as schema.org Recipe JSON.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody, parseId } from "@http/validate";
import { badRequest, forbidden, unprocessable } from "@src/errors";
import { recipeImportSchema } from "@shared/recipes/contract";
import { RECIPE } from "@shared/recipes/rules";
import { guards } from "@modules/auth/guards";
import { libraryMealFor, NOT_FOUND } from "@modules/meal-library/service";
import { fetchPage } from "./fetch-page";
import { recipeFromHtml } from "./page";
import { ImportLimiter, importBox, previewOf, recipeJson } from "./service";

const NO_RECIPE = "No recipe found on that page: it holds no schema.org Recipe (JSON-LD or microdata)";
const FETCH_OFF = "This server does not fetch recipe pages: save the page and paste its HTML instead";

/** The box's bytes: the multipart field `file`, or the body itself. */
async function boxBytes(body: unknown, type: string | null): Promise<Uint8Array> {
  const bytes = body instanceof Uint8Array ? body : body instanceof ArrayBuffer ? new Uint8Array(body) : null;
  if (!bytes || bytes.length === 0) throw badRequest("Send the recipe box as the field 'file', or as the body");
  if (!/^multipart\/form-data/i.test(type ?? "")) return bytes;
  const form = await new Response(new Blob([bytes as BlobPart]), { headers: { "content-type": type! } }).formData().catch(() => null);
  const file = form?.get("file");
  if (!file || typeof file === "string") throw badRequest("Send the recipe box as the field 'file'");
  return new Uint8Array(await file.arrayBuffer());
}

export function recipeRoutes(ctx: AppContext) {
  const { db } = ctx;
  const limiter = new ImportLimiter();
  // Without the setting (API tests), nothing is fetched: main.ts always gives it.
  const fetching = ctx.recipeFetch ?? { enabled: false, allowPrivate: false };
  const searchOf = (userId: number) => (q: string) => ctx.searchFoods?.(userId, q, 10) ?? [];
  const findOf = (userId: number) => (foodId: string) => ctx.findFood?.(userId, foodId) ?? null;
  const userAgent = fetching.userAgent ?? "Kinfit/dev (self-hosted meal planner; recipe import)";
  return new Elysia()
    .use(guards(ctx))
    .post(
      "/api/recipes/import",
      async ({ body, user }) => {
        limiter.check(user.id);
        const input = parseBody(recipeImportSchema, body);
        let html: string;
        let sourceUrl: string | null = null;
        if ("url" in input) {
          if (!fetching.enabled) throw forbidden(FETCH_OFF);
          const page = await fetchPage(input.url, { allowPrivate: fetching.allowPrivate, timeoutMs: fetching.timeoutMs, userAgent });
          html = page.html;
          sourceUrl = page.url;
        } else html = input.html;
        const recipe = await recipeFromHtml(html);
        if (!recipe || (recipe.ingredients.length === 0 && recipe.steps.length === 0)) throw unprocessable(NO_RECIPE);
        return previewOf(recipe, sourceUrl, searchOf(user.id));
      },
      { user: true },
    )
    .post(
      "/api/recipes/import-box",
      async ({ body, user, request }) => {
        limiter.check(user.id);
        const bytes = await boxBytes(body, request.headers.get("content-type"));
        if (bytes.length > RECIPE.maxBoxBytes) throw badRequest("The recipe box is too large: at most 50 MB");
        return importBox(db, user.id, bytes, searchOf(user.id), findOf(user.id));
      },
      { user: true },
    )
    .get(
      "/api/meal-templates/:id/recipe.json",
      ({ params, user, set }) => {
        const meal = libraryMealFor(db, user.id, parseId(params.id, NOT_FOUND));
        set.headers["content-type"] = "application/ld+json; charset=utf-8";
        const file =
          meal.name
            .replace(/[^\w -]+/g, "")
            .trim()
            .replace(/\s+/g, "-") || "recipe";
        set.headers["content-disposition"] = `attachment; filename="${file}.recipe.json"`;
        return JSON.stringify(recipeJson(meal), null, 2);
      },
      { user: true },
    );
}
