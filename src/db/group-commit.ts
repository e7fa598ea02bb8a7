// Group commit: the server's write transactions of one turn of the event loop share one commit.
//
// A commit writes every page its rows and their indexes touched to the write-ahead log, two system
// calls a page, and the checkpoint later copies each of them again: a large part of a small
// write's cost. Under load the server handles the requests of many connections in one turn, and
// their rows land on the same few pages: committed together, each page is written once for all
// of them.
//
// The rules that keep this honest:
// - Each transaction of a request still runs whole or not at all: inside the group it is a
//   savepoint, rolled back alone when it throws.
// - Nothing is acknowledged before it is durable: a response built while a group is open waits for
//   the group's commit (src/app.ts), so every write it reports, and every row it read, is
//   committed before the client hears of it. When the commit fails, those responses are errors and
//   the caches computed over the lost writes are dropped.
// - The group commits in the same turn (setImmediate), before timers run, and before anything that
//   cannot run inside a transaction (VACUUM INTO, a checkpoint, closing the connection), which
//   settles it first.
import type { Database, Statement } from "bun:sqlite";

export class CommitGroup {
  /** Whether this group began the connection's open transaction. */
  private open = false;
  private waiting: { promise: Promise<boolean>; settle: (ok: boolean) => void } | undefined;
  private readonly onRollback: (() => void)[] = [];
  private readonly begin: Statement;
  private readonly commitStatement: Statement;
  private readonly rollback: Statement;
  /** Commits made (for tests). */
  commits = 0;
  /** Why the last group was lost (a full disk, say); null after a commit. */
  lastError: unknown = null;

  constructor(private readonly sqlite: Database) {
    this.begin = sqlite.prepare("BEGIN");
    this.commitStatement = sqlite.prepare("COMMIT");
    this.rollback = sqlite.prepare("ROLLBACK");
  }

  /**
   * Makes the next transaction part of the group: begins the group's transaction unless the
   * connection is in one already, and commits it at the end of this turn of the event loop.
   */
  join(): void {
    if (this.sqlite.inTransaction) return;
    // Open, but no transaction: SQLite rolled the group back itself (a full disk, say).
    if (this.open) this.settle(false);
    this.begin.run();
    this.open = true;
    setImmediate(() => this.commit());
  }

  /**
   * While a group is open: settles true once it is committed, false when it is lost. Undefined
   * when nothing waits to be committed.
   */
  pending(): Promise<boolean> | undefined {
    if (!this.open) return undefined;
    if (this.waiting === undefined) {
      let settle!: (ok: boolean) => void;
      const promise = new Promise<boolean>((resolve) => (settle = resolve));
      this.waiting = { promise, settle };
    }
    return this.waiting.promise;
  }

  /** Commits the open group now (before what cannot run in a transaction); nothing when none is open. */
  commit(): void {
    if (!this.open) return;
    let ok = true;
    try {
      this.commitStatement.run();
    } catch (error) {
      ok = false;
      this.lastError = error;
    }
    this.settle(ok);
  }

  /** `listener` runs when a group is lost: whatever was computed from its writes is wrong now. */
  whenRolledBack(listener: () => void): void {
    this.onRollback.push(listener);
  }

  /** Ends the group: committed (`ok`), or lost, when whatever is left of it is rolled back. */
  private settle(ok: boolean): void {
    this.open = false;
    const waiting = this.waiting;
    this.waiting = undefined;
    if (ok) {
      this.commits++;
      this.lastError = null;
      waiting?.settle(true);
      return;
    }
    if (this.sqlite.inTransaction) {
      try {
        this.rollback.run();
      } catch {
        // Already rolled back by SQLite.
      }
    }
    for (const listener of this.onRollback) listener();
    waiting?.settle(false);
  }
}
