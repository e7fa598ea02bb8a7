// The stored outbox of a shared phone: each member's queue under their user id, the senders that
// see only their own member's, dropping one member's, and the queue kept before queues had owners.
import { describe, expect, test } from "bun:test";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { createMemberOutboxes, memberQueue, memberStorage, parseStoredOutbox, readStoredOutbox } from "./outbox-members";
import { OUTBOX_KEY, type SetEntry as OutboxEntry, type OutboxStorage } from "./outbox-queue";

function memoryStorage(initial: Record<string, string> = {}): OutboxStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const DATE = "2026-03-02";
let n = 0;
function entry(exerciseId: number, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `e${++n}`,
    date: DATE,
    exerciseId,
    exerciseName: `Exercise ${exerciseId}`,
    setNumber: 1,
    change: { completed: true },
    before: { completed: false },
    at: n,
    ...over,
  };
}

function exercise(id: number): ExerciseDto {
  return {
    id,
    name: `Exercise ${id}`,
    sets: 1,
    reps: "8",
    weight: "100",
    restTime: 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: [{ setNumber: 1, weight: "100", reps: "8", completed: false, kind: "normal" }],
  };
}
const dayWith = (date: string, ...ids: number[]): WorkoutDto => ({ date, dayOfWeek: "Monday", exercises: ids.map(exercise) });

const ANN = 7;
const BEN = 8;

/** The outboxes of one browser against a server that takes every change and records it with who was signed in. */
function phone(storage = memoryStorage()) {
  const sent: Array<{ id: string; by: number | null }> = [];
  let signedIn: number | null = null;
  const outboxes = createMemberOutboxes({
    storage: () => storage,
    send: async (e) => {
      sent.push({ id: e.id, by: signedIn });
      return exercise((e as OutboxEntry).exerciseId);
    },
    isOnline: () => true,
  });
  const start = (userId: number | null) => {
    signedIn = userId;
    const outbox = outboxes.of(userId);
    const stop = outbox.start({ saved: () => {}, refused: () => {} });
    return { outbox, stop };
  };
  return { storage, outboxes, sent, start };
}

describe("the stored outbox", () => {
  test("each member's queue is kept under their user id; a member's sender sees and writes only theirs", () => {
    const storage = memoryStorage();
    const ann = memberStorage(() => storage, ANN);
    const ben = memberStorage(() => storage, BEN);
    const a = [entry(1), entry(1, { setNumber: 2 })];
    const b = [entry(2)];
    ann.setItem(OUTBOX_KEY, JSON.stringify(a));
    ben.setItem(OUTBOX_KEY, JSON.stringify(b));
    expect(JSON.parse(storage.data.get(OUTBOX_KEY)!)).toEqual({ members: { [ANN]: a, [BEN]: b } });
    expect(JSON.parse(ann.getItem(OUTBOX_KEY)!)).toEqual(a);
    expect(JSON.parse(ben.getItem(OUTBOX_KEY)!)).toEqual(b);
    ann.removeItem(OUTBOX_KEY);
    expect(ann.getItem(OUTBOX_KEY)).toBeNull();
    expect(memberQueue(storage, BEN)).toEqual(b);
    ben.setItem(OUTBOX_KEY, "[]");
    // Nobody's changes left: the key goes, as it did before queues had owners.
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
    expect(ann.getItem("theme")).toBeNull();
  });

  test("malformed storage reads as empty; a malformed member's queue does not spoil the others", () => {
    const good = entry(1);
    for (const text of [
      null,
      "",
      "not json",
      "42",
      "null",
      "{}",
      '{"members": []}',
      '{"members": {"x": []}}',
      JSON.stringify({ members: { "0": [good] } }),
    ]) {
      expect(parseStoredOutbox(text)).toEqual({ members: {}, ownerless: [] });
    }
    const mixed = JSON.stringify({ members: { [ANN]: [good], [BEN]: [{ id: "broken" }], "-1": [good] } });
    expect(parseStoredOutbox(mixed)).toEqual({ members: { [ANN]: [good] }, ownerless: [] });
    // A bare list is the queue kept before queues had owners.
    expect(parseStoredOutbox(JSON.stringify([good]))).toEqual({ members: {}, ownerless: [good] });
    const throwing: OutboxStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readStoredOutbox(throwing)).toEqual({ members: {}, ownerless: [] });
  });
});

describe("the senders of a shared phone", () => {
  test("a member's changes are sent only while that member is signed in, and never shown to another", async () => {
    const { outboxes, sent, start } = phone();
    const annOutbox = outboxes.of(ANN);
    const a = entry(1);
    // Ann's change waits (her screen closed before it went out).
    await annOutbox.add(a);
    expect(sent).toEqual([]);

    // Ben signs in: he sees nothing of Ann's, and his sender sends only his own.
    const ben = start(BEN);
    expect(ben.outbox.entries()).toEqual([]);
    expect(outboxes.count(BEN)).toBe(0);
    const b = entry(2);
    await ben.outbox.add(b);
    expect(sent).toEqual([{ id: b.id, by: BEN }]);
    ben.stop();

    // No one signed in: nothing shown, nothing sent, nothing stored.
    const nobody = start(null);
    expect(nobody.outbox.entries()).toEqual([]);
    await nobody.outbox.flush();
    expect(sent).toHaveLength(1);
    nobody.stop();

    // Ann again: her change is there and goes out with her session.
    const ann = start(ANN);
    expect(ann.outbox.entries()).toEqual([a]);
    await ann.outbox.flush();
    expect(sent).toEqual([
      { id: b.id, by: BEN },
      { id: a.id, by: ANN },
    ]);
    expect(outboxes.count(ANN)).toBe(0);
  });

  test("dropping a member's changes leaves everyone else's, and tells that member's readers", async () => {
    const storage = memoryStorage();
    const { outboxes } = phone(storage);
    const a = [entry(1), entry(1, { setNumber: 2 })];
    const b = [entry(2)];
    storage.setItem(OUTBOX_KEY, JSON.stringify({ members: { [ANN]: a, [BEN]: b } }));
    expect(outboxes.count(ANN)).toBe(2);
    let told = 0;
    outboxes.of(ANN).subscribe(() => told++);
    outboxes.drop(ANN);
    expect(told).toBeGreaterThan(0);
    expect(outboxes.count(ANN)).toBe(0);
    expect(outboxes.of(ANN).entries()).toEqual([]);
    expect(memberQueue(storage, BEN)).toEqual(b);
  });
});

describe("a queue kept before queues had owners", () => {
  const legacy = () => [entry(1), entry(2, { date: "2026-03-03" }), entry(3), entry(1, { setNumber: 2 })];

  test("goes to the first member whose own days hold its exercises, ahead of their own; the rest is dropped unsent", async () => {
    const old = legacy();
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify(old) });
    const { outboxes, sent, start } = phone(storage);
    const mine = entry(9);
    storage.setItem(OUTBOX_KEY, JSON.stringify({ members: { [ANN]: [mine] }, ownerless: old }));
    const read: string[] = [];
    const readOwnDay = async (date: string) => {
      read.push(date);
      return date === DATE ? dayWith(DATE, 1, 9) : dayWith(date, 5);
    };
    await outboxes.adopt(ANN, readOwnDay);
    expect(read.sort()).toEqual([DATE, "2026-03-03"]);
    expect(
      outboxes
        .of(ANN)
        .entries()
        .map((e) => e.id),
    ).toEqual([old[0]!.id, old[3]!.id, mine.id]);
    expect(readStoredOutbox(storage).ownerless).toEqual([]);
    // Ben finds nothing left to adopt.
    await outboxes.adopt(BEN, async (date) => dayWith(date, 2, 3));
    expect(outboxes.count(BEN)).toBe(0);
    await start(ANN).outbox.flush();
    expect(sent.map((s) => s.by)).toEqual([ANN, ANN, ANN]);
  });

  test("nothing is decided while one of its days cannot be read (no network, a kept answer, an error)", async () => {
    const old = legacy();
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify(old) });
    const { outboxes } = phone(storage);
    await outboxes.adopt(ANN, async (date) => (date === DATE ? dayWith(DATE, 1) : null));
    await outboxes.adopt(ANN, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(outboxes.count(ANN)).toBe(0);
    expect(readStoredOutbox(storage).ownerless).toEqual(old);
    // Hidden until then: no member's sender sees it.
    expect(outboxes.of(ANN).entries()).toEqual([]);
    await outboxes.adopt(ANN, async (date) => dayWith(date, 1, 2));
    expect(
      outboxes
        .of(ANN)
        .entries()
        .map((e) => e.id),
    ).toEqual([old[0]!.id, old[1]!.id, old[3]!.id]);
  });
});
