// The signed-in user's workout streak: which days have a completed exercise, counted back from the
// client's today by the shared rule.
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exercises, workouts } from "../../db/schema";
import { computeStreak, type StreakAnswer } from "../../shared/streak";

/** One indexed query for the distinct active days up to today; a few years of them is small. */
export function streakFor(db: Db, userId: number, today: string): StreakAnswer {
  const days = db
    .selectDistinct({ date: workouts.date })
    .from(workouts)
    .innerJoin(exercises, eq(exercises.workoutId, workouts.id))
    .where(and(eq(workouts.userId, userId), eq(exercises.isCompleted, true), lte(workouts.date, today)))
    .orderBy(workouts.date)
    .all()
    .map((r) => r.date);
  return { ...computeStreak(days, today), today };
}
