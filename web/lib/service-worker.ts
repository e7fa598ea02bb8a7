// The page's side of the service worker (web/sw.ts; docs/behaviour/offline.md, "Offline"): registering
// it where the browser allows one, and dropping the API answers it keeps when the account changes.
import { CLAIM_MESSAGE, isDataCache } from "./offline";

/**
 * Registers /sw.js after the page has loaded, so it never competes with the first paint. Browsers
 * allow a worker only in a secure context (HTTPS, localhost): over plain HTTP on the home network
 * there is none, and the app works as it always did, online only.
 */
export function registerServiceWorker() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  const register = () => {
    // Without a worker the app still works, just not offline: nothing to tell the user.
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    // A worker that activated while this page was loading took over the pages open before it, not
    // this one: asked, it takes this one too, so the page works offline without a reload.
    void navigator.serviceWorker.ready.then((registration) => {
      if (!navigator.serviceWorker.controller) registration.active?.postMessage(CLAIM_MESSAGE);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

const OWNER_KEY = "kinfit.offlineDataOwner";

/**
 * The kept API answers belong to one account. Once the auth check has answered, this drops them
 * unless they are the signed-in account's: after signing out, or when someone else signs in on the
 * same phone, nothing of the previous account can be shown offline.
 */
export async function keepOfflineDataOf(userId: number | null): Promise<void> {
  if (typeof caches === "undefined") return;
  const owner = userId === null ? null : String(userId);
  if (owner !== null && readOwner() === owner) return;
  const names = await caches.keys();
  await Promise.all(names.filter(isDataCache).map((name) => caches.delete(name)));
  try {
    if (owner === null) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, owner);
  } catch {
    // Storage unavailable: the answers are dropped every time rather than risk showing them to
    // someone else.
  }
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}
