// Applies the embedded migrations (drizzle/index.ts) in one transaction, each exactly once. The
// bookkeeping table is drizzle's own (__drizzle_migrations: the sha256 of each migration's SQL and
// the journal's `when`), so drizzle-kit tooling sees the same history.
//
// A database's history must be the start of this Kinfit's migrations, each with the same SQL: a
// migration changed after it shipped would otherwise be applied again on top of its old self and
// fail half-way in SQL ("duplicate column name"), or skip what the new one adds. Such a database is
// refused with the migration's name before anything runs. drizzle/checksums.txt (checked by a
// test) holds the same hashes, so a shipped migration cannot change unnoticed.
//
// A database a newer Kinfit migrated is refused too: this build's code does not keep what the newer
// schema derives (records, summaries), which would go stale. `allowNewer` serves it anyway, and
// marks the database (SQLite's user_version) so that the next start that knows every migration it
// holds rebuilds what is derived (repair.ts).
import type { Database } from "bun:sqlite";
import { migrations as embedded } from "@drizzle/index";
import { rebuildDerived } from "./repair";

type Migration = { tag: string; when: number; sql: string };

export class MigrationError extends Error {}

/** The hash drizzle records for a migration: the sha256 of its file's text. */
export const migrationHash = (sql: string) => new Bun.CryptoHasher("sha256").update(sql).digest("hex");

/** user_version's bit: served by a build that did not know all of its migrations. */
const REBUILD_DERIVED = 1;

export type MigrateOptions = {
  /** Serve a database from a newer Kinfit (--allow-newer-database). */
  allowNewer?: boolean;
  log?: (message: string) => void;
};

type History = { hash: string; created_at?: number | string | null }[];

/** The words of a history longer than this build's, or null: the same in `kinfit restore`. */
export function newerKinfitWords(history: History, migrations: Migration[] = embedded): string | null {
  if (history.length <= migrations.length) return null;
  return `comes from a newer Kinfit (${history.length} migrations; this one knows ${migrations.length})`;
}

export const NEWER_DATABASE_FIX =
  "Start it with the newer Kinfit, or restore a backup this one made (kinfit restore FILE). " +
  "To serve it anyway, knowing that what the newer Kinfit derives may go stale until it runs again, start with --allow-newer-database.";

function readHistory(sqlite: Database): History {
  const table = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return [];
  return sqlite
    .query<{ hash: string; created_at: number | string | null }, []>("SELECT hash, created_at FROM __drizzle_migrations ORDER BY id")
    .all();
}

/**
 * What migrate() would do to this database: the migrations it would apply and how many are
 * applied already. Throws MigrationError for a database it would refuse, before anything changes.
 */
export function pendingMigrations(
  sqlite: Database,
  migrations: Migration[] = embedded,
  options: MigrateOptions = {},
): { applied: number; pending: Migration[]; newer: boolean } {
  const history = readHistory(sqlite);
  const problem = historyProblem(history, migrations);
  if (problem) throw new MigrationError(problem);
  const newer = newerKinfitWords(history, migrations);
  if (newer && !options.allowNewer) throw new MigrationError(`The database ${newer}. ${NEWER_DATABASE_FIX}`);
  return { applied: history.length, pending: migrations.slice(history.length), newer: newer !== null };
}

export function migrate(sqlite: Database, migrations: Migration[] = embedded, options: MigrateOptions = {}): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS __drizzle_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`);
  const applied: string[] = [];
  sqlite
    .transaction(() => {
      const { pending, newer } = pendingMigrations(sqlite, migrations, options);
      for (const m of pending) {
        for (const statement of m.sql.split("--> statement-breakpoint")) {
          if (statement.trim()) sqlite.exec(statement);
        }
        sqlite.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)", [migrationHash(m.sql), m.when]);
        applied.push(m.tag);
      }
      const version = sqlite.query<{ user_version: number }, []>("PRAGMA user_version").get()!.user_version;
      if (newer) {
        if (!(version & REBUILD_DERIVED)) sqlite.exec(`PRAGMA user_version = ${version | REBUILD_DERIVED}`);
        options.log?.(
          "Serving a database from a newer Kinfit (--allow-newer-database): its records and " +
            "summaries are rebuilt at the next start of a Kinfit that knows all its migrations.",
        );
      } else if (version & REBUILD_DERIVED) {
        const rebuilt = rebuildDerived(sqlite);
        sqlite.exec(`PRAGMA user_version = ${version & ~REBUILD_DERIVED}`);
        options.log?.(
          `A Kinfit older than this database served it: records and summaries rebuilt (${rebuilt.exercises} exercises corrected).`,
        );
      }
    })
    .immediate();
  return applied;
}

/** Why a database with this recorded history cannot be brought up to date here, or null. */
function historyProblem(history: History, migrations: Migration[]): string | null {
  for (const [i, row] of history.entries()) {
    const m = migrations[i];
    if (!m) return null;
    if (row.hash !== migrationHash(m.sql)) {
      return (
        `Migration ${m.tag} differs from the one this database was made with, so Kinfit will not ` +
        `change it: the database comes from another build of Kinfit. Start it with the build that made ` +
        `it, or restore a backup made by this one.`
      );
    }
  }
  return null;
}
