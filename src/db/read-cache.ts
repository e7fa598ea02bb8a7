// Answers computed from the database, kept until the database changes. The version is SQLite's
// total_changes(): every row this connection inserts, updates or deletes moves it, whichever code
// path wrote it (a route, an import, a session purge), and the app writes through this one
// connection. An answer is served again only while nothing at all has been written since it was
// computed, so it can never be older than the last acknowledged write. A read is computed
// synchronously (bun:sqlite), so no write can land between reading the version and the answer.
import type { Database, Statement } from "bun:sqlite";

export class ReadCache {
  private readonly entries = new Map<string, { version: number; value: unknown }>();
  private readonly changes: Statement<{ n: number }, []>;

  constructor(
    sqlite: Database,
    private readonly max = 500,
  ) {
    this.changes = sqlite.query<{ n: number }, []>("SELECT total_changes() AS n");
  }

  /** How many rows this connection has changed since it opened. */
  version(): number {
    return this.changes.get()!.n;
  }

  /** The answer kept for `key` when nothing was written since, else `compute()` (kept for next time). */
  get<T>(key: string, compute: () => T): T {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Most recently used last, so the oldest goes first when the cache is full.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
