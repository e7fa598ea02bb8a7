// The files an import takes (docs/behaviour/data-transfer.md, "Data import"): Kinfit's own export and the workout
// CSVs of Strong and Hevy, in one table with the names the screens and the messages give them. The
// screens and messages read the table rather than naming a source, so a new source is a row here
// (and, for a CSV, its reading in src/modules/data-transfer/csv/workout-csv.ts).
// Free of zod, so that the screens load it for nothing.

type SourceRow = {
  /** The app's name, as the member knows it. */
  label: string;
  /** What the preview calls a file of this source. */
  title: string;
  /** The file's extension as the import's prompts name it. */
  extension: ".json" | ".csv";
  /** The CSV layouts this app has shipped (workout-csv.ts reads each); none for the JSON export. */
  layouts: readonly string[];
};

export const IMPORT_SOURCES = {
  kinfit: { label: "Kinfit", title: "Kinfit export", extension: ".json", layouts: [] },
  strong: { label: "Strong", title: "Strong workout export", extension: ".csv", layouts: ["strong", "strong-old", "strong-semicolon"] },
  hevy: { label: "Hevy", title: "Hevy workout export", extension: ".csv", layouts: ["hevy"] },
} as const satisfies Record<string, SourceRow>;

export type ImportSource = keyof typeof IMPORT_SOURCES;
/** The sources whose files are workout CSVs. */
export type CsvSource = { [S in ImportSource]: (typeof IMPORT_SOURCES)[S]["extension"] extends ".csv" ? S : never }[ImportSource];
export type CsvLayout = (typeof IMPORT_SOURCES)[CsvSource]["layouts"][number];

const sources = Object.keys(IMPORT_SOURCES) as ImportSource[];
export const CSV_SOURCES = sources.filter((s): s is CsvSource => IMPORT_SOURCES[s].extension === ".csv");

/** The source whose layout a CSV was read in. */
export function sourceOfLayout(layout: CsvLayout): CsvSource {
  return CSV_SOURCES.find((s) => (IMPORT_SOURCES[s].layouts as readonly string[]).includes(layout))!;
}

/** 'Strong or Hevy' */
export const CSV_SOURCE_NAMES = orList(CSV_SOURCES.map((s) => IMPORT_SOURCES[s].label));

/** Why a CSV is not taken at all (the CSV import answers 400 with this). */
export const NOT_A_WORKOUT_EXPORT = `This file is not a ${CSV_SOURCE_NAMES} workout export`;

/** What the import's file picker takes: 'A Kinfit export (.json), or the workout export of Strong or Hevy (.csv).' */
export const IMPORT_CHOICES =
  `A ${IMPORT_SOURCES.kinfit.title} (${IMPORT_SOURCES.kinfit.extension}), ` + `or the workout export of ${CSV_SOURCE_NAMES} (.csv).`;

/** What the screen says of a file it cannot read as any source. */
export const NOT_AN_IMPORT_FILE =
  `This file is not a ${IMPORT_SOURCES.kinfit.title} ` +
  `(${IMPORT_SOURCES.kinfit.extension}) or a ${CSV_SOURCE_NAMES} workout export (.csv)`;

function orList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}
