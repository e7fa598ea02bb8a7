// Reads and changes of the meal library (docs/behaviour.md, "Reading and changing data"). Changes
// wait for the server, then read the library again.
import useSWR, { useSWRConfig } from "swr";
import type { LibraryMeal, LibraryMealChanges, NewLibraryMeal } from "../../../src/shared/meal-library/contract";
import { keys, mealLibraryApi } from "./api";

/** The library; read only while `enabled` (the meal plan's add panel reads it only while open). */
export function useLibraryMeals(enabled = true) {
  return useSWR<LibraryMeal[]>(enabled ? keys.list() : null);
}

const sameNameKey = (name: string) => name.trim().toLowerCase();

export function useMealLibraryActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keys.list());
  return {
    refresh,
    /**
     * Saves a planned meal to the library. The cached library is dropped, not just revalidated:
     * from the meal plan with the add panel closed nothing reads the key, and the library screen
     * and panel would show the old list.
     */
    save: async (input: NewLibraryMeal) => {
      const saved = await mealLibraryApi.create(input);
      void mutate(keys.list(), undefined, { revalidate: true });
      return saved;
    },
    /**
     * The newest library meal with this name (trimmed, any case), read fresh from the server:
     * saving under a name already there asks first.
     */
    findNamed: async (name: string): Promise<LibraryMeal | undefined> => {
      const key = sameNameKey(name);
      return (await mealLibraryApi.list()).find((m) => sameNameKey(m.name) === key);
    },
    /** Saves a planned meal over a library meal; the cached library is dropped as by `save`. */
    replace: async (id: number, changes: LibraryMealChanges) => {
      const saved = await mealLibraryApi.update(id, changes);
      void mutate(keys.list(), undefined, { revalidate: true });
      return saved;
    },
    update: async (id: number, changes: LibraryMealChanges) => {
      await mealLibraryApi.update(id, changes);
      await refresh();
    },
    /** Only the request: the screen closes its confirmation before the library is read again (`refresh`). */
    remove: (id: number) => mealLibraryApi.remove(id),
  };
}
