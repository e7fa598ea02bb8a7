// What the service worker (web/sw.ts) keeps and how it answers, as pure rules both the worker and
// the page read (docs/behaviour/offline.md, "Offline").

/** Every cache of the app starts with this; the worker deletes the ones that are not its own. */
export const CACHE_PREFIX = "kinfit-";

/** The header the worker sets on an API answer it gave from its cache because the network failed. */
export const OFFLINE_HEADER = "x-kinfit-offline";

/** What a page the worker does not control yet sends it, once it is ready, to be taken over. */
export const CLAIM_MESSAGE = "claim";

/** The app shell and this build's files: a new build is a new cache. */
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;

/**
 * The last good answer of each API read: the member's data, not the build's, so one cache for every
 * build. A new worker never throws it away; only a change of account does.
 */
export const DATA_CACHE = `${CACHE_PREFIX}data`;

/** Data caches of older builds, named by their version: a new worker moves their answers over. */
export const isLegacyDataCache = (name: string) => name.startsWith(`${DATA_CACHE}-`);

export const isDataCache = (name: string) => name === DATA_CACHE || isLegacyDataCache(name);

/** Caches of the app that a worker of `version` no longer uses (older builds, stale names). */
export function isStaleCache(name: string, version: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== shellCacheName(version) && name !== DATA_CACHE;
}

/** The URL the cached shell is kept under. */
export const SHELL_URL = "/index.html";

/**
 * API reads never kept: files to download, the admin's screen (another session altogether), the
 * auth check, whose offline answer is the session the phone last confirmed (web/features/auth),
 * never an old answer that may predate a sign-out, and the open shopping list's live poll, whose
 * answer matters only fresh (and whose 304s keep nothing).
 */
const NEVER_KEPT = [/^\/api\/export/, /^\/api\/admin(?:\/|$)/, /^\/api\/auth\/user$/, /^\/api\/shopping-list\/live$/];

export type Strategy =
  /** A page load: the network, else the cached shell. */
  | "navigate"
  /** A file of this build: the cache, else the network. */
  | "cache-first"
  /** An API read: the network (its answer kept), else the last kept answer. */
  | "network-first"
  /** Not the worker's business: the browser sends it as if there were no worker. */
  | "pass";

type RequestFacts = { method: string; url: string; mode?: string };

/**
 * How the worker answers a request. Only same-origin GETs are ever answered from a cache; a change
 * (POST, PUT, PATCH, DELETE) always goes to the network, and fails there when offline.
 */
export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== "GET") return "pass";
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "pass";
  }
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  if (path.startsWith("/api/")) return NEVER_KEPT.some((re) => re.test(path)) ? "pass" : "network-first";
  if (request.mode === "navigate") return "navigate";
  if (precached.has(path) || path.startsWith("/assets/")) return "cache-first";
  return "pass";
}
