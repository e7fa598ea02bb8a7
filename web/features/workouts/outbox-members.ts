// Whose set changes they are. A phone may be shared by a household, so the stored outbox holds one
// queue per member, under their user id: a member's changes are shown and sent only while that
// member is signed in, and wait, hidden, while anyone else is (docs/behaviour/workouts.md, "Saving sets
// offline"). The sender itself (outbox.ts) sees one member's queue as if it were the only one.
import type { WorkoutDto } from "@shared/workouts/contract";
import { createSetOutbox, type OutboxDeps, type SetOutbox } from "./outbox";
import { isSetEntry, OUTBOX_KEY, parseQueue, toQueue, type OutboxEntry, type OutboxStorage } from "./outbox-queue";

/**
 * What the outbox's key holds: `{"members": {"<user id>": [changes]}}`. A bare list is a queue kept
 * before queues had owners (`ownerless`), until a member shown to have made it adopts it.
 */
export type StoredOutbox = { members: Record<string, OutboxEntry[]>; ownerless: OutboxEntry[] };

const MEMBER_ID = /^[1-9]\d*$/;

export function parseStoredOutbox(text: string | null): StoredOutbox {
  const stored: StoredOutbox = { members: {}, ownerless: [] };
  if (!text) return stored;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return stored;
  }
  if (Array.isArray(parsed)) return { ...stored, ownerless: toQueue(parsed) };
  if (!parsed || typeof parsed !== "object") return stored;
  const { members, ownerless } = parsed as Record<string, unknown>;
  if (members && typeof members === "object" && !Array.isArray(members)) {
    for (const [id, queue] of Object.entries(members)) {
      const entries = MEMBER_ID.test(id) ? toQueue(queue) : [];
      if (entries.length > 0) stored.members[id] = entries;
    }
  }
  stored.ownerless = toQueue(ownerless);
  return stored;
}

export function readStoredOutbox(storage: OutboxStorage): StoredOutbox {
  try {
    return parseStoredOutbox(storage.getItem(OUTBOX_KEY));
  } catch {
    return { members: {}, ownerless: [] };
  }
}

/** Writes the whole outbox; with nothing left in it, the key goes. Throws when storage refuses. */
function writeStoredOutbox(storage: OutboxStorage, stored: StoredOutbox) {
  const members = Object.fromEntries(Object.entries(stored.members).filter(([, queue]) => queue.length > 0));
  if (Object.keys(members).length === 0 && stored.ownerless.length === 0) return storage.removeItem(OUTBOX_KEY);
  const value = stored.ownerless.length > 0 ? { members, ownerless: stored.ownerless } : { members };
  storage.setItem(OUTBOX_KEY, JSON.stringify(value));
}

/** One member's waiting changes, oldest first. */
export const memberQueue = (storage: OutboxStorage, userId: number): OutboxEntry[] =>
  readStoredOutbox(storage).members[String(userId)] ?? [];

/**
 * The storage as one member's sender sees it: the outbox's key holds that member's queue alone,
 * and writing it leaves every other member's queue as it was.
 */
export function memberStorage(storage: () => OutboxStorage, userId: number): OutboxStorage {
  const id = String(userId);
  const change = (queue: OutboxEntry[] | null) => {
    const stored = readStoredOutbox(storage());
    if (queue) stored.members[id] = queue;
    else delete stored.members[id];
    writeStoredOutbox(storage(), stored);
  };
  return {
    getItem: (key) => {
      if (key !== OUTBOX_KEY) return null;
      const queue = memberQueue(storage(), userId);
      return queue.length > 0 ? JSON.stringify(queue) : null;
    },
    setItem: (key, text) => {
      if (key === OUTBOX_KEY) change(parseQueue(text));
    },
    removeItem: (key) => {
      if (key === OUTBOX_KEY) change(null);
    },
  };
}

/** A storage that holds nothing: the outbox of no one, while no member is signed in. */
const nowhere: OutboxStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** A day as the signed-in member's own read answers it, or null when that cannot be told now. */
export type ReadOwnDay = (date: string) => Promise<WorkoutDto | null>;

/**
 * A queue kept before queues had owners goes to the first member whose own days show the changes'
 * exercises: exercise ids are unique across members, so a change whose exercise is on the member's
 * day was made by that member. The rest (another member's, or of an exercise deleted since) are
 * dropped, never sent. While any of those days cannot be read (no network, a kept answer), nothing
 * is decided. True when the member's queue changed.
 */
export async function adoptOwnerless(storage: () => OutboxStorage, userId: number, readOwnDay: ReadOwnDay): Promise<boolean> {
  const waiting = readStoredOutbox(storage()).ownerless;
  if (waiting.length === 0) return false;
  const days = new Map<string, WorkoutDto>();
  for (const date of new Set(waiting.map((e) => e.date))) {
    const day = await readOwnDay(date).catch(() => null);
    if (!day) return false;
    days.set(date, day);
  }
  try {
    // Read again: the member's own queue may have moved on while the days were read.
    const stored = readStoredOutbox(storage());
    const own = stored.ownerless.filter((e) => isSetEntry(e) && days.get(e.date)?.exercises.some((x) => x.id === e.exerciseId));
    const id = String(userId);
    stored.members[id] = [...own, ...(stored.members[id] ?? [])];
    stored.ownerless = [];
    writeStoredOutbox(storage(), stored);
    return own.length > 0;
  } catch {
    return false;
  }
}

/** The outboxes of the members of one browser: one sender per member, over the one stored outbox. */
export function createMemberOutboxes(deps: OutboxDeps) {
  const outboxes = new Map<number, SetOutbox>();
  const noOne = createSetOutbox({ ...deps, storage: () => nowhere });
  const of = (userId: number | null | undefined): SetOutbox => {
    if (userId === null || userId === undefined) return noOne;
    let outbox = outboxes.get(userId);
    if (!outbox) {
      outbox = createSetOutbox({ ...deps, storage: () => memberStorage(deps.storage, userId) });
      outboxes.set(userId, outbox);
    }
    return outbox;
  };
  return {
    of,
    /** How many of the member's changes wait, sent or not. */
    count: (userId: number) => memberQueue(deps.storage(), userId).length,
    /** The member's waiting changes go, unsent (they chose to sign out without them). */
    drop(userId: number) {
      of(userId).clear();
    },
    /** Gives the member the changes kept before queues had owners that are theirs (adoptOwnerless). */
    async adopt(userId: number, readOwnDay: ReadOwnDay) {
      if (await adoptOwnerless(deps.storage, userId, readOwnDay)) of(userId).notify();
    },
  };
}

export type MemberOutboxes = ReturnType<typeof createMemberOutboxes>;
