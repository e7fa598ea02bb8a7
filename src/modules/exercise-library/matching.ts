// Finding library exercises by what a member typed, and the one a name clearly is. Words first:
// every word typed must be in the name ("Bench Press (Barbell)" finds "Barbell Bench Press -
// Medium Grip"); where no name holds them all, Fuse.js's fuzzy match ranks the nearest. A name
// links itself only where the match is clear: the same words, a Strong or Hevy catalogue name or a
// name lifters type (aliases.ts), or
// a fuzzy match close enough that a misspelling is all that differs.
import Fuse from "fuse.js";
import { ALIASES } from "./aliases";
import { CATALOGUE } from "./catalogue";
import { libraryEntries, normalizeName, type LibraryEntry } from "./data";

/**
 * A fuzzy match is clear when it is close (Fuse.js's score, 0 for exact), about as long as the
 * name, and well ahead of the next: a misspelling, not one of several near names.
 */
const CLEAR_SCORE = 0.2;
const CLEAR_LEAD = 0.05;
const CLEAR_LENGTH = 2;

let fuse: Fuse<LibraryEntry> | undefined;
let catalogue: Map<string, LibraryEntry> | undefined;
let byKey: Map<string, LibraryEntry> | undefined;

function fuzzy(): Fuse<LibraryEntry> {
  fuse ??= new Fuse(libraryEntries(), { keys: ["key"], includeScore: true, threshold: 0.4, ignoreLocation: true });
  return fuse;
}

function byWords(): Map<string, LibraryEntry> {
  if (!byKey) {
    byKey = new Map();
    for (const e of libraryEntries()) byKey.set(sortedWords(e.key), e);
  }
  return byKey;
}

function catalogueNames(): Map<string, LibraryEntry> {
  if (!catalogue) {
    const named = new Map(libraryEntries().map((e) => [e.name, e]));
    catalogue = new Map(
      [...Object.entries(CATALOGUE), ...Object.entries(ALIASES)].map(([from, to]) => [normalizeName(from), named.get(to)!]),
    );
  }
  return catalogue;
}

/**
 * The words of a folded name in order and without a plural's s, so "squat smith machine", "smith
 * machine squat" and "smith machine squats" meet.
 */
const sortedWords = (key: string) =>
  key
    .split(" ")
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .sort()
    .join(" ");

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

/** The library exercise a name clearly is, or null where the member should choose. */
export function clearMatch(name: string): LibraryEntry | null {
  const needle = normalizeName(name);
  if (!needle) return null;
  const known = matched.get(needle);
  if (known !== undefined) return known;
  const found =
    catalogueNames().get(needle) ??
    byWords().get(sortedWords(needle)) ??
    (() => {
      const [best, next] = fuzzy().search(needle, { limit: 2 });
      if (!best || (best.score ?? 1) > CLEAR_SCORE || Math.abs(best.item.key.length - needle.length) > CLEAR_LENGTH) return null;
      return !next || (next.score ?? 1) - (best.score ?? 1) >= CLEAR_LEAD ? best.item : null;
    })();
  if (matched.size >= MATCH_MEMO) matched.clear();
  matched.set(needle, found);
  return found;
}
