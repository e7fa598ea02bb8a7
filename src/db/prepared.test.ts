// Rows inserted several to a statement come back in the order they were given, with the ids SQLite
// gave them: read back from RETURNING (insertRows) or worked out from the statement's count and last
// id (insertRowIds).
import { expect, test } from "bun:test";
import { openDatabase } from "./client";
import { insertRowIds, insertRows, ROWS_PER_INSERT, rowsInsert } from "./prepared";

const tables = {
  // The app's tables: ids never come back, so after deletes the next id is past the largest ever.
  autoincrement: "CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, n REAL)",
  rowid: "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, n REAL)",
};

test.each(Object.entries(tables))("%s: each row's id is the one stored with its values, in every chunk", (_, schema) => {
  const sqlite = openDatabase(":memory:").$client;
  sqlite.exec(schema);
  const plain = rowsInsert(sqlite, "INSERT INTO t (name, n)", "(?, ?)");
  const returning = rowsInsert(sqlite, "INSERT INTO t (name, n)", "(?, ?)", "id, name");
  // Ids with gaps before the inserts: a deleted row in the middle and the largest one.
  insertRowIds(plain, [
    ["a", 1],
    ["b", 2],
    ["c", 3],
  ]);
  sqlite.exec("DELETE FROM t WHERE name IN ('b', 'c')");

  const count = 2 * ROWS_PER_INSERT + 3; // three statements, the last one short
  const rows = Array.from({ length: count }, (_, k) => [`row ${k}`, k + 0.5]);
  const ids = insertRowIds(plain, rows);
  expect(ids).toHaveLength(count);
  const stored = new Map((sqlite.query("SELECT id, name FROM t").all() as { id: number; name: string }[]).map((r) => [r.name, r.id]));
  expect(ids).toEqual(rows.map(([name]) => stored.get(name as string)!));
  expect(new Set(ids).size).toBe(count);

  // RETURNING's rows, sorted back into the order given.
  const names = Array.from({ length: ROWS_PER_INSERT + 1 }, (_, k) => `more ${k}`);
  const made = insertRows<[number, string]>(
    returning,
    names.map((name, k) => [name, k]),
  );
  expect(made.map(([, name]) => name)).toEqual(names);
  expect(made.map(([id]) => id)).toEqual(
    names.map((name) => (sqlite.query("SELECT id FROM t WHERE name = ?").get(name) as { id: number }).id),
  );
});

test("a statement that inserts fewer rows than given is an error, not ids for rows that are not there", () => {
  const sqlite = openDatabase(":memory:").$client;
  sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE)");
  const ignoring = rowsInsert(sqlite, "INSERT OR IGNORE INTO t (name)", "(?)");
  insertRowIds(ignoring, [["a"]]);
  expect(() => insertRowIds(ignoring, [["a"], ["b"]])).toThrow("inserted 1 of 2 rows");
});
