// HTTP for the signed-in member's data as files (docs/behaviour/data-transfer.md, "Data export", "Data import"):
// GET /api/export/{workouts,meals,body}.csv, GET /api/export (everything, JSON), POST /api/import
// (a Kinfit export back in) and POST /api/import/workouts-csv (Strong and Hevy exports).
// The two imports take bodies up to 20 MB (src/app-requests.ts, FILE_ROUTES); the CSV one arrives as bytes.
import { isUtf8 } from "node:buffer";
import { Elysia } from "elysia";
import { badRequest } from "@src/errors";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { importFileSchema, importQuerySchema } from "@shared/data-transfer/contract";
import { csvImportQuerySchema, tooManySetsMessage } from "@shared/data-transfer/csv-contract";
import { NOT_A_WORKOUT_EXPORT } from "@shared/data-transfer/sources";
import { fileCapProblem } from "@shared/data-transfer/file-caps";
import { todayIso } from "@shared/dates";
import { firstIssueMessage } from "@shared/validation";
import { distanceUnitOf } from "@shared/units";
import { guards } from "@modules/auth/guards";
import { exportFile } from "./export-file";
import { importWorkoutCsv, previewWorkoutCsv } from "./import-csv";
import { importFile } from "./import";
import { readWorkoutCsvPieces } from "./csv/workout-csv";
import { bodyCsv, mealsCsv, workoutsCsv } from "./service";

/** A download named by kind and the server's date, e.g. kinfit-meals-2026-06-01.csv. */
function download(name: string, extension: string, type: string, text: string): Response {
  return new Response(text, {
    headers: {
      "content-type": `${type}; charset=utf-8`,
      "content-disposition": `attachment; filename="${name}-${todayIso()}.${extension}"`,
      // Personal data: never kept by a shared cache.
      "cache-control": "no-store",
    },
  });
}
const csvFile = (kind: string, text: string) => download(`kinfit-${kind}`, "csv", "text/csv", text);

export const UTF16_FILE = "This file is UTF-16 text; export it again as UTF-8 (the usual CSV) and try again";
export const NOT_UTF8_FILE = "This file is not UTF-8 text; export it again as UTF-8 (the usual CSV) and try again";

/** How much of an upload is decoded at a time: the file's text is never made whole. */
const PIECE_BYTES = 256 * 1024;

/** The bytes of `body` decoded a piece at a time. */
function* decodedPieces(bytes: Uint8Array, decoder: TextDecoder): Generator<string> {
  for (let at = 0; at < bytes.length; at += PIECE_BYTES) yield decoder.decode(bytes.subarray(at, at + PIECE_BYTES), { stream: true });
  yield decoder.decode();
}

/**
 * The text of an uploaded CSV, in pieces, from its start at each call: UTF-8 (a byte order mark
 * allowed), or a 400 saying what it is. The whole file is checked before any of it is read.
 */
export function csvPieces(body: unknown): () => Iterable<string> {
  const bytes = body instanceof Uint8Array ? body : body instanceof ArrayBuffer ? new Uint8Array(body) : null;
  if (!bytes || bytes.length === 0) throw badRequest(NOT_A_WORKOUT_EXPORT);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw badRequest(UTF16_FILE);
  if (!isUtf8(bytes)) throw badRequest(NOT_UTF8_FILE);
  // UTF-16 without a byte order mark is valid UTF-8 full of NUL characters; so is a binary file.
  if (bytes.includes(0)) throw badRequest(bytes.length > 1 && (bytes[0] === 0 || bytes[1] === 0) ? UTF16_FILE : NOT_A_WORKOUT_EXPORT);
  return () => decodedPieces(bytes, new TextDecoder("utf-8"));
}

export function dataTransferRoutes(ctx: AppContext) {
  return new Elysia()
    .use(guards(ctx))
    .get("/api/export/workouts.csv", ({ user }) => csvFile("workouts", workoutsCsv(ctx.db, user.id)), { user: true })
    .get("/api/export/meals.csv", ({ user }) => csvFile("meals", mealsCsv(ctx.db, user.id)), { user: true })
    .get("/api/export/body.csv", ({ user }) => csvFile("body", bodyCsv(ctx.db, user.id)), { user: true })
    .get("/api/export", ({ user }) => download("kinfit-export", "json", "application/json", JSON.stringify(exportFile(ctx.db, user.id))), {
      user: true,
    })
    .post(
      "/api/import",
      ({ user, body, query }) => {
        const { settings } = parseBody(importQuerySchema, { ...query });
        const tooBig = fileCapProblem(body);
        if (tooBig) throw badRequest(tooBig);
        return importFile(ctx.db, user.id, parseBody(importFileSchema, body), { settings: settings === "1" || settings === "true" });
      },
      { user: true },
    )
    .post(
      "/api/import/workouts-csv",
      ({ user, body, query }) => {
        const q = csvImportQuerySchema.safeParse(query);
        if (!q.success) throw badRequest(firstIssueMessage(q.error));
        // Distances a file does not name the unit of are the member's unit unless the preview chose another.
        const distanceUnit = q.data.distanceUnit ?? distanceUnitOf(user.distanceUnit, user.weightUnit === "kg" ? "kg" : "lb");
        const csv = readWorkoutCsvPieces(csvPieces(body), { unit: q.data.unit, distanceUnit });
        if (!csv) throw badRequest(NOT_A_WORKOUT_EXPORT);
        if (csv.tooManySets !== undefined) throw badRequest(tooManySetsMessage(csv.tooManySets));
        if (q.data.preview) return previewWorkoutCsv(ctx.db, user.id, csv);
        if (csv.unitNeeded && !q.data.unit) {
          throw badRequest("This file does not say whether its weights are kg or lb: choose the unit (unit=kg or unit=lb)");
        }
        if (csv.problems.length > 0 && !q.data.skipUnreadable) {
          const first = csv.problems[0]!;
          throw badRequest(
            `${csv.problems.length} ${csv.problems.length === 1 ? "row" : "rows"} of this file cannot be read ` +
              `(line ${first.line}: ${first.reason}). Preview the file, then import without them (skipUnreadable=1)`,
          );
        }
        if (csv.exercises.length === 0) throw badRequest("This file holds no sets to import");
        return importWorkoutCsv(ctx.db, user.id, csv);
      },
      { user: true },
    );
}
