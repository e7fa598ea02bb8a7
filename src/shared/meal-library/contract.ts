// The meal library's contract: what is sent to /api/meal-templates (zod schemas and the web's
// request types) and the library meal it answers with (docs/behaviour/meal-library.md, "Meal library"). The API
// path keeps its old name; in code a saved meal is a library meal.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { MEAL } from "@shared/limits";
import { ingredientListMax, ingredientShape, mealName, notes, timeField } from "@shared/meals/fields";
import { LIBRARY_CATEGORIES, MEAL_TIMES, type MealTime } from "./rules";
import type { ItemOwner } from "@shared/household/contract";
import { recipeShape } from "@shared/recipes/contract";
import type { RecipeFields } from "@shared/recipes/rules";

export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

// ---------- What is sent ----------

// A library meal keeps what a meal plan needs to recreate the meal.
const libraryIngredient = lazySchema(() => z.object(ingredientShape));

const libraryMealData = lazySchema(() =>
  z.object(
    {
      meal: z.object({ name: mealName(), time: timeField, notes }, { error: "data.meal is required" }),
      ingredients: z
        .array(libraryIngredient, { error: "data.ingredients must be a list" })
        .max(MEAL.maxIngredientsPerMeal, ingredientListMax),
    },
    { error: "data is required" },
  ),
);

const categories = lazySchema(() =>
  z
    .array(z.enum(LIBRARY_CATEGORIES, { error: `categories must be among: ${LIBRARY_CATEGORIES.join(", ")}` }), {
      error: "categories must be a list",
    })
    .max(LIBRARY_CATEGORIES.length)
    .transform((list) => [...new Set(list)]),
);

// New library meals are shared unless the member says otherwise; a change without it keeps it.
const shared = lazySchema(() => z.boolean({ error: "shared must be true or false" }).optional());

export const createLibraryMealSchema = lazySchema(() =>
  z.object({
    name: mealName(),
    mealTime: z.enum(MEAL_TIMES, { error: `mealTime must be one of: ${MEAL_TIMES.join(", ")}` }).optional(),
    categories: categories.optional(),
    data: libraryMealData,
    shared,
    ...recipeShape,
  }),
);
export type CreateLibraryMealInput = z.output<typeof createLibraryMealSchema>;
/** POST /api/meal-templates, as the web sends it. */
export type NewLibraryMeal = z.input<typeof createLibraryMealSchema>;

export const updateLibraryMealSchema = lazySchema(() =>
  z.object({
    name: mealName().optional(),
    categories: categories.optional(),
    data: libraryMealData,
    shared,
    ...recipeShape,
  }),
);
export type UpdateLibraryMealInput = z.output<typeof updateLibraryMealSchema>;
/** PUT /api/meal-templates/:id, as the web sends it. */
export type LibraryMealChanges = z.input<typeof updateLibraryMealSchema>;

// ---------- What is answered ----------

/** An ingredient of a library meal: what it is and its nutrients, without ids or prep state. */
export type LibraryIngredient = {
  name: string;
  quantity: number;
  unit: string;
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
  foodId?: string | null;
  portion?: string | null;
};

/** A library meal, with its recipe fields beside its name: always answered, optional for older offline copies. */
export type LibraryMeal = Partial<RecipeFields> & {
  id: number;
  /** Whether every member of the household sees and uses it. */
  shared: boolean;
  /** Who saved it: null for a removed member's ("a former member"). */
  owner: ItemOwner;
  name: string;
  mealTime: MealTime;
  categories: LibraryCategory[];
  data: { meal: { name: string; time: string; notes: string | null }; ingredients: LibraryIngredient[] };
  createdAt: string;
};
