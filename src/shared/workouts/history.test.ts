import { describe, expect, test } from "bun:test";
// The history rules: text weights and reps, Epley, best set and volume.
import type { HistorySet } from "./contract";
import { assistancePoints, bestSet, epley, parseReps, parseWeight, recordSets, setFigures, summarizeSession, totalVolume } from "./history";

const set = (setNumber: number, weight: string, reps: string, completed = true): HistorySet => ({ setNumber, weight, reps, completed });

describe("parseWeight and parseReps", () => {
  test("weights: plain numbers and pounds, nothing else", () => {
    expect(parseWeight("135")).toBe(135);
    expect(parseWeight(" 102.5 lbs ")).toBe(102.5);
    expect(parseWeight("45lb")).toBe(45);
    expect(parseWeight("0")).toBe(0);
    expect(parseWeight("BW")).toBeNull();
    expect(parseWeight("")).toBeNull();
    expect(parseWeight("-5")).toBeNull();
    expect(parseWeight("1e3")).toBeNull();
    expect(parseWeight(60)).toBe(60);
  });
  test("reps: a count, a range counts as its lower number, words are not counts", () => {
    expect(parseReps("8")).toBe(8);
    expect(parseReps("8-10")).toBe(8);
    expect(parseReps("8 - 10")).toBe(8);
    expect(parseReps("8–10")).toBe(8);
    expect(parseReps("AMRAP")).toBeNull();
    expect(parseReps("")).toBeNull();
    expect(parseReps("8.5")).toBeNull();
    expect(parseReps(12)).toBe(12);
  });
});

describe("epley", () => {
  test("weight x (1 + reps / 30), one decimal", () => {
    expect(epley(100, 10)).toBe(133.3);
    expect(epley(225, 5)).toBe(262.5);
    expect(epley(135, 8)).toBe(171);
  });
  test("a single is its own 1RM; no load or no reps has none", () => {
    expect(epley(315, 1)).toBe(315);
    expect(epley(0, 10)).toBeNull();
    expect(epley(100, 0)).toBeNull();
  });
});

describe("bestSet and totalVolume", () => {
  const sets = [set(1, "135", "10"), set(2, "155", "8"), set(3, "175", "3"), set(4, "200", "5", false), set(5, "BW", "AMRAP")];
  test("best is the completed set with the highest estimate", () => {
    // 135x10 = 180, 155x8 = 196.3, 175x3 = 192.5; the unticked 200x5 does not count.
    expect(bestSet(sets)).toEqual({ setNumber: 2, weight: 155, reps: 8, estimatedOneRepMax: 196.3 });
  });
  test("on a tie the heavier set wins", () => {
    // 100x1 = 100 and 75x10 = 100.
    expect(bestSet([set(1, "75", "10"), set(2, "100", "1")])?.setNumber).toBe(2);
  });
  test("no completed loaded set: none", () => {
    expect(bestSet([set(1, "135", "10", false)])).toBeNull();
    expect(bestSet([set(1, "0", "10")])).toBeNull();
    expect(bestSet([])).toBeNull();
  });
  test("volume sums weight x reps of completed numeric sets", () => {
    expect(totalVolume(sets)).toBe(1350 + 1240 + 525);
    expect(totalVolume([set(1, "22.5", "8-10")])).toBe(180);
    expect(totalVolume([])).toBe(0);
  });
  test("summarizeSession puts it together", () => {
    expect(summarizeSession("2026-06-01", sets)).toEqual({
      date: "2026-06-01",
      type: "weight_reps",
      sets,
      bestSet: { setNumber: 2, weight: 155, reps: 8, estimatedOneRepMax: 196.3 },
      estimatedOneRepMax: 196.3,
      totalVolume: 3115,
    });
    expect(summarizeSession("2026-06-01", [set(1, "135", "10", false)])).toMatchObject({
      bestSet: null,
      estimatedOneRepMax: null,
      totalVolume: 0,
    });
  });
});

describe("personal records", () => {
  const set = (setNumber: number, weight: string, reps: string, kind: "normal" | "warmup" = "normal") => ({
    setNumber,
    weight,
    reps,
    completed: true,
    kind,
  });
  test("a set beating the best estimate or the heaviest weight is a record; later sets must beat it", () => {
    const before = { estimatedOneRepMax: 180, weight: 150 };
    const records = recordSets(before, [set(1, "120", "10"), set(2, "155", "1"), set(3, "150", "10"), set(4, "150", "10")]);
    expect([...records]).toEqual([2, 3]);
  });
  test("nothing before: nothing to beat; warm-ups and unticked sets never count", () => {
    expect(recordSets(null, [set(1, "500", "5")]).size).toBe(0);
    expect(
      recordSets({ estimatedOneRepMax: 100, weight: 90 }, [set(1, "500", "5", "warmup"), { ...set(2, "500", "5"), completed: false }]).size,
    ).toBe(0);
  });
  test("setFigures leaves warm-ups out", () => {
    expect(setFigures([set(1, "300", "5", "warmup"), set(2, "100", "5")])).toEqual({
      completedSets: 2,
      bestEstimate: 116.7,
      topWeight: 100,
      bestReps: null,
      bestDuration: null,
      bestDistance: null,
      bestPace: null,
    });
  });
});

describe("assisted records", () => {
  const logged = (setNumber: number, weight: string, reps: string) => ({
    setNumber,
    weight,
    reps,
    completed: true,
    kind: "normal" as const,
  });
  test("a set with less assistance than ever for as many reps is a record; fewer reps or more assistance is not", () => {
    const before = { estimatedOneRepMax: null, weight: null, assistance: [{ reps: 8, weight: 40 }] };
    const sets = [logged(1, "40", "8"), logged(2, "30", "8"), logged(3, "25", "6"), logged(4, "20", "10"), logged(5, "35", "8")];
    // 30 x 8 beats 40; 25 x 6 beats 30 (the least for 6 or more); 20 x 10 beats the most reps (8);
    // 35 x 8 beats nothing.
    expect([...recordSets(before, sets, "assisted_bodyweight")].sort()).toEqual([2, 3, 4]);
    expect(assistancePoints(sets, "assisted_bodyweight")).toEqual([
      { reps: 6, weight: 25 },
      { reps: 8, weight: 30 },
      { reps: 10, weight: 20 },
    ]);
    // Other types keep no assistance.
    expect(assistancePoints(sets, "weight_reps")).toEqual([]);
  });
});
