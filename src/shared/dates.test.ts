import { describe, expect, test } from "bun:test";
import { addDays, dateOfWeekday, isSameDay, parseIsoDate, toIsoDate, weekDates, weekdayName, weekdayNames } from "./dates";
import { isoDateSchema } from "./date-schema";

// 2025-06-11 is a Wednesday.
const wednesday = new Date(2025, 5, 11, 23, 30);

describe("toIsoDate", () => {
  test("formats in local time with zero padding", () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
    expect(toIsoDate(new Date(2025, 11, 31, 23, 59, 59))).toBe("2025-12-31");
  });
  test("a late-evening time keeps its local day", () => {
    expect(toIsoDate(wednesday)).toBe("2025-06-11");
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
    expect(weekdayName(new Date(2025, 5, 15))).toBe("Sunday");
    expect(weekdayName(new Date(2025, 5, 9))).toBe("Monday");
  });
});

describe("weekdayNames", () => {
  test("Monday-first and Sunday-first orders", () => {
    expect(weekdayNames("monday")).toEqual([
      "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]);
    expect(weekdayNames("sunday")[0]).toBe("Sunday");
    expect(weekdayNames("sunday")[6]).toBe("Saturday");
  });
});

describe("weekDates", () => {
  test("Monday-first week of a Wednesday runs Monday to Sunday", () => {
    expect(weekDates(wednesday, "monday").map(toIsoDate)).toEqual([
      "2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14", "2025-06-15",
    ]);
  });
  test("Sunday-first week of a Wednesday runs Sunday to Saturday", () => {
    expect(weekDates(wednesday, "sunday").map(toIsoDate)).toEqual([
      "2025-06-08", "2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14",
    ]);
  });
  test("on a Sunday the Monday-first week is the one ending today", () => {
    const sunday = new Date(2025, 5, 15, 8);
    const dates = weekDates(sunday, "monday");
    expect(toIsoDate(dates[0]!)).toBe("2025-06-09");
    expect(toIsoDate(dates[6]!)).toBe("2025-06-15");
    expect(toIsoDate(weekDates(sunday, "sunday")[0]!)).toBe("2025-06-15");
  });
  test("crosses month and year boundaries", () => {
    expect(weekDates(new Date(2025, 0, 1), "monday").map(toIsoDate)).toEqual([
      "2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04", "2025-01-05",
    ]);
  });
  test("every date is local midnight", () => {
    for (const d of weekDates(wednesday, "monday")) {
      expect([d.getHours(), d.getMinutes()]).toEqual([0, 0]);
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
    expect(toIsoDate(addDays(new Date(2025, 1, 28), 1))).toBe("2025-03-01");
    expect(toIsoDate(addDays(new Date(2025, 0, 1), -1))).toBe("2024-12-31");
    expect(isSameDay(new Date(2025, 5, 11, 1), wednesday)).toBe(true);
    expect(isSameDay(new Date(2025, 5, 12), wednesday)).toBe(false);
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
