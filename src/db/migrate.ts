// Applies the embedded migrations (drizzle/index.ts) in one transaction, each exactly once. The
// bookkeeping table is drizzle's own (__drizzle_migrations, keyed by the journal's `when`), so
// drizzle-kit tooling sees the same history.
import type { Database } from "bun:sqlite";
import { migrations as embedded } from "../../drizzle";

type Migration = { tag: string; when: number; sql: string };

export function migrate(sqlite: Database, migrations: Migration[] = embedded): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS __drizzle_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`);
  const applied: string[] = [];
  sqlite.transaction(() => {
    const last = sqlite
      .query<{ created_at: number | null }, []>(
        "SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1",
      )
      .get();
    const lastWhen = Number(last?.created_at ?? 0);
    for (const m of migrations) {
      if (m.when <= lastWhen) continue;
      for (const statement of m.sql.split("--> statement-breakpoint")) {
        if (statement.trim()) sqlite.exec(statement);
      }
      const hash = new Bun.CryptoHasher("sha256").update(m.sql).digest("hex");
      sqlite.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)", [hash, m.when]);
      applied.push(m.tag);
    }
  }).immediate();
  return applied;
}
