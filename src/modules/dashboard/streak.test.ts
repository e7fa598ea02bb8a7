// The streak rule, day by day.
import { describe, expect, test } from "bun:test";
import { computeStreak } from "./streak";

describe("computeStreak", () => {
  test("counts consecutive days ending today", () => {
    expect(computeStreak(["2026-06-08", "2026-06-09", "2026-06-10"], "2026-06-10")).toEqual({ streak: 3, activeToday: true });
  });
  test("today not done yet: the streak ending yesterday stands", () => {
    expect(computeStreak(["2026-06-08", "2026-06-09"], "2026-06-10")).toEqual({ streak: 2, activeToday: false });
  });
  test("a gap ends it", () => {
    expect(computeStreak(["2026-06-05", "2026-06-06", "2026-06-08", "2026-06-09", "2026-06-10"], "2026-06-10").streak).toBe(3);
    expect(computeStreak(["2026-06-07", "2026-06-08"], "2026-06-10")).toEqual({ streak: 0, activeToday: false });
  });
  test("nothing at all is 0; future days do not count", () => {
    expect(computeStreak([], "2026-06-10").streak).toBe(0);
    expect(computeStreak(["2026-06-11", "2026-06-12"], "2026-06-10").streak).toBe(0);
  });
  test("crosses month, year and daylight-saving boundaries", () => {
    expect(computeStreak(["2025-12-30", "2025-12-31", "2026-01-01"], "2026-01-01").streak).toBe(3);
    expect(computeStreak(["2026-02-28", "2026-03-01"], "2026-03-01").streak).toBe(2);
    expect(computeStreak(["2026-03-28", "2026-03-29", "2026-03-30"], "2026-03-30").streak).toBe(3);
    expect(computeStreak(["2026-11-01", "2026-11-02"], "2026-11-02").streak).toBe(2);
  });
  test("duplicates are one day; a long run counts fully", () => {
    expect(computeStreak(["2026-06-10", "2026-06-10"], "2026-06-10").streak).toBe(1);
    const days = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 5, 10 - i)).toISOString().slice(0, 10));
    expect(computeStreak(days, "2026-06-10").streak).toBe(400);
  });
});
