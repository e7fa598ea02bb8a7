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
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
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
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}
