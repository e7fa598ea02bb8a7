// The food table: built from the repository's copy of USDA SR28 (sources/usda-sr28) into a
// read-only SQLite file with full-text search, embedded in the executable and written beside the
// member database at start (table-file.ts). Never part of the member database, so backups stay small.
import { Database } from "bun:sqlite";
import { formCost, formsOf } from "./search-words";

const NONE_TYPED = new Set<string>();

/** Food groups a cook rarely means unless the query names them; their foods rank after the others. */
export const RARE_GROUPS: Record<string, number> = {
  "Baby Foods": 8,
  "American Indian/Alaska Native Foods": 6,
  "Restaurant Foods": 6,
  "Fast Foods": 6,
  "Meals, Entrees, and Side Dishes": 4,
  Snacks: 3,
  "Spices and Herbs": 1,
};

/** The words that name a rare group in a query ("babyfood carrots"), by the group. */
export const GROUP_WORDS: Record<string, string[]> = {
  "Baby Foods": ["babyfood", "baby"],
  "American Indian/Alaska Native Foods": ["alaska", "native", "indian", "navajo", "hopi"],
  "Restaurant Foods": ["restaurant"],
  "Fast Foods": ["fast"],
  Snacks: ["snack"],
};

/** A brand is written in capitals in SR28 ("KEEBLER, TOWN HOUSE"). */
const BRAND = /\b[A-Z]{3,}\b/;

export const TABLE_SQL = [
  // Rows in order of rarity (rowid 1 the most everyday), so that a search matching thousands of
  // foods reads the everyday ones first and can stop there.
  `CREATE TABLE foods (
    id INTEGER PRIMARY KEY,
    ndb INTEGER NOT NULL UNIQUE,
    name TEXT NOT NULL,
    food_group TEXT NOT NULL,
    calories REAL, protein REAL, carbs REAL, fat REAL, fiber REAL, sugar REAL, sodium REAL,
    portions TEXT NOT NULL,
    rarity REAL NOT NULL,
    words TEXT NOT NULL,
    portion_words TEXT NOT NULL
  )`,
  `CREATE VIRTUAL TABLE foods_search USING fts5(name, content='foods', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  // The name and the portions' words, for a word that names a food only through its portion ("1
  // cherry"): a table of its own, as a column filter would slow every search of the names.
  `CREATE VIRTUAL TABLE foods_search_all USING fts5(words, content='', tokenize='unicode61 remove_diacritics 2')`,
  `CREATE TABLE words (word TEXT PRIMARY KEY) WITHOUT ROWID`,
];

const num = (text: string | undefined) => (text === undefined || text === "" ? null : Number(text));

/**
 * How far a food sits from the everyday foods whatever was typed, fixed when the table is built:
 * foods outside the survey of what people eat, rare groups, brands and foods with few household
 * portions rank later. (Its forms,
 * raw or fried, are weighed against what was typed: search-words.ts.)
 */
export function rarity(group: string, name: string, survey: boolean, portions: number): number {
  // The USDA measured more household portions of the foods people use most.
  return (survey ? 0 : 2) + (RARE_GROUPS[group] ?? 0) + (BRAND.test(name) ? 4 : 0) + (4 - Math.min(portions, 4)) * 0.3;
}

/**
 * A name's words as the search ranks them: its comma-separated parts ("chicken|broilers or
 * fryers|breast|raw"), the words in brackets after a "(" of their part, so that a common name
 * never counts as the head's words.
 */
export function nameParts(name: string): string {
  const parts: string[] = [];
  let depth = 0;
  let part = "";
  for (const c of name) {
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    if (c === "," && depth === 0) {
      parts.push(part);
      part = "";
    } else part += c;
  }
  parts.push(part);
  return parts
    .map((p) => {
      const open = p.indexOf("(");
      const outside = tokens(open < 0 ? p : p.slice(0, open) + p.slice(p.lastIndexOf(")") + 1));
      const inside = open < 0 ? [] : tokens(p.slice(open, p.lastIndexOf(")") + 1));
      return (inside.length ? [...outside, "(", ...inside] : outside).join(" ");
    })
    .filter(Boolean)
    .join("|");
}

/** The words of a name's parts (nameParts) outside brackets: a common name or a note says nothing of the food's form. */
export const outsideBrackets = (parts: string): string[] =>
  parts.split("|").flatMap((part) => {
    const words = part.split(" ");
    const open = words.indexOf("(");
    return open < 0 ? words : words.slice(0, open);
  });

/** The name tokens the search matches, as FTS5's unicode61 tokenizer sees them (ASCII folded). */
export const tokens = (text: string) =>
  // Most names are plain ASCII: they skip the Unicode decomposition, which every search runs on many names.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the class is "any character outside ASCII".
  (/[^\x00-\x7f]/.test(text) ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The food table's file contents, from the source file's text (scripts/build/foods-source.ts). */
export function buildFoodTable(source: string): Uint8Array {
  const db = new Database(":memory:");
  db.run("PRAGMA page_size = 4096");
  for (const sql of TABLE_SQL) db.run(sql);
  const insert = db.prepare("INSERT INTO foods VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const words = new Set<string>();
  db.run("BEGIN");
  {
    const [header, ...lines] = source.split("\n").filter(Boolean);
    if (!header?.startsWith("ndb\t")) throw new Error("not a food source file");
    const rows = lines.map((line) => {
      const [ndb, group = "", longDesc = "", common = "", survey, ...rest] = line.split("\t");
      const portionText = rest[7] ?? "";
      // Some common names are a note about USDA commodity codes, not a name anyone would type.
      const name = common && !/^includes\b/i.test(common) ? `${longDesc} (${common})` : longDesc;
      const portions = portionText
        ? portionText.split(";").map((p) => {
            const at = p.lastIndexOf("=");
            return { label: p.slice(0, at), grams: Number(p.slice(at + 1)) };
          })
        : [];
      const nameWords = tokens(name);
      const parts = nameParts(name);
      for (const word of nameWords) words.add(word);
      const rank = rarity(group, longDesc, survey === "1", portions.length);
      const portionWords = [...new Set(tokens(portions.map((p) => p.label).join(" ")).filter((w) => !/\d/.test(w)))];
      return {
        // Rows in the order of their plain form as well, so that the candidates read first are the everyday ones.
        order: rank + formCost(formsOf(outsideBrackets(parts)), NONE_TYPED),
        values: [
          Number(ndb),
          name,
          group,
          ...rest.slice(0, 7).map(num),
          JSON.stringify(portions),
          rank,
          parts,
          portionWords.join(" "),
        ] as const,
        length: name.length,
      };
    });
    rows.sort((a, b) => a.order - b.order || a.length - b.length || a.values[0] - b.values[0]);
    for (const row of rows) insert.run(...row.values);
    db.run("INSERT INTO foods_search(foods_search) VALUES ('rebuild')");
    const all = db.prepare("INSERT INTO foods_search_all(rowid, words) VALUES (?, ?)");
    rows.forEach((row, i) => all.run(i + 1, `${row.values[1]} ${row.values[13]}`));
    const word = db.prepare("INSERT INTO words VALUES (?)");
    for (const w of words) if (w.length >= 4 && !/\d/.test(w)) word.run(w);
    db.run("INSERT INTO foods_search(foods_search) VALUES ('optimize')");
    db.run("INSERT INTO foods_search_all(foods_search_all) VALUES ('optimize')");
  }
  db.run("COMMIT");
  db.run("VACUUM");
  const bytes = db.serialize();
  db.close();
  return bytes;
}
