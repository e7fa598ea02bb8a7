// Which set's RPE row is open: the set ticked last, until another is ticked or a value is picked.
// One row at a time, so a lifter who never rates sets sees at most one row of values, never a card
// growing with every tick.
import { useSyncExternalStore } from "react";

let open: string | null = null;
const listeners = new Set<() => void>();

export function openRpeRow(key: string | null) {
  if (open === key) return;
  open = key;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the RPE row of the set `key` is open. */
export function useRpeRowOpen(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open === key,
    () => false,
  );
}
