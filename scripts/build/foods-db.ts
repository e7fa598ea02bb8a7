// Builds the food table from the repository's source file and writes what the server embeds:
// src/generated/foods.db.gz and src/generated/foods.ts (its path and content hash).
// Run by scripts/build/build.ts and `npm start`; tests build their own copy (src/test/foods.ts).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildFoodTable } from "@modules/foods/table";
import { writeFoodNames } from "./food-names";

const root = join(import.meta.dir, "../..");
export const FOODS_SOURCE = join(root, "sources/usda-sr28/foods.tsv.gz");

/** The food table built from the source file. */
export function foodTable(): Uint8Array {
  return buildFoodTable(new TextDecoder().decode(Bun.gunzipSync(readFileSync(FOODS_SOURCE))));
}

export function writeFoodTable(): { bytes: number; hash: string } {
  // The short names and aisles of the shopping list, made from the same data.
  writeFoodNames();
  const table = foodTable();
  const gz = Bun.gzipSync(new Uint8Array(table), { level: 9 });
  const hash = new Bun.CryptoHasher("sha256").update(gz).digest("hex").slice(0, 16);
  const generated = join(root, "src/generated");
  mkdirSync(generated, { recursive: true });
  writeFileSync(join(generated, "foods.db.gz"), gz);
  writeFileSync(
    join(generated, "foods.ts"),
    [
      "// Written by scripts/build/foods-db.ts: the food table, embedded by `bun build --compile`.",
      'import path from "./foods.db.gz" with { type: "file" };',
      "export const foodTableFile: string = path;",
      `export const foodTableHash = ${JSON.stringify(hash)};`,
      "",
    ].join("\n"),
  );
  return { bytes: gz.length, hash };
}

if (import.meta.main) {
  const started = performance.now();
  const { bytes, hash } = writeFoodTable();
  console.log(`src/generated/foods.db.gz: ${(bytes / 1024).toFixed(0)} KB (${hash}) in ${Math.round(performance.now() - started)} ms`);
}
