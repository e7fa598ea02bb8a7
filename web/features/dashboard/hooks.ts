// The dashboard's reads. The workout and meal keys are the very keys the Workouts and Meal Plan
// screens read, so their changes land in the same cache entries. The dashboard still revalidates
// on mount: the counts must reflect work logged on other screens (or other phones) since the last
// visit (docs/behaviour/dashboard.md, "Overview").
import useSWR from "swr";
import type { StreakAnswer } from "@shared/dashboard/contract";
import type { Meal } from "@shared/meals/contract";
import type { WorkoutDto } from "@shared/workouts/contract";
import { mealKeys } from "@web/features/meals";
import { workoutKeys } from "@web/features/workouts";
import { keys } from "./api";

const fresh = { revalidateOnMount: true } as const;

export function useWorkoutDay(date: string) {
  return useSWR<WorkoutDto>(workoutKeys.day(date), fresh);
}

export function useMealsOfDay(date: string) {
  return useSWR<Meal[]>(mealKeys.day(date), fresh);
}

export function useStreak(today: string) {
  return useSWR<StreakAnswer>(keys.streak(today), fresh);
}
