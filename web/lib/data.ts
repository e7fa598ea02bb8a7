// The web app's one data-layer convention (docs/behaviour/conventions.md, "Reading and changing data"):
// - an SWR key is the URL it reads, built by one `keys` helper per feature (features/<area>/api.ts);
//   another feature reaches those entries only through the keys and matchers the owner's index.ts
//   exports, never by writing its URL (features/cache-keys.test.ts);
// - one fetcher GETs the key; the few reads that treat 401 as "no data" use `fetcherOrNullOn401`;
// - a change is a hook of its feature (features/<area>/hooks.ts) that calls `changeWithRollback`:
//   the screen shows the change at once, the request goes out, and a failure puts the cache back.
import type { ScopedMutator, SWRConfiguration } from "swr";
import { api, ApiError } from "./api";

export const fetcher = (url: string) => api.get(url);

/** A read that yields null on 401 instead of failing (the admin screen before sign-in). */
export const fetcherOrNullOn401 = async <T>(url: string): Promise<T | null> => {
  try {
    return await api.get<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/**
 * No retries, no refetching on focus, reconnect or a timer, cached data never stale: a read is
 * refreshed when this app changes it, and a screen that must see other devices' work asks for
 * `revalidateOnMount` itself.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  revalidateIfStale: false,
};

/**
 * What a screen shows when a read fails: the server's "status: body" when it answered, else the
 * area's load message ('Failed to fetch meals'), since a network failure has no message of its own
 * worth showing.
 */
export function loadErrorText(error: unknown, failure: string): string {
  return error instanceof ApiError ? error.message : failure;
}

type Rollback<T> = {
  /** The cache entry to change. */
  key: string;
  /** The change as the screen should show it at once. */
  apply: (current: T) => T;
  /** The request. */
  send: () => Promise<unknown>;
  /**
   * What to keep once the server has answered: its answer merged into the entry. Without it, the
   * optimistic value stays and the entry is read again.
   */
  settle?: (answer: unknown, current: T) => T;
};

/**
 * Show a change at once, send it, and put the entry back as it was when the request fails. The
 * caller still handles the error (a toast); the cache is already rolled back when it rethrows.
 */
export async function changeWithRollback<T>(mutate: ScopedMutator, change: Rollback<T>): Promise<void> {
  const { settle } = change;
  await mutate<T>(
    change.key,
    // SWR hands this the entry as it was before the optimistic change.
    async (before) => {
      const answer = await change.send();
      return settle && before !== undefined ? settle(answer, before) : before;
    },
    {
      optimisticData: (current) => (current === undefined ? (current as unknown as T) : change.apply(current)),
      rollbackOnError: true,
      // Without a settle rule the optimistic value stays on screen until the re-read replaces it.
      populateCache: Boolean(settle),
      revalidate: !settle,
    },
  );
}
