// The custom ingredients' keys and calls (/api/custom-ingredients).
import type { CustomIngredient, CustomIngredientBody } from "@shared/custom-ingredients/contract";
import { api } from "@web/lib/api";

export const keys = {
  /** The member's own custom ingredients and the household's shared ones, by name. */
  list: () => "/api/custom-ingredients",
};

export const customIngredientsApi = {
  create: (input: CustomIngredientBody) => api.post<CustomIngredient>("/api/custom-ingredients", input),
  update: (id: number, input: CustomIngredientBody) => api.put<CustomIngredient>(`/api/custom-ingredients/${id}`, input),
  remove: (id: number) => api.delete(`/api/custom-ingredients/${id}`),
  copy: (id: number) => api.post<CustomIngredient>(`/api/custom-ingredients/${id}/copy`),
  shareAll: () => api.post<{ shared: number }>("/api/custom-ingredients/share-all"),
};
