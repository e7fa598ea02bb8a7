// The body composition payload schema and its messages.
import { describe, expect, test } from "bun:test";
import { firstIssueMessage } from "../validation";
import { bodyEntrySchema } from "./contract";

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
  test("figures are numbers from 0 to a plausible maximum, named in the message", () => {
    expect(message({ date: "2026-06-01", weight: "182" })).toBe("Weight must be a number");
    expect(message({ date: "2026-06-01", weight: -1 })).toBe("Weight must be at least 0");
    expect(message({ date: "2026-06-01", weight: 1501 })).toBe("Weight must be at most 1500");
    expect(message({ date: "2026-06-01", bodyFat: 101 })).toBe("Body Fat must be at most 100");
    expect(message({ date: "2026-06-01", leftThigh: 201 })).toBe("Left Thigh must be at most 200");
    expect(message({ date: "2026-06-01", waist: Number.POSITIVE_INFINITY })).not.toBeNull();
    expect(message({ date: "2026-06-01", notes: "x".repeat(2001) })).toBe("Notes must be at most 2000 characters");
  });
});
