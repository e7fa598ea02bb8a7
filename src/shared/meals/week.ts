// A day of the week view against the member's daily goals (docs/behaviour/meals.md, "Week view"):
// protein and fibre are minimums, calories, carbs, fat, sugar and sodium maximums.
import type { ResolvedGoals } from "@shared/goals/contract";
import { dailyExtras, dailyMacros, type Extras, type Macros } from "./rules";

export type WeekTotals = Macros & Extras;
export type DayFlag = "under" | "over";
export type DayFlags = Partial<Record<keyof WeekTotals, DayFlag>>;

/** The nutrients a day must reach; the others it must not pass. */
export const MINIMUMS = ["protein", "fiber"] as const;
export const MAXIMUMS = ["calories", "carbs", "fat", "sugar", "sodium"] as const;

type Ingredients = {
  ingredients: Parameters<typeof dailyMacros>[0][number]["ingredients"] & Parameters<typeof dailyExtras>[0][number]["ingredients"];
}[];

/** The day's totals: whole numbers; fibre, sugar and sodium null when no ingredient gives them. */
export const weekTotals = (meals: Ingredients): WeekTotals => ({ ...dailyMacros(meals), ...dailyExtras(meals) });

/**
 * How a planned day stands against the goals: 'under' a minimum, 'over' a maximum; nothing for a
 * nutrient without a goal or a figure, and nothing on a day with no meals (not a day of eating nothing).
 */
export function dayFlags(totals: WeekTotals, goals: ResolvedGoals | null, mealCount: number): DayFlags {
  const flags: DayFlags = {};
  if (!goals || mealCount === 0) return flags;
  for (const key of MINIMUMS) {
    const goal = goals[key];
    const total = totals[key];
    if (goal !== null && total !== null && total < goal) flags[key] = "under";
  }
  for (const key of MAXIMUMS) {
    const goal = goals[key];
    const total = totals[key];
    if (goal !== null && total !== null && total > goal) flags[key] = "over";
  }
  return flags;
}
