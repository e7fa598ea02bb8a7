// The workout outbox: every change to a day's workout (a set's tick, weight, reps or kind; exercises
// added, edited, moved or deleted; warm-up sets put before an exercise's sets) waits here, kept in
// the browser's storage, until the server has taken it (docs/behaviour/workouts.md, "Saving sets
// offline").
// Changes go out strictly in the order they were made, one request at a time. No answer (offline,
// server unreachable) keeps the change and pauses sending; a 5xx is retried the same way a few
// times; a refusal (4xx) drops the change and the later ones made on top of it, and the screen
// draws the day without them. A change the member is waiting on (an exercise added or edited while
// the server answers) gets the server's refusal at once, 5xx included, for the screen to say. A 401
// (the session ended) keeps the change and stops sending: it belongs to
// the member who made it and goes out once they sign in again (outbox-members.ts). This file holds the
// queue rules and the sender; hooks.ts ties them to the
// cache, the toasts and the browser's events.
import type { SetRow } from "@shared/workouts/contract";
import { ApiError } from "@web/lib/api";
import { noConnection } from "@web/lib/kept-store";
import { dropRefused, sameExercise } from "./refusals";
import { FIELDS, OUTBOX_KEY, parseQueue, writeQueue, type OutboxEntry, type OutboxStorage, type SetFields } from "./outbox-queue";

/** How many 5xx answers one change may get before it counts as refused. */
export const MAX_SERVER_ERRORS = 5;
/** While changes wait, sending is tried again this often (as well as on `online` and on return to the tab). */
export const RETRY_MS = 15_000;

export {
  isSetEntry,
  OUTBOX_KEY,
  parseQueue,
  readQueue,
  writeQueue,
  type AddEntry,
  type DeleteEntry,
  type EditEntry,
  type OutboxEntry,
  type OutboxStorage,
  type SetEntry,
  type SetFields,
} from "./outbox-queue";

/** The values `change` will overwrite, read from the row as it is now. */
export function beforeOf(row: SetRow | undefined, change: SetFields): SetFields {
  const before: SetFields = {};
  if (!row) return before;
  for (const field of FIELDS) {
    if (change[field] !== undefined && row[field] !== undefined) (before as Record<string, unknown>)[field] = row[field];
  }
  return before;
}

export { patchSet, withoutChanges, withPending } from "./day-changes";

export { dropRefused } from "./refusals";

export type Outcome = "wait" | "refused" | "signed-out";

/**
 * What a failed send means: no answer waits for the network; a 5xx waits too, unless it is the
 * MAX_SERVER_ERRORS-th for this change; a 401 means the session has ended; any other answer (400
 * bad value, 404 deleted) is a refusal.
 */
export function outcomeOf(error: unknown, serverErrorsSoFar: number, awaited = false): Outcome {
  if (!(error instanceof ApiError)) return "wait";
  if (error.status === 401) return "signed-out";
  if (awaited && !noConnection(error)) return "refused";
  if (error.status >= 500) return serverErrorsSoFar + 1 >= MAX_SERVER_ERRORS ? "refused" : "wait";
  return "refused";
}

/** How a change the member waits on went: stored (with the server's answer), or kept to send later. */
export type Settled = { state: "saved"; answer: unknown } | { state: "queued" };

// ---------- the sender ----------

export type OutboxHandlers = {
  /**
   * The server took `entry`; `answer` is what it answered (the exercise as stored for a set or an
   * edit, the day for exercises added, null for a delete); `last` when no other change of it waits.
   */
  saved: (entry: OutboxEntry, answer: unknown, last: boolean) => unknown;
  /**
   * The server refused `entry` (the error says how); `dropped` is it and the changes made on top of
   * it; `told` when the member waiting on it has been given the error to show.
   */
  refused: (entry: OutboxEntry, dropped: OutboxEntry[], error: unknown, told?: boolean) => unknown;
  /** The session has ended (401): `entry` and the rest stay queued, and sending stops. */
  signedOut?: (entry: OutboxEntry) => unknown;
};

export type OutboxDeps = {
  storage: () => OutboxStorage;
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** False when the browser knows it is offline: nothing is tried until it says otherwise. */
  isOnline: () => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type SetOutbox = ReturnType<typeof createSetOutbox>;

export function createSetOutbox(deps: OutboxDeps) {
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  let handlers: OutboxHandlers | null = null;
  let sending: Promise<void> | null = null;
  let timer: unknown = null;
  // The parsed queue for the stored text, so readers get the same array until it changes.
  let lastText: string | null | undefined;
  let lastQueue: OutboxEntry[] = [];
  // The changes someone waits on (`track`), by entry id.
  const waiters = new Map<string, { resolve: (settled: Settled) => void; reject: (error: unknown) => void }>();
  const settle = (id: string, how: (w: { resolve: (settled: Settled) => void; reject: (error: unknown) => void }) => void) => {
    const waiter = waiters.get(id);
    if (!waiter) return false;
    waiters.delete(id);
    how(waiter);
    return true;
  };
  // Sending is waiting for the network (or the server) to come back. Only then is the screen told
  // that changes wait: a change on its way on a working connection is not news, and a line that
  // came and went with every tick would move the rows under the finger.
  let stalled = false;
  const setStalled = (value: boolean) => {
    if (stalled === value) return;
    stalled = value;
    notify();
  };

  const storage = () => deps.storage();
  const entries = (): OutboxEntry[] => {
    let text: string | null;
    try {
      text = storage().getItem(OUTBOX_KEY);
    } catch {
      text = null;
    }
    if (text !== lastText) {
      lastText = text;
      lastQueue = parseQueue(text);
    }
    return lastQueue;
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const save = (queue: OutboxEntry[]) => {
    writeQueue(storage(), queue);
    notify();
  };
  const cancelRetry = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const retryLater = () => {
    setStalled(true);
    cancelRetry();
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, RETRY_MS);
  };

  async function run() {
    for (;;) {
      const own = handlers;
      const next = entries()[0];
      if (!next) setStalled(false);
      if (!own || !next) return;
      if (!deps.isOnline()) return retryLater();
      let answer: unknown;
      try {
        answer = await deps.send(next);
      } catch (error) {
        const serverErrors = next.serverErrors ?? 0;
        const outcome = outcomeOf(error, serverErrors, waiters.has(next.id));
        if (outcome === "signed-out") {
          setStalled(true);
          await handlers?.signedOut?.(next);
          return;
        }
        if (outcome === "wait") {
          if (error instanceof ApiError) save(entries().map((e) => (e.id === next.id ? { ...e, serverErrors: serverErrors + 1 } : e)));
          return retryLater();
        }
        const { kept, dropped } = dropRefused(entries(), next);
        save(kept);
        const told = settle(next.id, (w) => w.reject(error));
        for (const other of dropped) if (other.id !== next.id) settle(other.id, (w) => w.reject(error));
        await handlers?.refused(next, dropped, error, told);
        continue;
      }
      // The answer goes on screen before the change leaves the queue: while a change waits it is
      // drawn over the cached day, so taking it out first would show the day without it for a moment.
      const last = next.kind === "add" || next.kind === "finish" || !entries().some((e) => e.id !== next.id && sameExercise(e, next));
      await handlers?.saved(next, answer, last);
      stalled = false;
      save(entries().filter((e) => e.id !== next.id));
      settle(next.id, (w) => w.resolve({ state: "saved", answer }));
    }
  }

  /** Send what waits, in order; resolves when the queue is empty or sending has paused. */
  function flush(): Promise<void> {
    if (!sending) {
      cancelRetry();
      sending = run().finally(() => {
        sending = null;
        if (waiters.size === 0) return;
        // A change queued just as the queue ran dry: send it now.
        if (!stalled && handlers && entries().length > 0) return void flush();
        // Sending has paused: what is still waited on stays queued, to be sent later.
        for (const id of [...waiters.keys()]) settle(id, (w) => w.resolve({ state: "queued" }));
      });
    }
    return sending;
  }

  return {
    entries,
    /** How many changes wait for the network to come back (0 while sending goes normally). */
    waiting: () => (stalled ? entries().length : 0),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Queue a change and start sending. */
    add(entry: OutboxEntry) {
      save([...entries(), entry]);
      return flush();
    },
    /**
     * Queue a change the member waits on: resolves once the server has taken it ("saved", with its
     * answer) or sending has paused with it still queued ("queued"); rejects with the server's
     * refusal, which is then the caller's to show.
     */
    track(entry: OutboxEntry): Promise<Settled> {
      const settled = new Promise<Settled>((resolve, reject) => waiters.set(entry.id, { resolve, reject }));
      save([...entries(), entry]);
      // Sending may already be under way, and then ends only after this change.
      void flush();
      return settled;
    },
    flush,
    /** The stored queue was changed elsewhere (another tab): tell the readers. */
    notify,
    /** Every waiting change goes, unsent. */
    clear() {
      cancelRetry();
      stalled = false;
      save([]);
    },
    /** Sending happens only while someone handles the answers; the returned function stops it. */
    start(own: OutboxHandlers) {
      handlers = own;
      return () => {
        if (handlers !== own) return;
        handlers = null;
        cancelRetry();
      };
    },
  };
}
