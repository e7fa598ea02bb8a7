// The meal plan's keys and calls: a day's meals and their ingredients, saving a day and copying
// the previous one, a week at a glance and the shopping list. Request bodies are the shared contract's input types.
import type {
  CopyPreviousAnswer,
  CopyPreviousBody,
  Meal,
  MealChanges,
  MealIngredient,
  MealIngredientChanges,
  NewMeal,
  NewMealIngredient,
  SavePlanAnswer,
  SavePlanBody,
  ShoppingItem,
  ShoppingScope,
  ShoppingTick,
  ManualItemBody,
  CopyMealBody,
  CopyWeekBody,
  CopyWeekAnswer,
} from "@shared/meals/contract";
import type { FoodIngredientBody } from "@shared/foods/contract";
import type { LibraryIngredient } from "@shared/meal-library/contract";
import type { WriteMode } from "@shared/write-mode";
import { api } from "@web/lib/api";

export const keys = {
  /** The meals of one date, with their ingredients; the dashboard reads the same entry. */
  day: (date: string) => `/api/meals?date=${date}`,
  /** Seven days from `start`, each with its meals and totals (the week view). */
  week: (start: string) => `/api/meals/week?start=${start}`,
  /** What is left to prep from `from` to `to`, summed (the shopping list). */
  shoppingList: (from: string, to: string, scope: ShoppingScope = "me") =>
    `/api/shopping-list?from=${from}&to=${to}${scope === "me" ? "" : `&scope=${scope}`}`,
  /** The same list, asked every few seconds while it is open; the service worker never keeps it. */
  shoppingLive: (from: string, to: string, scope: ShoppingScope = "me") =>
    `/api/shopping-list/live?from=${from}&to=${to}${scope === "me" ? "" : `&scope=${scope}`}`,
};

/** An ingredient as a payload carries it: what it is and its nutrients, without ids or prep state. */
export function ingredientPayload(i: MealIngredient): LibraryIngredient {
  return {
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    calories: i.calories,
    protein: i.protein,
    carbs: i.carbs,
    fat: i.fat,
    // Sent only when known, so that a day saved again keeps them and older bodies stay as they were.
    ...(i.fiber != null ? { fiber: i.fiber } : {}),
    ...(i.sugar != null ? { sugar: i.sugar } : {}),
    ...(i.sodium != null ? { sodium: i.sodium } : {}),
    ...(i.foodId != null ? { foodId: i.foodId } : {}),
    ...(i.portion != null ? { portion: i.portion } : {}),
  };
}

/** The save-plan body of a day: every meal with its id and all of its ingredients. */
function planBody(date: string, meals: Meal[]): SavePlanBody {
  return {
    date,
    meals: meals.map((m) => ({
      meal: { id: m.id, name: m.name, time: m.time, notes: m.notes, isPrepped: m.isPrepped, isConsumed: m.isConsumed },
      // A family meal is shown at the reader's portion; the recipe it saves is for a portion of 1,
      // which the server answers beside the scaled amounts.
      ingredients: m.ingredients.map((i) => ({
        ...ingredientPayload({ ...i, ...i.recipe }),
        isPrepped: i.isPrepped,
        customIngredientId: i.customIngredientId,
      })),
    })),
  };
}

export const mealsApi = {
  /** The household's tick of a shopping item for a range, at the quantity the list showed. */
  tick: (key: string, body: { from: string; to: string; checked: boolean; quantity: number }) =>
    api.put<ShoppingTick>(`/api/shopping-list/items/${encodeURIComponent(key)}`, body),
  /** An item added by hand to a range's list, the member's or the household's. */
  addManualItem: (body: ManualItemBody) => api.post<ShoppingItem>("/api/shopping-list/items", body),
  removeManualItem: (key: string, from: string, to: string, scope: ShoppingScope) =>
    api.delete(`/api/shopping-list/items/${encodeURIComponent(key)}?from=${from}&to=${to}&scope=${scope}`),
  /** A meal the member cooks copied to a date (a family meal with its portions). */
  copyMeal: (id: number, date: string) => api.post<Meal>(`/api/meals/${id}/copy`, { date } satisfies CopyMealBody),
  /** The seven days from `from` copied onto the seven from `to`. */
  copyWeek: (from: string, to: string) => api.post<CopyWeekAnswer>("/api/meals/copy-week", { from, to } satisfies CopyWeekBody),
  create: (input: NewMeal) => api.post<Meal>("/api/meals", input),
  update: (id: number, input: MealChanges) => api.put<Meal>(`/api/meals/${id}`, input),
  remove: (id: number) => api.delete(`/api/meals/${id}`),
  /** Typed fields, or a food and its amount (`{ foodId, grams }`, `{ foodId, portion, count }`). */
  addIngredient: (mealId: number, input: NewMealIngredient | FoodIngredientBody) =>
    api.post<MealIngredient>(`/api/meals/${mealId}/ingredients`, input),
  setIngredientPrepped: (id: number, isPrepped: boolean) => api.put<MealIngredient>(`/api/ingredients/${id}`, { isPrepped }),
  /** A new quantity and/or unit; the answer carries the nutrition the server recomputed. */
  updateIngredient: (id: number, changes: MealIngredientChanges) => api.put<MealIngredient>(`/api/ingredients/${id}`, changes),
  removeIngredient: (id: number) => api.delete(`/api/ingredients/${id}`),
  savePlan: (date: string, meals: Meal[]) => api.post<SavePlanAnswer>("/api/meals/save-plan", planBody(date, meals)),
  /** Without a mode the server keeps the day's meals; the screen sends "replace" only when the member chose it. */
  copyPrevious: (fromDate: string, toDate: string, mode?: WriteMode) =>
    api.post<CopyPreviousAnswer>("/api/meals/copy-previous", { fromDate, toDate, ...(mode ? { mode } : {}) } satisfies CopyPreviousBody),
};
