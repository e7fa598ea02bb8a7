// Portions bought by count on the shopping list (docs/behaviour/meals.md, "Shopping list"): a
// food added as '2 x 1 large' is 2 large, as '1 cup, chopped' stays in grams.

/** Words of a portion's label that name a piece; cups, spoons and ounces are not among them. */
const PIECES = new Set([
  "extra large",
  "large",
  "medium",
  "small",
  "jumbo",
  "slice",
  "clove",
  "piece",
  "whole",
  "fruit",
  "egg",
  "leaf",
  "stalk",
  "can",
  "bottle",
  "package",
  "packet",
  "jar",
  "container",
  "pouch",
  "bag",
  "box",
  "bar",
  "steak",
  "fillet",
  "chop",
  "breast",
  "thigh",
  "drumstick",
  "wing",
  "leg",
  "link",
  "patty",
  "roll",
  "bun",
  "bagel",
  "muffin",
  "biscuit",
  "tortilla",
  "cookie",
  "cracker",
  "waffle",
  "pancake",
  "ear",
  "head",
  "bunch",
  "sprig",
  "stick",
  "strip",
  "potato",
  "sweetpotato",
  "tomato",
  "onion",
  "pepper",
  "carrot",
  "banana",
  "apple",
  "orange",
  "lemon",
  "lime",
  "avocado",
  "item",
]);

/** 'slices' -> 'slice', 'cookies' -> 'cookie', 'leaves' -> 'leaf'. */
function singular(word: string): string {
  if (PIECES.has(word)) return word;
  if (word === "leaves") return "leaf";
  if (word.endsWith("ies") && PIECES.has(`${word.slice(0, -3)}y`)) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es") && PIECES.has(word.slice(0, -2))) return word.slice(0, -2);
  if (word.endsWith("s") && PIECES.has(word.slice(0, -1))) return word.slice(0, -1);
  return word;
}

/** A number as portions write it: '2', '0.5', '1/2', '1-1/2'. */
function numberOf(text: string): number {
  const mixed = /^(\d+)-(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text);
}

/**
 * The pieces an ingredient's portion counts ('2 x 1 large' is 2 large, '3 x 0.5 breast' 1.5
 * breast), or null for a portion not bought by count ('1 cup, chopped', '1 oz').
 */
export function countedPortion(portion: string | null): { count: number; unit: string } | null {
  if (!portion) return null;
  const m = /^(?:([\d.]+) x )?([\d./-]+) (.+)$/.exec(portion.trim());
  if (!m) return null;
  const times = m[1] === undefined ? 1 : Number(m[1]);
  const each = numberOf(m[2]!);
  const measure = m[3]!.replace(/\(.*$/, "").split(",")[0]!.trim().toLowerCase().replace(/\s+/g, " ");
  const words = measure.split(" ");
  const unit = PIECES.has(measure) ? measure : words[0] === "extra" && words[1] === "large" ? "extra large" : singular(words[0] ?? "");
  if (!PIECES.has(unit) || !(times > 0) || !(each > 0)) return null;
  return { count: times * each, unit };
}
