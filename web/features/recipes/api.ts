// The recipes' calls: a page read into a preview. Nothing here is read through SWR: a preview is
// asked for once and kept on the screen (saving it is the meal library's own call).
import type { RecipePreview } from "@shared/recipes/contract";
import { api } from "@web/lib/api";

export const keys = {};

export const recipesApi = {
  /** A page by its address (fetched by the server) or the page itself. */
  preview: (input: { url: string } | { html: string }) => api.post<RecipePreview>("/api/recipes/import", input),
};
