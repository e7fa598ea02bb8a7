// One way for each job: transactions open through inTransaction (src/db/prepared.ts), and SQL
// written by hand, run through bun:sqlite, stays behind a module's rows.ts or statements.ts.
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

describe("data access", () => {
  test("transactions open only through inTransaction, outside src/db", () => {
    const outsideDb = sources(".").filter((path) => !path.startsWith("db/"));
    expect(outsideDb.length).toBeGreaterThan(20);
    expect(matching(outsideDb, /\.transaction\(/)).toEqual([]);
  });

  test("a module runs hand-written SQL only from its rows.ts or statements.ts", () => {
    const modules = sources("modules");
    const rawSql = /preparedSqlite|rowsInsert\(|\.prepare</;
    expect(matching(modules, rawSql)).toEqual([
      "modules/exercise-library/statements.ts",
      "modules/meals/statements.ts",
      "modules/programs/statements.ts",
      "modules/workouts/statements.ts",
    ]);
    const others = modules.filter((path) => !/\/(rows|statements)\.ts$/.test(path));
    expect(matching(others, /\$client\.(exec|query|prepare|run)\(/)).toEqual([]);
  });
});
