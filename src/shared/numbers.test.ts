// Plain decimal text only.
import { describe, expect, test } from "bun:test";
import { parseDecimal } from "./numbers";

describe("parseDecimal", () => {
  test("reads plain decimals", () => {
    expect(parseDecimal("5")).toBe(5);
    expect(parseDecimal("62.5")).toBe(62.5);
    expect(parseDecimal(".5")).toBe(0.5);
    expect(parseDecimal("-1")).toBe(-1);
  });
  test("refuses hex, exponents, stray spaces and empty text", () => {
    for (const text of ["0x10", "1e3", " 5 ", "5 ", "", " ", "Infinity", "NaN", "1,5", "+5", "0b11"]) {
      expect(parseDecimal(text)).toBeNaN();
    }
  });
});
