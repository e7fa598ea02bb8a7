// The one progress percentage.
import { describe, expect, test } from "bun:test";
import { progressPercent } from "./progress";

describe("progressPercent", () => {
  test("done over total times 100, rounded; 0 when there is nothing", () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 3)).toBe(100);
  });
});
