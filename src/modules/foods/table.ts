// The food table: built from the repository's copy of USDA SR28 (sources/usda-sr28) into a
// read-only SQLite file with full-text search, embedded in the executable and written beside the
// member database at start (store.ts). Never part of the member database, so backups stay small.
import { Database } from "bun:sqlite";

/** Food groups a cook rarely means when typing a plain word; their foods rank after the others. */
const RARE_GROUPS: Record<string, number> = {
  "Baby Foods": 12,
  "American Indian/Alaska Native Foods": 10,
  "Restaurant Foods": 8,
  "Fast Foods": 8,
  "Meals, Entrees, and Side Dishes": 5,
  Snacks: 4,
  "Spices and Herbs": 1,
};

/** Words that mark a food's plain, everyday form. */
const PLAIN_WORDS = /\b(raw|fresh|plain|cooked|boiled)\b/i;
/** Words that mark a processed stand-in or a special form. */
const RARE_WORDS = /\b(breaded|meatless|imitation|substitute|babyfood|dehydrated|powder|prepackaged|deli|formulated)\b/i;
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
    rarity INTEGER NOT NULL,
    words TEXT NOT NULL,
    head INTEGER NOT NULL
  )`,
  `CREATE VIRTUAL TABLE foods_search USING fts5(name, content='foods', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  `CREATE TABLE words (word TEXT PRIMARY KEY) WITHOUT ROWID`,
];

const num = (text: string | undefined) => (text === undefined || text === "" ? null : Number(text));

/**
 * How far a food sits from its everyday form, fixed when the table is built: foods outside the
 * survey of what people eat, rare groups, and names without a plain form's word rank later.
 */
export function rarity(group: string, name: string, survey: boolean): number {
  return (
    (survey ? 0 : 3) +
    (RARE_GROUPS[group] ?? 0) +
    (PLAIN_WORDS.test(name) ? 0 : 1) +
    (RARE_WORDS.test(name) ? 3 : 0) +
    (BRAND.test(name) ? 4 : 0)
  );
}

/** The name tokens the search matches, as FTS5's unicode61 tokenizer sees them (ASCII folded). */
export const tokens = (text: string) =>
  // Most names are plain ASCII: they skip the Unicode decomposition, which every search runs on many names.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the class is "any character outside ASCII".
  (/[^\x00-\x7f]/.test(text) ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The food table's file contents, from the source file's text (scripts/foods-source.ts). */
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
      for (const word of nameWords) words.add(word);
      const comma = longDesc.indexOf(",");
      const head = tokens(comma < 0 ? longDesc : longDesc.slice(0, comma)).length;
      const rank = rarity(group, longDesc, survey === "1");
      return {
        rank,
        values: [
          Number(ndb),
          name,
          group,
          ...rest.slice(0, 7).map(num),
          JSON.stringify(portions),
          rank,
          nameWords.join(" "),
          head,
        ] as const,
        length: name.length,
      };
    });
    rows.sort((a, b) => a.rank - b.rank || a.length - b.length || a.values[0] - b.values[0]);
    for (const row of rows) insert.run(...row.values);
    db.run("INSERT INTO foods_search(foods_search) VALUES ('rebuild')");
    const word = db.prepare("INSERT INTO words VALUES (?)");
    for (const w of words) if (w.length >= 4 && !/\d/.test(w)) word.run(w);
    db.run("INSERT INTO foods_search(foods_search) VALUES ('optimize')");
  }
  db.run("COMMIT");
  db.run("VACUUM");
  const bytes = db.serialize();
  db.close();
  return bytes;
}
