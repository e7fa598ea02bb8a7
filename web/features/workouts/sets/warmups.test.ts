import { describe, expect, test } from "bun:test";
import { weightToStored } from "@shared/units";
import { warmupSets, workingWeight } from "./warmups";
import { exercise, rowsOf } from "@web/test/fixtures";

const lb = { weightUnit: "lb" as const, plates: null };
const kg = { weightUnit: "kg" as const, plates: null };
const inKg = (sets: { weight: string; reps: string }[]) => sets.map((s) => [Math.round((Number(s.weight) / 2.20462) * 100) / 100, s.reps]);

describe("warm-up sets", () => {
  test("bar x 10, 40% x 5, 60% x 3, 80% x 2, rounded to what standard pound plates load", () => {
    expect(warmupSets(225, lb).map((s) => [s.weight, s.reps])).toEqual([
      ["45", "10"],
      ["90", "5"],
      ["135", "3"],
      ["180", "2"],
    ]);
  });

  test("in kilograms from a 20 kg bar, with the member's own plates", () => {
    expect(inKg(warmupSets(weightToStored(100, "kg"), kg))).toEqual([
      [20, "10"],
      [40, "5"],
      [60, "3"],
      [80, "2"],
    ]);
    // Only 5 kg plates (totals 20, 30, 40...): 40% of 70 (28) loads as 30, 60% (42) as 40, 80% (56) as 60.
    expect(inKg(warmupSets(weightToStored(70, "kg"), { weightUnit: "kg", plates: [5] }))).toEqual([
      [20, "10"],
      [30, "5"],
      [40, "3"],
      [60, "2"],
    ]);
  });

  test("steps that round to the bar, repeat one another or reach the working weight are left out", () => {
    // 40% of 95 (38) rounds to the bar; 60% (57) to 55; 80% (76) to 75.
    expect(warmupSets(95, lb).map((s) => s.weight)).toEqual(["45", "55", "75"]);
    // 40% and 60% of 60 both round to the bar, 80% (48) to 50 with 2.5 lb plates.
    expect(warmupSets(60, lb).map((s) => s.weight)).toEqual(["45", "50"]);
    expect(warmupSets(45, lb)).toEqual([]);
    expect(warmupSets(30, lb)).toEqual([]);
  });

  test("the working weight: the heaviest working set, else the plan; warm-ups and blanks aside", () => {
    const bench = exercise(1, "Bench", {
      setRows: rowsOf([
        ["135", "8", false],
        ["", "8", false],
        ["140", "6", false],
      ]),
    });
    expect(workingWeight(bench)).toBe(140);
    const warm = { ...bench, setRows: [{ ...bench.setRows[0]!, weight: "300", kind: "warmup" as const }] };
    expect(workingWeight(warm)).toBe(100);
    expect(workingWeight({ weight: "60-70", setRows: [] })).toBeNull();
  });
});
