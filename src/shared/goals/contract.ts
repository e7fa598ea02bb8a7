// Daily nutrition goals (docs/behaviour.md, "Profile" and "Macro tracking"): what PUT /api/profile
// takes under `goals`, what the user carries, and the one rule that turns them into the figures the
// planner compares the day against.
import { z } from "zod";
import { lazySchema } from "../lazy-schema";
import { GOALS } from "../limits";

/**
 * A member's daily goals; each is a number or null (no goal). `proteinPerBodyWeight` is grams per
 * POUND of body weight whatever the weight unit (screens in kg convert); when it is set it wins over
 * `protein`.
 */
export type Goals = {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  proteinPerBodyWeight: number | null;
};

export const NO_GOALS: Goals = { calories: null, protein: null, carbs: null, fat: null, proteinPerBodyWeight: null };

/** The goals' limits (docs/behaviour.md, "Field limits"). */
export const GOAL_LIMITS = GOALS;

const goal = (label: string, max: number, unit = "") => {
  const range = `${label} must be between 0 and ${max}${unit}`;
  return z
    .number({ error: `${label} must be a number or null` })
    .min(0, range)
    .max(max, range)
    .nullable()
    .optional();
};

/** `goals` in PUT /api/profile: the fields sent replace the stored ones, the others stay. */
export const goalsSchema = lazySchema(() =>
  z.object(
    {
      calories: goal("Calories goal", GOAL_LIMITS.calories),
      protein: goal("Protein goal", GOAL_LIMITS.protein),
      carbs: goal("Carbs goal", GOAL_LIMITS.carbs),
      fat: goal("Fat goal", GOAL_LIMITS.fat),
      proteinPerBodyWeight: goal("Protein per body weight goal", GOAL_LIMITS.proteinPerBodyWeight, " g per lb"),
    },
    { error: "goals must be an object of calories, protein, carbs, fat and proteinPerBodyWeight" },
  ),
);
export type GoalsInput = z.infer<typeof goalsSchema>;

/** Stored goals read back: anything that is not a number within its limit counts as no goal. */
export function goalsOf(stored: unknown): Goals {
  const out: Goals = { ...NO_GOALS };
  if (!stored || typeof stored !== "object") return out;
  for (const key of Object.keys(NO_GOALS) as (keyof Goals)[]) {
    const v = (stored as Record<string, unknown>)[key];
    if (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= GOAL_LIMITS[key]) out[key] = v;
  }
  return out;
}

/** The latest body weight (pounds) by entry date, with that date; null when no entry has a weight. */
export type BodyWeight = { weight: number; date: string };

/** The figures a day is compared against: grams and calories, null where there is no goal. */
export type ResolvedGoals = { calories: number | null; protein: number | null; carbs: number | null; fat: number | null };

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
  return { calories: goals.calories, protein, carbs: goals.carbs, fat: goals.fat };
}

export const hasAnyGoal = (g: ResolvedGoals) => g.calories !== null || g.protein !== null || g.carbs !== null || g.fat !== null;

/** GET /api/goals: the stored goals, the latest body weight and what the goals come to. */
export type GoalsAnswer = { goals: Goals; bodyWeight: BodyWeight | null; resolved: ResolvedGoals };

export type GoalStatus = "under" | "at" | "over";

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
