// Writes sources/usda-sr28/foods.tsv.gz, the food data the repository keeps, from the USDA SR28
// release files (caret-separated, text between tildes, Latin-1):
//   bun scripts/build/foods-source.ts DIR      DIR holding FOOD_DES.txt, NUT_DATA.txt, WEIGHT.txt, FD_GROUP.txt
// Only the fields Kinfit serves are kept; scripts/build/foods-db.ts builds the searchable table from it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SOURCE_FILE = join(import.meta.dir, "../..", "sources/usda-sr28/foods.tsv.gz");

/** SR28 nutrient numbers, in the order of the source file's columns. */
const NUTRIENTS = ["208", "203", "205", "204", "291", "269", "307"] as const;

function records(dir: string, file: string): string[][] {
  const text = new TextDecoder("latin1").decode(readFileSync(join(dir, file)));
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("^").map((field) => field.replace(/^~|~$/g, "").trim()));
}

/** A number as the source writes it, without trailing zeros; "" stays unknown. */
const plain = (value: string) => (value === "" ? "" : String(Number(value)));

/** Tabs and line ends never occur in SR28 text, but the file's format depends on it. */
const clean = (text: string) => text.replace(/[\t\r\n]+/g, " ");

export function foodsSource(dir: string): string {
  const groups = new Map(records(dir, "FD_GROUP.txt").map(([code = "", name = ""]) => [code, name]));
  const values = new Map<string, Map<string, string>>();
  for (const [ndb = "", nutrient = "", value = ""] of records(dir, "NUT_DATA.txt")) {
    if (!values.has(ndb)) values.set(ndb, new Map());
    values.get(ndb)!.set(nutrient, value);
  }
  const portions = new Map<string, string[]>();
  for (const [ndb = "", , amount = "", measure = "", grams = ""] of records(dir, "WEIGHT.txt")) {
    if (!(Number(grams) > 0) || !(Number(amount) > 0)) continue;
    if (!portions.has(ndb)) portions.set(ndb, []);
    portions.get(ndb)!.push(`${plain(amount)} ${clean(measure)}=${plain(grams)}`);
  }
  const lines = ["ndb\tgroup\tname\tcommon\tsurvey\tkcal\tprotein\tcarbs\tfat\tfiber\tsugar\tsodium\tportions"];
  for (const [ndb = "", group = "", longDesc = "", , common = "", , survey = ""] of records(dir, "FOOD_DES.txt")) {
    if (!/^\d{5}$/.test(ndb)) continue;
    const nutrients = values.get(ndb) ?? new Map<string, string>();
    lines.push(
      [
        ndb,
        groups.get(group) ?? "",
        clean(longDesc),
        clean(common),
        survey === "Y" ? "1" : "",
        ...NUTRIENTS.map((n) => plain(nutrients.get(n) ?? "")),
        (portions.get(ndb) ?? []).join(";"),
      ].join("\t"),
    );
  }
  return `${lines.join("\n")}\n`;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: bun scripts/build/foods-source.ts DIR (the SR28 release files)");
    process.exit(2);
  }
  const text = foodsSource(dir);
  writeFileSync(SOURCE_FILE, Bun.gzipSync(Buffer.from(text), { level: 9 }));
  console.log(`${SOURCE_FILE}: ${text.split("\n").length - 2} foods`);
}
