import { describe, expect, test } from "bun:test";
import { WORKOUT } from "@shared/limits";
import { distanceFromMeters, distanceText, durationText, paceText, readDistance, readDuration } from "./measures";

describe("time of a set", () => {
  test("reads seconds, m:ss and h:mm:ss; refuses the rest", () => {
    expect(readDuration("60")).toBe(60);
    expect(readDuration("1:00")).toBe(60);
    expect(readDuration(" 1:02:03 ")).toBe(3723);
    expect(readDuration("")).toBeNull();
    for (const bad of ["1:75", "abc", "-5", "1.5", `${WORKOUT.maxDurationSeconds + 1}`]) expect(readDuration(bad)).toBeUndefined();
  });
  test("shows m:ss, and h:mm:ss past an hour", () => {
    expect(durationText(45)).toBe("0:45");
    expect(durationText(60)).toBe("1:00");
    expect(durationText(3723)).toBe("1:02:03");
  });
});

describe("distance of a set", () => {
  test("km for a profile in cm, miles for one in inches; stored in metres", () => {
    expect(readDistance("5", "km")).toBe(5000);
    expect(readDistance("3,1", "mi")).toBe(4989);
    expect(readDistance("", "km")).toBeNull();
    expect(readDistance("far", "km")).toBeUndefined();
    expect(readDistance("1001", "km")).toBeUndefined();
    expect(distanceFromMeters(5000, "mi")).toBe(3.11);
    expect(distanceText(5000, "km")).toBe("5 km");
    expect(paceText(1500, 5000, "km")).toBe("5:00 /km");
    expect(paceText(0, 5000, "km")).toBeNull();
  });
});
