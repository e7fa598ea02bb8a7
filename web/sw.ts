// The service worker, served as /sw.js (docs/behaviour/offline.md, "Offline"). It keeps the app shell and
// this build's files, and the last good answer of each API read, so the app opens with no network
// and shows what was last loaded. scripts/build-web.ts builds it and puts KINFIT_BUILD in front:
// the build's version (a hash of its files) and the files to keep.
//
// A new build is a new worker (its file names the new version) with a new shell cache. It takes
// over at once (skipWaiting, clients.claim) and deletes the shells of older builds: page loads go
// to the network first, so an open page that reloads runs the new version, and an offline start
// opens the shell the worker's own cache holds, whose files are all in that same cache. The kept
// answers are the member's, not the build's: they stay in one cache across builds.
import {
  CLAIM_MESSAGE,
  DATA_CACHE,
  isLegacyDataCache,
  OFFLINE_HEADER,
  SHELL_URL,
  shellCacheName,
  isStaleCache,
  strategyFor,
} from "./lib/offline";

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Response | Promise<Response>): void };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableEvent & { data: unknown }) => void): void;
};
declare const self: WorkerScope;
declare const KINFIT_BUILD: { version: string; precache: string[] };

const SHELL = shellCacheName(KINFIT_BUILD.version);
const DATA = DATA_CACHE;
const precached = new Set(KINFIT_BUILD.precache);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // `reload`: straight from the server, never an HTTP cache's older copy.
      await cache.addAll(KINFIT_BUILD.precache.map((url) => new Request(url, { cache: "reload" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      for (const legacy of names.filter(isLegacyDataCache)) await adoptAnswers(legacy);
      await Promise.all(names.filter((name) => isStaleCache(name, KINFIT_BUILD.version)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// A page that started loading while this worker was activating is not among the clients its
// claim took over; once the worker is ready, such a page asks (web/lib/service-worker.ts).
self.addEventListener("message", (event) => {
  if (event.data === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  switch (strategyFor(request, self.location.origin, precached)) {
    case "navigate":
      event.respondWith(navigate(request));
      return;
    case "cache-first":
      event.respondWith(cacheFirst(request));
      return;
    case "network-first":
      event.respondWith(networkFirst(request));
      return;
    case "pass":
      return;
  }
});

/** Moves the answers an older build kept under its version into the one data cache. */
async function adoptAnswers(legacy: string): Promise<void> {
  const from = await caches.open(legacy);
  const to = await caches.open(DATA);
  for (const request of await from.keys()) {
    if (await to.match(request)) continue;
    const answer = await from.match(request);
    if (answer) await to.put(request, answer);
  }
}

/** The page from the server; with no network, the kept shell (the client router takes the path). */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

/** A file whose name changes with its content: the kept copy, else the server's (then kept). */
async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: SHELL });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    const cache = await caches.open(SHELL);
    await cache.put(request, answer.clone());
  }
  return answer;
}

/**
 * An API read: the server's answer, a good one kept for later. When the server cannot be reached,
 * the last kept answer, marked with OFFLINE_HEADER so the app can say it is offline; with none kept,
 * the failure, as if there were no worker.
 */
async function networkFirst(request: Request): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.ok) {
      const cache = await caches.open(DATA);
      await cache.put(request, answer.clone());
    }
    return answer;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: DATA });
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set(OFFLINE_HEADER, "1");
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
}
