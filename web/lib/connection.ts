// Whether the app is offline, as far as it can tell (docs/behaviour/offline.md, "Offline"): the browser
// says so, or the last API call got no answer from the server (the service worker then answers a
// read from its cache and marks it), until the browser says it is back online or an answer comes
// from the server again.
import { useSyncExternalStore } from "react";
import { OFFLINE_HEADER } from "./offline";

let unreachable = false;

const LAST_SYNC_KEY = "kinfit.lastSync";
/** How often the time of the last answer is written down: it is shown to the minute. */
const LAST_SYNC_WRITE_MS = 15_000;
let lastSync: number | null | undefined;
let lastWritten = 0;

/** When the server last answered this phone (ms), as kept across starts; null when never. */
export function lastSyncAt(): number | null {
  if (lastSync === undefined) {
    try {
      const kept = Number(localStorage.getItem(LAST_SYNC_KEY));
      lastSync = Number.isFinite(kept) && kept > 0 ? kept : null;
    } catch {
      lastSync = null;
    }
  }
  return lastSync;
}

function noteSync(now: number) {
  lastSync = now;
  if (now - lastWritten < LAST_SYNC_WRITE_MS) return;
  lastWritten = now;
  try {
    localStorage.setItem(LAST_SYNC_KEY, String(now));
  } catch {
    // Only the banner's time is lost.
  }
}
const listeners = new Set<() => void>();

const browserOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const emit = () => listeners.forEach((listener) => listener());

export function isOffline(): boolean {
  return browserOffline() || unreachable;
}

/** While the server is out of reach and a screen shows it, how often the app asks whether it is back. */
const PROBE_MS = 5_000;
let probe: ReturnType<typeof setInterval> | undefined;

// The browser's 'online' event says only that a network came back (and not every browser says that
// when it does): while the server is out of reach and a screen says so, the app asks it now and
// then, so the screen stops saying so as soon as it answers, whatever the browser says.
function probeWhileUnreachable() {
  const wanted = unreachable && listeners.size > 0 && typeof window !== "undefined";
  if (!wanted) {
    if (probe !== undefined) clearInterval(probe);
    probe = undefined;
    return;
  }
  probe ??= setInterval(() => {
    if (browserOffline()) return;
    fetch("/api/health", { cache: "no-store" })
      .then((res) => {
        if (res.ok && res.headers.get(OFFLINE_HEADER) !== "1") noteServerReached(true);
      })
      .catch(() => undefined);
  }, PROBE_MS);
}

/** Called by the fetch client after each call: did it reach the server? */
export function noteServerReached(reached: boolean) {
  if (reached) noteSync(Date.now());
  if (unreachable === !reached) return;
  unreachable = !reached;
  probeWhileUnreachable();
  emit();
}

const backOnline = () => {
  if (!unreachable) return emit();
  unreachable = false;
  probeWhileUnreachable();
  emit();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("online", backOnline);
    window.addEventListener("offline", emit);
  }
  listeners.add(listener);
  probeWhileUnreachable();
  return () => {
    listeners.delete(listener);
    probeWhileUnreachable();
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
