// A recipe's ingredient line read and matched (docs/behaviour/recipes.md, "Matching"): the amount
// and unit by parse-ingredient, the food by the food search (the recipe's everyday words first, in
// the food table's own, ALIASES), and the grams through the food's own USDA portions, so a cup of
// flour weighs what a cup of flour weighs (125 g), not a cup of water.
import { parseIngredient } from "parse-ingredient";
import type { Food } from "@shared/foods/contract";
import type { ImportedIngredient } from "@shared/recipes/contract";
import { ALIASES } from "./aliases";

/** The food search the import uses: the foods module's, through the app's context. */
export type FoodSearch = (query: string) => Food[];

const MASS: Record<string, number> = { gram: 1, kilogram: 1000, milligram: 0.001, ounce: 28.3495, pound: 453.592 };
/** Millilitres of each volume unit. */
const VOLUME: Record<string, number> = {
  cup: 236.588,
  tablespoon: 14.787,
  teaspoon: 4.929,
  milliliter: 1,
  liter: 1000,
  fluidounce: 29.574,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
  deciliter: 100,
  centiliter: 10,
};
const SIZES = new Set(["large", "medium", "small", "extra-large", "jumbo"]);
/** The units a meal stores, by parse-ingredient's unit id. */
const MEAL_UNIT: Record<string, string> = {
  gram: "g",
  kilogram: "kg",
  ounce: "oz",
  pound: "lb",
  cup: "cup",
  tablespoon: "tbsp",
  teaspoon: "tsp",
  milliliter: "ml",
  liter: "l",
  fluidounce: "fl oz",
  slice: "slice",
};

/** Words of a line that say how it is cut or kept, not what it is. */
const NOISE_WORDS = [
  "fresh(ly)?",
  "finely",
  "roughly",
  "coarsely",
  "thinly",
  "chopped",
  "diced",
  "minced",
  "sliced",
  "grated",
  "shredded",
  "crushed(?= garlic)",
  "peeled",
  "seeded",
  "cored",
  "trimmed",
  "boneless",
  "skinless",
  "skin-on",
  "bone-in",
  "packed",
  "lightly",
  "firmly",
  "divided",
  "softened",
  "melted",
  "cold",
  "warm",
  "hot",
  "room temperature",
  "at room temperature",
  "to taste",
  "optional",
  "plus more",
  "for serving",
  "for garnish",
  "organic",
  "large",
  "medium",
  "small",
  "extra-large",
  "jumbo",
  "whole",
  "raw",
  "about",
  "approximately",
  "heaping",
  "level",
  "good quality",
  "cans?",
  "jars?",
  "packages?",
  "bags?",
  "boxes?",
  "bunch(es)?",
  "handful",
  "of",
  "the",
  "a",
  "an",
];
const NOISE = new RegExp(`\\b(${NOISE_WORDS.join("|")})\\b`, "gi");

/** Words ending in -es or -s as the food table's singular: tomatoes, eggs, cloves. */
const singular = (w: string) =>
  /ves$/.test(w)
    ? `${w.slice(0, -3)}f`
    : /(oes|ches|shes)$/.test(w)
      ? w.slice(0, -2)
      : /ies$/.test(w)
        ? `${w.slice(0, -3)}y`
        : /[^s]s$/.test(w) && w.length > 3
          ? w.slice(0, -1)
          : w;

/** The ingredient's name as searched: the line's words without amounts, sizes and preparation. */
export function cleanName(description: string): string {
  const first = description
    .replace(/\([^)]*\)/g, " ")
    .split(/,|;| - | – | or |\bfor\b/i)[0]!
    .replace(/\d+(\.\d+)?[- ]?(ounce|oz|g|gram|lb|pound|ml)s?\b/gi, " ")
    .replace(/extra[- ]virgin/gi, "extra virgin")
    .replace(/[^\p{L}\p{N}%' -]/gu, " ");
  return first.replace(NOISE, " ").replace(/\s+/g, " ").trim().toLowerCase();
}

/** A package's size named in the line: '1 (14 oz) can', '1 14-ounce can': grams per package. */
function packGrams(description: string): number | null {
  const each = /(\d+(?:\.\d+)?)\s*-?\s*(ounce|oz|g|grams?)\s+each\b/i.exec(description);
  if (each) return Number(each[1]) * (each[2]!.toLowerCase().startsWith("o") ? 28.3495 : 1);
  const m =
    /(\d+(?:\.\d+)?)\s*-?\s*(ounce|oz|g|grams?|lb|pounds?|ml)\b\.?\)?\s*(can|jar|package|pkg|bag|box|tin|carton|container)/i.exec(
      description,
    ) ??
    /(?:can|jar|package|pkg|bag|box|tin|carton|container)s?\s*\((\d+(?:\.\d+)?)\s*-?\s*(ounce|oz|g|grams?|lb|pounds?|ml)\b/i.exec(
      description,
    );
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const per = unit.startsWith("o") ? 28.3495 : unit.startsWith("l") || unit.startsWith("p") ? 453.592 : 1;
  return n * per;
}

/** A portion's label as its count and words: '1 cup, chopped' -> 1, 'cup, chopped'. */
function portionParts(label: string): { count: number; words: string } {
  const m = /^(\d+(?:\.\d+)?(?:\/\d+)?)\s*(.*)$/.exec(label.trim());
  if (!m) return { count: 1, words: label.toLowerCase() };
  const [a, b] = m[1]!.split("/");
  return { count: b ? Number(a) / Number(b) : Number(a), words: m[2]!.toLowerCase() };
}

/**
 * Grams of one `word` of the food ('cup', 'large', 'clove'), from the portions whose label passes
 * `test`: the one whose other words the line shares ('1 cup, shredded' for shredded cheese), else a
 * plain or medium one, else the first.
 */
function portionGrams(food: Food, test: (words: string) => boolean, line = ""): number | null {
  const said = new Set(
    line
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3),
  );
  let best: { grams: number; rank: number } | null = null;
  food.portions.forEach((p, k) => {
    const { count, words } = portionParts(p.label);
    if (!(count > 0) || !test(words)) return;
    const rest = words.split(/[^a-z]+/).filter((w) => w.length > 3);
    const shared = rest.some((w) => said.has(w) || said.has(`${w}s`) || said.has(w.replace(/ed$/, "")));
    const plain = rest.length === 0 || /\b(medium|fluid|raw)\b/.test(words);
    const rank = (shared ? 0 : plain ? 100 : 200) + k;
    if (!best || rank < best.rank) best = { grams: p.grams / count, rank };
  });
  return best === null ? null : (best as { grams: number }).grams;
}

const startsWord = (word: string) => (words: string) => new RegExp(`^${word}s?\\b`).test(words);

/** Grams per millilitre of the food, from its cup, tablespoon or teaspoon portion; null when it has none. */
function density(food: Food, line = ""): number | null {
  for (const [unit, ml] of [
    ["cup", VOLUME.cup!],
    ["tbsp", VOLUME.tablespoon!],
    ["tsp", VOLUME.teaspoon!],
    ["fl oz", VOLUME.fluidounce!],
  ] as const) {
    const g = portionGrams(food, startsWord(unit), line);
    if (g) return g / ml;
  }
  return null;
}

/** Grams of the amount of the food, and how sure that is (0 to 1); null grams when it cannot be told. */
export function gramsOf(
  food: Food,
  quantity: number,
  unitId: string | null,
  pack: number | null,
  line = "",
): { grams: number | null; sure: number } {
  if (unitId && MASS[unitId]) return { grams: quantity * MASS[unitId]!, sure: 1 };
  if (pack) return { grams: quantity * pack, sure: 0.9 };
  if (unitId && VOLUME[unitId]) {
    const d = density(food, line);
    return d ? { grams: quantity * VOLUME[unitId]! * d, sure: 0.9 } : { grams: quantity * VOLUME[unitId]!, sure: 0.4 };
  }
  if (unitId === "pinch" || unitId === "dash") {
    const d = density(food);
    return { grams: quantity * (d ?? 1) * (VOLUME.teaspoon! / 16), sure: 0.6 };
  }
  const size = unitId && SIZES.has(unitId) ? unitId : null;
  if (unitId && !size) {
    const g = portionGrams(food, (w) => w.includes(unitId) || startsWord(unitId)(w), line);
    if (g) return { grams: quantity * g, sure: 0.85 };
  }
  const bySize =
    portionGrams(food, (w) => w.startsWith(size ?? "medium")) ?? (size ? null : portionGrams(food, (w) => /^(large|small)/.test(w)));
  if (bySize) return { grams: quantity * bySize, sure: 0.8 };
  // A count of something the table weighs by the piece ('1 banana' and its '1 medium').
  const piece = portionGrams(food, (w) => !/^(cup|tbsp|tsp|oz|fl oz|lb|g)\b/.test(w));
  if (piece) return { grams: quantity * piece, sure: 0.6 };
  return { grams: null, sure: 0 };
}

/** Words of a food name that mark it as no everyday ingredient of a recipe. */
const UNLIKELY =
  /\b(babyfood|prepared|mix|restaurant|fast foods?|frozen|dehydrated|imitation|with added|infant|formula|snacks?|candies)\b/i;

/** The best foods for the name, the likeliest first: the alias's finds, then the name's own words (singular). */
export function candidatesFor(name: string, search: FoodSearch): Food[] {
  const sing = name.split(" ").map(singular).join(" ");
  const last = (words: string, n: number) => words.split(" ").slice(-n).join(" ");
  const queries = [
    ALIASES[name],
    ALIASES[sing],
    ALIASES[last(sing, 2)],
    ALIASES[last(name, 1)],
    ALIASES[last(sing, 1)],
    name,
    sing,
    last(sing, 1),
  ]
    .filter((q): q is string => typeof q === "string" && q.length > 1)
    .filter((q, i, all) => all.indexOf(q) === i);
  const seen = new Map<string, { food: Food; score: number }>();
  queries.forEach((q, qi) => {
    search(q).forEach((food, k) => {
      const aliasFirst = qi === 0 && q !== name && q !== sing;
      const score = k + qi * 3 + (UNLIKELY.test(food.name) && !UNLIKELY.test(name) ? 8 : 0) + (aliasFirst ? -5 : 0);
      const before = seen.get(food.id);
      if (!before || before.score > score) seen.set(food.id, { food, score });
    });
  });
  return [...seen.values()].sort((a, b) => a.score - b.score).map((x) => x.food);
}

/** A line's amount as numbers: the middle of a range ('1-2 tbsp'). */
const amountOf = (q: number | null, q2: number | null) => (q === null ? null : q2 !== null ? (q + q2) / 2 : q);

/** One ingredient line read and matched; a line with no amount or no food keeps its text, foodId null. */
export function matchLine(text: string, search: FoodSearch): ImportedIngredient & { candidates: { foodId: string; name: string }[] } {
  const line = text.replace(/\s+/g, " ").trim();
  const parsed = parseIngredient(line)[0];
  const quantity = parsed ? amountOf(parsed.quantity, parsed.quantity2) : null;
  const unitId = parsed?.unitOfMeasureID ?? null;
  const description = parsed?.description ?? line;
  const name = cleanName(description) || line;
  const unit = unitId ? (MEAL_UNIT[unitId] ?? null) : null;
  const none = { text: line, quantity, unit, name, foodId: null, foodName: null, grams: null, confidence: 0, candidates: [] };
  if (parsed?.isGroupHeader || quantity === null) return none;
  const candidates = candidatesFor(name, search).slice(0, 5);
  const food = candidates[0];
  if (!food) return none;
  // A count word the parser does not know as a unit ('2 stalks celery', '1 head cauliflower').
  const countWord =
    unitId ?? /^(stalk|head|sprig|leaf|leaves|fillet|strip|ear|bulb|wedge|rib)s?\b/i.exec(description)?.[1]?.toLowerCase() ?? null;
  const { grams, sure } = gramsOf(food, quantity, countWord, packGrams(description), line);
  return {
    text: line,
    quantity,
    unit,
    name,
    foodId: food.id,
    foodName: food.name,
    grams: grams === null ? null : Math.round(grams * 10) / 10,
    confidence: Math.round(sure * (candidates.length > 0 ? 0.9 : 0.5) * 100) / 100,
    candidates: candidates.slice(0, 3).map((f) => ({ foodId: f.id, name: f.name })),
  };
}
