// The custom ingredients' keys and calls (/api/custom-ingredients).
import type { CustomIngredient, CustomIngredientBody } from "../../../src/shared/custom-ingredients/contract";
import { api } from "../../lib/api";

export const keys = {
  /** The user's custom ingredients, by name. */
  list: () => "/api/custom-ingredients",
};

export const customIngredientsApi = {
  create: (input: CustomIngredientBody) => api.post<CustomIngredient>("/api/custom-ingredients", input),
  update: (id: number, input: CustomIngredientBody) => api.put<CustomIngredient>(`/api/custom-ingredients/${id}`, input),
  remove: (id: number) => api.delete(`/api/custom-ingredients/${id}`),
};
