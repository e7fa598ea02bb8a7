// Daily nutrition goals (docs/behaviour/profile.md, and "Macro tracking" in meals.md): what PUT /api/profile
// takes under `goals`, what the user carries, and the one rule that turns them into the figures the
// planner compares the day against.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { GOAL_KEY_LIST, GOAL_KEYS, GOAL_LABELS, GOAL_LIMITS, goalRangeMessage, type GoalKey, type Goals } from "./keys";

export type { GoalKey, Goals } from "./keys";

const goal = (key: GoalKey) => {
  const range = goalRangeMessage(key);
  return z
    .number({ error: `${GOAL_LABELS[key].label} must be a number or null` })
    .min(0, range)
    .max(GOAL_LIMITS[key], range)
    .nullable()
    .optional();
};

/** `goals` in PUT /api/profile: the fields sent replace the stored ones, the others stay. */
export const goalsSchema = lazySchema(() =>
  z.object(Object.fromEntries(GOAL_KEYS.map((key) => [key, goal(key)])) as Record<GoalKey, ReturnType<typeof goal>>, {
    error: `goals must be an object of ${GOAL_KEY_LIST}`,
  }),
);
export type GoalsInput = z.infer<typeof goalsSchema>;

/** The latest body weight (pounds) by entry date, with that date; null when no entry has a weight. */
export type BodyWeight = { weight: number; date: string };

/** The figures a day is compared against: grams and calories, null where there is no goal. */
export type ResolvedGoals = Omit<Goals, "proteinPerBodyWeight">;

/** GET /api/goals: the stored goals, the latest body weight and what the goals come to. */
export type GoalsAnswer = { goals: Goals; bodyWeight: BodyWeight | null; resolved: ResolvedGoals };

export type GoalStatus = "under" | "at" | "over";
