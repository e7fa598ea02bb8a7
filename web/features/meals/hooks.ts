// Reads and changes of the meal plan (docs/behaviour/conventions.md, "Reading and changing data"). Toggles and
// removing an ingredient show at once and roll back on failure; the other changes wait for the
// server, then read the day again.
import useSWR, { useSWRConfig } from "swr";
import type {
  Meal,
  MealChanges,
  MealIngredientChanges,
  MealWeekDay,
  NewMeal,
  NewMealIngredient,
  ShoppingList,
  ShoppingScope,
} from "@shared/meals/contract";
import { isMealPrepped, markIngredientPrepped, markMealPrepped } from "@shared/meals/rules";
import type { FoodIngredientBody } from "@shared/foods/contract";
import type { WriteMode } from "@shared/write-mode";
import { changeWithRollback } from "@web/lib/data";
import { keys, mealsApi } from "./api";

export function useMeals(date: string) {
  return useSWR<Meal[]>(keys.day(date));
}

/** A week at a glance; read afresh on each visit, since the day screen changes the days it shows. */
export function useMealWeek(start: string) {
  return useSWR<MealWeekDay[]>(keys.week(start), { revalidateOnMount: true });
}

/** The shopping list of a range; read afresh on each visit, like the week (and kept fresh while open: shopping-sync.ts). */
export function useShoppingList(from: string, to: string, scope: ShoppingScope = "me") {
  return useSWR<ShoppingList>(keys.shoppingList(from, to, scope), { revalidateOnMount: true });
}

export function useMealActions(date: string) {
  const { mutate } = useSWRConfig();
  const key = keys.day(date);
  const refresh = () => mutate(key);

  /**
   * Shows a change of one meal at once and sends it; a failure puts the day back and rethrows. The
   * day is read again either way: the screen keeps the change until the server's own list arrives.
   */
  const changeMeal = async (mealId: number, apply: (meal: Meal) => Meal, send: () => Promise<unknown>) => {
    const applyToDay = (day: Meal[]) => day.map((m) => (m.id === mealId ? apply(m) : m));
    try {
      await changeWithRollback<Meal[]>(mutate, { key, apply: applyToDay, send, settle: (_answer, day) => applyToDay(day) });
    } finally {
      void mutate(key);
    }
  };

  return {
    refresh,
    create: async (input: NewMeal) => {
      const meal = await mealsApi.create(input);
      await refresh();
      return meal;
    },
    update: async (mealId: number, changes: MealChanges) => {
      await mealsApi.update(mealId, changes);
      await refresh();
    },
    /** Only the request: the screen closes its confirmation before the day is read again (`refresh`). */
    remove: (mealId: number) => mealsApi.remove(mealId),
    setFlag: (mealId: number, field: "isPrepped" | "isConsumed", value: boolean) =>
      changeMeal(
        mealId,
        (m) => (field === "isPrepped" ? markMealPrepped(m, value) : { ...m, isConsumed: value }),
        () => mealsApi.update(mealId, field === "isPrepped" ? { isPrepped: value } : { isConsumed: value }),
      ),
    addIngredient: async (mealId: number, input: NewMealIngredient | FoodIngredientBody) => {
      await mealsApi.addIngredient(mealId, input);
      await refresh();
    },
    setIngredientPrepped: (mealId: number, ingredientId: number, isPrepped: boolean) =>
      changeMeal(
        mealId,
        (m) => markIngredientPrepped(m, ingredientId, isPrepped),
        () => mealsApi.setIngredientPrepped(ingredientId, isPrepped),
      ),
    /**
     * A new quantity or unit: waits for the server, which recomputes the nutrition, puts its answer
     * in the day (so the card and the totals show it at once), then reads the day again.
     */
    changeIngredientAmount: async (ingredientId: number, changes: MealIngredientChanges) => {
      const answer = await mealsApi.updateIngredient(ingredientId, changes);
      await mutate<Meal[]>(
        key,
        (day) =>
          day?.map((m) =>
            m.id === answer.mealId ? { ...m, ingredients: m.ingredients.map((i) => (i.id === answer.id ? answer : i)) } : m,
          ),
        { revalidate: false },
      );
      void refresh();
      return answer;
    },
    removeIngredient: (mealId: number, ingredientId: number) =>
      changeMeal(
        mealId,
        (m) => {
          const ingredients = m.ingredients.filter((i) => i.id !== ingredientId);
          return { ...m, ingredients, isPrepped: isMealPrepped({ ...m, ingredients }) };
        },
        () => mealsApi.removeIngredient(ingredientId),
      ),
    savePlan: async (meals: Meal[]) => {
      await mealsApi.savePlan(date, meals);
      await refresh();
    },
    /**
     * Copies `fromDate` onto this day, next to its meals or, with "replace", in their place;
     * answers the server's sentence for the toast.
     */
    copyPrevious: async (fromDate: string, mode?: WriteMode) => {
      const answer = await mealsApi.copyPrevious(fromDate, date, mode);
      await refresh();
      return answer;
    },
  };
}
