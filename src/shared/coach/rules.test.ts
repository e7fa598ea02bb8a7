import { describe, expect, test } from "bun:test";
import {
  checkInDays,
  confidenceOf,
  dailyIntake,
  estimateExpenditure,
  KCAL_PER_KG,
  MIN_CALORIES,
  mifflinStJeor,
  rateProblem,
  targetsFor,
  windowEstimate,
} from "./rules";

const goal = (direction: "lose" | "maintain" | "gain", ratePerWeek = 1) => ({ direction, ratePerWeek, checkInDay: "Monday" as const });

describe("coach rules", () => {
  test("a day's intake: eaten calories at the member's portion; a day without calories is missing, not 0", () => {
    const days = dailyIntake([
      { date: "2026-03-02", calories: 500, portion: 1 },
      { date: "2026-03-02", calories: 301, portion: 0.5 },
      { date: "2026-03-03", calories: null, portion: 1 },
    ]);
    expect(days).toEqual([{ date: "2026-03-02", kcal: 651 }]);
  });

  test("confidence is never high below 21 logged days, 8 weigh-ins and a 21-day span", () => {
    expect(confidenceOf(21, 8, 21)).toBe("high");
    expect(confidenceOf(20, 30, 40)).toBe("medium");
    expect(confidenceOf(28, 7, 27)).toBe("medium");
    expect(confidenceOf(28, 12, 20)).toBe("medium");
    expect(confidenceOf(9, 12, 20)).toBe("none");
  });

  test("expenditure = average intake less the trend's energy at 7,700 kcal per kg", () => {
    // 2,000 kcal eaten every day, 0.1 kg lost a day: 2,000 + 770.
    const intake = Array.from({ length: 28 }, (_, d) => ({ date: `2026-02-${String(d + 1).padStart(2, "0")}`, kcal: 2000 }));
    const weighIns = intake.map((d, k) => ({ date: d.date, weight: (80 - 0.1 * k) / 0.45359237 }));
    const e = windowEstimate(intake, weighIns, "2026-03-01", 28);
    expect(e.kcal).toBe(2000 + 0.1 * KCAL_PER_KG);
    expect(e.confidence).toBe("high");
    expect(e.weeklyChange! * 0.45359237).toBeCloseTo(-0.7, 5);
    const answer = estimateExpenditure({
      intake,
      weighIns,
      asOf: "2026-03-01",
      profile: { sex: null, birthYear: null, heightCm: null, activityLevel: null },
      latestWeight: null,
    });
    expect(answer.source).toBe("data");
    expect(answer.why).toBe("28 of 28 days logged, 28 weigh-ins: 2,770 kcal a day");
  });

  test("Mifflin-St Jeor, light activity when unset; null without sex, birth year or height", () => {
    expect(mifflinStJeor({ sex: "male", birthYear: 1990, heightCm: 180, activityLevel: null }, 80, 2026)).toBeCloseTo(
      (800 + 1125 - 180 + 5) * 1.375,
      6,
    );
    expect(mifflinStJeor({ sex: "female", birthYear: 1990, heightCm: 165, activityLevel: "sedentary" }, 60, 2026)).toBeCloseTo(
      (600 + 1031.25 - 180 - 161) * 1.2,
      6,
    );
    expect(mifflinStJeor({ sex: "female", birthYear: null, heightCm: 165, activityLevel: null }, 60, 2026)).toBeNull();
  });

  test("targets: the rate's energy a day, never under 1,200; protein and fat per kg, carbs the rest", () => {
    const t = targetsFor(2600, 180, goal("lose", 1), KCAL_PER_KG);
    expect(t.calories).toBe(Math.round(2600 - (0.45359237 * 7700) / 7));
    expect(t.protein).toBe(Math.round(180 * 0.45359237 * 2.2));
    expect(targetsFor(2600, 180, goal("gain", 1), KCAL_PER_KG).calories).toBe(Math.round(2600 + (0.45359237 * 7700) / 7));
    expect(targetsFor(2600, 180, goal("maintain", 0), KCAL_PER_KG).calories).toBe(2600);
    const low = targetsFor(1300, 300, goal("lose", 2), KCAL_PER_KG);
    expect(low.calories).toBe(MIN_CALORIES);
    expect(low.carbs).toBe(0);
    expect(low.protein).toBe(Math.round(300 * 0.45359237 * 1.6));
  });

  test("the rate is at most 1% of the trend weight a week", () => {
    expect(rateProblem(1.8, 180)).toBeNull();
    expect(rateProblem(1.9, 180)).toBe("ratePerWeek must be at most 1.8 lb a week (1% of your trend weight, 180 lb)");
  });

  test("check-in days: the latest on or before the day, and the next", () => {
    expect(checkInDays("2026-12-02", "Monday")).toEqual({ date: "2026-11-30", next: "2026-12-07", isToday: false });
    expect(checkInDays("2026-11-30", "Monday")).toEqual({ date: "2026-11-30", next: "2026-12-07", isToday: true });
    expect(checkInDays("2026-11-30", "Sunday").date).toBe("2026-11-29");
  });
});
