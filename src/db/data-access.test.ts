// One way for each job: transactions open through inTransaction (src/db/prepared.ts), and every
// query of an area (the schema's tables, drizzle's builders and conditions, prepared statements,
// bun:sqlite's own, SQL text) stays in that area's store: src/modules/<area>/store.ts, or the files
// of its store/ folder. Services hand the store values and get typed records back.
import { describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SRC = join(import.meta.dir, "..");

/** Every non-test source file under src/`folder`, as paths relative to src/. */
function sources(folder: string): string[] {
  const glob = new Glob(folder === "." ? "**/*.ts" : `${folder}/**/*.ts`);
  return [...glob.scanSync(SRC)].filter((path) => !path.endsWith(".test.ts")).sort();
}

/** The files among `paths` whose text matches `pattern`. */
function matching(paths: string[], pattern: RegExp): string[] {
  return paths.filter((path) => pattern.test(readFileSync(join(SRC, path), "utf8")));
}

/** An area's store: src/modules/<area>/store.ts or a file under src/modules/<area>/store/. */
const isStore = (path: string) => /^modules\/[^/]+\/(store\.ts|store\/.+\.ts)$/.test(path);

/** The names a file imports from src/db/prepared.ts. */
function preparedImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["'][^"']*\/db\/prepared["']/g)) {
    names.push(
      ...m[1]!
        .split(",")
        .map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0]!,
        )
        .filter(Boolean),
    );
  }
  return names;
}

/** What only a store may write, each with the pattern that finds it. */
const QUERY_CODE: [what: string, pattern: RegExp][] = [
  ["imports the schema", /from\s*["'][^"']*\/db\/schema[^"'/]*["']/],
  ["imports drizzle-orm", /from\s*["']drizzle-orm(\/[^"']*)?["']/],
  ["builds a drizzle query", /\b(db|tx|conn|sqlite)\s*\.\s*(select|selectDistinct|insert|update|delete)\s*\(/],
  ["writes SQL text", /\bsql\s*`|\bsql\.\w+\(/],
  ["runs SQL on bun:sqlite", /\$client\s*\.\s*(exec|query|prepare|run)\s*\(|\bsqlite\s*\.\s*(exec|query|prepare|run)\s*\(|\.prepare\s*</],
];

// src/db holds the helpers stores are built with; src/test builds the rows tests start from.
const outsideDb = sources(".").filter((path) => !path.startsWith("db/") && !path.startsWith("test/"));

describe("data access", () => {
  test("the rule sees every file it is about", () => {
    expect(outsideDb.length).toBeGreaterThan(100);
    expect(outsideDb.filter(isStore).length).toBeGreaterThan(5);
    expect(isStore("modules/meals/store.ts") && isStore("modules/meals/store/index.ts") && isStore("modules/meals/store/day/rows.ts")).toBe(
      true,
    );
    expect(isStore("modules/meals/service.ts") || isStore("modules/meals/stores.ts") || isStore("shared/meals/store.ts")).toBe(false);
    expect(preparedImports('import { inTransaction, insertRows as rows, type Foo } from "../../db/prepared";')).toEqual([
      "inTransaction",
      "insertRows",
      "Foo",
    ]);
  });

  test("transactions open only through inTransaction, outside src/db", () => {
    expect(matching(outsideDb, /\.transaction\(/)).toEqual([]);
  });

  test("queries are written only in an area's store", () => {
    const others = outsideDb.filter((path) => !isStore(path));
    const found = QUERY_CODE.flatMap(([what, pattern]) => matching(others, pattern).map((path) => `${path} ${what}`));
    expect(found.sort()).toEqual([]);
  });

  test("outside a store, src/db/prepared.ts gives only inTransaction", () => {
    const others = outsideDb.filter((path) => !isStore(path));
    const found = others.flatMap((path) =>
      preparedImports(readFileSync(join(SRC, path), "utf8"))
        .filter((name) => name !== "inTransaction")
        .map((name) => `${path} imports ${name}`),
    );
    expect(found).toEqual([]);
  });
});
