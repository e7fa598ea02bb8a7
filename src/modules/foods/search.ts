// Searching the food table: words typed in any order, singular or plural, match the start of a
// name's words; a typo of one letter in a longer word still finds the food; a portion word
// matches the food's portions; and the plain form of the food meant comes first
// (docs/behaviour/foods.md, "Foods").
import type { Database } from "bun:sqlite";
import type { Food, Per100g } from "@shared/foods/contract";
import { foodsByNdb, hasWordStarting, isTableWord, matchingFoods, tableWords, type Candidate, type FoodRow } from "./store";
import { tokens } from "./table";
import { findsWord, isFormWord, singleLetters, splitTerms, variants, wordKey } from "./search-words";
import { LINKING_WORDS, PART_OF_WORD, parse, partlyTyped, score, type Parsed, type Term } from "./search-rank";

/**
 * The most foods one search ranks: the everyday ones of a short prefix matching thousands ("be"),
 * read in the table's order of rarity.
 */
const MOST_CANDIDATES = 300;

/** A word this long or longer may carry one wrong, missing or extra letter. */
const TYPO_MIN_LENGTH = 5;

/** A score this low is a food the words name well: above it, the search also tries the words otherwise. */
const GOOD_MATCH = 5;

/** What leaving a typed word out costs a food found without it, and more as the words kept find more foods. */
const MISSING_WORD = 6;

/** What leaving out a typed form word ("raw", "canned") costs a food found without it. */
const FORM_LEFT_OUT = 4;

/** The typed words a search looks for: each once, at most this many. */
const MOST_TERMS = 8;

/** The words of what was typed, as the search and the name checks take them. */
export const queryTerms = (query: string): string[] => [...new Set(tokens(query))];

/** The FTS5 expression of every term. */
const expressionOf = (terms: Term[]) => terms.map((t) => `(${t.starts.map((s) => `"${s}"*`).join(" OR ")})`).join(" AND ");

class Searcher {
  private vocabulary: string[] | undefined;
  private single: string[] | undefined;
  /** The names read for ranking, by NDB number: each food's once while the table is open. */
  private names = new Map<number, Parsed>();

  private parsed(candidate: Candidate): Parsed {
    let name = this.names.get(candidate.id);
    if (!name) this.names.set(candidate.id, (name = parse(candidate)));
    return name;
  }

  constructor(private table: Database) {}

  food(ndb: number): Food | null {
    return this.foods([ndb])[0] ?? null;
  }

  /** The foods of these NDB numbers, in this order, read together. */
  foods(ndbs: number[]): Food[] {
    return foodsByNdb(this.table, ndbs).map(toFood);
  }

  /**
   * What a word no name word starts with may have meant: the starts of the table's words one
   * letter away from it or from its singular (a letter changed, added or missing), each a prefix
   * as a typed word is; and the words one letter away once doubled letters are made single.
   */
  private corrections(forms: string[]): string[] {
    this.vocabulary ??= tableWords(this.table);
    const found = new Set<string>();
    this.single ??= this.vocabulary.map(singleLetters);
    for (const term of forms) {
      const single = singleLetters(term);
      this.vocabulary.forEach((word, i) => {
        for (const length of [term.length - 1, term.length, term.length + 1]) {
          if (length <= word.length && oneEditApart(term, word, length)) found.add(word.slice(0, length));
        }
        // Letters doubled or not as well ("brocolli", "mozarella"): the whole word.
        if (oneEditApart(single, this.single![i]!)) found.add(word);
      });
    }
    // "banan" covers "banana": keep only the shortest of starts one another.
    return [...found].filter((a) => ![...found].some((b) => b !== a && a.startsWith(b))).slice(0, 20);
  }

  /** A typed word as the search looks for it; `typos` false for two words read as one, never a typo. */
  private term(typed: string, typos = true): Term {
    const starts = variants(typed);
    const known = !typos || typed.length < TYPO_MIN_LENGTH || /\d/.test(typed) || starts.some((s) => hasWordStarting(this.table, s));
    const fixed = known ? [] : this.corrections(starts);
    if (fixed.length) return { starts: fixed, keys: new Set(fixed.map(wordKey)), typo: true };
    return { starts, keys: new Set([wordKey(typed), ...starts.map(wordKey)]), typo: false };
  }

  search(query: string, limit: number): Food[] {
    return this.searchTerms(queryTerms(query), limit);
  }

  /** The same for words already taken from the query (queryTerms), so that a request splits it once. */
  searchTerms(typed: string[], limit: number): Food[] {
    const words = typed.slice(0, MOST_TERMS);
    if (words.length === 0) return [];
    const { required, portion } = splitTerms(words);
    const terms = required.map((t) => this.term(t));
    const typedKeys = new Set([...words.map(wordKey), ...terms.flatMap((t) => [...t.keys])]);
    const scores = new Map<number, { c: Candidate; name: Parsed; score: number }>();
    const rank = (found: Candidate[], ranked: Term[], missing: number) => {
      for (const c of found) {
        const name = this.parsed(c);
        const s = score(c, name, ranked, portion, typedKeys) + missing;
        const before = scores.get(c.id);
        if (!before || s < before.score) scores.set(c.id, { c, name, score: s });
      }
    };
    const match = (ranked: Term[], portions: boolean) => matchingFoods(this.table, expressionOf(ranked), MOST_CANDIDATES, portions);
    // The name first; then a word found only in the portions ("cherry tomatoes": "1 cherry").
    rank(match(terms, false), terms, 0);
    if (scores.size === 0) rank(match(terms, true), terms, 0);
    // A word typed in part ("chick brea") costs every food the same: it is no sign of a poor match.
    // A whole word found only inside longer ones ("honey" in "honeydew") is.
    const inPart = terms.length > 1 ? terms.filter((t) => !t.typo && !t.starts.some((s) => isTableWord(this.table, s))) : [];
    const best = Math.min(...[...scores.values()].map((s) => s.score - PART_OF_WORD * partlyTyped(s.name, inPart)));
    if (terms.length > 1 && best > GOOD_MATCH) {
      // Nothing close: two typed words read as one ("soy milk": "Soymilk"), and each typed word left
      // out in turn ("red onion": "Onions, raw"), a word left out costing its place.
      for (let i = 0; i + 1 < terms.length; i++) {
        const joined = [...terms.slice(0, i), this.term(required[i]! + required[i + 1]!, false), ...terms.slice(i + 2)];
        rank(match(joined, false), joined, 0);
      }
      terms.forEach((_, i) => {
        if (required.every((w, j) => j === i || LINKING_WORDS.has(w))) return;
        const rest = terms.filter((_, j) => j !== i);
        const found = match(rest, true);
        // Leaving out a form ("honey raw") costs little; leaving out the one word that singles a food
        // out costs more than a common one ("edamame beans": "beans" goes, the words kept finding few foods).
        rank(found, rest, isFormWord(required[i]!) ? FORM_LEFT_OUT : MISSING_WORD + Math.log2(found.length + 1));
      });
    }
    const ranked = [...scores.values()].sort((a, b) => a.score - b.score || a.c.words.length - b.c.words.length || a.c.id - b.c.id);
    return this.foods(ranked.slice(0, limit).map(({ c }) => c.id));
  }
}

/** Whether a name (of a recent food, an ingredient, a product looked up) matches what was typed by the same rules. */
export function nameMatches(name: string, terms: string[]): boolean {
  const words = tokens(name);
  return splitTerms(terms).required.every((term) => {
    const starts = variants(term);
    return words.some((w) => findsWord(starts, w));
  });
}

/**
 * Whether `a` becomes the first `length` letters of `b` (all of it by default) by changing, adding
 * or removing one letter, or is them already. Compared in place: it runs on every word of the
 * table for a typo.
 */
export function oneEditApart(a: string, b: string, length = b.length): boolean {
  if (Math.abs(a.length - length) > 1) return false;
  let i = 0;
  while (i < a.length && i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // After the first difference, the rest must match with one letter skipped in a, in b, or in both.
  const [skipA, skipB] = a.length === length ? [1, 1] : a.length > length ? [1, 0] : [0, 1];
  let j = i + skipA;
  let k = i + skipB;
  while (j < a.length && k < length) if (a.charCodeAt(j++) !== b.charCodeAt(k++)) return false;
  return j >= a.length && k >= length;
}

function toFood(row: FoodRow): Food {
  const per100g: Per100g = {
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
  };
  return {
    id: `usda:${String(row.id).padStart(5, "0")}`,
    name: row.name,
    source: "usda",
    brand: null,
    barcode: null,
    per100g,
    portions: JSON.parse(row.portions),
  };
}

const searchers = new WeakMap<Database, Searcher>();

export function searcher(table: Database): Searcher {
  let s = searchers.get(table);
  if (!s) searchers.set(table, (s = new Searcher(table)));
  return s;
}
