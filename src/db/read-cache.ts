// Values computed from the database, kept until the database changes: the signed-in sessions and
// the API's answers (src/http/answers.ts). The version is SQLite's total_changes(): every row this
// connection inserts, updates or deletes moves it, whichever code path wrote it (a route, an
// import, an admin action, a session purge), and the server writes through this one connection
// (a second server on the same file is refused at start). A value is served again only while
// nothing at all has been written since it was computed, so it can never be older than the last
// acknowledged write. The version is read before the value is computed: a write landing in
// between leaves the value filed under the older version, which the next read no longer matches.
//
// One version for the whole database, not one per member: a write by anyone drops everything. It
// is exact by construction (no write path can forget to bump it), and a household writes a few
// times a minute while its screens read many times a second.
import type { Database, Statement } from "bun:sqlite";

type Entry = { value: unknown; bytes: number };

/**
 * The version of sessions and users alone: a counter every insert, update and delete of either
 * table moves, by triggers (migration 0007), whichever code path or cascade made it.
 */
export const SESSION_VERSION = "SELECT version AS n FROM auth_version WHERE id = 1";

/** How many rows this connection has changed: read from the connection, no file access. */
const TOTAL_CHANGES = "SELECT total_changes() AS n";

/** What an entry costs when the caller does not say: a session row, a small object. */
const DEFAULT_BYTES = 512;

export class ReadCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private entriesVersion = -1;
  private readonly changes: Statement<{ n: number }, []>;
  /** For a version kept in a table: total_changes(), which tells when to read the table again. */
  private readonly totalChanges: Statement<{ n: number }, []> | undefined;
  /** The table's version as last read outside a transaction, and total_changes() then. */
  private memo: { changes: number; version: number } | undefined;

  constructor(
    private readonly sqlite: Database,
    /** At most this many bytes of values are kept; the least recently used go first. */
    private readonly maxBytes = 4 * 1024 * 1024,
    /**
     * A query of one number, `n`, that moves whenever anything the values were computed from
     * changes. By default every row write counts; the session cache narrows it to a counter kept
     * by triggers on sessions and users (SESSION_VERSION).
     */
    versionSql = TOTAL_CHANGES,
  ) {
    this.changes = sqlite.query<{ n: number }, []>(versionSql);
    if (versionSql !== TOTAL_CHANGES) this.totalChanges = sqlite.query<{ n: number }, []>(TOTAL_CHANGES);
  }

  /** The version values are kept under: how many rows this connection has changed, by default. */
  version(): number {
    if (this.totalChanges === undefined || this.sqlite.inTransaction) return this.changes.get()!.n;
    // Outside a transaction, a read of a table is a read transaction of its own: two file-lock
    // system calls, most of what a kept session lookup cost. The table cannot have changed while
    // total_changes() stands still: every statement that changes a row moves it, a rolled-back one
    // too (the undo does not move it back), and only the server writes sessions and users, through
    // this connection (`kinfit admin-password`, run beside a server, writes only the admin's
    // tables, which nothing keeps). A read inside a transaction is not kept: a savepoint rolled
    // back after it would undo what it saw without moving total_changes().
    const changes = this.totalChanges.get()!.n;
    if (this.memo?.changes === changes) return this.memo.version;
    const version = this.changes.get()!.n;
    this.memo = { changes, version };
    return version;
  }

  /**
   * The value kept for `key` when nothing was written since, else `compute()` (kept for next time
   * unless it is undefined: a miss, such as an unknown session token, is not worth a place).
   * `bytes` tells what the value weighs, for the size limit.
   */
  get<T>(key: string, compute: () => T, bytes: (value: Exclude<T, undefined>) => number = () => DEFAULT_BYTES): T {
    const version = this.begin();
    const hit = this.kept<T>(key);
    if (hit !== undefined) return hit;
    const value = compute();
    if (value !== undefined) this.keep(key, value as Exclude<T, undefined>, version, bytes);
    return value;
  }

  /**
   * The version a value computed from now on is kept under (`keep`); what was kept under an older
   * one is let go. `get` in two steps, for a value computed by someone else (a route's handler).
   */
  begin(): number {
    const version = this.version();
    if (version !== this.entriesVersion) {
      // Everything kept is older than the write that moved the version: let it all go at once.
      this.entries = new Map();
      this.bytes = 0;
      this.entriesVersion = version;
    }
    return version;
  }

  /** The value kept for `key` since the last `begin`, if any. */
  kept<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Most recently used last, so the oldest goes first when the cache is full.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value as T;
  }

  /** Keeps `value`, computed after `begin` answered `version`, unless something was written since. */
  keep<T>(key: string, value: T, version: number, bytes: (value: T) => number = () => DEFAULT_BYTES): void {
    // The computation may have written (a session sliding forward): file nothing under a version it moved.
    if (this.version() !== version) return;
    const entry = { value, bytes: bytes(value) };
    if (entry.bytes > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, { bytes: b }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= b;
    }
  }

  /**
   * Lets every kept value go (a server at rest gives its memory back, src/http/quiet.ts; a lost
   * commit group), and reads a table's version afresh.
   */
  clear(): void {
    this.memo = undefined;
    this.entries = new Map();
    this.bytes = 0;
  }

  /** How many values and bytes are kept (for tests and the benchmark). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
