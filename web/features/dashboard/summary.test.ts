// The dashboard's wording rules, and the shared progress percentage they are built on.
import { describe, expect, test } from "bun:test";
import { progressPercent } from "@shared/progress";
import { mealSummary, streakLabel, workoutSummary } from "./summary";

/** An exercise of 3 sets: `true` all ticked, `false` none, a number that many. */
const ex = (id: number, name: string, done: boolean | number, sortOrder = id) => {
  const ticked = done === true ? 3 : done === false ? 0 : done;
  return { id, name, isCompleted: ticked === 3, sortOrder, setRows: [0, 1, 2].map((i) => ({ completed: i < ticked })) };
};
const meal = (id: number, name: string, time: string, isConsumed: boolean) => ({ id, name, time, isConsumed });

describe("progressPercent", () => {
  test("done / total x 100, rounded; nothing planned is 0", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("workoutSummary", () => {
  test("no exercises: No Workout Planned, Start", () => {
    expect(workoutSummary([])).toEqual({ done: 0, total: 0, percent: 0, complete: false, line: "No Workout Planned", action: "Start" });
  });
  test("planned, none done: the first exercise is the focus, Start", () => {
    expect(workoutSummary([ex(2, "Bench", false), ex(1, "Squat", false)])).toMatchObject({
      line: "Today's focus: Squat",
      action: "Start",
      complete: false,
      percent: 0,
    });
  });
  test("partly done: the next exercise not done, in screen order, Continue", () => {
    const s = workoutSummary([ex(3, "Row", true, 2), ex(1, "Squat", true, 0), ex(2, "Bench", false, 1)]);
    expect(s).toMatchObject({ done: 2, total: 3, percent: 67, line: "Today's focus: Bench", action: "Continue", complete: false });
    expect(workoutSummary([ex(1, "Squat", true), ex(2, "Bench", false), ex(3, "Row", false)]).line).toBe("Today's focus: Bench");
  });
  test("an exercise in progress is the focus, even with later ones completed", () => {
    const s = workoutSummary([ex(1, "Squat", true, 0), ex(2, "Bench", 2, 1), ex(3, "Row", true, 2)]);
    expect(s).toMatchObject({ done: 2, total: 3, line: "Today's focus: Bench", action: "Continue" });
  });
  test("of several in progress, the one furthest on in screen order", () => {
    expect(workoutSummary([ex(2, "Bench", 1, 1), ex(1, "Squat", 2, 0), ex(3, "Row", false, 2)]).line).toBe("Today's focus: Bench");
  });
  test("one set ticked, nothing finished: focus on it, Continue (not Start)", () => {
    expect(workoutSummary([ex(1, "Squat", 1), ex(2, "Bench", false)])).toMatchObject({
      done: 0,
      percent: 0,
      line: "Today's focus: Squat",
      action: "Continue",
    });
  });
  test("all done: Done for today, Complete, View", () => {
    expect(workoutSummary([ex(1, "Squat", true), ex(2, "Bench", true)])).toMatchObject({
      complete: true,
      percent: 100,
      line: "Done for today",
      action: "View",
    });
  });
});

describe("mealSummary", () => {
  test("no meals: No meals planned, Plan", () => {
    expect(mealSummary([])).toEqual({ done: 0, total: 0, percent: 0, complete: false, line: "No meals planned", action: "Plan" });
  });
  test("none consumed: the first meal by time is next, Plan", () => {
    expect(mealSummary([meal(1, "Lunch", "12:30:00", false), meal(2, "Oats", "07:00:00", false)])).toMatchObject({
      line: "Next: Oats",
      action: "Plan",
      percent: 0,
    });
  });
  test("partly consumed: the first unconsumed meal, Continue", () => {
    expect(
      mealSummary([meal(1, "Oats", "07:00:00", true), meal(2, "Lunch", "12:30:00", false), meal(3, "Dinner", "19:00:00", false)]),
    ).toMatchObject({ done: 1, total: 3, percent: 33, line: "Next: Lunch", action: "Continue", complete: false });
  });
  test("all consumed: Complete, View", () => {
    expect(mealSummary([meal(1, "Oats", "07:00:00", true)])).toMatchObject({
      complete: true,
      line: "All meals consumed",
      action: "View",
    });
  });
});

describe("streakLabel", () => {
  test("label", () => {
    expect(streakLabel(5)).toBe("5 day streak");
  });
});
