// What the service worker keeps and how it answers each request (docs/behaviour/offline.md, "Offline").
import { describe, expect, test } from "bun:test";
import { DATA_CACHE, isDataCache, isLegacyDataCache, isStaleCache, shellCacheName, strategyFor } from "./offline";

const ORIGIN = "https://kinfit.home.arpa";
const precached = new Set(["/index.html", "/manifest.webmanifest", "/icon-192.png", "/assets/main-abc123.js"]);
const strategy = (method: string, path: string, mode = "cors") => strategyFor({ method, url: ORIGIN + path, mode }, ORIGIN, precached);

describe("caches", () => {
  test("are named by the build's version", () => {
    expect(shellCacheName("0123456789abcdef")).toBe("kinfit-shell-0123456789abcdef");
    // The member's data is not the build's: one cache for every build.
    expect(DATA_CACHE).toBe("kinfit-data");
    expect(isDataCache(DATA_CACHE)).toBe(true);
    expect(isDataCache("kinfit-data-0123456789abcdef")).toBe(true);
    expect(isLegacyDataCache("kinfit-data-0123456789abcdef")).toBe(true);
    expect(isLegacyDataCache(DATA_CACHE)).toBe(false);
    expect(isDataCache(shellCacheName("x"))).toBe(false);
  });

  test("a worker keeps its own two and deletes the app's others, never another site's", () => {
    expect(isStaleCache(shellCacheName("new"), "new")).toBe(false);
    expect(isStaleCache(DATA_CACHE, "new")).toBe(false);
    expect(isStaleCache(shellCacheName("old"), "new")).toBe(true);
    expect(isStaleCache("kinfit-data-old", "new")).toBe(true);
    expect(isStaleCache("kinfit-old", "new")).toBe(true);
    expect(isStaleCache("other-app", "new")).toBe(false);
  });
});

describe("requests", () => {
  test("page loads go to the network first, whatever their path", () => {
    expect(strategy("GET", "/", "navigate")).toBe("navigate");
    expect(strategy("GET", "/workouts?date=2026-03-02", "navigate")).toBe("navigate");
  });

  test("this build's files come from the cache", () => {
    expect(strategy("GET", "/assets/main-abc123.js")).toBe("cache-first");
    expect(strategy("GET", "/assets/chunk-not-listed.js")).toBe("cache-first");
    expect(strategy("GET", "/manifest.webmanifest")).toBe("cache-first");
    expect(strategy("GET", "/icon-192.png")).toBe("cache-first");
  });

  test("API reads go to the network first and are kept, the auth check included", () => {
    for (const path of ["/api/workouts/2026-03-02", "/api/meals?date=2026-03-02", "/api/templates"]) {
      expect(strategy("GET", path)).toBe("network-first");
    }
    // The auth check is answered offline by the session the phone last confirmed, never by a kept
    // answer that may predate a sign-out.
    expect(strategy("GET", "/api/auth/user")).toBe("pass");
  });

  test("downloads and the admin's screen are never kept", () => {
    for (const path of ["/api/export/workouts.csv", "/api/export", "/api/admin", "/api/admin/users", "/api/admin/session"]) {
      expect(strategy("GET", path)).toBe("pass");
    }
  });

  test("the open shopping list's live poll is never kept; the list itself is, for offline", () => {
    expect(strategy("GET", "/api/shopping-list/live?from=2026-03-01&to=2026-03-07&scope=household")).toBe("pass");
    expect(strategy("GET", "/api/shopping-list?from=2026-03-01&to=2026-03-07")).toBe("network-first");
  });

  test("changes are never answered by the worker", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "HEAD"]) {
      expect(strategy(method, "/api/meals")).toBe("pass");
      expect(strategy(method, "/assets/main-abc123.js")).toBe("pass");
    }
  });

  test("other sites and files that are not the app's pass through", () => {
    expect(strategyFor({ method: "GET", url: "https://elsewhere.example/api/meals" }, ORIGIN, precached)).toBe("pass");
    expect(strategyFor({ method: "GET", url: "not a url" }, ORIGIN, precached)).toBe("pass");
    expect(strategy("GET", "/sw.js")).toBe("pass");
    expect(strategy("GET", "/robots.txt")).toBe("pass");
  });
});
