// The zod fields the meal plan, meal library and custom ingredient contracts build their payloads
// from: names, notes, times, amounts, nutrients, units, flags and ids, each with the message the
// API answers and the forms show (docs/behaviour/conventions.md, "Errors and messages").
import { parseDecimal } from "@shared/numbers";
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { QUICK_FOOD_ID } from "./quick";
import { FOOD_AMOUNT, MEAL, TEXT } from "@shared/limits";
import { nameChecked } from "@shared/names";
import { normalizeTime } from "@shared/time";
import { MEAL_UNITS, normalizeUnit } from "./units";

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);

const requiredName = (label: string, message = `${label} is required`) => nameChecked(text(label, TEXT.name).trim().min(1, message), label);

/** Optional notes: absent stays absent, null or blank is stored as null. */
export const notes = lazySchema(() =>
  z
    .union([text("notes", TEXT.notes), z.null()], { error: "notes must be text" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null)),
);

const TIME_MESSAGE = "time is required, like 12:00 PM or 1:30 AM";

/** A meal time in either form ('7:30 AM' or '07:30'), stored as HH:MM:00. */
export const timeField = lazySchema(() =>
  z
    .string({ error: TIME_MESSAGE })
    .max(TEXT.time, TIME_MESSAGE)
    .transform((v, ctx) => {
      const normalized = normalizeTime(v);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message: TIME_MESSAGE });
        return z.NEVER;
      }
      return normalized;
    }),
);

/**
 * A number from JSON (or plain decimal text from a form field), finite and within bounds. `label`
 * is the field as the form names it: 'Quantity', 'Calories', 'Protein'.
 */
const amount = (label: string, min: number, max: number, tooSmall: string, tooBig: string) =>
  z
    .union([z.number(), z.string().max(TEXT.numberText)], { error: `${label} must be a number` })
    .transform((v, ctx) => {
      const n = typeof v === "number" ? v : parseDecimal(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number` });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min, tooSmall).max(max, tooBig));

const QUANTITY_REQUIRED = "Quantity must be greater than 0";

/**
 * An ingredient's quantity (a meal's, a library meal's, a custom ingredient's default): more than 0
 * (at least 0.01) and at most 10,000 in any unit. Empty is no quantity.
 */
export const quantityField = () =>
  z
    .union([z.number(), z.string().max(TEXT.numberText)], { error: QUANTITY_REQUIRED })
    .refine((v) => v !== "" && !(typeof v === "string" && v.trim() === ""), { message: QUANTITY_REQUIRED, abort: true })
    .pipe(amount("Quantity", MEAL.minQuantity, MEAL.maxQuantity, QUANTITY_REQUIRED, `Quantity must be at most ${MEAL.maxQuantity}`));

/** The four nutrients with the words the forms label them with and their maxima. */
export const NUTRIENT_FIELDS = {
  calories: { label: "Calories", max: MEAL.maxCalories, unit: "" },
  protein: { label: "Protein", max: MEAL.maxMacroGrams, unit: " g" },
  carbs: { label: "Carbs", max: MEAL.maxMacroGrams, unit: " g" },
  fat: { label: "Fat", max: MEAL.maxMacroGrams, unit: " g" },
  fiber: { label: "Fiber", max: MEAL.maxMacroGrams, unit: " g" },
  sugar: { label: "Sugar", max: MEAL.maxMacroGrams, unit: " g" },
  sodium: { label: "Sodium", max: MEAL.maxSodiumMg, unit: " mg" },
} as const;
export type NutrientKey = keyof typeof NUTRIENT_FIELDS;

/** 'Protein must be between 0 and 1000 g'. */
export const nutrientRangeMessage = (key: NutrientKey) => {
  const f = NUTRIENT_FIELDS[key];
  return `${f.label} must be between ${MEAL.minNutrient} and ${f.max}${f.unit}`;
};

/** An optional nutrient: absent, null or "" means not given; otherwise 0 up to its maximum. */
export const nutrient = (key: NutrientKey) => {
  const { label, max } = NUTRIENT_FIELDS[key];
  const range = nutrientRangeMessage(key);
  return z
    .union([amount(label, MEAL.minNutrient, max, range, range), z.null(), z.literal("")], { error: `${label} must be a number` })
    .optional()
    .transform((v) => (v === "" || v === undefined ? undefined : v));
};

/** A unit of either list in either spelling, stored singular (docs/behaviour/conventions.md, "Units"). */
export const unitField = (label: string, required = `${label} is required`) =>
  z
    .string({ error: required })
    .max(TEXT.unit, `${label} must be one of: ${MEAL_UNITS.join(", ")}`)
    .refine((u) => u.trim().length > 0, { message: required })
    .transform((u, ctx) => {
      const unit = normalizeUnit(u);
      if (!unit) {
        ctx.addIssue({ code: "custom", message: `${label} must be one of: ${MEAL_UNITS.join(", ")}` });
        return z.NEVER;
      }
      return unit;
    });

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const id = (label: string) =>
  z
    .number({ error: `${label} must be an id` })
    .int(`${label} must be an id`)
    .positive(`${label} must be an id`)
    .max(Number.MAX_SAFE_INTEGER);

/** What an ingredient of a planned meal and of a library meal both hold. */
export const ingredientShape = {
  name: lazySchema(() => requiredName("Ingredient name")),
  quantity: lazySchema(() => quantityField()),
  unit: lazySchema(() => unitField("Unit", "Unit is required")),
  calories: lazySchema(() => nutrient("calories")),
  protein: lazySchema(() => nutrient("protein")),
  carbs: lazySchema(() => nutrient("carbs")),
  fat: lazySchema(() => nutrient("fat")),
  fiber: lazySchema(() => nutrient("fiber")),
  sugar: lazySchema(() => nutrient("sugar")),
  sodium: lazySchema(() => nutrient("sodium")),
  /** The food it was added from (docs/behaviour/foods.md, "Foods"), and the portion it was added as. */
  foodId: lazySchema(() => foodIdField.optional()),
  portion: lazySchema(() => z.union([text("portion", TEXT.name), z.null()]).optional()),
};

/** `usda:<NDB>`, `custom:<id>` or `off:<barcode>`. */
export const FOOD_ID = /^(usda|custom|off):\d{1,15}$/;
const foodIdField = lazySchema(() =>
  z.union(
    [
      z
        .string({ error: "foodId must be a food's id" })
        .max(FOOD_AMOUNT.maxIdLength)
        // A quick entry's mark is kept as sent back by 'Save Plan' and a library meal.
        .refine((id) => FOOD_ID.test(id) || id === QUICK_FOOD_ID, "foodId must be a food's id"),
      z.null(),
    ],
    { error: "foodId must be a food's id" },
  ),
);

/** A meal's name, as the meal plan and the meal library both ask for it. */
export const mealName = () => requiredName("Meal name");

/** At most a meal's worth of ingredients. */
export const ingredientListMax = `A meal can hold at most ${MEAL.maxIngredientsPerMeal} ingredients`;
