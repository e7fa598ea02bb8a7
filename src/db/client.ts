// Opens the SQLite file with the pragmas Kinfit relies on and wraps it in drizzle.
import { Database, type SQLQueryBindings, type Statement } from "bun:sqlite";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { CommitGroup } from "./group-commit";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };
/** Where a query runs: the database, inside a transaction (inTransaction, src/db/prepared.ts) or not. */
export type Conn = Db;

/** More than the app's distinct statements; lists of varying length (IN (?, ?, ...)) add a few each. */
const MAX_STATEMENTS = 400;

/**
 * A database whose prepare() compiles each SQL text once (and, through plannedOnce, only once).
 * drizzle prepares every query it runs, each time; compiling is a large part of a small read
 * (bun:sqlite's own query() cache keeps only 20). A statement is reused only after its previous
 * run has finished: bun:sqlite runs are synchronous and drizzle reads every row at once. SQLite
 * re-compiles a kept statement itself when the schema changes (a migration).
 */
class KinfitDatabase extends Database {
  private readonly statements = new Map<string, Statement<any, any>>();
  /** Set by the server (enableGroupCommit): its transactions then share commits (group-commit.ts). */
  group: CommitGroup | undefined;

  /**
   * bun:sqlite's transaction wrapper (drizzle's db.transaction() runs through it too), which first
   * joins the commit group when there is one: inside the group's transaction the wrapper makes
   * each run a savepoint, so a run that throws is still rolled back alone.
   */
  override transaction<A extends any[], T>(fn: (...args: A) => T) {
    const inner = super.transaction(fn);
    const joined =
      (run: (...args: A) => T) =>
      (...args: A): T => {
        this.group?.join();
        return run(...args);
      };
    return Object.assign(joined(inner), {
      deferred: joined(inner.deferred),
      immediate: joined(inner.immediate),
      exclusive: joined(inner.exclusive),
    });
  }

  /** An open group is committed first: closing would roll it back. */
  override close(throwOnError?: boolean): void {
    this.group?.commit();
    super.close(throwOnError);
  }

  override prepare<R, P extends SQLQueryBindings | SQLQueryBindings[]>(sql: string, params?: P): Statement<R, P extends any[] ? P : [P]> {
    if (params !== undefined) return super.prepare<R, P>(plannedOnce(sql), params);
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = super.prepare(plannedOnce(sql));
      if (this.statements.size >= MAX_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** A quoted string or name (kept as it is), or an equality's bound parameter (`= ?`, `= ?2`). */
const EQUALS_PARAMETER = /('(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`)|(=\s*)\?/g;

/**
 * The SQL with each parameter compared by `=` written `+?`, which SQLite reads as the same value.
 *
 * SQLite plans a statement once, unless its plan may depend on a parameter's value: then binding a
 * new value expires the statement, and the next run compiles it all over again. SQLite 3.54 (as
 * Bun 1.4 embeds it; 3.40 did not) counts a parameter compared by `=` that way in a query with an
 * ORDER BY or a GROUP BY: a day's meals sorted by time, its exercises in order, a set's rows. So
 * every run of those (each on a new user or date) recompiled, costing more than the read
 * itself. `+?` is an expression, not a bare parameter, so the plan no longer depends on its
 * value, and it is the same plan: the column's affinity and collation still apply, and the index
 * is still searched by it (ARCHITECTURE.md, "Where a change goes", Statements). Quoted text is
 * never touched.
 */
export function plannedOnce(sql: string): string {
  return sql.replace(EQUALS_PARAMETER, (match, quoted: string | undefined, equals: string | undefined) =>
    quoted !== undefined ? match : `${equals}+?`,
  );
}

/**
 * The server's transactions on `sqlite` share commits from now on (group-commit.ts); the group, to
 * wait on. Idempotent. Start-up, migrations and one-off commands commit as usual.
 */
export function enableGroupCommit(sqlite: Database): CommitGroup {
  const db = sqlite as KinfitDatabase;
  if (!(db instanceof KinfitDatabase)) throw new Error("group commit needs a database opened by openDatabase");
  return (db.group ??= new CommitGroup(db));
}

/** Commits the open group of `sqlite`, if any: before what cannot run inside a transaction. */
export function settleWrites(sqlite: Database): void {
  (sqlite as KinfitDatabase).group?.commit();
}

/** Owner-only: the database holds every member's e-mail, password hash and health figures. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

export function openDatabase(file: string): Db {
  if (file !== ":memory:") {
    // A folder made here is the database's own; an existing one (a home folder, say) is left as is.
    if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true, mode: FOLDER_MODE });
    // SQLite gives the WAL and shared-memory files the database file's own mode: create it
    // owner-only, and tighten one made by an older version.
    if (!existsSync(file)) writeFileSync(file, "", { mode: FILE_MODE });
  }
  const sqlite = new KinfitDatabase(file, { create: true, strict: true });
  if (file !== ":memory:") {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, FILE_MODE);
  }
  // WAL: readers never block the writer, and a crash leaves the last committed state.
  sqlite.exec("PRAGMA journal_mode = WAL");
  // NORMAL under WAL never corrupts the database on power loss; it may lose the last few
  // transactions since the previous checkpoint sync. FULL would fsync on every commit, which on a
  // Pi's SD card costs several milliseconds per write for a guarantee a household tracker doesn't
  // need: an acknowledged set tick lost to a power cut is re-tickable, a corrupt file is not.
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  // Writers wait for each other instead of failing with SQLITE_BUSY (the family at dinner).
  sqlite.exec("PRAGMA busy_timeout = 5000");
  // Deleted rows are overwritten with zeros, so a deleted member's e-mail and password hash do not
  // linger in free pages of the file (docs/behaviour/admin.md, "Admin").
  sqlite.exec("PRAGMA secure_delete = ON");
  // Each write of the server's runs as a savepoint inside the commit group (group-commit.ts), and a
  // savepoint keeps the original of every page it changes in a sub-journal, a temporary file by
  // default, and writing that file would be most of a small write's cost. It holds
  // a few pages and lives for one request, and the temporary b-trees of sorts are as small (one
  // member's rows at most).
  sqlite.exec("PRAGMA temp_store = MEMORY");
  return drizzle(sqlite, { schema }) as Db;
}
