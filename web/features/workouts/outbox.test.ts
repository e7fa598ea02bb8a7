// The set outbox on its own: the stored queue, the overlay and rollback of a day, and the sender's
// order, pauses, retries and refusals against a stand-in server.
import { describe, expect, test } from "bun:test";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { ApiError } from "@web/lib/api";
import {
  beforeOf,
  createSetOutbox,
  dropRefused,
  MAX_SERVER_ERRORS,
  OUTBOX_KEY,
  outcomeOf,
  parseQueue,
  readQueue,
  RETRY_MS,
  withoutChanges,
  withPending,
  writeQueue,
  type AddEntry,
  type EditEntry,
  type OutboxEntry as AnyEntry,
  type SetEntry as OutboxEntry,
  type OutboxStorage,
} from "./outbox";

function memoryStorage(initial: Record<string, string> = {}): OutboxStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function exercise(id: number, name: string, sets = 3): ExerciseDto {
  return {
    id,
    name,
    sets,
    reps: "8",
    weight: "100",
    restTime: 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: Array.from({ length: sets }, (_, i) => ({
      setNumber: i + 1,
      weight: "100",
      reps: "8",
      completed: false,
      kind: "normal" as const,
    })),
  };
}

const DATE = "2026-03-02";
const day = (): WorkoutDto => ({ date: DATE, dayOfWeek: "Monday", exercises: [exercise(1, "Bench Press"), exercise(2, "Squat", 1)] });

let n = 0;
function entry(over: Partial<OutboxEntry> & Pick<OutboxEntry, "change">): OutboxEntry {
  const id = over.id ?? `e${++n}`;
  const before =
    over.before ?? beforeOf({ setNumber: 1, weight: "100", reps: "8", completed: false, kind: "normal" as const }, over.change);
  return { date: DATE, exerciseId: 1, exerciseName: "Bench Press", setNumber: 1, at: 1_000 + n, ...over, id, before };
}

const rows = (d: WorkoutDto, id: number) => d.exercises.find((e) => e.id === id)!.setRows;

/** A server that answers each call as told, and records what it was sent. */
function stubServer() {
  const sent: OutboxEntry[] = [];
  const replies: Array<(e: OutboxEntry) => ExerciseDto> = [];
  const send = async (e: OutboxEntry) => {
    sent.push(e);
    const reply = replies.shift();
    if (!reply) return { ...exercise(e.exerciseId, e.exerciseName) };
    return reply(e);
  };
  return { sent, replies, send };
}

/** Timers by hand: `fire()` runs what is due. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    pending,
    setTimer: (fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    },
    clearTimer: (id: unknown) => void pending.delete(id as number),
    fire() {
      const all = [...pending.values()];
      pending.clear();
      for (const t of all) t.fn();
    },
  };
}

function setup(online = { value: true }) {
  const storage = memoryStorage();
  const server = stubServer();
  const timers = manualTimers();
  const outbox = createSetOutbox({
    storage: () => storage,
    send: (e) => server.send(e as OutboxEntry),
    isOnline: () => online.value,
    ...timers,
  });
  const saved: Array<{ id: string; last: boolean }> = [];
  const refused: Array<{ id: string; dropped: string[]; error: unknown }> = [];
  const stop = outbox.start({
    saved: (e, _answer, last) => void saved.push({ id: e.id, last }),
    refused: (e, dropped, error) => void refused.push({ id: e.id, dropped: dropped.map((d) => d.id), error }),
  });
  return { storage, server, timers, outbox, saved, refused, stop, online };
}

const refusal = (message: string, status = 400) => new ApiError(status, "Bad Request", JSON.stringify({ message }));

describe("the stored queue", () => {
  test("round trip through storage keeps every field and the order", () => {
    const storage = memoryStorage();
    const queue = [
      entry({ change: { completed: true }, setNumber: 2 }),
      entry({ change: { weight: "110", reps: "6" }, before: { weight: "100", reps: "8" } }),
      entry({ change: { kind: "warmup" }, before: {}, serverErrors: 2 }),
    ];
    writeQueue(storage, queue);
    expect(storage.data.has(OUTBOX_KEY)).toBe(true);
    expect(readQueue(storage)).toEqual(queue);
    writeQueue(storage, []);
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
    expect(readQueue(storage)).toEqual([]);
  });

  test("malformed storage reads as an empty queue", () => {
    const good = entry({ change: { completed: true } });
    for (const text of [
      null,
      "",
      "not json",
      "{}",
      '{"0": 1}',
      "null",
      "42",
      JSON.stringify([{ ...good, setNumber: "1" }]),
      JSON.stringify([{ ...good, change: { completed: "yes" } }]),
      JSON.stringify([good, { id: "x" }]),
      JSON.stringify([{ ...good, before: null }]),
    ]) {
      expect(parseQueue(text)).toEqual([]);
      const storage = memoryStorage(text === null ? {} : { [OUTBOX_KEY]: text });
      expect(readQueue(storage)).toEqual([]);
    }
    expect(parseQueue(JSON.stringify([good]))).toEqual([good]);
  });

  test("storage that throws reads as empty and writes nothing", () => {
    const broken: OutboxStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readQueue(broken)).toEqual([]);
    expect(() => writeQueue(broken, [entry({ change: { completed: true } })])).not.toThrow();
  });

  test("before: the fields the change overwrites, as the row has them now", () => {
    const row = { setNumber: 1, weight: "100", reps: "8", completed: false, kind: "normal" as const };
    expect(beforeOf(row, { completed: true, weight: "110" })).toEqual({ completed: false, weight: "100" });
    expect(beforeOf(row, { reps: "5" })).toEqual({ reps: "8" });
    expect(beforeOf(undefined, { reps: "5" })).toEqual({});
  });
});

describe("a day with waiting changes", () => {
  test("waiting changes of that date show on top, oldest first, and keep completion in step", () => {
    const queue = [
      entry({ change: { weight: "110" } }),
      entry({ change: { weight: "120", completed: true }, before: { weight: "110", completed: false } }),
      entry({ exerciseId: 2, exerciseName: "Squat", change: { completed: true } }),
      entry({ date: "2026-03-03", setNumber: 2, change: { completed: true } }),
      entry({ exerciseId: 99, change: { completed: true } }),
    ];
    const shown = withPending(day(), queue);
    expect(rows(shown, 1)[0]).toEqual({ setNumber: 1, weight: "120", reps: "8", completed: true, kind: "normal" as const });
    expect(rows(shown, 1)[1]!.completed).toBe(false);
    expect(shown.exercises[0]!.isCompleted).toBe(false);
    expect(shown.exercises[1]!.isCompleted).toBe(true);
    const untouched = day();
    expect(withPending(untouched, [])).toBe(untouched);
    expect(withPending(untouched, [queue[3]!])).toBe(untouched);
  });

  test("undoing changes goes back newest first, to the values before the oldest", () => {
    const first = entry({ change: { completed: true } });
    const second = entry({ change: { completed: false, weight: "90" }, before: { completed: true, weight: "100" } });
    const third = entry({ change: { weight: "95" }, before: { weight: "90" } });
    const shown = withPending(day(), [first, second, third]);
    expect(rows(shown, 1)[0]).toMatchObject({ weight: "95", completed: false });
    expect(rows(withoutChanges(shown, [first, second, third]), 1)[0]).toEqual({
      setNumber: 1,
      weight: "100",
      reps: "8",
      completed: false,
      kind: "normal" as const,
    });
  });

  test("a refusal drops the change and the later changes of the same set only", () => {
    const a = entry({ change: { completed: true } });
    const b = entry({ setNumber: 2, change: { completed: true } });
    const c = entry({ change: { weight: "90" }, before: { weight: "100" } });
    const d = entry({ exerciseId: 2, change: { completed: true } });
    const { kept, dropped } = dropRefused([a, b, c, d], a);
    expect(dropped.map((e) => e.id)).toEqual([a.id, c.id]);
    expect(kept.map((e) => e.id)).toEqual([b.id, d.id]);
  });

  test("no answer and 5xx wait (5xx only a few times); any other answer is a refusal", () => {
    expect(outcomeOf(new TypeError("Failed to fetch"), 0)).toBe("wait");
    expect(outcomeOf(new TypeError("Failed to fetch"), 100)).toBe("wait");
    expect(outcomeOf(new ApiError(503, "Service Unavailable", ""), 0)).toBe("wait");
    expect(outcomeOf(new ApiError(500, "Internal Server Error", ""), MAX_SERVER_ERRORS - 2)).toBe("wait");
    expect(outcomeOf(new ApiError(500, "Internal Server Error", ""), MAX_SERVER_ERRORS - 1)).toBe("refused");
    expect(outcomeOf(refusal("weight must be a number"), 0)).toBe("refused");
    expect(outcomeOf(new ApiError(404, "Not Found", ""), 0)).toBe("refused");
  });
});

describe("the sender", () => {
  test("sends strictly in order, one at a time, and says which answer is the exercise's last", async () => {
    const { outbox, server, saved, storage } = setup();
    let inFlight = 0;
    let most = 0;
    const slow = async (e: OutboxEntry) => {
      most = Math.max(most, ++inFlight);
      // Answered in a later task, so every add has run before it: a second send would overlap.
      await new Promise((resolve) => setTimeout(resolve, 0));
      inFlight--;
      return exercise(e.exerciseId, e.exerciseName);
    };
    const a = entry({ change: { completed: true } });
    const b = entry({ setNumber: 2, change: { completed: true } });
    const c = entry({ exerciseId: 2, exerciseName: "Squat", change: { completed: true } });
    const d = entry({ change: { completed: false }, before: { completed: true } });
    server.replies.push(...[a, b, c, d].map(() => slow as unknown as (e: OutboxEntry) => ExerciseDto));
    void outbox.add(a);
    void outbox.add(b);
    void outbox.add(c);
    await outbox.add(d);
    expect(server.sent.map((e) => e.id)).toEqual([a.id, b.id, c.id, d.id]);
    expect(most).toBe(1);
    expect(saved).toEqual([
      { id: a.id, last: false },
      { id: b.id, last: false },
      { id: c.id, last: true },
      { id: d.id, last: true },
    ]);
    expect(outbox.entries()).toEqual([]);
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
  });

  test("no answer keeps the change and pauses; the retry timer and a later flush send it", async () => {
    const { outbox, server, timers, saved } = setup();
    const a = entry({ change: { completed: true } });
    const b = entry({ setNumber: 2, change: { completed: true } });
    server.replies.push(() => {
      throw new TypeError("Failed to fetch");
    });
    void outbox.add(a);
    await outbox.add(b);
    // Only the first was tried: the second waits behind it.
    expect(server.sent.map((e) => e.id)).toEqual([a.id]);
    expect(outbox.entries().map((e) => e.id)).toEqual([a.id, b.id]);
    expect([...timers.pending.values()].map((t) => t.ms)).toEqual([RETRY_MS]);

    timers.fire();
    await outbox.flush();
    expect(server.sent.map((e) => e.id)).toEqual([a.id, a.id, b.id]);
    expect(saved.map((s) => s.id)).toEqual([a.id, b.id]);
    expect(outbox.entries()).toEqual([]);
    expect(timers.pending.size).toBe(0);
  });

  test("offline: nothing is tried until the browser is online", async () => {
    const { outbox, server, online } = setup({ value: false });
    await outbox.add(entry({ change: { completed: true } }));
    expect(server.sent).toHaveLength(0);
    expect(outbox.entries()).toHaveLength(1);
    online.value = true;
    await outbox.flush();
    expect(server.sent).toHaveLength(1);
    expect(outbox.entries()).toHaveLength(0);
  });

  test("the queue survives a new sender on the same storage (a reload) and is sent by it", async () => {
    const first = setup({ value: false });
    const a = entry({ change: { completed: true } });
    const b = entry({ setNumber: 2, change: { completed: true } });
    await first.outbox.add(a);
    await first.outbox.add(b);
    first.stop();

    const server = stubServer();
    const again = createSetOutbox({ storage: () => first.storage, send: (e) => server.send(e as OutboxEntry), isOnline: () => true });
    expect(again.entries()).toEqual([a, b]);
    // Nothing goes out before someone handles the answers.
    await again.flush();
    expect(server.sent).toHaveLength(0);
    again.start({ saved: () => {}, refused: () => {} });
    await again.flush();
    expect(server.sent.map((e) => e.id)).toEqual([a.id, b.id]);
  });

  test("a refusal is not retried: it and later changes of its set are dropped, the rest goes on", async () => {
    const { outbox, server, refused, saved, online } = setup({ value: false });
    const a = entry({ change: { completed: true } });
    const b = entry({ setNumber: 2, change: { completed: true } });
    const c = entry({ change: { weight: "90" }, before: { weight: "100" } });
    for (const e of [a, b, c]) await outbox.add(e);
    const error = refusal("weight must be a number from 0 to 2000");
    server.replies.push(() => {
      throw error;
    });
    online.value = true;
    await outbox.flush();
    expect(refused).toEqual([{ id: a.id, dropped: [a.id, c.id], error }]);
    expect(server.sent.map((e) => e.id)).toEqual([a.id, b.id]);
    expect(saved.map((s) => s.id)).toEqual([b.id]);
    expect(outbox.entries()).toEqual([]);
  });

  test(`a 5xx is retried, at most ${MAX_SERVER_ERRORS} answers in all, then treated as a refusal`, async () => {
    const { outbox, server, timers, refused, storage } = setup();
    const a = entry({ change: { completed: true } });
    const boom = () => {
      throw new ApiError(500, "Internal Server Error", "");
    };
    for (let i = 0; i < MAX_SERVER_ERRORS; i++) server.replies.push(boom);
    await outbox.add(a);
    for (let i = 1; i < MAX_SERVER_ERRORS; i++) {
      expect(refused).toHaveLength(0);
      expect(readQueue(storage)[0]!.serverErrors).toBe(i);
      timers.fire();
      await outbox.flush();
    }
    expect(server.sent).toHaveLength(MAX_SERVER_ERRORS);
    expect(refused.map((r) => r.id)).toEqual([a.id]);
    expect(outbox.entries()).toEqual([]);
    expect(timers.pending.size).toBe(0);
  });

  test("stopped: the retry timer is cancelled and nothing more is sent", async () => {
    const { outbox, server, timers, stop } = setup();
    server.replies.push(() => {
      throw new TypeError("Failed to fetch");
    });
    await outbox.add(entry({ change: { completed: true } }));
    expect(timers.pending.size).toBe(1);
    stop();
    expect(timers.pending.size).toBe(0);
    await outbox.flush();
    expect(server.sent).toHaveLength(1);
    expect(outbox.entries()).toHaveLength(1);
  });

  test("readers get the same array until the queue changes, and are told when it does", async () => {
    const { outbox } = setup({ value: false });
    let told = 0;
    const unsubscribe = outbox.subscribe(() => told++);
    const empty = outbox.entries();
    expect(outbox.entries()).toBe(empty);
    await outbox.add(entry({ change: { completed: true } }));
    // Told twice: the queue changed, and sending now waits for the network.
    expect(told).toBe(2);
    expect(outbox.waiting()).toBe(1);
    const one = outbox.entries();
    expect(one).toHaveLength(1);
    expect(outbox.entries()).toBe(one);
    unsubscribe();
    await outbox.add(entry({ change: { completed: false } }));
    expect(told).toBe(2);
  });

  test("an answer reaches the screen while its change is still queued, so the row never shows a state in between", async () => {
    const storage = memoryStorage();
    const server = stubServer();
    const outbox = createSetOutbox({
      storage: () => storage,
      send: (e) => server.send(e as OutboxEntry),
      isOnline: () => true,
      ...manualTimers(),
    });
    const queuedWhenSaved: boolean[] = [];
    outbox.start({
      saved: async (e) => void queuedWhenSaved.push(outbox.entries().some((q) => q.id === e.id)),
      refused: async () => {},
    });
    await outbox.add(entry({ change: { completed: true } }));
    expect(queuedWhenSaved).toEqual([true]);
    expect(outbox.entries()).toHaveLength(0);
  });

  test("changes on their way on a working connection are not 'waiting'; only a stall is", async () => {
    const { outbox, online } = setup({ value: true });
    const sent = outbox.add(entry({ change: { completed: true } }));
    // In flight: queued, but nothing to tell the user.
    expect(outbox.entries()).toHaveLength(1);
    expect(outbox.waiting()).toBe(0);
    await sent;
    expect(outbox.waiting()).toBe(0);
    online.value = false;
    await outbox.add(entry({ change: { completed: false } }));
    expect(outbox.waiting()).toBe(1);
    online.value = true;
    await outbox.flush();
    expect(outbox.waiting()).toBe(0);
  });

  test("a 401 (the session ended) keeps the change and everything after it, stops sending and says so", async () => {
    const storage = memoryStorage();
    const server = stubServer();
    const timers = manualTimers();
    const outbox = createSetOutbox({ storage: () => storage, send: (e) => server.send(e as OutboxEntry), isOnline: () => true, ...timers });
    const signedOut: string[] = [];
    const refused: string[] = [];
    outbox.start({ saved: () => {}, refused: (e) => void refused.push(e.id), signedOut: (e) => void signedOut.push(e.id) });
    const a = entry({ change: { completed: true } });
    const b = entry({ setNumber: 2, change: { completed: true } });
    server.replies.push(() => {
      throw new ApiError(401, "Unauthorized", JSON.stringify({ message: "Not authenticated" }));
    });
    void outbox.add(a);
    await outbox.add(b);
    expect(outcomeOf(new ApiError(401, "Unauthorized", ""), 0)).toBe("signed-out");
    expect(signedOut).toEqual([a.id]);
    expect(refused).toEqual([]);
    expect(server.sent.map((e) => e.id)).toEqual([a.id]);
    expect(readQueue(storage)).toEqual([a, b]);
    // No retry of its own: the member signs in again first.
    expect(timers.pending.size).toBe(0);
  });

  test("clearing drops every waiting change unsent and cancels the retry", async () => {
    const { outbox, server, timers, storage } = setup();
    server.replies.push(() => {
      throw new TypeError("Failed to fetch");
    });
    await outbox.add(entry({ change: { completed: true } }));
    expect(outbox.waiting()).toBe(1);
    outbox.clear();
    expect(outbox.entries()).toEqual([]);
    expect(outbox.waiting()).toBe(0);
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
    expect(timers.pending.size).toBe(0);
    await outbox.flush();
    expect(server.sent).toHaveLength(1);
  });
});

describe("changes of a whole exercise", () => {
  type OutboxEntry = AnyEntry;
  const CID = "0190b5f2-7c3e-7a44-8f1e-2b6c9d0e4a51";
  const added = (over: Partial<AddEntry> = {}): AddEntry => ({
    id: `a${++n}`,
    date: DATE,
    exerciseName: "Row",
    at: 2_000 + n,
    kind: "add",
    dayOfWeek: "Monday",
    exercises: [{ name: "Row", sets: 3, reps: "8", weight: "95", restTime: 90, notes: null, clientId: CID }],
    ...over,
  });
  const edited = (over: Partial<EditEntry> = {}): EditEntry => ({
    id: `d${++n}`,
    date: DATE,
    exerciseName: "Row",
    at: 2_000 + n,
    kind: "edit",
    exerciseId: -5,
    clientId: CID,
    change: { notes: "slow" },
    setsBefore: 3,
    ...over,
  });

  test("every kind is kept through storage; a kind it does not know reads as an empty queue", () => {
    const storage = memoryStorage();
    const queue: OutboxEntry[] = [
      added({ mode: "replace" }),
      edited({ change: { addSet: true, sortOrder: 2, notes: null } }),
      { id: "x", date: DATE, exerciseName: "Row", at: 1, kind: "delete", exerciseId: 4 },
      entry({ change: { completed: true }, clientId: CID }),
    ];
    writeQueue(storage, queue);
    expect(readQueue(storage)).toEqual(queue);
    expect(parseQueue(JSON.stringify([{ ...queue[2], kind: "rename" }]))).toEqual([]);
    expect(parseQueue(JSON.stringify([{ ...added(), exercises: [{ name: "Row" }] }]))).toEqual([]);
    expect(parseQueue(JSON.stringify([edited({ change: { sets: "3" as unknown as number } })]))).toEqual([]);
  });

  test("a refused add takes every later change of what it added with it, and nothing else", () => {
    const add = added();
    const onIt = entry({ change: { completed: true }, exerciseId: -5, clientId: CID });
    const editOnIt = edited();
    const other = entry({ change: { completed: true }, exerciseId: 1 });
    const { kept, dropped } = dropRefused([add, onIt, other, editOnIt], add);
    expect(dropped.map((e) => e.id)).toEqual([add.id, onIt.id, editOnIt.id]);
    expect(kept.map((e) => e.id)).toEqual([other.id]);
  });

  test("a refused edit takes the later edits of that exercise, not its sets", () => {
    const first = edited({ exerciseId: 3, clientId: undefined });
    const set = entry({ change: { completed: true }, exerciseId: 3 });
    const second = edited({ exerciseId: 3, clientId: undefined, change: { restTime: 60 } });
    expect(dropRefused([first, set, second], first).dropped.map((e) => e.id)).toEqual([first.id, second.id]);
  });

  test("a change the member waits on: saved with the server's answer; refused at once, 5xx too, for the caller to say", async () => {
    const { outbox, server, refused } = setup();
    const first = await outbox.track(added());
    expect(first.state).toBe("saved");
    server.replies.push(() => {
      throw new ApiError(500, "Internal Server Error", JSON.stringify({ message: "disk" }));
    });
    const failing = edited();
    await expect(outbox.track(failing)).rejects.toBeInstanceOf(ApiError);
    // Refused at the first 5xx, not retried: the member is looking at the screen.
    expect(server.sent.filter((e) => e.id === failing.id)).toHaveLength(1);
    expect(refused.at(-1)).toMatchObject({ id: failing.id });
    expect(outbox.entries()).toEqual([]);
  });

  test("with no connection a change waited on is kept and said to be queued; it goes out when the network returns", async () => {
    const online = { value: false };
    const { outbox, server } = setup(online);
    const entryAdded = added();
    expect(await outbox.track(entryAdded)).toEqual({ state: "queued" });
    expect(outbox.entries().map((e) => e.id)).toEqual([entryAdded.id]);
    expect(server.sent).toEqual([]);
    online.value = true;
    await outbox.flush();
    expect(server.sent.map((e) => e.id)).toEqual([entryAdded.id]);
    expect(outbox.entries()).toEqual([]);
  });

  test("a proxy's 503 is no connection, even for a change waited on: kept, not refused", async () => {
    const { outbox, server, refused } = setup();
    server.replies.push(() => {
      throw new ApiError(503, "Service Unavailable", "");
    });
    expect(await outbox.track(edited())).toEqual({ state: "queued" });
    expect(refused).toEqual([]);
    expect(outbox.entries()).toHaveLength(1);
  });

  test("changes go out one at a time in the order they were made, whatever their kind", async () => {
    const online = { value: false };
    const { outbox, server } = setup(online);
    const order = [
      added(),
      entry({ change: { completed: true }, exerciseId: -5, clientId: CID }),
      edited(),
      entry({ change: { reps: "5" }, exerciseId: 1 }),
    ];
    for (const e of order) await outbox.add(e);
    online.value = true;
    await outbox.flush();
    expect(server.sent.map((e) => e.id)).toEqual(order.map((e) => e.id));
  });
});
