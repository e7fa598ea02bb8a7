// The dashboard's own request and answer: the workout streak (docs/behaviour/dashboard.md, "Streak"). The
// day's workout and meals it also shows are the Workouts and Meal Plan reads, typed in their contracts.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";

/** GET /api/streak?today=YYYY-MM-DD: the client's own calendar day, since the server's may differ. */
export const streakQuerySchema = lazySchema(() => z.object({ today: isoDateSchema("today") }));

export type StreakAnswer = { streak: number; activeToday: boolean; today: string };
