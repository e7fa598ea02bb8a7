// Cached reads that follow another feature's changes, with neither feature importing the other: the
// feature that reads says which of its keys a change makes stale (the dashboard's streak counts the
// days with a ticked set), and the feature that changes reads those keys again once its change is
// saved. A feature that stands above another imports its keys instead (web/features/<area>/index.ts).

/** The changes another feature's reads may follow. */
export type Change = "workouts";

const followers = new Map<Change, Set<(key: unknown) => boolean>>();

/** From now on, a saved `change` makes the cached reads `isKey` matches stale. */
export function follow(change: Change, isKey: (key: unknown) => boolean): void {
  let keys = followers.get(change);
  if (!keys) followers.set(change, (keys = new Set()));
  keys.add(isKey);
}

/** Whether a cached key is a read that follows `change`. */
export const follows =
  (change: Change) =>
  (key: unknown): boolean => {
    for (const isKey of followers.get(change) ?? []) if (isKey(key)) return true;
    return false;
  };
