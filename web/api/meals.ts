// Data hooks and calls of the meal area: the day's meals, the meal library and the personal
// ingredient database. Each change is a plain call; the screens refresh the matching list after.
import useSWR from "swr";
import {
  ingredientPayload,
  type CustomIngredient,
  type Meal,
  type MealIngredient,
  type MealTemplate,
  type TemplateIngredient,
} from "../../src/shared/meals";
import { api, ApiError, serverMessage } from "../lib/api";

export const mealsKey = (date: string) => `/api/meals?date=${date}`;
export const CUSTOM_INGREDIENTS_KEY = "/api/custom-ingredients";
export const MEAL_TEMPLATES_KEY = "/api/meal-templates";

/** A read that never got an HTTP answer fails with the area's load message (spec section 8). */
function reader<T>(failure: string) {
  return async (url: string): Promise<T> => {
    try {
      return await api.get<T>(url);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new Error(failure);
    }
  };
}

export function useMeals(date: string) {
  return useSWR<Meal[]>(mealsKey(date), reader<Meal[]>("Failed to fetch meals"));
}

export function useCustomIngredients(failure = "Failed to fetch custom ingredients") {
  return useSWR<CustomIngredient[]>(CUSTOM_INGREDIENTS_KEY, reader<CustomIngredient[]>(failure));
}

/** The library; fetched only while `enabled` (the add panel reads it only while open). */
export function useMealTemplates(enabled = true) {
  return useSWR<MealTemplate[]>(enabled ? MEAL_TEMPLATES_KEY : null, reader<MealTemplate[]>("Failed to fetch meal templates"));
}

/**
 * The {message} part of 'Failed to ...: {message}': "status: text" as the spec has it, with the
 * server's JSON {message} unwrapped so the user reads a sentence, not JSON.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const message = serverMessage(error);
    return message ? `${error.status}: ${message}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export type NewIngredient = {
  name: string;
  quantity: number;
  unit: string;
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  isPrepped?: boolean;
  customIngredientId?: number | null;
};

export type MealFields = { name: string; time: string; notes?: string | null };

export const mealsApi = {
  create: (input: MealFields & { date: string; isPrepped: boolean; isConsumed: boolean; ingredients?: NewIngredient[] }) =>
    api.post<Meal>("/api/meals", input),
  update: (id: number, input: Partial<MealFields> | { isPrepped: boolean } | { isConsumed: boolean }) =>
    api.put<Meal>(`/api/meals/${id}`, input),
  remove: (id: number) => api.delete(`/api/meals/${id}`),
  addIngredient: (mealId: number, input: NewIngredient) => api.post<MealIngredient>(`/api/meals/${mealId}/ingredients`, input),
  setIngredientPrepped: (id: number, isPrepped: boolean) => api.put<MealIngredient>(`/api/ingredients/${id}`, { isPrepped }),
  removeIngredient: (id: number) => api.delete(`/api/ingredients/${id}`),
  savePlan: (date: string, meals: Meal[]) =>
    api.post<{ meals: Meal[] }>("/api/meals/save-plan", {
      date,
      meals: meals.map((m) => ({
        meal: { id: m.id, name: m.name, time: m.time, notes: m.notes, isPrepped: m.isPrepped, isConsumed: m.isConsumed },
        ingredients: m.ingredients.map((i) => ({ ...ingredientPayload(i), isPrepped: i.isPrepped, customIngredientId: i.customIngredientId })),
      })),
    }),
  copyPrevious: (fromDate: string, toDate: string) =>
    api.post<{ message: string; copied: number }>("/api/meals/copy-previous", { fromDate, toDate }),
};

export type TemplateBody = {
  name: string;
  categories?: string[];
  data: { meal: MealFields; ingredients: TemplateIngredient[] };
};

export const libraryApi = {
  create: (input: TemplateBody & { mealTime: string }) => api.post<MealTemplate>("/api/meal-templates", input),
  update: (id: number, input: TemplateBody) => api.put<MealTemplate>(`/api/meal-templates/${id}`, input),
  remove: (id: number) => api.delete(`/api/meal-templates/${id}`),
};

export type CustomIngredientBody = {
  name: string;
  defaultQuantity: number | string;
  defaultUnit: string;
  caloriesPerUnit?: number | string;
  proteinPerUnit?: number | string;
  carbsPerUnit?: number | string;
  fatPerUnit?: number | string;
  notes?: string;
};

export const ingredientsApi = {
  create: (input: CustomIngredientBody) => api.post<CustomIngredient>(CUSTOM_INGREDIENTS_KEY, input),
  update: (id: number, input: CustomIngredientBody) => api.put<CustomIngredient>(`${CUSTOM_INGREDIENTS_KEY}/${id}`, input),
  remove: (id: number) => api.delete(`${CUSTOM_INGREDIENTS_KEY}/${id}`),
};
