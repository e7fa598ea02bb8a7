// The goals rule: per body weight wins over fixed protein, stored goals read back safely, status and share.
import { describe, expect, test } from "bun:test";
import { perWeightFromStored, perWeightToStored } from "@shared/units";
import { goalShare, goalStatus, goalsOf, NO_GOALS, resolveGoals } from "./rules";

describe("goals", () => {
  test("protein per body weight wins over grams, per pound of the latest weight, whole grams", () => {
    const goals = { ...NO_GOALS, calories: 2200, protein: 120, proteinPerBodyWeight: 0.8 };
    expect(resolveGoals(goals, { weight: 180, date: "2026-06-01" })).toEqual({
      calories: 2200,
      protein: 144,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
      sodium: null,
    });
    expect(resolveGoals(goals, { weight: 181.3, date: "2026-06-01" }).protein).toBe(145);
    expect(resolveGoals(goals, null).protein).toBeNull();
    expect(resolveGoals({ ...goals, proteinPerBodyWeight: null }, null).protein).toBe(120);
  });

  test("stored goals read back with every field; anything unreadable is no goal", () => {
    expect(goalsOf(null)).toEqual(NO_GOALS);
    expect(goalsOf({ calories: 2000, protein: "150", fat: -1, carbs: 20000 })).toEqual({ ...NO_GOALS, calories: 2000 });
  });

  test("under, at and over compare whole numbers", () => {
    expect(goalStatus(1850, 2200)).toEqual({ status: "under", difference: 350 });
    expect(goalStatus(2199.6, 2200)).toEqual({ status: "at", difference: 0 });
    expect(goalStatus(2350, 2200)).toEqual({ status: "over", difference: 150 });
  });

  test("a meal's share of a goal", () => {
    expect(goalShare(520, 2200)).toBe(24);
    expect(goalShare(520, null)).toBeNull();
    expect(goalShare(520, 0)).toBeNull();
  });

  test("per body weight converts the other way round from weights", () => {
    expect(perWeightToStored(1.6, "kg")).toBe(0.7257);
    expect(perWeightFromStored(0.7257, "kg")).toBe(1.6);
    expect(perWeightToStored(0.8, "lb")).toBe(0.8);
  });
});
