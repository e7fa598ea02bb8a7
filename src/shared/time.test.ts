import { describe, expect, test } from "bun:test";
import { displayTime, from12Hour, fromTimeInput, normalizeTime, to12Hour, to24Hour, toTimeInput } from "./time";

describe("time helper", () => {
  test("HH:MM to 12-hour", () => {
    expect(to12Hour("00:00")).toBe("12:00 AM");
    expect(to12Hour("09:05")).toBe("9:05 AM");
    expect(to12Hour("12:00")).toBe("12:00 PM");
    expect(to12Hour("13:30")).toBe("1:30 PM");
    expect(to12Hour("23:59:00")).toBe("11:59 PM");
  });
  test("12-hour back to HH:MM:00", () => {
    expect(to24Hour("12:00 PM")).toBe("12:00:00");
    expect(to24Hour("12:30 AM")).toBe("00:30:00");
    expect(to24Hour("1:30 AM")).toBe("01:30:00");
    expect(to24Hour("11:59 PM")).toBe("23:59:00");
    expect(to24Hour("7:05 pm")).toBe("19:05:00");
    expect(to24Hour("07:05")).toBe("07:05:00");
  });
  test("round trip", () => {
    for (const t of ["00:00", "06:45", "12:00", "18:20", "23:59"]) expect(to24Hour(to12Hour(t))).toBe(`${t}:00`);
  });
  test("invalid input comes back unchanged", () => {
    for (const bad of ["24:00", "12:60", "25:00", "12:75", "noon", "", "13:00 PM", "0:30 AM"]) {
      expect(to12Hour(bad) === bad || to24Hour(bad) === bad).toBe(true);
    }
    expect(to12Hour("24:00")).toBe("24:00");
    expect(to12Hour("12:60")).toBe("12:60");
    expect(to24Hour("13:00 PM")).toBe("13:00 PM");
    expect(to24Hour("12:75")).toBe("12:75");
  });
});

describe("time conversions", () => {
  test("HH:MM to 12-hour", () => {
    expect(to12Hour("00:00")).toBe("12:00 AM");
    expect(to12Hour("07:30")).toBe("7:30 AM");
    expect(to12Hour("12:00")).toBe("12:00 PM");
    expect(to12Hour("13:05")).toBe("1:05 PM");
    expect(to12Hour("23:59")).toBe("11:59 PM");
    expect(to12Hour("07:30:00")).toBe("7:30 AM");
  });
  test("12-hour back to HH:MM:00", () => {
    expect(from12Hour("12:00 AM")).toBe("00:00:00");
    expect(from12Hour("1:30 AM")).toBe("01:30:00");
    expect(from12Hour("12:00 PM")).toBe("12:00:00");
    expect(from12Hour("7:30 pm")).toBe("19:30:00");
    expect(from12Hour("11:59 PM")).toBe("23:59:00");
  });
  test("invalid input is returned unchanged", () => {
    for (const bad of ["24:00", "12:60", "noon", "", "7", "25:00"]) expect(to12Hour(bad)).toBe(bad);
    for (const bad of ["13:00 PM", "0:30 AM", "12:61 AM", "lunch", "12:00"]) expect(from12Hour(bad)).toBe(bad);
  });
  test("round trip over every minute of a day", () => {
    for (let h = 0; h < 24; h++) {
      for (const m of [0, 1, 30, 59]) {
        const hhmm = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
        expect(from12Hour(to12Hour(hhmm))).toBe(`${hhmm}:00`);
      }
    }
  });
  test("normalizeTime accepts both forms and refuses the rest", () => {
    expect(normalizeTime("7:30 AM")).toBe("07:30:00");
    expect(normalizeTime("7:30")).toBe("07:30:00");
    expect(normalizeTime("19:30:00")).toBe("19:30:00");
    expect(normalizeTime(" 12:00 PM ")).toBe("12:00:00");
    for (const bad of ["24:00", "13:00 PM", "soon", "", "12:75", "7:30:99"]) expect(normalizeTime(bad)).toBeNull();
  });
  test("displayTime shows stored times 12-hour", () => {
    expect(displayTime("07:30:00")).toBe("7:30 AM");
    expect(displayTime("weird")).toBe("weird");
  });
});

describe("the time picker's value", () => {
  test("a stored or typed time fills the picker as 24-hour HH:MM; an unreadable one leaves it empty", () => {
    expect(toTimeInput("07:30:00")).toBe("07:30");
    expect(toTimeInput("7:30 AM")).toBe("07:30");
    expect(toTimeInput("12:00 AM")).toBe("00:00");
    expect(toTimeInput("6:05 pm")).toBe("18:05");
    for (const bad of ["", "noon", "24:00", "13:00 PM"]) expect(toTimeInput(bad)).toBe("");
  });
  test("the picker's value is stored as HH:MM:00, shown 12-hour as before; empty (an unfinished time) is none", () => {
    expect(fromTimeInput("07:30")).toBe("07:30:00");
    expect(fromTimeInput("00:00")).toBe("00:00:00");
    expect(fromTimeInput("23:59")).toBe("23:59:00");
    expect(displayTime(fromTimeInput("13:30")!)).toBe("1:30 PM");
    // A browser without a picker shows a text box: what is typed there is read the same way.
    expect(fromTimeInput("1:30 PM")).toBe("13:30:00");
    expect(fromTimeInput("")).toBeNull();
    expect(fromTimeInput("25:00")).toBeNull();
  });
  test("round trip through the picker", () => {
    for (const stored of ["00:00:00", "06:45:00", "12:00:00", "18:20:00", "23:59:00"])
      expect(fromTimeInput(toTimeInput(stored))).toBe(stored);
  });
});
