// The meal plan's contract: what is sent to /api/meals and /api/ingredients (zod schemas the API
// validates with and the web's request types) and the meal and meal ingredient it answers with
// (docs/behaviour/meals.md, "Meals", "Meal ingredients", "Save plan and copy previous").
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { MEAL } from "@shared/limits";
import type { DayFlags, WeekTotals } from "./week";
import { writeModeField } from "@shared/write-mode";
import { recipeShape } from "@shared/recipes/contract";
import type { PerPortion, RecipeFields } from "@shared/recipes/rules";
import { flag, id, ingredientListMax, ingredientShape, mealName, notes, quantityField, timeField, unitField } from "./fields";

// ---------- What is sent ----------

export const mealIngredientSchema = lazySchema(() =>
  z.object({
    ...ingredientShape,
    isPrepped: flag("isPrepped").optional(),
    customIngredientId: z.union([id("customIngredientId"), z.null()]).optional(),
  }),
);
export type MealIngredientInput = z.output<typeof mealIngredientSchema>;
/** POST /api/meals/:id/ingredients, as the web sends it. */
export type NewMealIngredient = z.input<typeof mealIngredientSchema>;

const ingredientList = lazySchema(() =>
  z.array(mealIngredientSchema, { error: "ingredients must be a list" }).max(MEAL.maxIngredientsPerMeal, ingredientListMax),
);

/** GET /api/meals?date= */
export const mealsQuerySchema = lazySchema(() => z.object({ date: isoDateSchema() }));

/** GET /api/meals/week?start=: seven days from `start` (docs/behaviour/meals.md, "Week view"). */
export const mealWeekQuerySchema = lazySchema(() => z.object({ start: isoDateSchema("start") }));

/** Who a family meal is for, each with a multiplier of the recipe's amounts (docs/behaviour/meals.md, "Family meals"). */
const portions = lazySchema(() =>
  z
    .array(
      z.object({
        userId: id("userId"),
        portion: z
          .number({ error: "portion must be a number" })
          .min(MEAL.minPortion, `Portion must be between ${MEAL.minPortion} and ${MEAL.maxPortion}`)
          .max(MEAL.maxPortion, `Portion must be between ${MEAL.minPortion} and ${MEAL.maxPortion}`),
      }),
      { error: "portions must be a list" },
    )
    .max(MEAL.maxPortions, `A meal can be for at most ${MEAL.maxPortions} members`)
    .refine((list) => new Set(list.map((p) => p.userId)).size === list.length, { message: "Each member can have one portion" }),
);
export type PortionInput = { userId: number; portion: number };

export const createMealSchema = lazySchema(() =>
  z.object({
    date: isoDateSchema(),
    name: mealName(),
    time: timeField,
    notes,
    isPrepped: flag("isPrepped").optional(),
    isConsumed: flag("isConsumed").optional(),
    /** Adding a library meal sends its ingredients along, so the meal and its ingredients land together. */
    ingredients: ingredientList.optional(),
    ...recipeShape,
    portions: portions.optional(),
  }),
);
export type CreateMealInput = z.output<typeof createMealSchema>;
export type NewMeal = z.input<typeof createMealSchema>;

export const updateMealSchema = lazySchema(() =>
  z
    .object({
      name: mealName().optional(),
      time: timeField.optional(),
      notes,
      isPrepped: flag("isPrepped").optional(),
      isConsumed: flag("isConsumed").optional(),
      portions: portions.optional(),
      ...recipeShape,
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      message: "Nothing to update: send name, time, notes, isPrepped or isConsumed",
    }),
);
export type UpdateMealInput = z.output<typeof updateMealSchema>;
export type MealChanges = z.input<typeof updateMealSchema>;

/**
 * PUT /api/ingredients/:id: a meal ingredient's prep state, quantity or unit, any of them. A new
 * quantity or unit recomputes its nutrition (docs/behaviour/meals.md, "Meal ingredients").
 */
export const updateMealIngredientSchema = lazySchema(() =>
  z
    .object({
      isPrepped: flag("isPrepped").optional(),
      quantity: quantityField().optional(),
      unit: unitField("Unit", "Unit is required").optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      message: "Nothing to update: send isPrepped, quantity or unit",
    }),
);
export type UpdateMealIngredientInput = z.output<typeof updateMealIngredientSchema>;
export type MealIngredientChanges = z.input<typeof updateMealIngredientSchema>;

export const savePlanSchema = lazySchema(() =>
  z.object({
    date: isoDateSchema(),
    meals: z
      .array(
        z.object({
          meal: z.object({
            id: id("meal id").optional(),
            name: mealName(),
            time: timeField,
            notes,
            isPrepped: flag("isPrepped").optional(),
            isConsumed: flag("isConsumed").optional(),
            ...recipeShape,
          }),
          ingredients: ingredientList,
        }),
        { error: "meals must be a list" },
      )
      .max(MEAL.maxMealsPerPlan, `A plan can hold at most ${MEAL.maxMealsPerPlan} meals`),
  }),
);
export type SavePlanInput = z.output<typeof savePlanSchema>;
export type SavePlanBody = z.input<typeof savePlanSchema>;

/** "replace" removes toDate's meals (and their ingredients) before copying; the default appends. */
export const copyPreviousSchema = lazySchema(() =>
  z.object({ fromDate: isoDateSchema("fromDate"), toDate: isoDateSchema("toDate"), mode: writeModeField }),
);
export type CopyPreviousBody = z.input<typeof copyPreviousSchema>;

/** POST /api/meals/{id}/copy: the date the meal is copied to. */
export const copyMealSchema = lazySchema(() => z.object({ date: isoDateSchema() }));
export type CopyMealBody = z.input<typeof copyMealSchema>;

/** POST /api/meals/copy-week: the first days of the week copied and of the week it is copied onto. */
export const copyWeekSchema = lazySchema(() => z.object({ from: isoDateSchema("from"), to: isoDateSchema("to") }));
export type CopyWeekBody = z.input<typeof copyWeekSchema>;

// ---------- What is answered ----------

/** An ingredient of a planned meal. */
export type MealIngredient = {
  id: number;
  mealId: number;
  name: string;
  quantity: number;
  unit: string;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  /** mg */
  sodium: number | null;
  isPrepped: boolean;
  customIngredientId: number | null;
  /** The food it was added from, and the portion it was added as ('2 x 1 large'); its quantity is then grams. */
  foodId: string | null;
  portion: string | null;
  /**
   * On a family meal read at a portion other than 1 only: the recipe's own amounts (for a portion
   * of 1), as stored, beside the reader's scaled ones above; what saving the meal sends back.
   */
  recipe?: RecipeAmounts;
};

/** An ingredient's amounts in a family meal's recipe, for a portion of 1. */
export type RecipeAmounts = Pick<MealIngredient, "quantity" | "calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar" | "sodium">;

/** One member's portion of a family meal, with their first name for the 'Family:' line. */
export type FamilyPortion = { userId: number; firstName: string; portion: number };

/**
 * A planned meal: its recipe fields (`servings`, the portions its ingredients make, 1 unless it is a
 * recipe serving more; steps, source, times) and `perPortion`, what the reader eats of it (their
 * ingredients' sum divided by the servings), which the day's and the week's totals add up. The
 * server always answers them; a meal drawn before it answered (offline) may lack them.
 */
export type Meal = Partial<RecipeFields> & {
  perPortion?: PerPortion;
  id: number;
  date: string;
  name: string;
  /** HH:MM:00 */
  time: string;
  notes: string | null;
  isPrepped: boolean;
  isConsumed: boolean;
  ingredients: MealIngredient[];
  /**
   * A family meal only (one for several members, or for the cook at another portion): the
   * reader's portion (their ingredients and totals are scaled by it), the cook, and everyone's
   * portions, the cook's first. `isConsumed` is the reader's own; `isPrepped` the household's.
   */
  portion?: number;
  cook?: { id: number; firstName: string };
  portions?: FamilyPortion[];
};

/** POST /api/meals/save-plan: the day as saved. */
export type SavePlanAnswer = { meals: Meal[] };

/** POST /api/meals/copy-previous: the sentence the toast shows and how many meals were copied (the screen reads the day again). */
export type CopyPreviousAnswer = { message: string; copied: number };

/** POST /api/meals/copy-week: the sentence the toast shows and how many meals were copied. */
export type CopyWeekAnswer = { message: string; copied: number };

/**
 * One day of GET /api/meals/week: its meals as GET /api/meals?date= answers them, their totals
 * (whole numbers; fibre, sugar and sodium null when unknown) and how they stand against the goals.
 */
export type MealWeekDay = { date: string; meals: Meal[]; totals: WeekTotals; flags: DayFlags };

export * from "./shopping-contract";
