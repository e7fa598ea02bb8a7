// The workout reads a screen shows now. A change saved to one day drops the other days' cached
// reads so they are read afresh when next opened; a read on screen is read again instead, keeping
// what it shows: dropped with no one to ask for it again, it would stay empty (a day opened while
// another day's changes synced would show "Loading workout..." for good).
import { useEffect } from "react";

const shown = new Map<string, number>();

/** Counts `key` as on screen while the calling component is mounted. */
export function useOnScreen(key: string | null): void {
  useEffect(() => {
    if (key === null) return;
    shown.set(key, (shown.get(key) ?? 0) + 1);
    return () => {
      const left = (shown.get(key) ?? 1) - 1;
      if (left > 0) shown.set(key, left);
      else shown.delete(key);
    };
  }, [key]);
}

/** Whether a cached read is on screen now. */
export const onScreen = (key: unknown): boolean => typeof key === "string" && shown.has(key);
