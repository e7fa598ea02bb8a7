// The body composition payload schema and its messages.
import { describe, expect, test } from "bun:test";
import { firstIssueMessage } from "@shared/validation";
import { bodyEntrySchema, type BodyEntry } from "./contract";
import { FUTURE_DATE_MESSAGE, NO_FIGURE_MESSAGE, bodyEntryProblems } from "./rules";

const message = (input: unknown) => {
  const r = bodyEntrySchema.safeParse(input);
  return r.success ? null : firstIssueMessage(r.error);
};

describe("bodyEntrySchema", () => {
  test("date alone is enough; every figure is optional", () => {
    expect(bodyEntrySchema.parse({ date: "2026-06-01" })).toEqual({ date: "2026-06-01" });
    expect(bodyEntrySchema.parse({ date: "2026-06-01", weight: 182.4, bodyFat: null, notes: "ok" })).toEqual({
      date: "2026-06-01",
      weight: 182.4,
      bodyFat: null,
      notes: "ok",
    });
  });
  test("the date is required and must be real", () => {
    expect(message({})).toBe("Date is required (YYYY-MM-DD)");
    expect(message({ date: "" })).toBe("Date is required (YYYY-MM-DD)");
    expect(message({ date: "2026-02-30" })).toBe("Date must be a real date as YYYY-MM-DD");
    expect(message({ date: "06/01/2026" })).toBe("Date must be a real date as YYYY-MM-DD");
  });
  test("figures are numbers, named in the message as the form names them", () => {
    expect(message({ date: "2026-06-01", weight: "182" })).toBe("Weight must be a number");
    expect(message({ date: "2026-06-01", bodyFat: "x" })).toBe("Body fat must be a number");
    expect(message({ date: "2026-06-01", waist: Number.POSITIVE_INFINITY })).not.toBeNull();
    expect(message({ date: "2026-06-01", notes: "x".repeat(2001) })).toBe("Notes must be at most 2000 characters");
  });
});

describe("bodyEntryProblems", () => {
  const today = "2026-06-10";
  const problems = (input: Record<string, unknown>, stored: BodyEntry | null = null) =>
    bodyEntryProblems(bodyEntrySchema.parse(input), { latestDate: today, stored });

  test("an entry needs a figure; notes alone are not one", () => {
    expect(problems({ date: today })).toEqual([{ field: "entry", message: NO_FIGURE_MESSAGE }]);
    expect(problems({ date: today, notes: "hi", weight: null })).toEqual([{ field: "entry", message: NO_FIGURE_MESSAGE }]);
    expect(problems({ date: today, waist: 33 })).toEqual([]);
  });
  test("a date after the latest allowed is refused", () => {
    expect(problems({ date: "2026-06-11", weight: 180 })).toEqual([{ field: "date", message: FUTURE_DATE_MESSAGE }]);
    expect(problems({ date: "2026-06-10", weight: 180 })).toEqual([]);
  });
  test("each figure outside its range is named, with the range in stored units", () => {
    expect(problems({ date: today, weight: 19.99, bodyFat: 76, muscleMass: 1001, leftArm: 0 })).toEqual([
      { field: "weight", message: "Weight must be between 20 and 1000 lbs" },
      { field: "bodyFat", message: "Body fat must be between 1 and 75%" },
      { field: "muscleMass", message: "Muscle mass must be between 10 and 1000 lbs" },
      { field: "leftArm", message: "Left arm must be between 1 and 100 in" },
    ]);
  });
  test("an existing entry keeps figures and a date outside today's rules as long as they are unchanged", () => {
    const stored = { id: 1, date: "2026-07-01", weight: 0, bodyFat: 90, notes: null, createdAt: "" } as unknown as BodyEntry;
    expect(problems({ date: "2026-07-01", weight: 0, bodyFat: 90 }, stored)).toEqual([]);
    expect(problems({ date: "2026-07-02", weight: 0, bodyFat: 80 }, stored).map((p) => p.field)).toEqual(["date", "bodyFat"]);
  });
});
