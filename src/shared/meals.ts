// Meals, the meal library and the personal ingredient database: the payload schemas the API
// validates with and the forms reuse, and the pure rules both sides need (spec sections 3, 4, 5, 9;
// DESIGN 6 and 7): the mealTime bucket, prep and progress percentages, quantity
// scaling, unit spellings and macro totals.
import { z } from "zod";
import { realDateSchema } from "./dates";
import { normalizeTime } from "./time";

// ---------- Limits ----------

export const MAX_NAME = 200;
export const MAX_NOTES = 2000;
export const MAX_INGREDIENTS_PER_MEAL = 100;
export const MAX_MEALS_PER_PLAN = 50;
/** Quantities and nutrients above this are typing mistakes, not food. */
export const MAX_AMOUNT = 100_000;
export const MIN_QUANTITY = 0.01;

// ---------- Units (spec section 3, DESIGN 6) ----------

/** The unit list of the meal plan and meal library screens. */
export const MEAL_UNITS = ["g", "kg", "oz", "lb", "ml", "l", "fl oz", "cup", "tbsp", "tsp", "piece", "slice"] as const;
/** The unit list of the My Ingredients screen. */
export const INGREDIENT_UNITS = ["g", "kg", "oz", "lb", "cups", "tbsp", "tsp", "ml", "l", "fl oz", "pieces", "slices"] as const;

const PLURALS: Record<string, string> = { cups: "cup", pieces: "piece", slices: "slice" };
const SINGULARS = new Set<string>(MEAL_UNITS);

/** The stored (singular) spelling of a unit, or null when it is not a unit either list knows. */
export function normalizeUnit(unit: string): string | null {
  const clean = unit.trim().toLowerCase().replace(/\s+/g, " ");
  const singular = PLURALS[clean] ?? clean;
  return SINGULARS.has(singular) ? singular : null;
}

/** A stored unit as the My Ingredients selector spells it (cup -> cups). */
export function ingredientScreenUnit(unit: string): string {
  const singular = normalizeUnit(unit) ?? unit;
  const plural = Object.entries(PLURALS).find(([, s]) => s === singular)?.[0];
  return plural ?? singular;
}

/** A default quantity and its unit on the My Ingredients cards: '1 cup', '2 cups', '40 g'. */
export function ingredientQuantityLabel(quantity: number, unit: string): string {
  return `${quantity} ${quantity === 1 ? (normalizeUnit(unit) ?? unit) : ingredientScreenUnit(unit)}`;
}

// ---------- Meal time buckets (spec sections 5, 9) ----------

export const MEAL_TIMES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealTime = (typeof MEAL_TIMES)[number];

/** breakfast from 5 up to before 11, lunch 11-15, dinner 15-20, otherwise (or unreadable) snack. */
export function mealTimeOf(time: string): MealTime {
  const normalized = normalizeTime(time);
  if (!normalized) return "snack";
  const hour = Number(normalized.slice(0, 2));
  if (hour >= 5 && hour < 11) return "breakfast";
  if (hour >= 11 && hour < 15) return "lunch";
  if (hour >= 15 && hour < 20) return "dinner";
  return "snack";
}

export const LIBRARY_CATEGORIES = ["breakfast", "lunch", "dinner", "snack", "pre-lift", "post-lift", "desserts"] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

// ---------- Percentages (spec section 4) ----------

/** Share of done out of total as a whole percentage; 0 when there is nothing. */
export function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** Prep progress of a meal: prepped meal is 100; otherwise the rounded share of prepped ingredients. */
export function prepPercent(meal: { isPrepped: boolean; ingredients: { isPrepped: boolean }[] }): number {
  if (meal.isPrepped) return 100;
  const total = meal.ingredients.length;
  if (total === 0) return 0;
  return Math.round((meal.ingredients.filter((i) => i.isPrepped).length / total) * 100);
}

// ---------- Nutrition (spec sections 5, 9) ----------

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per-unit nutrition of a custom ingredient for a quantity: scaled by quantity / default quantity, one decimal. */
export function scaleNutrient(perUnit: number | null | undefined, quantity: number, defaultQuantity: number): number | null {
  if (perUnit === null || perUnit === undefined || !Number.isFinite(perUnit)) return null;
  if (!Number.isFinite(quantity) || !Number.isFinite(defaultQuantity) || defaultQuantity <= 0) return null;
  return round1((perUnit * quantity) / defaultQuantity);
}

/** A nutrition value at one decimal; 0 when missing (the ingredient badges). */
export function formatNutrient(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "0" : value.toFixed(1);
}

export type Macros = { calories: number; protein: number; carbs: number; fat: number };
type MacroSource = { calories?: number | string | null; protein?: number | string | null; carbs?: number | string | null; fat?: number | string | null };

const amount = (v: number | string | null | undefined) => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
};

function sumMacros(ingredients: MacroSource[]): Macros {
  const t = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const i of ingredients) {
    t.calories += amount(i.calories);
    t.protein += amount(i.protein);
    t.carbs += amount(i.carbs);
    t.fat += amount(i.fat);
  }
  return t;
}

/** Sum of the ingredients' nutrition (missing counts as 0), one decimal. */
export function macroTotals(ingredients: MacroSource[]): Macros {
  const t = sumMacros(ingredients);
  return { calories: round1(t.calories), protein: round1(t.protein), carbs: round1(t.carbs), fat: round1(t.fat) };
}

/** The day's totals, rounded to whole numbers (spec section 9). Rounded once, from the exact sum:
 * going through one decimal first would turn 2.46 into 2.5 and then 3. */
export function dailyMacros(meals: { ingredients: MacroSource[] }[]): Macros {
  const t = sumMacros(meals.flatMap((m) => m.ingredients));
  return { calories: Math.round(t.calories), protein: Math.round(t.protein), carbs: Math.round(t.carbs), fat: Math.round(t.fat) };
}

/** Library name filter and category filter (spec section 5). */
export function matchesLibraryFilter(t: { name: string; categories: string[] }, search: string, category: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle && !t.name.toLowerCase().includes(needle)) return false;
  return category === "all" || !category || t.categories.includes(category);
}

// ---------- Schemas ----------

export const isoDate = (label = "date") =>
  realDateSchema({ required: `${label} is required (YYYY-MM-DD)`, invalid: `${label} must be a real date as YYYY-MM-DD` });

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);

const requiredName = (label: string, message = `${label} is required`) =>
  text(label, MAX_NAME).trim().min(1, message);

const notes = z
  .union([text("notes", MAX_NOTES), z.null()], { error: "notes must be text" })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null));

export const timeField = z
  .string({ error: "time is required, like 12:00 PM or 1:30 AM" })
  .max(20, "time is required, like 12:00 PM or 1:30 AM")
  .transform((v, ctx) => {
    const normalized = normalizeTime(v);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: "time is required, like 12:00 PM or 1:30 AM" });
      return z.NEVER;
    }
    return normalized;
  });

/** A number from JSON (or a numeric string from a form field), finite and within bounds. */
const number = (label: string, min: number, message = `${label} must be at least ${min}`) =>
  z
    .union([z.number(), z.string().trim().min(1).max(30)], { error: `${label} must be a number` })
    .transform((v, ctx) => {
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number` });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min, message).max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`));

/** An optional nutrient: absent, null or "" means not given. */
const nutrient = (label: string) =>
  z
    .union([number(label, 0), z.null(), z.literal("")], { error: `${label} must be a number` })
    .optional()
    .transform((v) => (v === "" || v === undefined ? undefined : v));

const unitField = (label: string, required = `${label} is required`) =>
  z
    .string({ error: required })
    .max(20, `${label} must be one of: ${MEAL_UNITS.join(", ")}`)
    .refine((u) => u.trim().length > 0, { message: required })
    .transform((u, ctx) => {
      const unit = normalizeUnit(u);
      if (!unit) {
        ctx.addIssue({ code: "custom", message: `${label} must be one of: ${MEAL_UNITS.join(", ")}` });
        return z.NEVER;
      }
      return unit;
    });

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const id = (label: string) => z.number({ error: `${label} must be an id` }).int(`${label} must be an id`).positive(`${label} must be an id`).max(Number.MAX_SAFE_INTEGER);

/** What an ingredient of a planned meal and of a library meal both hold. */
const ingredientShape = {
  name: requiredName("name", "Ingredient name is required"),
  quantity: number("quantity", MIN_QUANTITY, "Quantity must be greater than 0"),
  unit: unitField("unit", "Unit is required"),
  calories: nutrient("calories"),
  protein: nutrient("protein"),
  carbs: nutrient("carbs"),
  fat: nutrient("fat"),
};

export const mealIngredientSchema = z.object({
  ...ingredientShape,
  isPrepped: flag("isPrepped").optional(),
  customIngredientId: z.union([id("customIngredientId"), z.null()]).optional(),
});
export type MealIngredientInput = z.output<typeof mealIngredientSchema>;

const ingredientList = z
  .array(mealIngredientSchema, { error: "ingredients must be a list" })
  .max(MAX_INGREDIENTS_PER_MEAL, `ingredients: at most ${MAX_INGREDIENTS_PER_MEAL} per meal`);

export const createMealSchema = z.object({
  date: isoDate(),
  name: requiredName("name", "Meal name is required"),
  time: timeField,
  notes,
  isPrepped: flag("isPrepped").optional(),
  isConsumed: flag("isConsumed").optional(),
  /** Adding a library meal sends its ingredients along, so the meal and its ingredients land together. */
  ingredients: ingredientList.optional(),
});
export type CreateMealInput = z.output<typeof createMealSchema>;

export const updateMealSchema = z
  .object({
    name: requiredName("name", "Meal name is required").optional(),
    time: timeField.optional(),
    notes,
    isPrepped: flag("isPrepped").optional(),
    isConsumed: flag("isConsumed").optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Nothing to update: send name, time, notes, isPrepped or isConsumed",
  });
export type UpdateMealInput = z.output<typeof updateMealSchema>;

export const updateIngredientSchema = z.object({ isPrepped: flag("isPrepped") });

export const savePlanSchema = z.object({
  date: isoDate(),
  meals: z
    .array(
      z.object({
        meal: z.object({
          id: id("meal id").optional(),
          name: requiredName("name", "Meal name is required"),
          time: timeField,
          notes,
          isPrepped: flag("isPrepped").optional(),
          isConsumed: flag("isConsumed").optional(),
        }),
        ingredients: ingredientList,
      }),
      { error: "meals must be a list" },
    )
    .max(MAX_MEALS_PER_PLAN, `meals: at most ${MAX_MEALS_PER_PLAN} per day`),
});
export type SavePlanInput = z.output<typeof savePlanSchema>;

export const copyPreviousSchema = z.object({ fromDate: isoDate("fromDate"), toDate: isoDate("toDate") });

// Library entries keep what a meal plan needs to recreate the meal.
const templateIngredient = z.object(ingredientShape);

const templateData = z.object(
  {
    meal: z.object(
      {
        name: requiredName("name", "Meal name is required"),
        time: timeField,
        notes,
      },
      { error: "data.meal is required" },
    ),
    ingredients: z
      .array(templateIngredient, { error: "data.ingredients must be a list" })
      .max(MAX_INGREDIENTS_PER_MEAL, `ingredients: at most ${MAX_INGREDIENTS_PER_MEAL} per meal`),
  },
  { error: "data is required" },
);

const categories = z
  .array(z.enum(LIBRARY_CATEGORIES, { error: `categories must be among: ${LIBRARY_CATEGORIES.join(", ")}` }), {
    error: "categories must be a list",
  })
  .max(LIBRARY_CATEGORIES.length)
  .transform((list) => [...new Set(list)]);

export const createMealTemplateSchema = z.object({
  name: requiredName("name", "Meal name is required"),
  mealTime: z.enum(MEAL_TIMES, { error: `mealTime must be one of: ${MEAL_TIMES.join(", ")}` }).optional(),
  categories: categories.optional(),
  data: templateData,
});
export type CreateMealTemplateInput = z.output<typeof createMealTemplateSchema>;

export const updateMealTemplateSchema = z.object({
  name: requiredName("name", "Meal name is required").optional(),
  categories: categories.optional(),
  data: templateData,
});
export type UpdateMealTemplateInput = z.output<typeof updateMealTemplateSchema>;

export const customIngredientSchema = z.object({
  name: z
    .string({ error: "Ingredient name is required" })
    .max(MAX_NAME, `name must be at most ${MAX_NAME} characters`)
    .trim()
    .min(1, "Ingredient name is required"),
  // Coerced: the form sends what was typed.
  defaultQuantity: z
    .union([z.number(), z.string().max(30)], { error: "Quantity must be greater than 0" })
    .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ error: "Quantity must be greater than 0" })
        .refine((n) => Number.isFinite(n) && n >= MIN_QUANTITY, { message: "Quantity must be greater than 0" })
        .refine((n) => n <= MAX_AMOUNT, { message: `defaultQuantity must be at most ${MAX_AMOUNT}` }),
    ),
  defaultUnit: unitField("defaultUnit", "Unit is required"),
  caloriesPerUnit: nutrient("caloriesPerUnit"),
  proteinPerUnit: nutrient("proteinPerUnit"),
  carbsPerUnit: nutrient("carbsPerUnit"),
  fatPerUnit: nutrient("fatPerUnit"),
  notes,
});
export type CustomIngredientInput = z.output<typeof customIngredientSchema>;

// ---------- Shapes the API answers with ----------

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
  isPrepped: boolean;
  customIngredientId: number | null;
};

export type Meal = {
  id: number;
  date: string;
  name: string;
  /** HH:MM:00 */
  time: string;
  notes: string | null;
  isPrepped: boolean;
  isConsumed: boolean;
  ingredients: MealIngredient[];
};

export type CustomIngredient = {
  id: number;
  name: string;
  defaultQuantity: number;
  defaultUnit: string;
  caloriesPerUnit: number | null;
  proteinPerUnit: number | null;
  carbsPerUnit: number | null;
  fatPerUnit: number | null;
  notes: string | null;
  createdAt: string;
};

export type TemplateIngredient = {
  name: string;
  quantity: number;
  unit: string;
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
};

export type MealTemplate = {
  id: number;
  name: string;
  mealTime: MealTime;
  categories: string[];
  data: { meal: { name: string; time: string; notes: string | null }; ingredients: TemplateIngredient[] };
  createdAt: string;
};

/** An ingredient as a payload carries it: what it is and its nutrients, without ids or prep state. */
export function ingredientPayload(i: MealIngredient): TemplateIngredient {
  return { name: i.name, quantity: i.quantity, unit: i.unit, calories: i.calories, protein: i.protein, carbs: i.carbs, fat: i.fat };
}
