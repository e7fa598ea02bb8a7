// The daily goals a member may set, named once: the type, the empty value, the limits, the words
// the messages use and the schema (contract.ts) all follow this list, so a new goal is one line
// here and one limit in limits.ts. Free of zod, so that the screens load it for nothing.
import { GOALS } from "@shared/limits";

/** Every goal, in the order the API lists them and the messages name them. */
export const GOAL_KEYS = ["calories", "protein", "carbs", "fat", "fiber", "sugar", "sodium", "proteinPerBodyWeight"] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];

/**
 * A member's daily goals; each is a number or null (no goal). `proteinPerBodyWeight` is grams per
 * POUND of body weight whatever the weight unit (screens in kg convert); when it is set it wins over
 * `protein`.
 */
export type Goals = Record<GoalKey, number | null>;

/** No goal set. */
export const NO_GOALS: Goals = Object.fromEntries(GOAL_KEYS.map((key) => [key, null])) as Goals;

/** The goals' limits (docs/behaviour/conventions.md, "Field limits"); the annotation holds limits.ts to the same keys. */
export const GOAL_LIMITS: Readonly<Record<GoalKey, number>> = GOALS;

/** How a message names each goal, and the unit its stored figure is in (the API's, pounds). */
export const GOAL_LABELS: Readonly<Record<GoalKey, { label: string; unit: string }>> = {
  calories: { label: "Calories goal", unit: "" },
  protein: { label: "Protein goal", unit: "" },
  carbs: { label: "Carbs goal", unit: "" },
  fat: { label: "Fat goal", unit: "" },
  fiber: { label: "Fiber goal", unit: "" },
  sugar: { label: "Sugar goal", unit: "" },
  sodium: { label: "Sodium goal", unit: "" },
  proteinPerBodyWeight: { label: "Protein per body weight goal", unit: " g per lb" },
};

/** 'Fat goal must be between 0 and 1000'; `unit` replaces the stored unit where a screen shows another. */
export const goalRangeMessage = (key: GoalKey, max: number = GOAL_LIMITS[key], unit = GOAL_LABELS[key].unit) =>
  `${GOAL_LABELS[key].label} must be between 0 and ${max}${unit}`;

/** 'calories, protein, carbs, fat, fiber, sugar, sodium and proteinPerBodyWeight' */
export const GOAL_KEY_LIST = `${GOAL_KEYS.slice(0, -1).join(", ")} and ${GOAL_KEYS[GOAL_KEYS.length - 1]}`;
