// The set outbox: every change to a logged set (a tick, a weight, reps) waits here, kept in the
// browser's storage, until the server has taken it (docs/behaviour.md, "Saving sets offline").
// Changes go out strictly in the order they were made, one request at a time. No answer (offline,
// server unreachable) keeps the change and pauses sending; a 5xx is retried the same way a few
// times; a refusal (4xx) drops the change and every later change of the same set, and the screen
// puts the row back. A 401 (the session ended) keeps the change and stops sending: it belongs to
// the member who made it and goes out once they sign in again (outbox-members.ts). This file holds the queue rules and the sender; hooks.ts ties them to the
// cache, the toasts and the browser's events.
import type { ExerciseDto, SetRow, WorkoutDto } from "../../../src/shared/workouts/contract";
import { allSetsDone } from "../../../src/shared/workouts/rules";
import { ApiError } from "../../lib/api";
import { FIELDS, OUTBOX_KEY, parseQueue, writeQueue, type OutboxEntry, type OutboxStorage, type SetFields } from "./outbox-queue";

/** How many 5xx answers one change may get before it counts as refused. */
export const MAX_SERVER_ERRORS = 5;
/** While changes wait, sending is tried again this often (as well as on `online` and on return to the tab). */
export const RETRY_MS = 15_000;

export { OUTBOX_KEY, parseQueue, readQueue, writeQueue, type OutboxEntry, type OutboxStorage, type SetFields } from "./outbox-queue";

/** The values `change` will overwrite, read from the row as it is now. */
export function beforeOf(row: SetRow | undefined, change: SetFields): SetFields {
  const before: SetFields = {};
  if (!row) return before;
  for (const field of FIELDS) {
    if (change[field] !== undefined && row[field] !== undefined) (before as Record<string, unknown>)[field] = row[field];
  }
  return before;
}

/** One set row of a day changed, and the exercise's completion kept in step with its rows. */
export function patchSet(day: WorkoutDto, exerciseId: number, setNumber: number, fields: SetFields): WorkoutDto {
  if (Object.keys(fields).length === 0) return day;
  let touched = false;
  const exercises = day.exercises.map((e): ExerciseDto => {
    if (e.id !== exerciseId || !e.setRows.some((r) => r.setNumber === setNumber)) return e;
    touched = true;
    const setRows = e.setRows.map((r) => (r.setNumber === setNumber ? { ...r, ...fields } : r));
    return { ...e, setRows, isCompleted: allSetsDone(setRows) };
  });
  return touched ? { ...day, exercises } : day;
}

/** The day with the waiting changes of that date on top, oldest first (the same object when none apply). */
export function withPending(day: WorkoutDto, queue: readonly OutboxEntry[]): WorkoutDto {
  return queue.filter((e) => e.date === day.date).reduce((d, e) => patchSet(d, e.exerciseId, e.setNumber, e.change), day);
}

/** The day with these changes undone, newest first. */
export function withoutChanges(day: WorkoutDto, dropped: readonly OutboxEntry[]): WorkoutDto {
  return [...dropped].reverse().reduce((d, e) => (e.date === d.date ? patchSet(d, e.exerciseId, e.setNumber, e.before) : d), day);
}

const sameSet = (a: OutboxEntry, b: OutboxEntry) => a.date === b.date && a.exerciseId === b.exerciseId && a.setNumber === b.setNumber;

/** A refused entry leaves the queue with every later change of the same set (they were made on top of it). */
export function dropRefused(queue: readonly OutboxEntry[], refused: OutboxEntry) {
  const at = queue.findIndex((e) => e.id === refused.id);
  const dropped = at < 0 ? [refused] : queue.filter((e, i) => i >= at && sameSet(e, refused));
  const ids = new Set(dropped.map((e) => e.id));
  return { kept: queue.filter((e) => !ids.has(e.id)), dropped };
}

export type Outcome = "wait" | "refused" | "signed-out";

/**
 * What a failed send means: no answer waits for the network; a 5xx waits too, unless it is the
 * MAX_SERVER_ERRORS-th for this change; a 401 means the session has ended; any other answer (400
 * bad value, 404 deleted) is a refusal.
 */
export function outcomeOf(error: unknown, serverErrorsSoFar: number): Outcome {
  if (!(error instanceof ApiError)) return "wait";
  if (error.status === 401) return "signed-out";
  if (error.status >= 500) return serverErrorsSoFar + 1 >= MAX_SERVER_ERRORS ? "refused" : "wait";
  return "refused";
}

// ---------- the sender ----------

export type OutboxHandlers = {
  /** The server took `entry`; `answer` is the exercise as stored; `last` when no other change of it waits. */
  saved: (entry: OutboxEntry, answer: ExerciseDto, last: boolean) => unknown;
  /** The server refused `entry` (the error says how); `dropped` is it and the later changes of its set. */
  refused: (entry: OutboxEntry, dropped: OutboxEntry[], error: unknown) => unknown;
  /** The session has ended (401): `entry` and the rest stay queued, and sending stops. */
  signedOut?: (entry: OutboxEntry) => unknown;
};

export type OutboxDeps = {
  storage: () => OutboxStorage;
  send: (entry: OutboxEntry) => Promise<ExerciseDto>;
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
      let answer: ExerciseDto;
      try {
        answer = await deps.send(next);
      } catch (error) {
        const serverErrors = next.serverErrors ?? 0;
        const outcome = outcomeOf(error, serverErrors);
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
        await handlers?.refused(next, dropped, error);
        continue;
      }
      // The answer goes on screen before the change leaves the queue: while a change waits it is
      // drawn over the cached day, so taking it out first would show the day without it for a moment.
      const last = !entries().some((e) => e.id !== next.id && e.exerciseId === next.exerciseId);
      await handlers?.saved(next, answer, last);
      stalled = false;
      save(entries().filter((e) => e.id !== next.id));
    }
  }

  /** Send what waits, in order; resolves when the queue is empty or sending has paused. */
  function flush(): Promise<void> {
    if (!sending) {
      cancelRetry();
      sending = run().finally(() => {
        sending = null;
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
