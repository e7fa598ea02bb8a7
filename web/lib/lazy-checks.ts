// Forms check what was typed with the API's own schemas (src/shared/<area>/contract.ts), and the
// schemas bring zod: its download and its start-up work on the phone. No screen needs them
// to show itself, so a form loads its checks when it is first used: `warm` as one of its fields
// takes focus, `load` when it is sent (already there by then, unless the form was sent untouched).
// The signed-in screens' file and the entry file then carry no zod (web/screens.test.ts); the
// sign-in form, on the first screen a visitor loads, loads its checks this way too.

/** What a form says when its checks could not be loaded (offline before the app was ever cached). */
export const CHECKS_UNAVAILABLE = "Network error. Please try again.";

export function lazyChecks<T>(importer: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> =>
    (loading ??= importer().catch((error: unknown) => {
      // A failed load is tried again on the next use rather than remembered.
      loading = null;
      throw error;
    }));
  return { load, warm: () => void load().catch(() => {}) };
}
