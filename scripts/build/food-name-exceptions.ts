// The short names kept by hand for the foods a household's list most often holds, read from
// food-name-exceptions.tsv (one food a line: USDA number, short name, USDA description).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHOPPING } from "@shared/limits";

export const EXCEPTIONS_FILE = join(import.meta.dir, "food-name-exceptions.tsv");

export type KeptName = { ndb: string; short: string; description: string };

/** The table's rows, in the file's order; a malformed row stops the build with its line. */
export function keptNames(text = readFileSync(EXCEPTIONS_FILE, "utf8")): KeptName[] {
  const rows: KeptName[] = [];
  const seen = new Set<string>();
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    const [ndb = "", short = "", description = ""] = line.split("\t");
    const problem = !/^\d{5}$/.test(ndb)
      ? "a USDA number is five digits"
      : short.trim() !== short || short === "" || short.length > SHOPPING.shortName
        ? `a short name is 1 to ${SHOPPING.shortName} characters`
        : description === ""
          ? "the USDA description is missing"
          : seen.has(ndb)
            ? "the food is named twice"
            : undefined;
    if (problem) throw new Error(`food-name-exceptions.tsv line ${i + 1}: ${problem}`);
    seen.add(ndb);
    rows.push({ ndb, short, description });
  });
  return rows;
}

export const SHORT_NAME_EXCEPTIONS: ReadonlyMap<string, KeptName> = new Map(keptNames().map((k) => [k.ndb, k]));
