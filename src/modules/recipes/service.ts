// Recipes brought in and sent out (docs/behaviour/recipes.md): a page's recipe as a preview (its
// lines matched to foods and grams, nothing stored), a recipe box added to the library, and a
// library meal as schema.org Recipe JSON. The library's own rules stay the meal library's.
import type { Db } from "@db/client";
import { tooManyAttempts } from "@src/errors";
import { expandFoodIngredient } from "@http/validate";
import type { Food } from "@shared/foods/contract";
import { TEXT } from "@shared/limits";
import { createLibraryMealSchema, type LibraryMeal } from "@shared/meal-library/contract";
import type { RecipeBoxAnswer, RecipePreview } from "@shared/recipes/contract";
import { libraryMealBody, RECIPE, recipeOf } from "@shared/recipes/rules";
import { createLibraryMeal, listLibraryMeals } from "@modules/meal-library/service";
import { recipesInBox } from "./box";
import { matchLine, type FoodSearch } from "./lines";
import { minutesOf, servingsFromYield, type SchemaRecipe } from "./page";

/** The preview of a recipe read from a page or a box: its fields and each line matched. */
export function previewOf(recipe: SchemaRecipe, sourceUrl: string | null, search: FoodSearch): RecipePreview {
  const url = sourceUrl ?? (recipe.url && /^https?:\/\//i.test(recipe.url) ? recipe.url : null);
  return {
    name: recipe.name.slice(0, TEXT.name).trim() || "Imported recipe",
    servings: servingsFromYield(recipe.yield),
    steps: recipe.steps.slice(0, RECIPE.maxSteps).map((s) => s.slice(0, RECIPE.maxStepLength)),
    prepMinutes: minutesOf(recipe.prepTime),
    cookMinutes: minutesOf(recipe.cookTime),
    sourceUrl: url && url.length <= RECIPE.maxUrlLength ? url : null,
    ingredients: recipe.ingredients.slice(0, 100).map((line) => matchLine(line, search)),
  };
}

/** A member's imports of the last minute: the eleventh within a minute waits. */
export class ImportLimiter {
  private readonly times = new Map<number, number[]>();
  constructor(private readonly now: () => number = Date.now) {}

  check(userId: number): void {
    const now = this.now();
    const recent = (this.times.get(userId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= RECIPE.importsPerMinute) {
      const wait = Math.max(1, Math.ceil((60_000 - (now - recent[0]!)) / 1000));
      throw tooManyAttempts(`That is ${RECIPE.importsPerMinute} recipe imports in a minute: try again in ${wait} seconds`, wait);
    }
    recent.push(now);
    this.times.set(userId, recent);
  }
}

/** A preview as the library meal it saves as, its foods made into ingredients (libraryMealBody). */
export function libraryMealFrom(preview: RecipePreview, find: (foodId: string) => Food | null) {
  const body = libraryMealBody(preview);
  return { ...body, data: { ...body.data, ingredients: body.data.ingredients.map((i) => expandFoodIngredient(i, find)) } };
}

/** A recipe box's recipes added to the member's library; a name already there, or a recipe that does not read, is skipped. */
export function importBox(
  db: Db,
  userId: number,
  bytes: Uint8Array,
  search: FoodSearch,
  find: (foodId: string) => Food | null,
): RecipeBoxAnswer {
  const recipes = recipesInBox(bytes);
  const names = new Set(listLibraryMeals(db, userId).map((m) => m.name.trim().toLowerCase()));
  let added = 0;
  let skipped = 0;
  for (const recipe of recipes.slice(0, RECIPE.maxBoxRecipes)) {
    const preview = previewOf(recipe, null, search);
    const parsed = createLibraryMealSchema.safeParse({ ...libraryMealFrom(preview, find), shared: false });
    if (!parsed.success || names.has(preview.name.toLowerCase())) {
      skipped++;
      continue;
    }
    try {
      createLibraryMeal(db, userId, parsed.data);
    } catch {
      skipped++;
      continue;
    }
    names.add(preview.name.toLowerCase());
    added++;
  }
  return { added, skipped: skipped + Math.max(0, recipes.length - RECIPE.maxBoxRecipes) };
}

const duration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);
const amount = (n: number) => String(Math.round(n * 100) / 100);

/** A library meal as schema.org Recipe JSON, so it opens in other recipe managers. */
export function recipeJson(meal: LibraryMeal): Record<string, unknown> {
  const r = recipeOf(meal);
  const ingredients = Array.isArray(meal.data?.ingredients) ? meal.data.ingredients : [];
  const calories = ingredients.reduce((sum, i) => sum + (Number(i.calories) || 0), 0);
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: meal.name,
    ...(meal.data?.meal?.notes ? { description: meal.data.meal.notes } : {}),
    recipeYield: `${amount(r.servings)} servings`,
    recipeIngredient: ingredients.map((i) => `${amount(Number(i.quantity))} ${i.unit} ${i.name}`),
    recipeInstructions: r.steps.map((text) => ({ "@type": "HowToStep", text })),
    ...(r.prepMinutes === null ? {} : { prepTime: duration(r.prepMinutes) }),
    ...(r.cookMinutes === null ? {} : { cookTime: duration(r.cookMinutes) }),
    ...(r.sourceUrl ? { url: r.sourceUrl } : {}),
    recipeCategory: meal.categories,
    nutrition: { "@type": "NutritionInformation", calories: `${Math.round(calories / r.servings)} kcal` },
    datePublished: meal.createdAt,
  };
}
