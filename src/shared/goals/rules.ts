// The goals' rules both sides use (docs/behaviour/profile.md, and "Macro tracking" in meals.md): stored goals
// read back, the one rule resolving them into the day's figures, and how an amount stands against
// a goal. Apart from the contract so that the screens use them without loading zod.
import type { BodyWeight, GoalStatus, ResolvedGoals } from "./contract";
import { GOAL_KEYS, GOAL_LIMITS, NO_GOALS, type GoalKey, type Goals } from "./keys";

export { GOAL_KEYS, GOAL_LIMITS, NO_GOALS };

/** Stored goals read back: anything that is not a number within its limit counts as no goal. */
export function goalsOf(stored: unknown): Goals {
  const out: Goals = { ...NO_GOALS };
  if (!stored || typeof stored !== "object") return out;
  for (const key of GOAL_KEYS) {
    const v = (stored as Record<string, unknown>)[key];
    if (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= GOAL_LIMITS[key]) out[key] = v;
  }
  return out;
}

/**
 * Goals as PUT /api/profile and an import send them, over those stored: each goal sent replaces
 * the stored one (null clears it), each one not sent stays.
 */
export function mergeGoals(stored: unknown, sent: Partial<Record<GoalKey, number | null | undefined>>): Goals {
  const out = goalsOf(stored);
  for (const key of GOAL_KEYS) {
    const value = sent[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The one goals rule: protein per body weight, when set, wins over a fixed protein goal and is
 * that many grams per pound of the latest body weight, rounded to whole grams; without a body
 * weight there is no protein goal to compare against.
 */
export function resolveGoals(goals: Goals, bodyWeight: BodyWeight | null): ResolvedGoals {
  let protein = goals.protein;
  if (goals.proteinPerBodyWeight !== null) {
    protein = bodyWeight ? Math.round(goals.proteinPerBodyWeight * bodyWeight.weight) : null;
  }
  return {
    calories: goals.calories,
    protein,
    carbs: goals.carbs,
    fat: goals.fat,
    fiber: goals.fiber,
    sugar: goals.sugar,
    sodium: goals.sodium,
  };
}

export const hasAnyGoal = (g: ResolvedGoals) => Object.values(g).some((v) => v !== null);

/** How an amount stands against its goal, both rounded to whole numbers first. */
export function goalStatus(amount: number, goal: number): { status: GoalStatus; difference: number } {
  const a = Math.round(amount);
  const g = Math.round(goal);
  return { status: a > g ? "over" : a < g ? "under" : "at", difference: Math.abs(a - g) };
}

/** A share of a goal in whole percent ('24'); null without a positive goal. */
export function goalShare(amount: number, goal: number | null): number | null {
  if (goal === null || !(goal > 0)) return null;
  return Math.round((amount / goal) * 100);
}
