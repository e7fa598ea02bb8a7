// Body composition data: the entry list (SWR key = its URL) and the calls that change it.
import useSWR from "swr";
import type { BodyEntry, BodyEntryInput } from "../../src/shared/body";
import { api } from "../lib/api";

export const BODY_KEY = "/api/body-composition";

export function useBodyEntries() {
  return useSWR<BodyEntry[]>(BODY_KEY);
}

export const bodyApi = {
  create: (input: BodyEntryInput) => api.post<BodyEntry>(BODY_KEY, input),
  update: (id: number, input: BodyEntryInput) => api.put<BodyEntry>(`${BODY_KEY}/${id}`, input),
  remove: (id: number) => api.delete<{ ok: true }>(`${BODY_KEY}/${id}`),
};
