// Ranking the food table's candidates for what was typed (docs/behaviour/foods.md, "Foods"): how
// each typed word is found in a name, the head's words left untyped, the food's forms and how
// everyday it is.
import type { Candidate } from "./store";
import { GROUP_WORDS, outsideBrackets, RARE_GROUPS } from "./table";
import { findsWord, formCost, formsOf, isFormWord, KIND_WORDS, wordKey, type Forms } from "./search-words";

/** What a typed word found only as the start of a longer one ("egg" in "eggplant") costs. */
export const PART_OF_WORD = 4;

/** Words that name no food alone: a search never rests on them when it leaves a typed word out. */
export const LINKING_WORDS = new Set(["and", "or", "not", "near", "with", "without", "in", "of", "the", "a", "from", "made"]);

/** A typed word as the search looks for it: the starts of name words it finds, and the keys of the words it names whole. */
export type Term = { starts: string[]; keys: Set<string>; typo: boolean };

/** A candidate's name read once for ranking: its parts' words with their keys, its forms, its head. */
export type Parsed = {
  parts: { word: string; key: string; form: boolean; bracketed: boolean; negated: boolean; others: number }[][];
  keys: Set<string>;
  length: number;
  forms: Forms;
  kindHead: boolean;
  /** The head's words (and under a kind's name, the next part's) that name a food, with what leaving each untyped costs. */
  head: [word: string, cost: number][];
  portionWords: Set<string>;
};

export function parse(candidate: Candidate): Parsed {
  const split = candidate.words.split("|").map((p) => p.split(" "));
  const plain = outsideBrackets(candidate.words);
  const parts = split.map((words) => {
    const open = words.indexOf("(");
    const others = (open < 0 ? words.length : open) - 1;
    // "Chicken, canned, no broth" is no broth: a word after "no" or "without" names what the food lacks.
    const not = words.findIndex((w) => w === "no" || w === "without" || w === "non");
    return words.map((word, i) => ({
      word,
      key: wordKey(word),
      form: isFormWord(word),
      bracketed: open >= 0 && i > open,
      negated: not >= 0 && i > not,
      others,
    }));
  });
  // Under a kind's name ("Fish, salmon, ..."), the food's own name is the second part.
  const kindHead = split.length > 1 && split[0]!.every((w) => KIND_WORDS.has(w));
  const head = [...headWords(split[0]!), ...(kindHead ? headWords(split[1]!) : [])].map((w): [string, number] => [
    w,
    KIND_WORDS.has(w) ? 0.5 : 3,
  ]);
  return {
    parts,
    keys: new Set(parts.flat().map((w) => w.key)),
    length: plain.length,
    forms: formsOf(plain),
    kindHead,
    head,
    portionWords: new Set(candidate.portionWords.split(" ")),
  };
}

/**
 * Lower is better: each typed word found as a whole word (singular or plural) rather than the
 * start of a longer one ("egg" in "eggplant"), in the name's first part rather than a later one
 * (a food is named by its first words), outside brackets, in a part of few other words, in the
 * name rather than only its portions; the head's words left untyped ("Sweet potato" for "potato",
 * "tenders" in "Chicken breast tenders"; less for a kind, "Fish, salmon"); the food's forms
 * against what was typed (formCost); the portion words found; the food's rarity, unless the query
 * names its group; and its name's length.
 */
export function score(candidate: Candidate, name: Parsed, terms: Term[], portion: string[], typedKeys: Set<string>): number {
  let total = candidate.rarity + name.length * 0.1 + formCost(name.forms, typedKeys);
  // A rare group the query names ("babyfood carrots", "fast food") is what was meant.
  if (GROUP_WORDS[candidate.group]?.some((w) => typedKeys.has(w))) total -= RARE_GROUPS[candidate.group] ?? 0;
  const matched = new Set<string>();
  for (const term of terms) {
    let best = Infinity;
    name.parts.forEach((words, at) => {
      for (const w of words) {
        if (w.negated || !findsWord(term.starts, w.word)) continue;
        // A form ("scrambled") stands after the food's name, where it is looked for.
        const place = w.form ? 0 : Math.min(name.kindHead && at > 0 ? at - 1 : at, 3);
        const cost = place * 1.2 + (term.keys.has(w.key) ? 0 : PART_OF_WORD) + (w.bracketed ? 2 : Math.min(w.others, 4) * 0.3);
        if (cost < best) best = cost;
        matched.add(w.word);
      }
    });
    total += best === Infinity ? 6 : best;
    if (term.typo) total += 0.5;
  }
  let untyped = 0;
  for (const [word, cost] of name.head) if (!matched.has(word)) untyped += cost;
  total += Math.min(untyped, 6);
  for (const p of portion) {
    if (name.keys.has(wordKey(p))) total -= 2.5;
    else if (name.portionWords.has(p)) total -= 1;
  }
  return total;
}

/** How many typed words this food's name has only as the start of a longer word. */
export function partlyTyped(name: Parsed, terms: Term[]): number {
  return terms.filter((t) => !name.parts.some((words) => words.some((w) => findsWord(t.starts, w.word) && t.keys.has(w.key)))).length;
}

/** The words of a name's part that name a food: outside brackets, neither linking words nor forms. */
function headWords(part: string[]): string[] {
  const open = part.indexOf("(");
  return (open < 0 ? part : part.slice(0, open)).filter((w) => !LINKING_WORDS.has(w) && !isFormWord(w));
}
