// The dashboard's own key: the streak (GET /api/streak). The day's workout and meals are read with
// the Workouts and Meal Plan features' keys.
import { follow } from "@web/lib/follow";

const STREAK = "/api/streak";

export const keys = {
  /** The streak as of the client's calendar day. */
  streak: (today: string) => `${STREAK}?today=${today}`,
  /** Whether a cached key is a streak read, whatever day it was asked for. */
  isStreak: (key: unknown) => typeof key === "string" && (key === STREAK || key.startsWith(`${STREAK}?`)),
};

// A saved workout change can start or end a day with a ticked set: every streak read is read again.
follow("workouts", keys.isStreak);
