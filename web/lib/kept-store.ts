// What the phone keeps of a member's data in IndexedDB, for when the server cannot be reached
// (docs/behaviour/offline.md, "Offline"). Every value is kept under the member's user id, so another
// member's is never read; writing a value replaces it whole, never emptying the store first.
// Where IndexedDB is missing (a test, a browser that refuses it) the values live in memory.
import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import { ApiError } from "./api";

type Backend = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
};

function memoryBackend(): Backend {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    del: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
  };
}

function indexedDbBackend(store: UseStore): Backend {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: async () => (await keys(store)).filter((key): key is string => typeof key === "string"),
  };
}

let backend: Backend | undefined;

function store(): Backend {
  backend ??= typeof indexedDB === "undefined" ? memoryBackend() : indexedDbBackend(createStore("kinfit", "kept"));
  return backend;
}

/** Replaces the store with an empty one in memory (tests). */
export function keepInMemory(): void {
  backend = memoryBackend();
}

const keyOf = (userId: number, name: string) => `${userId}/${name}`;

/** A member's kept value, or undefined when none is kept (or the store cannot be read). */
export async function readKept<T>(userId: number, name: string): Promise<T | undefined> {
  try {
    return (await store().get(keyOf(userId, name))) as T | undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a member's value in place of the one kept before. A refused write leaves the old one. */
export async function writeKept(userId: number, name: string, value: unknown): Promise<void> {
  try {
    await store().set(keyOf(userId, name), value);
  } catch {
    // Storage full or refused: the phone keeps what it had.
  }
}

/**
 * Drops every member's kept values but `userId`'s (all of them with null): after a sign-out, or
 * when someone else signs in on the same phone.
 */
export async function keepOnlyMember(userId: number | null): Promise<void> {
  try {
    const own = userId === null ? null : `${userId}/`;
    const all = await store().keys();
    await Promise.all(all.filter((key) => own === null || !key.startsWith(own)).map((key) => store().del(key)));
  } catch {
    // Nothing could be read, so nothing of anyone's can be shown either.
  }
}

/** The proxy's answers for a server it cannot reach, besides no answer at all. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** Whether a failed read failed for lack of a connection, not because the server refused it. */
export const noConnection = (error: unknown) => !(error instanceof ApiError) || GATEWAY_FAILURES.has(error.status);

/**
 * A read that keeps its answer for the member and, with no connection, answers the kept one (or
 * `missing`, when given, for a read never kept); a refusal of the server still fails.
 */
export async function keptRead<T>(
  userId: number | undefined,
  name: string,
  read: () => Promise<T>,
  missing?: () => T | Promise<T>,
): Promise<T> {
  try {
    const answer = await read();
    if (userId !== undefined) void writeKept(userId, name, answer);
    return answer;
  } catch (error) {
    if (userId === undefined || !noConnection(error)) throw error;
    const kept = await readKept<T>(userId, name);
    if (kept !== undefined) return kept;
    if (missing) return missing();
    throw error;
  }
}
