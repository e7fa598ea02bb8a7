// CSV export rules: RFC 4180 quoting and formula-injection neutralising.
import { describe, expect, test } from "bun:test";
import { csvCell, toCsv } from "./rules";

describe("csvCell", () => {
  test("plain text and numbers pass through", () => {
    expect(csvCell("Bench press")).toBe("Bench press");
    expect(csvCell(135)).toBe("135");
    expect(csvCell(-2.5)).toBe("-2.5");
  });

  test("empty and non-finite values become an empty cell", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell("")).toBe("");
  });

  test("commas, quotes and line breaks are quoted with quotes doubled", () => {
    expect(csvCell("eggs, toast")).toBe('"eggs, toast"');
    expect(csvCell('the "good" one')).toBe('"the ""good"" one"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  test("text starting with = + - @ gets an apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 rep")).toBe("'+1 rep");
    expect(csvCell("-felt heavy")).toBe("'-felt heavy");
    expect(csvCell("@coach")).toBe("'@coach");
    expect(csvCell("=1+1,2")).toBe('"\'=1+1,2"');
  });

  test("formula characters later in the text are left alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("me@home")).toBe("me@home");
  });
});

describe("toCsv", () => {
  test("header then rows, CRLF endings, trailing line break", () => {
    expect(
      toCsv(
        ["date", "note"],
        [
          ["2025-07-26", "ok, fine"],
          ["2025-07-27", null],
        ],
      ),
    ).toBe('date,note\r\n2025-07-26,"ok, fine"\r\n2025-07-27,\r\n');
  });

  test("only a header when there are no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });
});

describe("a skipped line", () => {
  test("reads as a count of things, one or many", async () => {
    const { REST_TIMER_SKIP, WORKOUT_NAME_SKIP } = await import("./csv-contract");
    const { skippedLine } = await import("./rules");
    expect(skippedLine({ rows: 109, why: REST_TIMER_SKIP })).toBe("109 rest-timer rows skipped: they are timer settings, not sets");
    expect(skippedLine({ rows: 1, why: REST_TIMER_SKIP })).toBe("1 rest-timer row skipped: they are timer settings, not sets");
    expect(skippedLine({ rows: 1, why: WORKOUT_NAME_SKIP })).toBe("1 workout name skipped: a day keeps the name of its first workout");
    expect(skippedLine({ rows: 1200, why: WORKOUT_NAME_SKIP })).toBe(
      "1,200 workout names skipped: a day keeps the name of its first workout",
    );
  });
});
