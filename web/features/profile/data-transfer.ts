// The calls and the change behind Profile's 'Your Data' card (docs/behaviour/data-transfer.md, "Data export",
// "Data import"): the export links, the workout CSV preview and both imports.
import type { ImportAnswer } from "@shared/data-transfer/contract";
import type { CsvImportAnswer, CsvPreview } from "@shared/data-transfer/csv-contract";
import type { DistanceUnit, WeightUnit } from "@shared/units";
import { api, ApiError } from "@web/lib/api";
import { useAuth, useForgetCachedReads } from "@web/features/auth";

/** The units the member chose for what a CSV does not name: its weights', its bare distances'. */
export type CsvUnits = { unit?: WeightUnit; distanceUnit?: DistanceUnit };

export const exportLinks = {
  everything: "/api/export",
  workouts: "/api/export/workouts.csv",
  meals: "/api/export/meals.csv",
  body: "/api/export/body.csv",
};

/** The CSV as it is on disk: the server checks its encoding, so it is sent as bytes, not re-encoded text. */
async function postCsv<T>(file: Blob, query: Record<string, string | undefined>): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const search = params.toString();
  const res = await fetch(`/api/import/workouts-csv${search ? `?${search}` : ""}`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "text/csv" },
    credentials: "include",
    body: file,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as T;
}

export const dataTransferApi = {
  previewCsv: (file: Blob, units: CsvUnits = {}) => postCsv<CsvPreview>(file, { preview: "1", ...units }),
  importCsv: (file: Blob, options: CsvUnits & { skipUnreadable: boolean }) =>
    postCsv<CsvImportAnswer>(file, {
      unit: options.unit,
      distanceUnit: options.distanceUnit,
      skipUnreadable: options.skipUnreadable ? "1" : undefined,
    }),
  /** `settings`: the member chose to take the file's units, plates, macro tracking, goals, muscle targets and body figures too. */
  importExport: (file: unknown, options: { settings: boolean }) =>
    api.post<ImportAnswer>(options.settings ? "/api/import?settings=1" : "/api/import", file),
};

/**
 * The imports. Whatever they added may be on any screen, so every cached read but the auth
 * answer is dropped afterwards, and the user is read again (an export file carries settings).
 */
export function useImportActions() {
  const forgetCachedReads = useForgetCachedReads();
  const { refresh } = useAuth();
  const forget = async () => {
    await forgetCachedReads();
    await refresh();
  };
  return {
    previewCsv: dataTransferApi.previewCsv,
    importCsv: async (file: Blob, options: CsvUnits & { skipUnreadable: boolean }) => {
      const answer = await dataTransferApi.importCsv(file, options);
      await forget();
      return answer;
    },
    importExport: async (file: unknown, options: { settings: boolean }) => {
      const answer = await dataTransferApi.importExport(file, options);
      await forget();
      return answer;
    },
  };
}
