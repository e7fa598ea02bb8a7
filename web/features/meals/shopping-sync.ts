// The household's shopping ticks on this phone (docs/behaviour/meals.md, "Shopping list"): a tick shows
// at once and waits in an outbox (localStorage, one queue per member, as the set outbox does) until
// the server has it, so ticks made in a shop without signal are sent once it is back. While a
// list is open it is asked for again every few seconds, with its ETag, so other phones' ticks and
// plan changes show within seconds; that request is one the service worker never keeps.
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import type { ShoppingItem, ShoppingList, ShoppingScope } from "@shared/meals/contract";
import { ApiError } from "@web/lib/api";
import { keys, mealsApi } from "./api";

export const OUTBOX_STORAGE_KEY = "kinfit.shoppingOutbox";

/** How often an open list asks for changes: other phones' ticks show within 5 seconds. */
export const POLL_MS = 3000;

export type PendingTick = { key: string; from: string; to: string; checked: boolean; quantity: number };
type Stored = Record<string, PendingTick[]>;

function readAll(): Stored {
  try {
    const stored = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? "{}") as Stored;
    return stored && typeof stored === "object" ? stored : {};
  } catch {
    return {};
  }
}

export function pendingTicks(owner: number | null): PendingTick[] {
  return readAll()[String(owner)] ?? [];
}

function writePending(owner: number | null, list: PendingTick[]) {
  const all = readAll();
  if (list.length) all[String(owner)] = list;
  else delete all[String(owner)];
  try {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage refused: the tick is sent now or not at all.
  }
}

/** A list with the member's ticks that the server has not had yet laid over it. */
export function withPending(list: ShoppingList, pending: PendingTick[]): ShoppingList {
  const mine = pending.filter((p) => p.from === list.from && p.to === list.to);
  if (mine.length === 0) return list;
  const last = new Map(mine.map((p) => [p.key, p]));
  return {
    ...list,
    items: list.items.map((item): ShoppingItem => {
      const p = last.get(item.key);
      if (!p) return item;
      const { more: _more, ...rest } = item;
      return { ...rest, checked: p.checked && item.quantity <= p.quantity };
    }),
  };
}

let sending: Promise<void> | null = null;

async function sendQueued(owner: number | null) {
  for (let next = pendingTicks(owner)[0]; next; next = pendingTicks(owner)[0]) {
    try {
      await mealsApi.tick(next.key, { from: next.from, to: next.to, checked: next.checked, quantity: next.quantity });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
    }
    writePending(owner, pendingTicks(owner).slice(1));
  }
}

/** Sends the member's queued ticks in order; a lost connection leaves the rest for later, a refused tick is dropped. */
export function flushTicks(owner: number | null): Promise<void> {
  // Cleared once settled (a callback, so never before it is set): one sender at a time.
  sending ??= sendQueued(owner).finally(() => {
    sending = null;
  });
  return sending;
}

/** Ticks or unticks an item for the household: shown at once, queued, then sent. */
export function useTickShoppingItem(owner: number | null, from: string, to: string, scope: ShoppingScope) {
  const { mutate } = useSWRConfig();
  return async (item: ShoppingItem) => {
    const tick: PendingTick = { key: item.key, from, to, checked: !item.checked, quantity: item.quantity };
    writePending(owner, [...pendingTicks(owner), tick]);
    await mutate(keys.shoppingList(from, to, scope), (list?: ShoppingList) => list && withPending(list, [tick]), { revalidate: false });
    await flushTicks(owner);
  };
}

/**
 * While the list is open: every few seconds its queued ticks are sent and the list asked for
 * again with its ETag (a 304 while nothing changed); a new answer replaces the cached list, with
 * the ticks still queued on this phone laid over it. Coming back online sends the queue at once.
 */
export function useLiveShoppingList(owner: number | null, from: string, to: string, scope: ShoppingScope, enabled: boolean) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!enabled) return;
    let etag: string | null = null;
    let stopped = false;
    const poll = async () => {
      if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
      await flushTicks(owner);
      try {
        const res = await fetch(keys.shoppingLive(from, to, scope), {
          credentials: "include",
          cache: "no-store",
          headers: { Accept: "application/json", ...(etag ? { "If-None-Match": etag } : {}) },
        });
        if (stopped || res.status !== 200) return;
        etag = res.headers.get("etag");
        const list = (await res.json()) as ShoppingList;
        await mutate(keys.shoppingList(from, to, scope), withPending(list, pendingTicks(owner)), { revalidate: false });
      } catch {
        // Offline: the list stays as it was; the next round tries again.
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    const online = () => void poll();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("online", online);
    };
  }, [owner, from, to, scope, enabled, mutate]);
}
