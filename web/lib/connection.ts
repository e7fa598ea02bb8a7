// Whether the app is offline, as far as it can tell (docs/behaviour.md, "Offline"): the browser
// says so, or the last API call got no answer from the server (the service worker then answers a
// read from its cache and marks it), until the browser says it is back online or an answer comes
// from the server again.
import { useSyncExternalStore } from "react";

let unreachable = false;
const listeners = new Set<() => void>();

const browserOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const emit = () => listeners.forEach((listener) => listener());

export function isOffline(): boolean {
  return browserOffline() || unreachable;
}

/** Called by the fetch client after each call: did it reach the server? */
export function noteServerReached(reached: boolean) {
  if (unreachable === !reached) return;
  unreachable = !reached;
  emit();
}

const backOnline = () => {
  unreachable = false;
  emit();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("online", backOnline);
    window.addEventListener("offline", emit);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("online", backOnline);
      window.removeEventListener("offline", emit);
    }
  };
}

/** True while the app is offline; re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
