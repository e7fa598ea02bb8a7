// Reading CSV text (RFC 4180 and what spreadsheets really write): quoted fields holding the
// delimiter, quotes doubled inside quotes, line breaks inside quotes, CRLF, LF or CR endings.

/** One record of a CSV file and the line of the file it starts on (1 = the first line). */
export type CsvRecord = { line: number; cells: string[] };

/** The delimiter of a file, read from its first line: semicolons when they outnumber commas. */
export function detectDelimiter(text: string): "," | ";" {
  const end = text.search(/\r|\n/);
  const first = end < 0 ? text : text.slice(0, end);
  const count = (c: string) => first.split(c).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/** Every record of `text`, blank lines left out. A UTF-8 byte order mark at the start is dropped. */
export function parseCsv(text: string, delimiter: string = detectDelimiter(text)): CsvRecord[] {
  return [...csvRecords(text, delimiter)];
}

/**
 * The records of `text` one at a time, as `parseCsv` reads them: a reader that stops early, or
 * keeps only what it needs of each record, never holds the whole file's cells at once.
 */
export function* csvRecords(text: string, delimiter: string = detectDelimiter(text)): Generator<CsvRecord> {
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = (): CsvRecord | null => {
    cells.push(cell);
    const record = cells.length > 1 || cells[0]!.trim() !== "" ? { line: start, cells } : null;
    cells = [];
    cell = "";
    return record;
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      const record = endRecord();
      if (record) yield record;
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) {
    const record = endRecord();
    if (record) yield record;
  }
}
