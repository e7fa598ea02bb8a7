// Searching the food table: words typed in any order match the start of a name's words, a typo of
// one letter in a longer word still finds the food, and the everyday forms come first.
import type { Database, Statement } from "bun:sqlite";
import type { Food, Per100g } from "@shared/foods/contract";
import { tokens } from "./table";

type Candidate = { id: number; rarity: number; words: string; head: number };
type FoodRow = {
  id: number;
  name: string;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  portions: string;
};

/**
 * The most foods one search ranks: the everyday ones of a short prefix matching thousands ("be"),
 * read in the table's order of rarity.
 */
const MOST_CANDIDATES = 250;

/** A word this long or longer may carry one wrong, missing or extra letter. */
const TYPO_MIN_LENGTH = 5;

class Searcher {
  private match: Statement<Candidate, [string]>;
  private byId: Statement<FoodRow, [number]>;
  private hasPrefix: Statement<{ found: number }, [string, string]>;
  private vocabulary: string[] | undefined;

  constructor(private table: Database) {
    this.match = table.query(`SELECT f.ndb AS id, f.rarity, f.words, f.head FROM foods_search JOIN foods f ON f.id = foods_search.rowid
       WHERE foods_search MATCH ? ORDER BY foods_search.rowid LIMIT ${MOST_CANDIDATES}`);
    this.byId = table.query(
      "SELECT ndb AS id, name, calories, protein, carbs, fat, fiber, sugar, sodium, portions FROM foods WHERE ndb = ?",
    );
    this.hasPrefix = table.query("SELECT 1 AS found FROM words WHERE word >= ? AND word < ? LIMIT 1");
  }

  food(ndb: number): Food | null {
    const row = this.byId.get(ndb);
    return row ? toFood(row) : null;
  }

  /**
   * What `term` may have meant: the starts of the table's words one letter away from it (a letter
   * changed, added or missing), each a prefix as a typed word is.
   */
  private corrections(term: string): string[] {
    if (term.length < TYPO_MIN_LENGTH || /\d/.test(term) || this.hasPrefix.get(term, term + "\uffff")) return [];
    this.vocabulary ??= this.table
      .query<{ word: string }, []>("SELECT word FROM words")
      .all()
      .map((r) => r.word);
    const found = new Set<string>();
    for (const word of this.vocabulary) {
      for (const length of [term.length - 1, term.length, term.length + 1]) {
        if (length <= word.length && oneEditApart(term, word, length)) found.add(word.slice(0, length));
      }
    }
    // "banan" covers "banana": keep only the shortest of starts one another.
    return [...found].filter((a) => ![...found].some((b) => b !== a && a.startsWith(b))).slice(0, 20);
  }

  search(query: string, limit: number): Food[] {
    const terms = [...new Set(tokens(query))].slice(0, 8);
    if (terms.length === 0) return [];
    const alternatives = terms.map((term) => {
      const fixed = this.corrections(term);
      return fixed.length ? fixed : null;
    });
    const expression = terms
      .map((term, i) => (alternatives[i] ? `(${alternatives[i]!.map((w) => `"${w}"*`).join(" OR ")})` : `"${term}"*`))
      .join(" AND ");
    const scored = this.match.all(expression).map((c) => ({ c, score: score(c, terms, alternatives) }));
    scored.sort((a, b) => a.score - b.score || a.c.words.length - b.c.words.length || a.c.id - b.c.id);
    return scored.slice(0, limit).map(({ c }) => this.food(c.id)!);
  }
}

/**
 * Lower is better: where in the name each typed word is found (a food is named by its first
 * words), the words of the name's head (before its first comma) that were not typed ("tenders" in
 * "Chicken breast tenders"), a word matched only as the start of a longer one ("egg" in
 * "eggplant"), the food's rarity, and its name's length.
 */
function score(candidate: Candidate, terms: string[], alternatives: (string[] | null)[]): number {
  const words = candidate.words.split(" ");
  let total = candidate.rarity * 2 + words.length * 0.25;
  const matched = new Set<number>();
  let first = Infinity;
  let rest = 0;
  terms.forEach((term, i) => {
    const starts = alternatives[i] ?? [term];
    const at = words.findIndex((w) => starts.some((start) => w.startsWith(start)));
    if (at < 0) return;
    matched.add(at);
    const capped = Math.min(at, 8);
    rest += capped;
    first = Math.min(first, capped);
    if (!starts.some((start) => wholeWord(words[at]!, start))) total += 3;
  });
  if (first !== Infinity) total += first * 1.5 + (rest - first) * 0.4;
  // The typed words are the name's first words, in any order ("whole milk": "Milk, whole, ...").
  if (matched.size > 1 && [...matched].every((at) => at < matched.size)) total -= 3;
  let untyped = 0;
  for (let i = 0; i < candidate.head; i++) if (!matched.has(i)) untyped++;
  return total + Math.min(untyped, 3) * 3;
}

/** Whether `word` is `typed` itself or its plural, not a longer word it starts ("eggplant"). */
const wholeWord = (word: string, typed: string) =>
  word === typed || word === `${typed}s` || word === `${typed}es` || (typed.endsWith("y") && word === `${typed.slice(0, -1)}ies`);

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
