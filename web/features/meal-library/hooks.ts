// Reads and changes of the meal library (docs/behaviour/conventions.md, "Reading and changing data"). Changes
// wait for the server, then read the library again.
import useSWR, { useSWRConfig } from "swr";
import type { LibraryMeal, LibraryMealChanges, NewLibraryMeal } from "@shared/meal-library/contract";
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
     * The member's newest library meal with this name (trimmed, any case), read fresh from the
     * server: saving under a name already there asks first. Another member's shared meal of that
     * name is not the member's to replace.
     */
    findNamed: async (name: string, memberId?: number): Promise<LibraryMeal | undefined> => {
      const key = sameNameKey(name);
      return (await mealLibraryApi.list()).find(
        (m) => sameNameKey(m.name) === key && (memberId === undefined || m.owner === undefined || m.owner?.id === memberId),
      );
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
    /** A private copy of another member's shared library meal, the member's to change. */
    copy: async (id: number) => {
      await mealLibraryApi.copy(id);
      await refresh();
    },
    /** Shares every library meal of the member's that is still private; answers how many. */
    shareAll: async () => {
      const { shared } = await mealLibraryApi.shareAll();
      await refresh();
      return shared;
    },
    /** Only the request: the screen closes its confirmation before the library is read again (`refresh`). */
    remove: (id: number) => mealLibraryApi.remove(id),
  };
}
