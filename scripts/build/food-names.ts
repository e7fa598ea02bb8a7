// Builds the short names a shopping list shows for the foods of the food data, and each food's
// aisle, into src/generated/food-names.ts (docs/behaviour/meals.md, "Shopping list"). Run with the
// food table (foods-db.ts), so `npm start`, the typecheck and the executable's build all make it.
//   bun scripts/build/food-names.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AISLES, aisleOfFood } from "@shared/meals/aisles";
import { SHOPPING } from "@shared/limits";
import { SHORT_NAME_EXCEPTIONS } from "./food-name-exceptions";

const root = join(import.meta.dir, "../..");
const SOURCE = join(root, "sources/usda-sr28/foods.tsv.gz");

/** First words that name a kind, the next segment naming the food itself: "Fish, cod" is "Cod". */
const KIND_FIRST = new Set([
  "Fish",
  "Nuts",
  "Seeds",
  "Spices",
  "Cereals",
  "Beverages",
  "Crustaceans",
  "Mollusks",
  "Candies",
  "Snacks",
  "Babyfood",
  "Leavening agents",
  "Alcoholic beverage",
  "Alcoholic beverages",
  "Alcoholic Beverage",
]);
/** Kinds the data names in the singular that a list holds several of: "Mollusks, mussel" is "Mussels". */
const PLURAL: Record<string, string> = {
  mussel: "Mussels",
  oyster: "Oysters",
  clam: "Clams",
  scallop: "Scallops",
  anchovy: "Anchovies",
  sardine: "Sardines",
};
/** First words that are the noun (as a list writes it), the next segment its kind: "Cheese, blue" is "Blue cheese". */
const NOUN_FIRST = new Map(
  [
    ...["Cheese", "Oil", "Beans", "Peas", "Rice", "Squash", "Peppers", "Lettuce", "Cabbage", "Mushrooms", "Sauce"],
    ...["Bread", "Rolls", "Noodles", "Chocolate"],
  ]
    .map((word) => [word, word.toLowerCase()])
    .concat([
      ["Sugars", "sugar"],
      ["Syrups", "syrup"],
      ["Salad dressing", "dressing"],
    ]) as [string, string][],
);
/** Meats read with their cut: "Chicken, broilers or fryers, breast" is "Chicken breast". */
const MEATS = new Set(["Chicken", "Beef", "Pork", "Lamb", "Veal", "Turkey", "Duck", "Game meat"]);
/** Segments that say nothing a shopper picks by: a country, a grade, a trim, a kind of meat. */
const FILLER = new RegExp(
  `^(${[
    "broilers? or fryers|fresh|all classes|composite of .*|separable lean .*|retail cuts?|young|raw|meat only|whole",
    "choice|select|all grades|domestic|imported|australian|new zealand|frozen|chilled|trimmed to .*",
    "dark meat|light meat|meat and skin|homemade|ready-to-serve|table blends",
  ].join("|")})$`,
  "i",
);

/** How a food was made ready, never a cut: "Chicken, broilers or fryers, meat only, roasted" is "Chicken". */
const PREPARED = /^(cooked|roasted|braised|broiled|stewed|fried|grilled|simmered|pan-|baked|boiled|with added solution|unprepared)/i;

/** A description's segments, without the parts in brackets. */
export const segmentsOf = (description: string) =>
  description
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "");

/** At most SHOPPING.shortName characters, cut at a word where it must be cut. */
export function clip(name: string): string {
  if (name.length <= SHOPPING.shortName) return name;
  const cut = name.slice(0, SHOPPING.shortName + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : name.slice(0, SHOPPING.shortName)).replace(/[\s,/-]+$/, "");
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The short name a food's description makes, and how many of its segments it used. */
export function shortName(description: string): { short: string; used: number } {
  const segments = segmentsOf(description);
  const named = nameOf(segments, description);
  // Canned, frozen and dried foods are bought as other items than fresh ones: the name says so
  // (but nuts and seeds, which are all sold dried).
  const form = segments
    .map((s) => /^(canned|frozen|dried)\b/i.exec(s)?.[1]?.toLowerCase())
    .find((f) => f !== undefined && !(f === "dried" && (segments[0] === "Nuts" || segments[0] === "Seeds")));
  // A brand or a programme's name ("KASHI", "USDA Commodity") is left as written.
  if (!form || named.short.toLowerCase().includes(form) || /[A-Z]/.test(named.short.slice(1))) return named;
  return { short: clip(`${capital(form)} ${named.short.charAt(0).toLowerCase()}${named.short.slice(1)}`), used: named.used };
}

function nameOf(segments: string[], description: string): { short: string; used: number } {
  const first = segments[0] ?? description.trim();
  if (KIND_FIRST.has(first) && segments[1]) return { short: clip(PLURAL[segments[1]] ?? capital(segments[1])), used: 2 };
  const noun = NOUN_FIRST.get(first);
  if (noun && segments[1] && !FILLER.test(segments[1])) {
    // "Sauce, tomato chili sauce" already names its noun; mayonnaise is no dressing to a shopper.
    const kind = capital(segments[1]);
    const named = kind.toLowerCase().endsWith(noun) || /^mayonnaise/i.test(kind);
    return { short: clip(named ? kind : `${kind} ${noun}`), used: 2 };
  }
  if (MEATS.has(first)) {
    const found = segments.findIndex((s, i) => i > 0 && !FILLER.test(s));
    const cut = found > 0 && PREPARED.test(segments[found]!) ? -1 : found;
    // Mince is bought as "Ground beef", a cut as "Beef brisket".
    if (cut > 0 && segments[cut] === "ground") return { short: `Ground ${first.toLowerCase()}`, used: cut + 1 };
    if (cut > 0) return { short: clip(`${first} ${segments[cut]!.toLowerCase()}`), used: cut + 1 };
  }
  return { short: clip(first), used: 1 };
}

/** The generated table's text: one line per food, `ndb<TAB>short<TAB>used<TAB>aisle index`. */
export function foodNamesText(source: string): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const line of source.split("\n").slice(1)) {
    if (line.trim() === "") continue;
    const [ndb = "", group = "", description = ""] = line.split("\t");
    seen.add(ndb);
    const kept = SHORT_NAME_EXCEPTIONS.get(ndb);
    if (kept && kept.description !== description) {
      throw new Error(`Short name kept for ${ndb} as "${kept.description}", but the data calls it "${description}"`);
    }
    // A name kept by hand uses no segment: it stays as kept beside another food's (used 0).
    const { short, used } = kept ? { short: kept.short, used: 0 } : shortName(description);
    lines.push([ndb, short, used, AISLES.indexOf(aisleOfFood(group, description))].join("\t"));
  }
  const missing = [...SHORT_NAME_EXCEPTIONS.keys()].filter((ndb) => !seen.has(ndb));
  if (missing.length > 0) throw new Error(`Short names kept for foods not in the data: ${missing.join(", ")}`);
  return lines.join("\n");
}

export function writeFoodNames(): { foods: number } {
  const text = foodNamesText(new TextDecoder().decode(Bun.gunzipSync(readFileSync(SOURCE))));
  const generated = join(root, "src/generated");
  mkdirSync(generated, { recursive: true });
  writeFileSync(
    join(generated, "food-names.ts"),
    [
      "// Written by scripts/build/food-names.ts: each food's short name and aisle.",
      `export const foodNamesText = ${JSON.stringify(text)};`,
      "",
    ].join("\n"),
  );
  return { foods: text.split("\n").length };
}

if (import.meta.main) {
  const { foods } = writeFoodNames();
  console.log(`src/generated/food-names.ts: ${foods} foods`);
}
