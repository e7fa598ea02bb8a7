// Reads and changes of custom ingredients (docs/behaviour/conventions.md, "Reading and changing data"). Changes
// wait for the server, then read the list again.
import useSWR, { useSWRConfig } from "swr";
import type { CustomIngredient, CustomIngredientBody } from "@shared/custom-ingredients/contract";
import { customIngredientsApi, keys } from "./api";

export function useCustomIngredients() {
  return useSWR<CustomIngredient[]>(keys.list());
}

export function useCustomIngredientActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keys.list());
  return {
    refresh,
    create: async (body: CustomIngredientBody) => {
      await customIngredientsApi.create(body);
      await refresh();
    },
    update: async (id: number, body: CustomIngredientBody) => {
      await customIngredientsApi.update(id, body);
      await refresh();
    },
    /** A private copy of another member's shared ingredient, the member's to change. */
    copy: async (id: number) => {
      await customIngredientsApi.copy(id);
      await refresh();
    },
    /** Shares every ingredient of the member's that is still private; answers how many. */
    shareAll: async () => {
      const { shared } = await customIngredientsApi.shareAll();
      await refresh();
      return shared;
    },
    /** Only the request: the screen closes its confirmation before the list is read again (`refresh`). */
    remove: (id: number) => customIngredientsApi.remove(id),
  };
}
