// The recipes' rows of the route table (src/test/routes.ts), apart to keep that file to its size.
import { created, libraryMealBody } from "./route-fixtures";
import type { RouteSpec } from "./routes";

const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeYield":"2",
"recipeIngredient":["2 slices bread"],"recipeInstructions":["Toast it."]}</script>`;

export const RECIPE_ROUTES: Record<string, RouteSpec> = {
  "POST /api/recipes/import": { access: "user", kind: "change", body: () => ({ html: page }), maxBytes: 6 * 1024 * 1024 },
  "POST /api/recipes/import-box": {
    access: "user",
    kind: "change",
    body: () => ({ recipes: [{ "@type": "Recipe", name: `Box ${crypto.randomUUID()}`, recipeIngredient: ["1 cup rice"] }] }),
    maxBytes: 50 * 1024 * 1024 + 64 * 1024,
  },
  "GET /api/meal-templates/:id/recipe.json": {
    access: "user",
    kind: "read",
    owned: async (c) => `/api/meal-templates/${(await created(c, "/api/meal-templates", libraryMealBody())).id}/recipe.json`,
  },
};
