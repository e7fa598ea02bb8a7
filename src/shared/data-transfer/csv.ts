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
export function parseCsv(text: string, delimiter?: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const reader = new CsvReader((row) => {
    records.push({ line: row.line, cells: row.cells() });
  }, delimiter);
  reader.push(text);
  reader.end();
  return records;
}

/**
 * A record as `CsvReader` hands it out, valid only during that call: a cell is cut from the text
 * when asked for, so a reader that needs a few columns of each row makes only those strings.
 */
export type CsvRow = {
  line: number;
  /** How many cells the record has. */
  size: number;
  /** The cell at `index` ("" past the last). */
  cell(index: number): string;
  /** Every cell. */
  cells(): string[];
  /**
   * Whether the cell at `index`, trimmed, is `word` in any case (ASCII), without making a string
   * of it: a reader can skip or count rows by one column and allocate nothing.
   */
  cellIs(index: number, word: string): boolean;
};

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** What String.prototype.trim removes. */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The value of a cell that holds a quote, from its raw text: quotes removed, doubled quotes one. */
function unquote(raw: string): string {
  let cell = "";
  let quoted = false;
  for (let k = 0; k < raw.length; k++) {
    const c = raw[k]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (raw[k + 1] === '"') {
        cell += '"';
        k++;
      } else quoted = false;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else cell += c;
  }
  return cell;
}

/**
 * Reads CSV text given in pieces, in order: each record is handed to `take` (with the file's
 * delimiter) as soon as it is complete, blank lines left out, until `take` answers false. Only a
 * record cut by the end of a piece is kept between pieces, and only each cell's bounds while a
 * record is read, so even a large file costs little more than the records a reader keeps.
 */
export class CsvReader {
  private pending = "";
  private line = 1;
  private started = false;
  private stopped = false;

  constructor(
    private readonly take: (row: CsvRow, delimiter: string) => boolean | void,
    private delimiter?: string,
  ) {}

  /** Adds the next piece; false once `take` wants no more. */
  push(text: string): boolean {
    if (this.stopped) return false;
    this.pending += text;
    this.read(false);
    return !this.stopped;
  }

  /** The text has ended: its last record needs no line break. */
  end(): void {
    if (!this.stopped) this.read(true);
    this.stopped = true;
  }

  private read(final: boolean) {
    if (!this.started) {
      // The delimiter is read from the first line, so that line must be whole.
      if (!final && !/[\r\n]/.test(this.pending)) return;
      if (this.pending.charCodeAt(0) === 0xfeff) this.pending = this.pending.slice(1);
      this.delimiter ??= detectDelimiter(this.pending);
      this.started = true;
    }
    const delimiter = this.delimiter!;
    const { rest, line, stopped } = scanRows(this.pending, delimiter, final, this.line, (row) => this.take(row, delimiter));
    this.pending = this.pending.slice(rest);
    this.line = line;
    if (stopped) this.stopped = true;
  }
}

/**
 * Hands the complete records of `text` to `take`. Answers where the unread rest starts (a record
 * the text ends inside, unless `final`), the line it starts on, and whether `take` stopped.
 */
function scanRows(
  text: string,
  delimiter: string,
  final: boolean,
  firstLine: number,
  take: (row: CsvRow) => boolean | void,
): { rest: number; line: number; stopped: boolean } {
  const DELIMITER = delimiter.charCodeAt(0);
  const end = text.length;
  const starts: number[] = [];
  const ends: number[] = [];
  const quoted: boolean[] = [];
  const row: CsvRow = {
    line: firstLine,
    size: 0,
    cell: (index) => {
      if (index >= row.size) return "";
      const raw = text.slice(starts[index], ends[index]);
      return quoted[index] ? unquote(raw) : raw;
    },
    cells: () => Array.from({ length: row.size }, (_, index) => row.cell(index)),
    cellIs: (index, word) => {
      if (index >= row.size) return word === "";
      if (quoted[index]) return row.cell(index).trim().toLowerCase() === word;
      let from = starts[index]!;
      let to = ends[index]!;
      while (from < to && isSpace(text.charCodeAt(from))) from++;
      while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
      if (to - from !== word.length) return false;
      for (let k = 0; k < word.length; k++) {
        const c = text.charCodeAt(from + k);
        if ((c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(k)) return false;
      }
      return true;
    },
  };
  let i = 0;
  let line = firstLine;
  while (i < end) {
    const recordStart = i;
    row.line = line;
    row.size = 0;
    let recordEnds = false;
    let cut = false;
    while (!recordEnds) {
      const from = i;
      let to = end;
      let hasQuote = false;
      // Whether the cell's value so far trims to nothing: only then does a quote open a quoted stretch.
      let blank = true;
      while (i < end) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
          hasQuote = true;
          i++;
          if (!blank) continue;
          for (; i < end; i++) {
            const q = text.charCodeAt(i);
            if (q === QUOTE) {
              // A quote at the very end may be the first of a doubled one.
              if (i + 1 === end && !final) cut = true;
              if (text.charCodeAt(i + 1) !== QUOTE) break;
              blank = false;
              i++;
            } else {
              if (q === LF || (q === CR && text.charCodeAt(i + 1) !== LF)) line++;
              if (!isSpace(q)) blank = false;
            }
          }
          i++;
        } else if (c === DELIMITER) {
          to = i++;
          break;
        } else if (c === CR || c === LF) {
          // A CR at the very end may be the first half of a CRLF.
          if (c === CR && i + 1 === end && !final) cut = true;
          to = i;
          i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
          recordEnds = true;
          break;
        } else {
          if (!isSpace(c)) blank = false;
          i++;
        }
      }
      if (i >= end && to === end) {
        recordEnds = true;
        if (!final) cut = true;
      }
      starts[row.size] = from;
      ends[row.size] = Math.min(to, end);
      quoted[row.size] = hasQuote;
      row.size++;
    }
    if (cut) return { rest: recordStart, line: row.line, stopped: false };
    const blankLine = row.size === 1 && row.cell(0).trim() === "";
    if (!blankLine && take(row) === false) return { rest: end, line, stopped: true };
    line++;
  }
  return { rest: end, line, stopped: false };
}
