import { describe, expect, test } from "bun:test";
import { failureRecap } from "./test-recap";

const log = `bun test v1.4.5

web/e2e/one.e2e.ts:
(pass) a > first [10ms]
120 |     expect(problems).toEqual([]);
error: expect(received).toEqual(expected)
+ "page error: 401"
(fail) a > second [20ms]
(pass) a > third [5ms]

web/e2e/two.e2e.ts:
error: connect ECONNREFUSED
(fail) b > only [1ms]

 2 pass
 2 fail`;

describe("the failure recap at the end of npm test", () => {
  test("holds each failed test with the lines printed for it, and nothing of the tests that passed", () => {
    expect(failureRecap(log)).toBe(
      [
        '120 |     expect(problems).toEqual([]);\nerror: expect(received).toEqual(expected)\n+ "page error: 401"\n(fail) a > second [20ms]',
        "error: connect ECONNREFUSED\n(fail) b > only [1ms]",
      ].join("\n\n"),
    );
  });

  test("keeps at most the last lines of a long failure", () => {
    const long = Array.from({ length: 100 }, (_, i) => `line ${i}`).join("\n") + "\n(fail) c > long";
    const recap = failureRecap(long, 5).split("\n");
    expect(recap).toEqual(["line 96", "line 97", "line 98", "line 99", "(fail) c > long"]);
  });

  test("is empty when nothing failed", () => {
    expect(failureRecap("(pass) a > b\n 1 pass\n 0 fail")).toBe("");
  });
});
