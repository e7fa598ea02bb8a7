// The words of a food search as a cook types them: singular and plural as one word, the portion
// words that describe an amount rather than a food, and the words that mark a prepared, mixed or
// special form of a food (docs/behaviour/foods.md, "Foods").
/** Plurals English forms irregularly, by their singular. */
const IRREGULAR: Record<string, string> = { leaves: "leaf", halves: "half", loaves: "loaf", geese: "goose", knives: "knife" };

/**
 * One key for a word and its plural, so that "cherry"/"cherries", "tomato"/"tomatoes",
 * "cookie"/"cookies" and "egg"/"eggs" compare equal. Not a dictionary: the same folding is applied to
 * both sides, which is all a comparison needs.
 */
export function wordKey(word: string): string {
  let w = IRREGULAR[word] ?? word;
  if (w.length > 3) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}i`;
    else if (/(oes|ches|shes|xes|sses|zes)$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  }
  // "berry" and "berries" ("berri"), "cookie" and "cookies" ("cooki").
  if (w.length > 2 && /[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}i`;
  if (w.length > 3 && w.endsWith("ie")) return w.slice(0, -1);
  return w;
}

/** Words cooks use for what the USDA's names call otherwise. */
const SAME_AS: Record<string, string> = {
  bell: "sweet",
  capsicum: "peppers",
  ketchup: "catsup",
  oatmeal: "oats",
  yoghurt: "yogurt",
  mayo: "mayonnaise",
  aubergine: "eggplant",
  courgette: "zucchini",
  prawn: "shrimp",
  prawns: "shrimp",
  rocket: "arugula",
  mince: "ground",
  minced: "ground",
  scallion: "onions",
  scallions: "onions",
  soda: "carbonated",
  garbanzo: "chickpeas",
  bbq: "barbecue",
  skim: "nonfat",
  sweetcorn: "corn",
  beetroot: "beets",
};

/**
 * The starts of name words a typed word finds: the word itself, its singular ("eggs": "egg") and
 * the stem its plural shares ("cherry": "cherri", for "cherries"), each matched as a prefix.
 */
export function variants(term: string): string[] {
  const forms = new Set([term, IRREGULAR[term] ?? term, SAME_AS[term] ?? term]);
  if (term.length > 3) {
    if (term.endsWith("ies")) forms.add(`${term.slice(0, -3)}y`).add(`${term.slice(0, -3)}ie`);
    if (/(oes|ches|shes|xes|sses|zes)$/.test(term)) forms.add(term.slice(0, -2));
    if (term.endsWith("s") && !/(ss|us|is)$/.test(term)) forms.add(term.slice(0, -1));
  }
  // "cherry" (and "cherrys") finds "cherries" through "cherri".
  for (const form of [...forms]) if (form.length > 2 && /[^aeiou]y$/.test(form)) forms.add(`${form.slice(0, -1)}i`);
  // "egg" covers "eggs": keep only the shortest of starts one another.
  const all = [...forms];
  return all.filter((a) => !all.some((b) => b !== a && a.startsWith(b)));
}

/** A word with its doubled letters single ("broccoli": "brocoli"), as a typo often has them. */
export const singleLetters = (word: string): string => word.replace(/(.)\1+/g, "$1");

/**
 * Words that say how much rather than what: matched against a food's portions ("large eggs" finds
 * the egg through its "1 large"), never required of its name.
 */
const PORTION_WORDS = new Set(
  (
    "large medium small extra jumbo mini slice slices cup cups tbsp tsp tablespoon tablespoons teaspoon teaspoons oz ounce " +
    "ounces lb lbs pound pounds g gram grams kg ml piece pieces serving servings clove cloves stalk stalks fillet fillets " +
    "pack package packet bottle jar can cans container handful pinch dash scoop bunch head heads a an the of some fl"
  ).split(" "),
);

/** Words that describe how a food was grown or picked, which the food's name seldom says. */
const DESCRIBING_WORDS = new Set(["fresh", "organic", "baby", "ripe", "natural", "free", "range", "local"]);

/** Whether a typed word describes an amount (a portion word or a number) or the produce, not the food itself. */
export const isPortionWord = (term: string): boolean => PORTION_WORDS.has(term) || DESCRIBING_WORDS.has(term) || /^\d+$/.test(term);

/**
 * The typed words the name must match (`required`) and the portion words that only rank
 * (`portion`); when every word is a portion word, all of them are required ("cup" finds cups).
 */
export function splitTerms(terms: string[]): { required: string[]; portion: string[] } {
  const required = terms.filter((t) => !isPortionWord(t));
  if (required.length === 0) return { required: terms, portion: [] };
  return { required, portion: terms.filter(isPortionWord) };
}

/**
 * How far a word of a food's name moves it from what a cook means, unless the query names it:
 * cooking and keeping (raw comes first), mixed and prepared dishes, stand-ins, baby and fast food,
 * restaurant dishes, and parts of an animal or plant that are not its everyday cut.
 */
const FORM_COST: Record<string, number> = {};
const formWords = (cost: number, words: string) => {
  for (const w of words.split(" ")) FORM_COST[wordKey(w)] = cost;
};
formWords(
  2,
  "cooked boiled baked roasted braised broiled grilled stewed steamed microwaved poached sauteed simmered toasted heated " +
    "canned frozen dried smoked pickled cured drained recipe concentrate sweetened syrup sauce stuffed seasoned " +
    "fermented salted frosted coated juice oil flour bran paste nectar starch germ soup",
);
formWords(3, "fried scrambled omelet batter breaded mix mixture powder dehydrated flavored topping dessert pie candied drink");
formWords(3, "giblets liver gizzard heart neck feet back tail kidney tongue brain flowers stalks");
formWords(4, "imitation substitute meatless sandwich entree dish dinner");
formWords(6, "babyfood baby restaurant fast");
formWords(1.5, "instant ready reduced low lowfat light lite diet calorie nonfat free fortified salad made solution blend");
formWords(1, "prepared");
formWords(1.5, "dry");
formWords(1, "skin");

/** Words of a food's plain form, which ranks first among its forms. */
const PLAIN_BONUS: Record<string, number> = {
  raw: 2.5,
  fresh: 1,
  plain: 1,
  whole: 0.5,
  unprepared: 1.5,
  only: 1.5,
  all: 1,
  average: 1,
  regular: 0.5,
  generic: 1,
  commercially: 1,
};

/**
 * The USDA's names of kinds under which it names a food ("Fish, salmon", "Nuts, almonds", "Spices,
 * cinnamon"): left untyped, they move a food down less than another food's head ("Bread, cinnamon").
 */
export const KIND_WORDS = new Set(
  (
    "fish nuts seeds spices cheese beans oil beverages crustaceans mollusks cereals sugars syrups leavening agents salad " +
    "dressing soup sauce game meat alcoholic beverage snacks products"
  ).split(" "),
);

/** A name's form words with their costs, and what its plain words take off: read once per food. */
export type Forms = { costs: [key: string, cost: number][]; bonus: number };

export function formsOf(words: string[]): Forms {
  const costs: [string, number][] = [];
  let bonus = 0;
  for (const word of words) {
    const key = wordKey(word);
    const c = FORM_COST[key];
    if (c !== undefined) costs.push([key, c]);
    bonus += PLAIN_BONUS[word] ?? 0;
  }
  return { costs, bonus };
}

/** How far a name's forms move it down for these typed word keys: lower is plainer (words in brackets aside). */
export function formCost(forms: Forms, typedKeys: Set<string>): number {
  let cost = 0;
  let cookedOrKept = false;
  for (const [key, c] of forms.costs) {
    if (typedKeys.has(key)) continue;
    cost += c;
    if (c === 2) cookedOrKept = true;
  }
  // "Apples, raw, without skin, cooked, boiled" is no raw apple.
  return cookedOrKept ? cost : cost - forms.bonus;
}

/** Whether a word marks a form of a food (raw, fried, canned), which its name says after the food. */
export const isFormWord = (word: string): boolean => FORM_COST[wordKey(word)] !== undefined || PLAIN_BONUS[word] !== undefined;

/** Whether a typed word finds this name word: as its start through any variant, or as the same word. */
export const findsWord = (starts: string[], word: string): boolean => starts.some((s) => word.startsWith(s));
