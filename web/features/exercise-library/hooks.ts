// Reads and changes of the exercise library (docs/behaviour/exercise-library.md, "Exercise library").
import useSWR, { useSWRConfig } from "swr";
import type { ExerciseLink, LibraryExercise, LibraryExerciseDetail, LinkBody, MuscleStats } from "@shared/exercise-library/contract";
import { workoutKeys } from "@web/features/workouts";
import { exerciseLibraryApi, keys } from "./api";

/** Library names are asked for once two letters are typed. */
export const MIN_TYPED = 2;

export function useLibrarySearch(q: string) {
  const typed = q.trim();
  return useSWR<LibraryExercise[]>(typed.length >= MIN_TYPED ? keys.search(typed) : null, { keepPreviousData: true });
}

export function useLibraryExercise(id: string | null) {
  return useSWR<LibraryExerciseDetail>(id ? keys.detail(id) : null);
}

export function useExerciseLinks() {
  return useSWR<ExerciseLink[]>(workoutKeys.links(), { revalidateOnMount: true });
}

export function useMuscleStats(weeks: number, today: string) {
  return useSWR<MuscleStats>(keys.muscles(weeks, today), { revalidateOnMount: true });
}

export function useLinkActions() {
  const { mutate } = useSWRConfig();
  return {
    /** The member's choice for a name; the links and every weekly read are read again. */
    link: async (body: LinkBody) => {
      await exerciseLibraryApi.link(body);
      await Promise.all([mutate(workoutKeys.links()), mutate(keys.isMuscles)]);
    },
  };
}
