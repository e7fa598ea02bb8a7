// The meal plan's pure rules, used by the meal plan and meal library screens: a meal's prep
// progress, nutrient display and macro totals (docs/behaviour/meals.md, "Prep", "Macro tracking"), and
// the shopping list's range.
import { daysBetween, isoDateProblem, parseIsoDate } from "@shared/dates";
import { MEAL, SHOPPING } from "@shared/limits";
import { progressPercent } from "@shared/progress";
import { servingsOf } from "@shared/recipes/rules";

type Preppable = { isPrepped: boolean; ingredients: { id?: number; isPrepped: boolean }[] };

/**
 * The one prepped rule (docs/behaviour/meals.md, "Prep"): a meal with ingredients is prepped exactly when
 * all of them are; a meal without any is prepped by its own mark. Every count, badge and
 * percentage reads what this keeps true.
 */
export function isMealPrepped(meal: Preppable): boolean {
  return meal.ingredients.length > 0 ? meal.ingredients.every((i) => i.isPrepped) : meal.isPrepped;
}

/** Marking (or unmarking) the meal marks (or unmarks) all of its ingredients. */
export function markMealPrepped<M extends Preppable>(meal: M, isPrepped: boolean): M {
  return { ...meal, isPrepped, ingredients: meal.ingredients.map((i) => ({ ...i, isPrepped })) };
}

/** Marking one ingredient; the meal follows (unmarking one unmarks the meal). */
export function markIngredientPrepped<M extends Preppable>(meal: M, ingredientId: number, isPrepped: boolean): M {
  const ingredients = meal.ingredients.map((i) => (i.id === ingredientId ? { ...i, isPrepped } : i));
  return { ...meal, ingredients, isPrepped: isMealPrepped({ ...meal, ingredients }) };
}

/** Prep progress of a meal: a prepped meal is 100; otherwise the rounded share of prepped ingredients. */
export function prepPercent(meal: { isPrepped: boolean; ingredients: { isPrepped: boolean }[] }): number {
  if (meal.isPrepped) return 100;
  return progressPercent(meal.ingredients.filter((i) => i.isPrepped).length, meal.ingredients.length);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A nutrition value to one decimal, without a needless one ('165', '12.5', never '165.0'); 0 when
 * missing (the ingredient badges).
 */
export function formatNutrient(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "0";
  const r = round1(value);
  return String(r === 0 ? 0 : r);
}

export type Macros = { calories: number; protein: number; carbs: number; fat: number };
type MacroSource = {
  calories?: number | string | null;
  protein?: number | string | null;
  carbs?: number | string | null;
  fat?: number | string | null;
};

/** Fibre, sugar (g) and sodium (mg): each null when no ingredient gives it. */
export type Extras = { fiber: number | null; sugar: number | null; sodium: number | null };
export const EXTRA_KEYS = ["fiber", "sugar", "sodium"] as const;

/**
 * The day's fibre, sugar and sodium from the ingredients that give them, rounded to whole numbers;
 * a nutrient no ingredient gives is unknown (null), not 0.
 */
export function dailyExtras(
  meals: { servings?: number; ingredients: { fiber?: number | null; sugar?: number | null; sodium?: number | null }[] }[],
): Extras {
  const t: Extras = { fiber: null, sugar: null, sodium: null };
  for (const m of meals)
    for (const i of m.ingredients)
      for (const k of EXTRA_KEYS) {
        const v = i[k];
        if (typeof v === "number" && Number.isFinite(v)) t[k] = (t[k] ?? 0) + v / servingsOf(m.servings);
      }
  for (const k of EXTRA_KEYS) if (t[k] !== null) t[k] = Math.round(t[k]!);
  return t;
}

/** Older library meals keep numbers as strings; anything unreadable counts as 0. */
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

/** The day's totals, rounded to whole numbers. Rounded once, from the exact sum: going through one
 * decimal first would turn 2.46 into 2.5 and then 3. */
export function dailyMacros(meals: { servings?: number; ingredients: MacroSource[] }[]): Macros {
  // Each meal's portion of it (docs/behaviour/recipes.md): a recipe serving 4 counts a quarter.
  const t = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const m of meals) {
    const s = sumMacros(m.ingredients);
    const by = servingsOf(m.servings);
    for (const k of ["calories", "protein", "carbs", "fat"] as const) t[k] += s[k] / by;
  }
  return { calories: Math.round(t.calories), protein: Math.round(t.protein), carbs: Math.round(t.carbs), fat: Math.round(t.fat) };
}

/** Per-unit nutrition of a custom ingredient for a quantity: scaled by quantity / default quantity, one decimal. */
export function scaleNutrient(perUnit: number | null | undefined, quantity: number, defaultQuantity: number): number | null {
  if (perUnit === null || perUnit === undefined || !Number.isFinite(perUnit)) return null;
  if (!Number.isFinite(quantity) || !Number.isFinite(defaultQuantity) || defaultQuantity <= 0) return null;
  return round1((perUnit * quantity) / defaultQuantity);
}

type Nutrition = {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
};
/** What a custom ingredient knows per default quantity, in its default unit (stored singular). */
type PerUnitSource = {
  defaultQuantity: number;
  defaultUnit: string;
  caloriesPerUnit: number | null;
  proteinPerUnit: number | null;
  carbsPerUnit: number | null;
  fatPerUnit: number | null;
  fiberPerUnit?: number | null;
  sugarPerUnit?: number | null;
  sodiumPerUnit?: number | null;
};

/** Kept to 4 decimals, so scaling back and forth does not drift. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * A meal ingredient's nutrition after its quantity or unit changes (docs/behaviour/meals.md, "Meal
 * ingredients"): from its custom ingredient's per-unit values when it came from one and the unit is
 * that ingredient's unit; otherwise (and for a nutrient the custom ingredient lacks) in proportion
 * to the quantity when the unit is unchanged; otherwise (a new unit with nothing to convert from)
 * as it was.
 */
export function rescaledNutrition(
  ingredient: Nutrition & { quantity: number; unit: string },
  next: { quantity: number; unit: string },
  source: PerUnitSource | null,
): Nutrition {
  const sameUnit = next.unit === ingredient.unit && ingredient.quantity > 0;
  const factor = sameUnit ? next.quantity / ingredient.quantity : 1;
  /** In proportion to the quantity when the unit stays; as it was when it changes. */
  const proportional = (n: number | null) => (n === null ? null : round4(n * factor));
  const fromSource = source !== null && source.defaultUnit === next.unit;
  /** The custom ingredient's figure when it has one; a nutrient it lacks is kept in proportion. */
  const pick = (perUnit: number | null | undefined, current: number | null) =>
    fromSource && perUnit !== null && perUnit !== undefined
      ? scaleNutrient(perUnit, next.quantity, source.defaultQuantity)
      : proportional(current);
  return {
    calories: pick(source?.caloriesPerUnit, ingredient.calories),
    protein: pick(source?.proteinPerUnit, ingredient.protein),
    carbs: pick(source?.carbsPerUnit, ingredient.carbs),
    fat: pick(source?.fatPerUnit, ingredient.fat),
    // Only for an ingredient that has the columns (a stored one); a draft without them stays without.
    ...("fiber" in ingredient
      ? {
          fiber: pick(source?.fiberPerUnit, ingredient.fiber ?? null),
          sugar: pick(source?.sugarPerUnit, ingredient.sugar ?? null),
          sodium: pick(source?.sodiumPerUnit, ingredient.sodium ?? null),
        }
      : {}),
  };
}

/** Days from `from` to `to`, both counted. */
export function rangeDays(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return Number.NaN;
  return daysBetween(a, b) + 1;
}

export const SHOPPING_RANGE_TOO_LONG = `The range can be at most ${SHOPPING.maxRangeDays} days`;
export const SHOPPING_RANGE_BACKWARDS = "to must not be before from";

/**
 * What is wrong with a shopping list's range (GET /api/shopping-list?from=&to=): each end a real
 * date, `to` not before `from`, at most 62 days. Null when nothing is.
 */
export function shoppingRangeProblem(from: string, to: string): string | null {
  const problem = isoDateProblem(from, "from") ?? isoDateProblem(to, "to");
  if (problem) return problem;
  const days = rangeDays(from.trim(), to.trim());
  if (days < 1) return SHOPPING_RANGE_BACKWARDS;
  if (days > SHOPPING.maxRangeDays) return SHOPPING_RANGE_TOO_LONG;
  return null;
}

// ---------- Family meals (docs/behaviour/meals.md, "Family meals") ----------

type Scalable = {
  quantity: number;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
};

const hundredths = (n: number) => Math.round(n * 100) / 100;

/** An ingredient of the recipe (a portion of 1) at `portion`: quantity and nutrients to two decimals. */
export function scaledIngredient<I extends Scalable>(i: I, portion: number): I {
  if (portion === 1) return i;
  const s = (n: number | null) => (n === null ? null : hundredths(n * portion));
  const scaled = {
    ...i,
    quantity: hundredths(i.quantity * portion),
    calories: s(i.calories),
    protein: s(i.protein),
    carbs: s(i.carbs),
    fat: s(i.fat),
  };
  // Fibre, sugar and sodium too, where the ingredient has them (a food's figures).
  for (const key of ["fiber", "sugar", "sodium"] as const) if (i[key] !== undefined) scaled[key] = s(i[key] ?? null);
  return scaled;
}

/** A portion as the 'Family:' line writes it: 1, 0.5, 0.75. */
export const portionText = (portion: number) => String(hundredths(portion));

/** 'Family: Ana 1, Ben 0.5, Cai 0.75', the cook first. */
export const familyLine = (portions: { firstName: string; portion: number }[]) =>
  `Family: ${portions.map((p) => `${p.firstName} ${portionText(p.portion)}`).join(", ")}`;

/** A portion stepper's step, and the next portion up or down: 0 leaves the meal (the cook cannot). */
export const PORTION_STEP = MEAL.portionStep;
export function steppedPortion(portion: number, direction: 1 | -1, isCook: boolean): number {
  const next = hundredths(portion + direction * PORTION_STEP);
  const lowest = isCook ? MEAL.minPortion : 0;
  return Math.min(MEAL.maxPortion, Math.max(lowest, next));
}
