// Applies the embedded migrations (drizzle/index.ts) in one transaction, each exactly once. The
// bookkeeping table is drizzle's own (__drizzle_migrations: the sha256 of each migration's SQL and
// the journal's `when`), so drizzle-kit tooling sees the same history.
//
// A database's history must be the start of this Kinfit's migrations, each with the same SQL: a
// migration changed after it shipped would otherwise be applied again on top of its old self and
// fail half-way in SQL ("duplicate column name"), or skip what the new one adds. Such a database is
// refused with the migration's name before anything runs. drizzle/checksums.txt (checked by a
// test) holds the same hashes, so a shipped migration cannot change unnoticed.
import type { Database } from "bun:sqlite";
import { migrations as embedded } from "@drizzle/index";

type Migration = { tag: string; when: number; sql: string };

export class MigrationError extends Error {}

/** The hash drizzle records for a migration: the sha256 of its file's text. */
export const migrationHash = (sql: string) => new Bun.CryptoHasher("sha256").update(sql).digest("hex");

export function migrate(sqlite: Database, migrations: Migration[] = embedded): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS __drizzle_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`);
  const applied: string[] = [];
  sqlite
    .transaction(() => {
      const history = sqlite
        .query<{ hash: string; created_at: number | string | null }, []>("SELECT hash, created_at FROM __drizzle_migrations ORDER BY id")
        .all();
      const problem = historyProblem(history, migrations);
      if (problem) throw new MigrationError(problem);
      // A newer Kinfit's database holds more than this one knows; what it knows is all applied.
      for (const m of migrations.slice(history.length)) {
        for (const statement of m.sql.split("--> statement-breakpoint")) {
          if (statement.trim()) sqlite.exec(statement);
        }
        sqlite.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)", [migrationHash(m.sql), m.when]);
        applied.push(m.tag);
      }
    })
    .immediate();
  return applied;
}

/** Why a database with this recorded history cannot be brought up to date here, or null. */
function historyProblem(history: { hash: string }[], migrations: Migration[]): string | null {
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
