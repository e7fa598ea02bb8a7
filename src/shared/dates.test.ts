import { describe, expect, test } from "bun:test";
import {
  addDays,
  calendarDay,
  dateOfWeekday,
  daysBetween,
  isSameDay,
  parseIsoDate,
  today,
  todayIso,
  toIsoDate,
  weekDates,
  weekdayName,
  weekdayNames,
} from "./dates";
import { isoDateSchema } from "./date-schema";
import { rangeDays } from "./meals/rules";
import { lookbackDates } from "./workout-templates/rules";

/** A calendar date (midnight UTC), with an hour of that day when given. */
const day = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m, d, h));

// 2025-06-11 is a Wednesday.
const wednesday = day(2025, 5, 11, 23);

describe("toIsoDate", () => {
  test("formats in local time with zero padding", () => {
    expect(toIsoDate(day(2025, 0, 5))).toBe("2025-01-05");
    expect(toIsoDate(new Date(Date.UTC(2025, 11, 31, 23, 59, 59)))).toBe("2025-12-31");
    expect(toIsoDate(parseIsoDate("0099-03-01")!)).toBe("0099-03-01");
  });
  test("a late-evening time keeps its local day", () => {
    expect(toIsoDate(wednesday)).toBe("2025-06-11");
    // Today is the local date, in any zone.
    const lateEvening = new Date(2025, 5, 11, 23, 30);
    expect(todayIso(lateEvening)).toBe("2025-06-11");
    expect(toIsoDate(today(lateEvening))).toBe("2025-06-11");
    expect(isSameDay(calendarDay(new Date(2025, 5, 11, 0, 5)), today(lateEvening))).toBe(true);
  });
});

describe("parseIsoDate", () => {
  test("round-trips with toIsoDate", () => {
    expect(toIsoDate(parseIsoDate("2024-02-29")!)).toBe("2024-02-29");
  });
  test("rejects malformed and impossible dates", () => {
    expect(parseIsoDate("2025-02-30")).toBeNull();
    expect(parseIsoDate("2025-2-3")).toBeNull();
    expect(parseIsoDate("yesterday")).toBeNull();
  });
});

describe("weekdayName", () => {
  test("gives the full English name", () => {
    expect(weekdayName(wednesday)).toBe("Wednesday");
    expect(weekdayName(day(2025, 5, 15))).toBe("Sunday");
    expect(weekdayName(day(2025, 5, 9))).toBe("Monday");
  });
});

describe("weekdayNames", () => {
  test("Monday-first and Sunday-first orders", () => {
    expect(weekdayNames("monday")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(weekdayNames("sunday")[0]).toBe("Sunday");
    expect(weekdayNames("sunday")[6]).toBe("Saturday");
  });
});

describe("weekDates", () => {
  test("Monday-first week of a Wednesday runs Monday to Sunday", () => {
    expect(weekDates(wednesday, "monday").map(toIsoDate)).toEqual([
      "2025-06-09",
      "2025-06-10",
      "2025-06-11",
      "2025-06-12",
      "2025-06-13",
      "2025-06-14",
      "2025-06-15",
    ]);
  });
  test("Sunday-first week of a Wednesday runs Sunday to Saturday", () => {
    expect(weekDates(wednesday, "sunday").map(toIsoDate)).toEqual([
      "2025-06-08",
      "2025-06-09",
      "2025-06-10",
      "2025-06-11",
      "2025-06-12",
      "2025-06-13",
      "2025-06-14",
    ]);
  });
  test("on a Sunday the Monday-first week is the one ending today", () => {
    const sunday = day(2025, 5, 15, 8);
    const dates = weekDates(sunday, "monday");
    expect(toIsoDate(dates[0]!)).toBe("2025-06-09");
    expect(toIsoDate(dates[6]!)).toBe("2025-06-15");
    expect(toIsoDate(weekDates(sunday, "sunday")[0]!)).toBe("2025-06-15");
  });
  test("crosses month and year boundaries", () => {
    expect(weekDates(day(2025, 0, 1), "monday").map(toIsoDate)).toEqual([
      "2024-12-30",
      "2024-12-31",
      "2025-01-01",
      "2025-01-02",
      "2025-01-03",
      "2025-01-04",
      "2025-01-05",
    ]);
  });
  test("every date is local midnight", () => {
    // A calendar date is midnight UTC of its day, so it exists in every zone.
    for (const d of weekDates(wednesday, "monday")) {
      expect([d.getUTCHours(), d.getUTCMinutes()]).toEqual([0, 0]);
    }
  });
});

describe("dateOfWeekday and addDays", () => {
  test("maps a weekday to its date in the current week", () => {
    expect(toIsoDate(dateOfWeekday(wednesday, "Friday", "monday"))).toBe("2025-06-13");
    expect(toIsoDate(dateOfWeekday(wednesday, "Sunday", "monday"))).toBe("2025-06-15");
    expect(toIsoDate(dateOfWeekday(wednesday, "Sunday", "sunday"))).toBe("2025-06-08");
  });
  test("addDays and isSameDay", () => {
    expect(toIsoDate(addDays(day(2025, 1, 28), 1))).toBe("2025-03-01");
    expect(toIsoDate(addDays(day(2025, 0, 1), -1))).toBe("2024-12-31");
    expect(isSameDay(day(2025, 5, 11, 1), wednesday)).toBe(true);
    expect(isSameDay(day(2025, 5, 12), wednesday)).toBe(false);
  });
});

describe("isoDateSchema", () => {
  const issue = (schema: ReturnType<typeof isoDateSchema>, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : result.error.issues[0]!.message;
  };

  test("accepts real calendar dates and refuses the rest, naming the field", () => {
    const schema = isoDateSchema("day");
    expect(schema.parse("2024-02-29")).toBe("2024-02-29");
    expect(issue(schema, "2026-02-30")).toBe("day must be a real date as YYYY-MM-DD");
    expect(issue(schema, "06/01/2026")).toBe("day must be a real date as YYYY-MM-DD");
    expect(issue(schema, "2026-13-01")).toBe("day must be a real date as YYYY-MM-DD");
    expect(issue(schema, undefined)).toBe("day is required (YYYY-MM-DD)");
    expect(issue(schema, 20260601)).toBe("day is required (YYYY-MM-DD)");
    expect(issue(schema, "")).toBe("day is required (YYYY-MM-DD)");
    expect(issue(schema, "  ")).toBe("day is required (YYYY-MM-DD)");
  });

  test("surrounding spaces are dropped", () => {
    expect(isoDateSchema().parse(" 2026-06-01 ")).toBe("2026-06-01");
  });
});

// Run again under other zones by dates-zones.test.ts: Pacific/Apia skipped 2011-12-30 (from UTC-10
// to UTC+14), America/Santiago moves its clocks at midnight, Pacific/Kiritimati is UTC+14.
describe("calendar dates in any time zone", () => {
  const week = ["2011-12-27", "2011-12-28", "2011-12-29", "2011-12-30", "2011-12-31", "2012-01-01", "2012-01-02"];

  test("every date exists: 2011-12-30, and the days Santiago's clocks skip midnight on", () => {
    for (const text of ["2011-12-30", "2011-12-29", "2011-12-31", "2022-09-11", "2024-09-08", "2025-04-06", "2024-02-29"]) {
      expect(toIsoDate(parseIsoDate(text)!)).toBe(text);
      expect(isoDateSchema("date").parse(text)).toBe(text);
    }
    expect(weekdayName(parseIsoDate("2011-12-30")!)).toBe("Friday");
    expect(weekdayName(parseIsoDate("2011-12-31")!)).toBe("Saturday");
  });

  test("the week from 2011-12-27 has seven distinct days, whichever day it starts on", () => {
    const start = parseIsoDate("2011-12-27")!;
    expect(Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(start, i)))).toEqual(week);
    expect(weekDates(parseIsoDate("2011-12-30")!, "sunday").map(toIsoDate)).toEqual(["2011-12-25", "2011-12-26", ...week.slice(0, 5)]);
    expect(weekDates(parseIsoDate("2011-12-30")!, "monday").map(toIsoDate)).toEqual(["2011-12-26", ...week.slice(0, 6)]);
    expect(weekDates(parseIsoDate("2011-12-30")!, "monday").map(weekdayName)).toEqual(weekdayNames("monday"));
    expect(toIsoDate(dateOfWeekday(parseIsoDate("2011-12-28")!, "Friday", "monday"))).toBe("2011-12-30");
    expect(toIsoDate(addDays(parseIsoDate("2011-12-31")!, -1))).toBe("2011-12-30");
  });

  test("ranges and look-backs count calendar days", () => {
    expect(rangeDays("2011-12-29", "2011-12-31")).toBe(3);
    expect(rangeDays("2022-09-10", "2022-09-12")).toBe(3);
    expect(daysBetween(parseIsoDate("2011-12-01")!, parseIsoDate("2012-01-01")!)).toBe(31);
    const back = lookbackDates("2012-01-02");
    expect(back.slice(0, 4)).toEqual(["2012-01-01", "2011-12-31", "2011-12-30", "2011-12-29"]);
    expect(new Set(back).size).toBe(back.length);
  });
});
