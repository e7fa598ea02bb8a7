// The recipes' contract: the fields a recipe adds to a library meal and a planned meal (servings,
// steps, source, times; docs/behaviour/recipes.md), what a recipe import takes and the preview it
// answers, and a recipe box's answer.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { RECIPE } from "./rules";

const range = (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}`;

const servings = lazySchema(() =>
  z
    .number({ error: "servings must be a number" })
    .min(RECIPE.minServings, range("servings", RECIPE.minServings, RECIPE.maxServings))
    .max(RECIPE.maxServings, range("servings", RECIPE.minServings, RECIPE.maxServings)),
);

const steps = lazySchema(() =>
  z
    .array(
      z
        .string({ error: "Each step must be text" })
        .max(RECIPE.maxStepLength, `A step can be at most ${RECIPE.maxStepLength} characters`)
        .transform((s) => s.trim()),
      { error: "steps must be a list of text" },
    )
    .max(RECIPE.maxSteps, `A recipe can have at most ${RECIPE.maxSteps} steps`)
    .transform((list) => list.filter((s) => s.length > 0)),
);

const URL_MESSAGE = "sourceUrl must be an http or https address";
const sourceUrl = lazySchema(() =>
  z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(RECIPE.maxUrlLength, `sourceUrl must be at most ${RECIPE.maxUrlLength} characters`)
    .refine((u) => u === "" || /^https?:\/\/[^\s]+$/i.test(u), URL_MESSAGE)
    .transform((u) => u || null)
    .nullable(),
);

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, range(label, 0, RECIPE.maxMinutes))
    .max(RECIPE.maxMinutes, range(label, 0, RECIPE.maxMinutes))
    .nullable();

/** The recipe's fields, each optional, beside a meal's or a library meal's name. */
export const recipeShape = {
  servings: lazySchema(() => servings.optional()),
  steps: lazySchema(() => steps.optional()),
  sourceUrl: lazySchema(() => sourceUrl.optional()),
  prepMinutes: lazySchema(() => minutes("prepMinutes").optional()),
  cookMinutes: lazySchema(() => minutes("cookMinutes").optional()),
};

/** The recipe fields as sent: each one absent keeps what is stored (or the default on a new meal). */
export type RecipeInput = {
  servings?: number;
  steps?: string[];
  sourceUrl?: string | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
};

/** POST /api/recipes/import: a page's address, or the page itself. */
export const recipeImportSchema = lazySchema(() =>
  z.union(
    [
      z.object({
        url: z.string({ error: "url must be text" }).trim().min(1, "url is required").max(RECIPE.maxUrlLength, "url is too long"),
      }),
      z.object({
        html: z
          .string({ error: "html must be text" })
          .min(1, "html is required")
          .max(RECIPE.maxPageBytes, "The page is too large: at most 5 MB"),
      }),
    ],
    { error: "Send the recipe page's url, or its html" },
  ),
);
export type RecipeImportInput = z.output<typeof recipeImportSchema>;

/** One line of a recipe's ingredients as read and matched: a food and its grams, or foodId null. */
export type ImportedIngredient = {
  text: string;
  quantity: number | null;
  unit: string | null;
  name: string;
  foodId: string | null;
  /** The food's name as the food table knows it. */
  foodName?: string | null;
  grams: number | null;
  /** 0 to 1: how sure the match is. */
  confidence: number;
};

/** POST /api/recipes/import's answer: nothing is stored. */
export type RecipePreview = {
  name: string;
  servings: number;
  steps: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  sourceUrl: string | null;
  ingredients: ImportedIngredient[];
};

/** POST /api/recipes/import-box: library meals added, and recipes skipped (a name already in the library, or unreadable). */
export type RecipeBoxAnswer = { added: number; skipped: number };
