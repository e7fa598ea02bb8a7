// Reads and changes of the meal plan (docs/behaviour/conventions.md, "Reading and changing data"). Toggles and
// removing an ingredient show at once and roll back on failure; the other changes wait for the
// server. Each change's answer (the meal, the ingredient, the saved day) becomes the day's new
// state, with no second request; only copying a day, whose answer is a sentence, reads it again.
import useSWR, { useSWRConfig } from "swr";
import type {
  Meal,
  MealChanges,
  MealIngredient,
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

/** A day's meals in the order the server reads them: by time, then as created. */
const byTime = (a: Meal, b: Meal) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id - b.id);

/** The day with `meal`, as the server answered it, in its place. */
const withMeal = (day: Meal[], meal: Meal) => day.map((m) => (m.id === meal.id ? meal : m));

/** The day with a new meal, as the server answered it, in time order. */
const withNewMeal = (day: Meal[], meal: Meal) => [...day.filter((m) => m.id !== meal.id), meal].sort(byTime);

/** The day with `answer`, an ingredient as the server answered it, in its meal (added when new); the meal's prep follows its ingredients. */
function withIngredient(day: Meal[], answer: MealIngredient): Meal[] {
  return day.map((m) => {
    if (m.id !== answer.mealId) return m;
    const known = m.ingredients.some((i) => i.id === answer.id);
    const ingredients = known ? m.ingredients.map((i) => (i.id === answer.id ? answer : i)) : [...m.ingredients, answer];
    return { ...m, ingredients, isPrepped: isMealPrepped({ ...m, ingredients }) };
  });
}

export function useMealActions(date: string) {
  const { mutate } = useSWRConfig();
  const key = keys.day(date);
  const refresh = () => mutate(key);
  /** Puts a change's answer into the day, without reading it again. */
  const settle = (change: (day: Meal[]) => Meal[], dayKey = key) =>
    mutate<Meal[]>(dayKey, (day) => (day === undefined ? day : change(day)), { revalidate: false });

  /**
   * Shows a change of one meal at once and sends it; the server's answer, where it carries the
   * meal or the ingredient, settles the day. A failure puts the day back, reads it again (the meal
   * may be gone) and rethrows.
   */
  const changeMeal = async <A>(
    mealId: number,
    apply: (meal: Meal) => Meal,
    send: () => Promise<A>,
    settleWith?: (day: Meal[], answer: A) => Meal[],
  ) => {
    const applyToDay = (day: Meal[]) => day.map((m) => (m.id === mealId ? apply(m) : m));
    try {
      const settleDay = (answer: unknown, day: Meal[]) => (settleWith ? settleWith(applyToDay(day), answer as A) : applyToDay(day));
      await changeWithRollback<Meal[]>(mutate, { key, apply: applyToDay, send, settle: settleDay });
    } catch (error) {
      void mutate(key);
      throw error;
    }
  };

  return {
    refresh,
    create: async (input: NewMeal) => {
      const meal = await mealsApi.create(input);
      await settle((day) => withNewMeal(day, meal), keys.day(meal.date));
      return meal;
    },
    update: async (mealId: number, changes: MealChanges) => {
      const meal = await mealsApi.update(mealId, changes);
      await settle((day) => withMeal(day, meal));
    },
    /** Only the request: the screen closes its confirmation before the day is read again (`refresh`). */
    remove: (mealId: number) => mealsApi.remove(mealId),
    setFlag: (mealId: number, field: "isPrepped" | "isConsumed", value: boolean) =>
      changeMeal(
        mealId,
        (m) => (field === "isPrepped" ? markMealPrepped(m, value) : { ...m, isConsumed: value }),
        () => mealsApi.update(mealId, field === "isPrepped" ? { isPrepped: value } : { isConsumed: value }),
        withMeal,
      ),
    addIngredient: async (mealId: number, input: NewMealIngredient | FoodIngredientBody) => {
      const answer = await mealsApi.addIngredient(mealId, input);
      await settle((day) => withIngredient(day, answer));
    },
    setIngredientPrepped: (mealId: number, ingredientId: number, isPrepped: boolean) =>
      changeMeal(
        mealId,
        (m) => markIngredientPrepped(m, ingredientId, isPrepped),
        () => mealsApi.setIngredientPrepped(ingredientId, isPrepped),
        withIngredient,
      ),
    /**
     * A new quantity or unit: waits for the server, which recomputes the nutrition, and puts its
     * answer in the day (so the card and the totals show it at once).
     */
    changeIngredientAmount: async (ingredientId: number, changes: MealIngredientChanges) => {
      const answer = await mealsApi.updateIngredient(ingredientId, changes);
      await settle((day) => withIngredient(day, answer));
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
      const answer = await mealsApi.savePlan(date, meals);
      await settle(() => answer.meals);
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
