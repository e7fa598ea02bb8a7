// Pure rules for data leaving Kinfit as spreadsheet files: RFC 4180 CSV text with cells that a
// spreadsheet would run as formulas neutralised, so an exported note cannot execute on opening.

/** A cell value as the export writes it; null and undefined become an empty cell. */
export type CsvCell = string | number | null | undefined;

/** Characters that make Excel, LibreOffice and Google Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@]/;

/**
 * One cell as CSV text. Text starting with =, +, - or @ gets a leading apostrophe (the
 * spreadsheets' own "this is text" marker); numbers stay numbers, so a negative number is not
 * touched. A cell holding a comma, a quote, CR or LF is quoted, with quotes doubled (RFC 4180).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: a header row, then one line per row, CRLF line endings as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A skipped line as the preview reads it: '109 rest-timer rows skipped: ...', '1 workout name skipped: ...'. */
export function skippedLine({ rows, why }: { rows: number; why: string }): string {
  return `${rows.toLocaleString()} ${rows === 1 ? why.replace(/s skipped/, " skipped") : why}`;
}
