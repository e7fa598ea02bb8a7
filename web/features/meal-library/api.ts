// The meal library's keys and calls. The API path keeps the library's old name, /api/meal-templates.
import type { LibraryMeal, LibraryMealChanges, NewLibraryMeal } from "@shared/meal-library/contract";
import { api } from "@web/lib/api";

export const keys = {
  /** The member's own library meals and the household's shared ones, newest first. */
  list: () => "/api/meal-templates",
};

export const mealLibraryApi = {
  list: () => api.get<LibraryMeal[]>(keys.list()),
  create: (input: NewLibraryMeal) => api.post<LibraryMeal>("/api/meal-templates", input),
  update: (id: number, input: LibraryMealChanges) => api.put<LibraryMeal>(`/api/meal-templates/${id}`, input),
  remove: (id: number) => api.delete(`/api/meal-templates/${id}`),
  copy: (id: number) => api.post<LibraryMeal>(`/api/meal-templates/${id}/copy`),
  shareAll: () => api.post<{ shared: number }>("/api/meal-templates/share-all"),
};
