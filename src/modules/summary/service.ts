// The member's day in one object (docs/behaviour/summary.md), read through the other areas'
// services: the coach's intake and trend, the workouts' day, the dashboard's streak, the
// body-composition entries and the programs' next workout. It stores nothing and has no store.
import type { Db } from "@db/client";
import type { User } from "@modules/auth/store";
import { listEntries } from "@modules/body-composition/service";
import { coachAnswer, dayNutrition } from "@modules/coach/service";
import { streakFor } from "@modules/dashboard/service";
import { activeProgram } from "@modules/programs/service";
import { getWorkout } from "@modules/workouts/reads";
import type { DaySummary } from "@shared/summary/contract";
import { allSetsDone, setsDone } from "@shared/workouts/rules";

/** Entries read back for a weigh-in: a day's entries may hold only girths or body fat. */
const ENTRIES_FOR_WEIGHT = 30;

export function daySummary(db: Db, user: User, date: string): DaySummary {
  const nutrition = dayNutrition(db, user, date);
  const workout = getWorkout(db, user.id, date);
  const rows = workout.exercises.flatMap((e) => e.setRows);
  const weighIn = listEntries(db, user.id, { to: date, limit: ENTRIES_FOR_WEIGHT }).find(
    (e) => e.weight !== null && e.weight !== undefined,
  );
  const { expenditure } = coachAnswer(db, user, date);
  return {
    date,
    ...nutrition,
    workoutDone: Boolean(workout.finishedAt) || (workout.exercises.length > 0 && allSetsDone(rows)),
    setsDone: setsDone(rows),
    streak: streakFor(db, user.id, date).streak,
    weight: weighIn?.weight ?? null,
    weightDate: weighIn?.date ?? null,
    weightTrend: expenditure.trendWeight === null ? null : Math.round(expenditure.trendWeight * 10) / 10,
    weeklyChange: expenditure.weeklyChange === null ? null : Math.round(expenditure.weeklyChange * 100) / 100,
    nextWorkout: activeProgram(db, user, date).next?.workout ?? null,
  };
}
