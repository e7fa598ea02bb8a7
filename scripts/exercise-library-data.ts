// Writes the exercise library's compact copy (src/modules/exercise-library/library/exercises.json)
// from free-exercise-db's exercises.json (public domain, the Unlicense): only the fields Kinfit
// uses, one exercise a line so that a new release reads as a plain diff.
//   bun scripts/exercise-library-data.ts PATH/TO/free-exercise-db/exercises.json
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Source = {
  id: string;
  name: string;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  equipment: string | null;
  category: string | null;
  mechanic: string | null;
  level: string | null;
  instructions: string[];
};

/** The copy's columns, in the order each line lists them (data.ts reads them so). */
export const COLUMNS = [
  "id",
  "name",
  "primaryMuscles",
  "secondaryMuscles",
  "equipment",
  "category",
  "mechanic",
  "level",
  "instructions",
] as const;

export function compactLibrary(source: Source[]): string {
  const lines = [...source]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((e) => {
      if (!/^[A-Za-z0-9_-]+$/.test(e.id)) throw new Error(`unexpected id ${JSON.stringify(e.id)}`);
      return JSON.stringify(COLUMNS.map((c) => (c === "instructions" ? e.instructions.map((s) => s.trim()) : (e[c] ?? null))));
    });
  return `[\n${lines.join(",\n")}\n]\n`;
}

if (import.meta.main) {
  const from = process.argv[2];
  if (!from) {
    console.error("usage: bun scripts/exercise-library-data.ts PATH/TO/exercises.json");
    process.exit(2);
  }
  const out = join(import.meta.dir, "..", "src/modules/exercise-library/library/exercises.json");
  const source = JSON.parse(readFileSync(from, "utf8")) as Source[];
  writeFileSync(out, compactLibrary(source));
  console.log(`${out}: ${source.length} exercises`);
}
