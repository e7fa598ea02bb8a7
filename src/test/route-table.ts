// What the route table (routes.ts) says, read against the app: the routes the app registers and
// the cached reads, and a path's :params filled in for a request.
import { CACHED_READ } from "@modules/auth/guards";
import { ROUTES } from "./routes";

/** "METHOD /path" of every API route the app really registers (not the JSON 404 catch-all). */
export function registeredRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  return [
    ...new Set(app.routes.filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*").map((r) => `${r.method} ${r.path}`)),
  ].sort();
}

/** "METHOD /path" of every route the table says is a cached read. */
export const cachedReads = (): string[] =>
  Object.entries(ROUTES)
    .filter(([, spec]) => spec.cached)
    .map(([key]) => key)
    .sort();

type RouteHooks = { detail?: { tags?: string[] } };

/** "METHOD /path" of every route the app really registers with the `cached` option. */
export function registeredCachedReads(app: { routes: { method: string; path: string; hooks: unknown }[] }): string[] {
  const cached = app.routes.filter((r) => (r.hooks as RouteHooks | undefined)?.detail?.tags?.includes(CACHED_READ));
  return [...new Set(cached.map((r) => `${r.method} ${r.path}`))].sort();
}

/** A concrete path for a route pattern, with every :param filled in. */
export const fillPath = (pattern: string, value = "1") => pattern.replace(/:[a-zA-Z]+/g, value);
