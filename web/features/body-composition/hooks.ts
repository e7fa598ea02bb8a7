// Reads and changes of body composition entries (docs/behaviour/conventions.md, "Reading and changing data").
// Every change waits for the server, then reads the list again, so the screen shows the entry as
// saved before the toast says so.
import useSWR, { useSWRConfig } from "swr";
import type { BodyEntry, BodyEntryInput } from "@shared/body-composition/contract";
import { bodyCompositionApi, keys } from "./api";

/** A page of Previous Entries: the newest, or those dated before `before`. */
export function useBodyEntryPage(before?: string) {
  return useSWR<BodyEntry[]>(keys.page(before));
}

/** The entries the trend chart draws: from `from` on, or every entry when null. */
export function useBodyTrend(from: string | null) {
  // A new range keeps the last one's points on screen until its own arrive.
  return useSWR<BodyEntry[]>(keys.since(from), { keepPreviousData: true });
}

export function useBodyEntryActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keys.isOwn);
  return {
    create: async (input: BodyEntryInput) => {
      await bodyCompositionApi.create(input);
      await refresh();
    },
    update: async (id: number, input: BodyEntryInput) => {
      await bodyCompositionApi.update(id, input);
      await refresh();
    },
    remove: async (id: number) => {
      await bodyCompositionApi.remove(id);
      await refresh();
    },
  };
}
