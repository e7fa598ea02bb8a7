// The food table for tests: built once per test process from the repository's source file.
import type { Database } from "bun:sqlite";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openReadOnly } from "@modules/foods/store";
import { foodTable } from "@scripts/foods-db";

let table: Database | undefined;

export function testFoodTable(): Database {
  if (table) return table;
  const path = join(mkdtempSync(join(tmpdir(), "kinfit-foods-")), "foods-test.db");
  writeFileSync(path, foodTable());
  table = openReadOnly(path);
  return table;
}
