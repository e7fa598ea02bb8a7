// The rules of a recipe that serves several (docs/behaviour/recipes.md): what one portion holds,
// what the shopping list buys of a pot, and the servings stepper. Pure, without zod: the screens
// import them.

/** A recipe's yield and steps, as the meal library and the meal plan both take them. */
export const RECIPE = {
  minServings: 0.25,
  maxServings: 100,
  servingsStep: 0.25,
  maxSteps: 100,
  maxStepLength: 2000,
  maxUrlLength: 2000,
  maxMinutes: 10_000,
  /** A page or a pasted page read for a recipe. */
  maxPageBytes: 5 * 1024 * 1024,
  /** A recipe box (a Mealie or Tandoor export). */
  maxBoxBytes: 50 * 1024 * 1024,
  /** What a zipped box may unpack to in all, the zips inside it counted: its images are skipped, so its JSON is far less. */
  maxBoxUnpackedBytes: 100 * 1024 * 1024,
  /** Files one zipped box may hold, the zips inside it counted. */
  maxBoxFiles: 20_000,
  /** Recipes one box may hold. */
  maxBoxRecipes: 500,
  /** Imports of one member in a minute. */
  importsPerMinute: 10,
  fetchTimeoutMs: 10_000,
  maxRedirects: 3,
} as const;

/** The fields a recipe adds to a meal, at the top level beside its name. */
export type RecipeFields = {
  servings: number;
  steps: string[];
  sourceUrl: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
};

export const NO_RECIPE: RecipeFields = { servings: 1, steps: [], sourceUrl: null, prepMinutes: null, cookMinutes: null };

/** What one reader eats of a meal: calories and macros, and fibre, sugar and sodium where known (null otherwise). */
export type PerPortion = {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
};

type Nutrients = {
  calories?: number | string | null;
  protein?: number | string | null;
  carbs?: number | string | null;
  fat?: number | string | null;
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const num = (v: number | string | null | undefined) => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/** A servings value that is usable: a number in range, otherwise 1 (every older meal serves 1). */
export const servingsOf = (servings: number | null | undefined) =>
  typeof servings === "number" && Number.isFinite(servings) && servings >= RECIPE.minServings ? servings : 1;

/**
 * One portion of a meal whose ingredients are already at the reader's portion: their sum divided
 * by the servings, to one decimal. A nutrient no ingredient gives stays unknown.
 */
export function perPortion(ingredients: Nutrients[], servings: number | null | undefined): PerPortion {
  const by = servingsOf(servings);
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  const extra: Record<"fiber" | "sugar" | "sodium", number | null> = { fiber: null, sugar: null, sodium: null };
  for (const i of ingredients) {
    for (const k of ["calories", "protein", "carbs", "fat"] as const) sum[k] += num(i[k]) ?? 0;
    for (const k of ["fiber", "sugar", "sodium"] as const) {
      const v = num(i[k]);
      if (v !== null) extra[k] = (extra[k] ?? 0) + v;
    }
  }
  const each = (n: number) => round1(n / by);
  return {
    calories: each(sum.calories),
    protein: each(sum.protein),
    carbs: each(sum.carbs),
    fat: each(sum.fat),
    fiber: extra.fiber === null ? null : each(extra.fiber),
    sugar: extra.sugar === null ? null : each(extra.sugar),
    sodium: extra.sodium === null ? null : each(extra.sodium),
  };
}

/**
 * How many times the recipe's amounts the shopping list buys for a meal whose portions sum to
 * `portions`: the portions over the servings, and never less than one whole recipe when it serves
 * more than one (a pot is cooked whole). A meal serving 1 buys its portions, as before recipes.
 */
export function recipeBatches(portions: number, servings: number | null | undefined): number {
  const by = servingsOf(servings);
  const batches = portions / by;
  return by > 1 ? Math.max(1, batches) : batches;
}

/** An ingredient amount of the recipe scaled to `chosen` servings, to two decimals. */
export const scaledAmount = (quantity: number, servings: number, chosen: number) =>
  Math.round(((quantity * chosen) / servingsOf(servings)) * 100) / 100;

/** The servings stepper: whole servings from 1 up, quarters below 1; between a quarter and 100. */
export function steppedServings(servings: number, direction: 1 | -1): number {
  const s = servingsOf(servings);
  const next = direction > 0 ? (s < 1 ? s + RECIPE.servingsStep : s + 1) : s > 1 ? Math.max(1, s - 1) : s - RECIPE.servingsStep;
  return Math.min(RECIPE.maxServings, Math.max(RECIPE.minServings, Math.round(next * 100) / 100));
}

/** 'Serves 4', 'Serves 1.5'. */
export const servesText = (servings: number) => `Serves ${Math.round(servingsOf(servings) * 100) / 100}`;

/** A meal's or library meal's recipe fields, each as it is or its default (an older one has none). */
/** Steps as a form types them, one to a line: each line trimmed, blank lines left out. */
export const stepsFromLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function recipeOf(m: Partial<RecipeFields>): RecipeFields {
  return {
    servings: servingsOf(m.servings),
    steps: Array.isArray(m.steps) ? m.steps : [],
    sourceUrl: m.sourceUrl ?? null,
    prepMinutes: m.prepMinutes ?? null,
    cookMinutes: m.cookMinutes ?? null,
  };
}

/** The recipe fields that say something (not their defaults): what a copy of a meal sends along. */
export function recipeSent(m: Partial<RecipeFields>): Partial<RecipeFields> {
  const r = recipeOf(m);
  return {
    ...(r.servings !== 1 ? { servings: r.servings } : {}),
    ...(r.steps.length ? { steps: r.steps } : {}),
    ...(r.sourceUrl !== null ? { sourceUrl: r.sourceUrl } : {}),
    ...(r.prepMinutes !== null ? { prepMinutes: r.prepMinutes } : {}),
    ...(r.cookMinutes !== null ? { cookMinutes: r.cookMinutes } : {}),
  };
}

/** A preview's line as saving reads it (RecipePreview's ingredients). */
type PreviewLine = { text: string; quantity: number | null; unit: string | null; foodId: string | null; grams: number | null };

/**
 * A previewed recipe as the library meal it saves as (docs/behaviour/recipes.md, "Import"): a
 * matched line as its food and grams (or the food the cook chose instead, in `fixed`), an unmatched
 * line with an amount as its text, amount and unit (a piece when the unit is none a meal knows) with
 * no nutrition, a line without an amount into the notes.
 */
export function libraryMealBody<F extends object>(
  preview: {
    name: string;
    servings: number;
    steps: string[];
    sourceUrl: string | null;
    prepMinutes: number | null;
    cookMinutes: number | null;
    ingredients: PreviewLine[];
  },
  time = "18:00",
  fixed: (F | null | undefined)[] = [],
) {
  const ingredients: (F | { foodId: string; grams: number } | { name: string; quantity: number; unit: string })[] = [];
  const notes: string[] = [];
  preview.ingredients.forEach((i, k) => {
    const fix = fixed[k];
    if (fix) ingredients.push(fix);
    else if (i.quantity === null) notes.push(i.text);
    else if (i.foodId && i.grams && i.grams > 0) ingredients.push({ foodId: i.foodId, grams: Math.min(i.grams, 10_000) });
    else ingredients.push({ name: i.text.slice(0, 200), quantity: Math.min(Math.max(i.quantity, 0.01), 10_000), unit: i.unit ?? "piece" });
  });
  return {
    name: preview.name,
    servings: preview.servings,
    steps: preview.steps,
    sourceUrl: preview.sourceUrl,
    prepMinutes: preview.prepMinutes,
    cookMinutes: preview.cookMinutes,
    data: { meal: { name: preview.name, time, notes: notes.join("\n").slice(0, 2000) || null }, ingredients: ingredients.slice(0, 100) },
  };
}
