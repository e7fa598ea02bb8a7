// What the week at a glance and the name suggestions take and answer (GET /api/workouts/week,
// GET /api/exercises/names).
import { z } from "zod";
import { isoDateSchema } from "@shared/date-schema";
import { lazySchema } from "@shared/lazy-schema";
import { TEXT } from "@shared/limits";

export const weekQuerySchema = lazySchema(() => z.object({ start: isoDateSchema("start") }));

/** One day of GET /api/workouts/week: how many exercises, and how many of their sets are ticked. */
export type WeekDayDto = { date: string; exercises: number; completedSets: number; totalSets: number };

export const namesQuerySchema = lazySchema(() =>
  z.object({
    q: z.string({ error: "q must be text" }).trim().max(TEXT.name, `q must be at most ${TEXT.name} characters`).optional().default(""),
  }),
);

/** GET /api/exercises/names answers at most this many names. */
export const MAX_NAME_SUGGESTIONS = 10;
