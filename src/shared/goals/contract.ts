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
      calories: goal("Calories goal", GOALS.calories),
      protein: goal("Protein goal", GOALS.protein),
      carbs: goal("Carbs goal", GOALS.carbs),
      fat: goal("Fat goal", GOALS.fat),
      proteinPerBodyWeight: goal("Protein per body weight goal", GOALS.proteinPerBodyWeight, " g per lb"),
    },
    { error: "goals must be an object of calories, protein, carbs, fat and proteinPerBodyWeight" },
  ),
);
export type GoalsInput = z.infer<typeof goalsSchema>;

/** The latest body weight (pounds) by entry date, with that date; null when no entry has a weight. */
export type BodyWeight = { weight: number; date: string };

/** The figures a day is compared against: grams and calories, null where there is no goal. */
export type ResolvedGoals = { calories: number | null; protein: number | null; carbs: number | null; fat: number | null };

/** GET /api/goals: the stored goals, the latest body weight and what the goals come to. */
export type GoalsAnswer = { goals: Goals; bodyWeight: BodyWeight | null; resolved: ResolvedGoals };

export type GoalStatus = "under" | "at" | "over";
