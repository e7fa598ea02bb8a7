// Reads and changes of body composition entries (docs/behaviour.md, "Reading and changing data").
// Every change waits for the server, then reads the list again, so the screen shows the entry as
// saved before the toast says so.
import useSWR, { useSWRConfig } from "swr";
import type { BodyEntry, BodyEntryInput } from "../../../src/shared/body-composition/contract";
import { bodyCompositionApi, keys } from "./api";

export function useBodyEntries() {
  return useSWR<BodyEntry[]>(keys.list());
}

export function useBodyEntryActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keys.list());
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
