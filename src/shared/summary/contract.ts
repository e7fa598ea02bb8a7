// GET /api/summary/today (docs/behaviour/summary.md): the member's day in one small, flat object,
// for a Home Assistant REST sensor or a script with an API token.
import { z } from "zod";
import { isoDateSchema } from "@shared/date-schema";
import { lazySchema } from "@shared/lazy-schema";

/** `?today=YYYY-MM-DD`: the member's own calendar day; without it, the server's. */
export const summaryQuerySchema = lazySchema(() => z.object({ today: isoDateSchema("today").optional() }));

export type DaySummary = {
  date: string;
  /** Eaten: from the meals marked eaten, at the member's portion (kcal, grams). */
  calories: number;
  protein: number;
  /** The day's goals as they resolve (protein per body weight with the latest weight); null when unset. */
  caloriesGoal: number | null;
  proteinGoal: number | null;
  /** The day's workout is finished, or every set of it ticked. */
  workoutDone: boolean;
  /** Ticked sets of the day, warm-ups included. */
  setsDone: number;
  streak: number;
  /** The latest weigh-in on or before the day (pounds) and its date; null without one. */
  weight: number | null;
  weightDate: string | null;
  /** The coach's trend weight (pounds) and its change a week (pounds); null until it has enough data. */
  weightTrend: number | null;
  weeklyChange: number | null;
  /** The active program's next workout, by name; null without an active program. */
  nextWorkout: string | null;
};
