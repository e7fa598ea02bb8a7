// Counts and numbers in words.
import { describe, expect, test } from "bun:test";
import {
  amount,
  count,
  dayButtonName,
  formatWhole,
  fullDay,
  figureRuns,
  monthDay,
  num,
  sessionDay,
  shortDay,
  shortMonthDay,
  weekdayMonthDay,
} from "./words";

describe("count", () => {
  test("singular only for exactly one", () => {
    expect(count(1, "set")).toBe("1 set");
    expect(count(2, "set")).toBe("2 sets");
    expect(count(0, "exercise")).toBe("0 exercises");
    expect(count(1, "meal")).toBe("1 meal");
    expect(count(2, "piece")).toBe("2 pieces");
  });
  test("irregular plurals are given", () => {
    expect(count(3, "change", "changes")).toBe("3 changes");
    expect(count(2, "entry", "entries")).toBe("2 entries");
    expect(count(1, "entry", "entries")).toBe("1 entry");
  });
});

describe("num", () => {
  test("no needless decimals", () => {
    expect(num(165)).toBe("165");
    expect(num(165.0)).toBe("165");
    expect(num(12.5)).toBe("12.5");
    expect(num(12.34)).toBe("12.3");
    expect(num(12.96)).toBe("13");
    expect(num(0.05)).toBe("0.1");
    expect(num(-0.01)).toBe("0");
    expect(num(1.256, 2)).toBe("1.26");
  });
  test("nothing to show is empty", () => {
    expect(num(undefined)).toBe("");
    expect(num(null)).toBe("");
    expect(num(Number.NaN)).toBe("");
  });
});

describe("fullDay", () => {
  test("weekday, day and month in words", () => {
    expect(fullDay(new Date(Date.UTC(2026, 10, 16)))).toBe("Monday 16 November");
    expect(dayButtonName(new Date(Date.UTC(2026, 10, 16))).test("Monday 16 November, 3 of 4 sets done")).toBe(true);
    expect(dayButtonName(new Date(Date.UTC(2026, 10, 16))).test("Monday 16 November")).toBe(true);
    expect(dayButtonName(new Date(Date.UTC(2026, 10, 1))).test("Sunday 1 November")).toBe(true);
    expect(dayButtonName(new Date(Date.UTC(2026, 10, 1))).test("Sunday 16 November")).toBe(false);
  });
});

describe("dates in words, without Intl", () => {
  // The texts Intl gave before, in the locales the screens asked it for, for a day of every month
  // (a calendar date is midnight UTC of its day, so Intl reads it in UTC).
  const days = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 9 + m)));
  test("read as Intl writes them in English", () => {
    for (const d of days) {
      expect(fullDay(d)).toBe(
        `${d.toLocaleDateString("en-GB", { timeZone: "UTC", weekday: "long" })} ` +
          `${d.getUTCDate()} ${d.toLocaleDateString("en-GB", { timeZone: "UTC", month: "long" })}`,
      );
      expect(monthDay(d)).toBe(d.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric" }));
      expect(weekdayMonthDay(d)).toBe(d.toLocaleDateString("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }));
      expect(shortMonthDay(d)).toBe(d.toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric" }));
      expect(shortDay(d)).toBe(d.toLocaleDateString("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }));
    }
    expect(shortDay(new Date(Date.UTC(2026, 8, 9)))).toBe("Wed 9 Sept");
    expect(shortMonthDay(new Date(Date.UTC(2026, 8, 9)))).toBe("Sep 9");
  });

  test("whole numbers with thousands separators", () => {
    for (const n of [0, 7, 999, 1000, 1850.4, 1850.5, 12345, 1234567.89, -1234.5, -999, 10 ** 9])
      expect(formatWhole(n)).toBe(new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(Math.round(n)));
    // Intl writes -0 for a total that rounds to zero from below; a total reads 0.
    expect(formatWhole(-0.4)).toBe("0");
  });
});

describe("amount", () => {
  test("countable units agree with the quantity; measures do not change", () => {
    expect(amount(1, "piece")).toBe("1 piece");
    expect(amount(2, "piece")).toBe("2 pieces");
    expect(amount(2, "pieces")).toBe("2 pieces");
    expect(amount(1, "pieces")).toBe("1 piece");
    expect(amount(0.5, "cup")).toBe("0.5 cups");
    expect(amount(3, "slice")).toBe("3 slices");
    expect(amount(80, "g")).toBe("80 g");
    expect(amount(2, "tbsp")).toBe("2 tbsp");
    expect(amount(1.5, "fl oz")).toBe("1.5 fl oz");
  });
  test("no needless decimals; older text quantities read as numbers", () => {
    expect(amount(80.0, "g")).toBe("80 g");
    expect(amount(0.1 + 0.2, "kg")).toBe("0.3 kg");
    expect(amount("2", "slice")).toBe("2 slices");
    expect(amount("a few", "piece")).toBe("a few piece");
  });
});

describe("sessionDay", () => {
  const now = new Date(2026, 10, 27, 12);
  test("a day of this year has no year", () => {
    expect(sessionDay("2026-11-09", now)).toBe("Mon 9 Nov");
    expect(sessionDay("2026-01-01", now)).toBe("Thu 1 Jan");
  });
  test("a day of another year shows it", () => {
    expect(sessionDay("2017-10-30", now)).toBe("Mon 30 Oct 2017");
    expect(sessionDay("2025-12-31", now)).toBe("Wed 31 Dec 2025");
    expect(sessionDay("2027-01-04", now)).toBe("Mon 4 Jan 2027");
  });
  test("anything not a date is shown as it is", () => {
    expect(sessionDay("soon", now)).toBe("soon");
  });
});

describe("figureRuns", () => {
  // "_" stands for a space a line may not break at, so each expectation reads as the lines may break.
  const shown = (text: string) =>
    figureRuns(text)
      .map((run) => run.replaceAll(" ", "_"))
      .join(" ");
  test("a number stays with its unit and the word before it", () => {
    expect(shown("Bench Press: best e1RM 189 lbs")).toBe("Bench Press: best e1RM_189_lbs");
    expect(shown("Latest 167.1 lbs · \u22124.2 lbs over 90 days")).toBe("Latest_167.1_lbs_· \u22124.2_lbs over_90_days");
    expect(shown("+14 lbs since Nov 11, 2026")).toBe("+14_lbs since Nov_11,_2026");
  });
  test("a line breaks after a separator, never before it", () => {
    expect(shown("3 pieces · 215 cal")).toBe("3_pieces_· 215_cal");
    expect(shown("Oats · Milk")).toBe("Oats_· Milk");
  });
  test("text without figures is left as it is", () => {
    expect(shown("Rolled oats")).toBe("Rolled oats");
  });
});
