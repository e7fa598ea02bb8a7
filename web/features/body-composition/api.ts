// Body composition's key and calls (/api/body-composition).
import type { BodyEntry, BodyEntryInput } from "../../../src/shared/body-composition/contract";
import { api } from "../../lib/api";

export const keys = {
  /** The user's entries, newest first. */
  list: () => "/api/body-composition",
};

export const bodyCompositionApi = {
  create: (input: BodyEntryInput) => api.post<BodyEntry>("/api/body-composition", input),
  update: (id: number, input: BodyEntryInput) => api.put<BodyEntry>(`/api/body-composition/${id}`, input),
  remove: (id: number) => api.delete<{ ok: true }>(`/api/body-composition/${id}`),
};
