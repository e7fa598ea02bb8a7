// Keeps the phone's screen on during a workout (docs/behaviour/workouts.md, "Rest timer"), where the
// browser offers the Screen Wake Lock API. The browser drops the lock whenever the page is hidden,
// so it is asked for again each time the page comes back while the workout still runs. A refusal
// (battery saver, an old browser) changes nothing else.
import { useEffect } from "react";

type Sentinel = { release: () => Promise<void>; released?: boolean };
type WakeLockApi = { request: (type: "screen") => Promise<Sentinel> };

function wakeLockApi(): WakeLockApi | undefined {
  if (typeof navigator === "undefined") return undefined;
  const api = (navigator as unknown as { wakeLock?: WakeLockApi }).wakeLock;
  return api && typeof api.request === "function" ? api : undefined;
}

export function useWakeLock(active: boolean) {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: Sentinel | null = null;
    let pending = false;
    let done = false;

    const release = () => {
      const held = sentinel;
      sentinel = null;
      if (held && !held.released) held.release().catch(() => {});
    };
    const acquire = () => {
      if (done || pending || sentinel || document.visibilityState !== "visible") return;
      pending = true;
      api
        .request("screen")
        .then((lock) => {
          pending = false;
          // Let go at once if the workout ended or the page hid while the request was out.
          if (done || document.visibilityState !== "visible") lock.release().catch(() => {});
          else sentinel = lock;
        })
        .catch(() => {
          pending = false;
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") acquire();
      else release();
    };

    acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", onVisibility);
      release();
    };
  }, [active]);
}
