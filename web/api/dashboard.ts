// The dashboard's reads. The workout and meal keys are the very keys the Workouts and Meals screens
// read, so their changes land in the same cache entries. The dashboard still revalidates on mount:
// the counts must reflect work logged on other screens (or other phones) since the last visit.
import useSWR from "swr";
import { mealsKey } from "./meals";
import { workoutKey } from "./workouts";
import type { DashboardExercise, DashboardMeal } from "../../src/shared/dashboard";
import type { StreakAnswer } from "../../src/shared/streak";

export type WorkoutDayRead = { date: string; dayOfWeek: string; exercises: DashboardExercise[] };

const fresh = { revalidateOnMount: true } as const;

export const streakKey = (today: string) => `/api/streak?today=${today}`;

export function useWorkoutDay(date: string) {
  return useSWR<WorkoutDayRead>(workoutKey(date), fresh);
}

export function useMealsOfDay(date: string) {
  return useSWR<DashboardMeal[]>(mealsKey(date), fresh);
}

export function useStreak(today: string) {
  return useSWR<StreakAnswer>(streakKey(today), fresh);
}
