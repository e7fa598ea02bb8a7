// Queries built once and run many times with placeholders (drizzle's prepare()). drizzle builds a
// query's SQL anew on every call, which for a small read costs more than running it. The hot queries (the session behind every request, the rows a write checks and
// changes, the day a write answers with) are built here once per database.
//
// A query prepared on the database runs inside its transactions too: one connection, and bun:sqlite
// runs each statement to the end before the next starts. So a prepared query is kept per drizzle
// session (the connection's), which the database and each of its transactions share.
import { sql } from "drizzle-orm";
import type { Database, SQLQueryBindings, Statement } from "bun:sqlite";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Conn } from "./client";

/** The drizzle session of a database or of one of its transactions: the same object for both. */
const sessionOf = (conn: Conn): object => (conn as unknown as { session: object }).session;

/** `build(conn)` once per database; the prepared query (or queries) it returns every time after. */
export function prepared<Q>(build: (conn: Conn) => Q): (conn: Conn) => Q {
  const bySession = new WeakMap<object, Q>();
  return (conn) => {
    const session = sessionOf(conn);
    let query = bySession.get(session);
    if (query === undefined) bySession.set(session, (query = build(conn)));
    return query;
  };
}

/** The same, one query per table: a query every table of a kind shares (owned.ts's lookup). */
export function preparedPerTable<T extends SQLiteTable, Q>(build: (conn: Conn, table: T) => Q): (conn: Conn, table: T) => Q {
  const bySession = new WeakMap<object, WeakMap<T, Q>>();
  return (conn, table) => {
    const session = sessionOf(conn);
    let queries = bySession.get(session);
    if (queries === undefined) bySession.set(session, (queries = new WeakMap()));
    let query = queries.get(table);
    if (query === undefined) queries.set(table, (query = build(conn, table)));
    return query;
  };
}

/**
 * A placeholder where drizzle's types take only a value: an update's set(). At run time drizzle
 * binds it through the column's own mapping (a boolean as 0 or 1), as it does a value.
 */
export function placeholder<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

/**
 * bun:sqlite's own statements, built once per database, for the few hot paths where drizzle's
 * part (a placeholder object per row, filling it, mapping each row) costs more than SQLite's: a
 * copied day's rows, a day's meals read back, say. Parameters bind by position, rows come back as
 * arrays, booleans go in as 0 or 1: the caller does what drizzle's column mappings would.
 */
export function preparedSqlite<Q>(build: (sqlite: Database) => Q): (conn: Conn) => Q {
  const byClient = new WeakMap<Database, Q>();
  return (conn) => {
    const sqlite = (sessionOf(conn) as { client: Database }).client;
    let statements = byClient.get(sqlite);
    if (statements === undefined) byClient.set(sqlite, (statements = build(sqlite)));
    return statements;
  };
}

/** A boolean column's stored value as drizzle's boolean mode reads it, for rows read by position. */
export const storedFlag = (value: unknown): boolean => Number(value) === 1;

type Wrapped = ((run: (conn: Conn) => unknown, conn: Conn) => unknown) & {
  immediate: (run: (conn: Conn) => unknown, conn: Conn) => unknown;
};
const transactions = new WeakMap<Database, Wrapped>();

/**
 * `run(db)` in one transaction, the app's one way to open one: BEGIN (deferred, or immediate when
 * asked), COMMIT, or ROLLBACK and rethrow; inside another (the server's commit group) it is a
 * savepoint. Queries inside run on `db` itself (one connection). bun:sqlite's own wrapper is built
 * once per database here, where drizzle's db.transaction() would build a transaction object with a
 * query builder per table on every call.
 */
export function inTransaction<T>(db: Conn, run: (db: Conn) => T, behavior: "deferred" | "immediate" = "deferred"): T {
  const sqlite = (sessionOf(db) as { client: Database }).client;
  let wrapped = transactions.get(sqlite);
  if (wrapped === undefined)
    transactions.set(sqlite, (wrapped = sqlite.transaction((f: (conn: Conn) => unknown, conn: Conn) => f(conn)) as Wrapped));
  return (behavior === "immediate" ? wrapped.immediate : wrapped)(run as (conn: Conn) => unknown, db) as T;
}

/** Rows per statement of insertRows and insertRowIds: a few statements for a day's rows, and at most this many shapes of each. */
export const ROWS_PER_INSERT = 16;

/**
 * A multi-row INSERT's statements, one per number of rows (1 to ROWS_PER_INSERT), built on first
 * use: `head` is the statement up to VALUES, `row` one row's values. `returning`, when given, is
 * the columns each new row answers with (insertRows): the first one must grow in the order of the
 * VALUES (the new id does). Without it the statement answers nothing (insertRowIds).
 */
export function rowsInsert(
  sqlite: Database,
  head: string,
  row: string,
  returning?: string,
): (rows: number) => Statement<never, SQLQueryBindings[]> {
  const byCount = new Map<number, Statement<never, SQLQueryBindings[]>>();
  const tail = returning === undefined ? "" : ` RETURNING ${returning}`;
  return (rows) => {
    let statement = byCount.get(rows);
    if (statement === undefined) {
      byCount.set(rows, (statement = sqlite.prepare(`${head} VALUES ${Array(rows).fill(row).join(", ")}${tail}`)));
    }
    return statement;
  };
}

/**
 * Inserts the rows (each its values, by position) with as few statements as they take, and answers
 * the new rows (as `returning` gives them, by position) in the rows' order. One statement for many
 * rows does once what SQLite does per statement (starting it, its journal of the pages it changes,
 * the table's AUTOINCREMENT counter), so a copied day serves more requests. SQLite
 * inserts a statement's rows in the order of its VALUES, each with a larger id than the one
 * before; RETURNING gives no order, so the rows are sorted by their first column.
 */
export function insertRows<R extends [order: number, ...rest: unknown[]] = [id: number]>(
  statementFor: (rows: number) => Statement<never, SQLQueryBindings[]>,
  rows: SQLQueryBindings[][],
): R[] {
  const made: R[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    made.push(...(statementFor(chunk.length).values(...chunk.flat()) as unknown as R[]).sort((a, b) => a[0] - b[0]));
  }
  return made;
}

/**
 * The same for rows whose values the caller knows already (a copy's), answering only their new ids,
 * in the rows' order, from statements without RETURNING (rowsInsert with no `returning`). RETURNING
 * keeps each new row aside and hands it back one step at a time, work a copy does not need. The ids come from the statement's count and last id instead: a statement's rows get
 * ids one larger each, in the order of its VALUES, since none names its own id and nothing else
 * writes between them (one connection, statements run whole).
 */
export function insertRowIds(statementFor: (rows: number) => Statement<never, SQLQueryBindings[]>, rows: SQLQueryBindings[][]): number[] {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const { changes, lastInsertRowid } = statementFor(chunk.length).run(...chunk.flat());
    if (changes !== chunk.length) throw new Error(`inserted ${changes} of ${chunk.length} rows`);
    const first = Number(lastInsertRowid) - changes + 1;
    for (let k = 0; k < changes; k++) ids.push(first + k);
  }
  return ids;
}
