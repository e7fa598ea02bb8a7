// Body composition's key and calls (/api/body-composition).
import type { BodyEntry, BodyEntryInput } from "@shared/body-composition/contract";
import { api } from "@web/lib/api";

/** Entries of one page of Previous Entries. */
export const PAGE_SIZE = 30;

const LIST = "/api/body-composition";

/** The screen reads only what it draws: a page of the list, or the chart's range. */
export const keys = {
  /** A page of entries, newest first: the newest, or those dated before `before`. */
  page: (before?: string) => `${LIST}?limit=${PAGE_SIZE}${before ? `&before=${before}` : ""}`,
  /** The entries dated from `from` on, for the trend chart; every entry when null. */
  since: (from: string | null) => (from ? `${LIST}?from=${from}` : LIST),
  /** Whether an SWR key is one of this feature's reads (all are read again after a change). */
  isOwn: (key: unknown) => typeof key === "string" && (key === LIST || key.startsWith(`${LIST}?`)),
};

export const bodyCompositionApi = {
  create: (input: BodyEntryInput) => api.post<BodyEntry>("/api/body-composition", input),
  update: (id: number, input: BodyEntryInput) => api.put<BodyEntry>(`/api/body-composition/${id}`, input),
  remove: (id: number) => api.delete<{ ok: true }>(`/api/body-composition/${id}`),
};
