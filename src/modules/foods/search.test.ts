// One trip per job: a page of search results is read from the food table in one query, whatever
// its length, and the typed words are taken from the query once.
import { describe, expect, spyOn, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { foodTable } from "@scripts/build/foods-db";
import { searcher } from "./search";
import * as table from "./table";
import { openReadOnly } from "./table-file";

/** A food table of its own, whose statements count each run. */
function countedTable(): { table: Database; runs: () => number } {
  const path = join(mkdtempSync(join(tmpdir(), "kinfit-foods-reads-")), "foods.db");
  writeFileSync(path, foodTable());
  const db = openReadOnly(path);
  let runs = 0;
  const query = db.query.bind(db);
  db.query = ((sql: string) => {
    const statement = query(sql);
    for (const method of ["all", "get", "values", "run"] as const) {
      const run = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        runs++;
        return run(...args);
      };
    }
    return statement;
  }) as Database["query"];
  return { table: db, runs: () => runs };
}

describe("food search reads", () => {
  test("a page of results is one read of the foods, however many it holds", () => {
    const { table: db, runs } = countedTable();
    const search = searcher(db);
    search.search("chicken", 1);
    const before = runs();
    expect(search.search("chicken", 1)).toHaveLength(1);
    const one = runs() - before;
    expect(search.search("chicken", 20)).toHaveLength(20);
    expect(runs() - before - one).toBe(one);
    // Whether "chicken" may be a typo, the match, then the page.
    expect(one).toBe(3);
    db.close();
  });

  test("the answer keeps the ranking's order", () => {
    const { table: db } = countedTable();
    const search = searcher(db);
    const page = search.search("milk", 10);
    expect(page.map((f) => f.id)).toEqual(page.map((f) => search.food(Number(f.id.slice(5)))!.id));
    expect(search.foods([1123, 99999999, 11090]).map((f) => f.id)).toEqual(["usda:01123", "usda:11090"]);
    db.close();
  });

  test("the typed words are taken from the query once", () => {
    const { table: db } = countedTable();
    const split = spyOn(table, "tokens");
    searcher(db).search("chicken breast", 5);
    const queries = split.mock.calls.filter(([text]) => text === "chicken breast");
    split.mockRestore();
    expect(queries).toHaveLength(1);
    db.close();
  });
});
