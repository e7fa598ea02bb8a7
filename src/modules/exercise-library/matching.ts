// Finding library exercises by what a member typed, and the one a name clearly is. Words first:
// every word typed must be in the name ("Bench Press (Barbell)" finds "Barbell Bench Press -
// Medium Grip"); where no name holds them all, Fuse.js's fuzzy match ranks the nearest. A name
// links itself only where the match is clear: a Strong or Hevy catalogue name or a name lifters
// type (catalogue.ts, catalogue-more.ts, aliases.ts; some there are known to be none), the same
// words (name-forms.ts), the movement with the equipment its brackets name, or a fuzzy match close
// enough that a misspelling is all that differs.
import Fuse from "fuse.js";
import { ALIASES } from "./aliases";
import { CATALOGUE } from "./catalogue";
import { CATALOGUE_MORE } from "./catalogue-more";
import { libraryEntries, normalizeName, type LibraryEntry } from "./data";
import { fitsKit, kitOf, wordsKey } from "./name-forms";

/**
 * A fuzzy match is clear when it is close (Fuse.js's score, 0 for exact), about as long as the
 * name, and well ahead of the next: a misspelling, not one of several near names.
 */
const CLEAR_SCORE = 0.2;
const CLEAR_LEAD = 0.05;
const CLEAR_LENGTH = 2;

let fuse: Fuse<LibraryEntry> | undefined;
let catalogue: Map<string, LibraryEntry | null> | undefined;
let byKey: Map<string, LibraryEntry[]> | undefined;

function fuzzy(): Fuse<LibraryEntry> {
  fuse ??= new Fuse(libraryEntries(), { keys: ["key"], includeScore: true, threshold: 0.4, ignoreLocation: true });
  return fuse;
}

/** The library's exercises by their words (a few share them: "Squat with Bands", "Squats - With Bands"). */
function byWords(key: string): LibraryEntry[] {
  if (!byKey) {
    byKey = new Map();
    for (const e of libraryEntries()) {
      const words = wordsKey(e.key);
      byKey.set(words, [...(byKey.get(words) ?? []), e]);
    }
  }
  return byKey.get(wordsKey(key)) ?? [];
}

function catalogueNames(): Map<string, LibraryEntry | null> {
  if (!catalogue) {
    const named = new Map(libraryEntries().map((e) => [e.name, e]));
    const all = [...Object.entries(CATALOGUE), ...Object.entries(ALIASES), ...Object.entries(CATALOGUE_MORE)];
    catalogue = new Map(all.map(([from, to]) => [normalizeName(from), to === null ? null : named.get(to)!]));
  }
  return catalogue;
}

/**
 * A name with its equipment in brackets ("Good Morning (Barbell)", "Chin Up (Assisted)"): the
 * movement with the equipment's word ("Leverage Shrug" for "Shrug (Machine)"), else the movement
 * itself where the exercise has that equipment; none where the library has the movement only with
 * other equipment. Undefined where the brackets name no equipment.
 */
function withKit(name: string): LibraryEntry | null | undefined {
  const split = kitOf(name);
  if (!split) return undefined;
  const { movement, kit } = split;
  const key = normalizeName(movement);
  const worded = kit.words.flatMap((word) => byWords(`${key} ${word}`));
  const named = catalogueNames();
  // A movement the catalogue knows is none stays none, whatever a library name shares its words.
  const alone = kit.byWordOnly ? [] : named.has(key) ? [named.get(key) ?? []].flat() : byWords(key);
  return [...worded, ...alone].find((e) => fitsKit(kit, e)) ?? null;
}

let commonness: Map<LibraryEntry, number> | undefined;

/** How common an exercise is: its first place among the catalogue's names (the lifts listed first are the usual ones). */
function commonRank(e: LibraryEntry): number {
  if (!commonness) {
    commonness = new Map();
    for (const entry of catalogueNames().values()) if (entry && !commonness.has(entry)) commonness.set(entry, commonness.size);
  }
  return commonness.get(e) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Library entries holding every word typed, the closest first: the whole name; the exercise a
 * lifter's or a catalogue's name stands for ("bench press"); then names where each word typed
 * starts a word ("chin" is Chin-Up before Smith Machine), the usual lifts before the rest; then
 * the name's start, then the shortest.
 */
export function wordMatches(typed: string, pool: readonly LibraryEntry[] = libraryEntries()): LibraryEntry[] {
  const needle = normalizeName(typed);
  if (!needle) return [...pool];
  const words = needle.split(" ");
  const found = pool.filter((e) => words.every((w) => e.key.includes(w)));
  const named = catalogueNames().get(needle);
  const startsWords = (e: LibraryEntry) => words.every((w) => ` ${e.key}`.includes(` ${w}`));
  const rank = (e: LibraryEntry) => (e.key === needle ? 0 : e === named ? 1 : startsWords(e) ? 2 : 3);
  return found.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      commonRank(a) - commonRank(b) ||
      Number(!a.key.startsWith(needle)) - Number(!b.key.startsWith(needle)) ||
      a.key.length - b.key.length ||
      a.key.localeCompare(b.key),
  );
}

/** Nearest library entries to a name, for the member to choose from. */
export function fuzzyMatches(typed: string, limit: number): LibraryEntry[] {
  const needle = normalizeName(typed);
  return needle
    ? fuzzy()
        .search(needle, { limit })
        .map((r) => r.item)
    : [];
}

/** Names already matched: the library never changes while the server runs. */
const matched = new Map<string, LibraryEntry | null>();
const MATCH_MEMO = 5000;

const unlessUndefined = <T>(value: T | undefined, otherwise: () => T): T => (value === undefined ? otherwise() : value);

/** A misspelling of one library name, well ahead of the next. */
function nearSpelling(needle: string): LibraryEntry | null {
  const [best, next] = fuzzy().search(needle, { limit: 2 });
  if (!best || (best.score ?? 1) > CLEAR_SCORE || Math.abs(best.item.key.length - needle.length) > CLEAR_LENGTH) return null;
  return !next || (next.score ?? 1) - (best.score ?? 1) >= CLEAR_LEAD ? best.item : null;
}

/** The library exercise a name clearly is, or null where the member should choose. */
export function clearMatch(name: string): LibraryEntry | null {
  const needle = normalizeName(name);
  if (!needle) return null;
  // Brackets count (they may name equipment), so the memo keeps the name as written, in any case.
  const memo = name.trim().toLowerCase();
  const known = matched.get(memo);
  if (known !== undefined) return known;
  const named = catalogueNames();
  const sameWords = byWords(needle);
  const found = named.has(needle)
    ? named.get(needle)!
    : (sameWords.find((e) => e.key === needle) ?? sameWords[0] ?? unlessUndefined(withKit(name), () => nearSpelling(needle)));
  if (matched.size >= MATCH_MEMO) matched.clear();
  matched.set(memo, found);
  return found;
}
