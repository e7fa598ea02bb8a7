// Workout and template calls, and the SWR reads behind the Workouts and Workout Templates screens.
// Reads use the default fetcher: the query key joined with slashes (spec, section 7).
import useSWR, { useSWRConfig } from "swr";
import type {
  ExerciseDto,
  ExerciseUpdate,
  NewExercise,
  PreviousWorkoutDto,
  SetUpdate,
  TemplateExercise,
  WorkoutDto,
  WorkoutTemplateDto,
} from "../../src/shared/workouts";
import type { WeekdayName } from "../../src/shared/dates";
import { api } from "../lib/api";

export const workoutKey = (date: string) => ["/api/workouts", date] as const;
export const previousWorkoutKey = (date: string) => ["/api/workouts/previous", date] as const;
export const TEMPLATES_KEY = "/api/templates";

export function useWorkout(date: string) {
  return useSWR<WorkoutDto>(workoutKey(date));
}

export function usePreviousWorkout(date: string) {
  return useSWR<PreviousWorkoutDto>(previousWorkoutKey(date));
}

/** The saved templates; `enabled` false keeps the request from being made (a closed dialog). */
export function useTemplates(enabled = true) {
  return useSWR<WorkoutTemplateDto[]>(enabled ? TEMPLATES_KEY : null);
}

export type TemplateInput = { name: string; dayOfWeek: WeekdayName | null; data: { exercises: TemplateExercise[] } };

export const workoutsApi = {
  day: (date: string) => api.get<WorkoutDto>(`/api/workouts/${date}`),
  append: (date: string, dayOfWeek: WeekdayName, exercises: Partial<NewExercise>[]) =>
    api.post<WorkoutDto>("/api/workouts", { date, dayOfWeek, exercises }),
  updateExercise: (id: number, changes: Partial<ExerciseUpdate>) => api.put<ExerciseDto>(`/api/exercises/${id}`, changes),
  deleteExercise: (id: number) => api.delete<{ ok: true }>(`/api/exercises/${id}`),
  updateSet: (id: number, setNumber: number, changes: SetUpdate) => api.put<ExerciseDto>(`/api/exercises/${id}/sets/${setNumber}`, changes),
  createTemplate: (input: TemplateInput) => api.post<WorkoutTemplateDto>(TEMPLATES_KEY, input),
  updateTemplate: (id: number, input: Partial<TemplateInput>) => api.put<WorkoutTemplateDto>(`${TEMPLATES_KEY}/${id}`, input),
  deleteTemplate: (id: number) => api.delete<{ ok: true }>(`${TEMPLATES_KEY}/${id}`),
};

const isWorkoutsKey = (key: unknown) => {
  const first = Array.isArray(key) ? key[0] : key;
  return typeof first === "string" && first.startsWith("/api/workouts");
};

/**
 * After a change to one day: that day's cached answer is replaced (or refetched), and every other
 * cached workout read, "previous" answers included, is dropped, since cached reads never go stale
 * on their own (spec, section 9) and a change to one day is "last time" for the days after it.
 */
export function useWorkoutCache() {
  const { mutate } = useSWRConfig();
  const sameDay = (key: unknown, date: string) =>
    Array.isArray(key) && key.length === 2 && key[1] === date && (key[0] === "/api/workouts" || key[0] === "/api/workouts/previous");

  const forgetOtherDays = async (date: string) => {
    await mutate((key) => isWorkoutsKey(key) && !sameDay(key, date), undefined, { revalidate: false });
    // The streak counts completed exercises: read it afresh next time it is shown.
    await mutate((key) => typeof key === "string" && key.startsWith("/api/streak"));
  };

  return {
    /** Put a fresh answer for the day in place (or refetch it when there is none). */
    async setDay(date: string, fresh?: WorkoutDto) {
      await forgetOtherDays(date);
      if (fresh) await mutate(workoutKey(date), fresh, { revalidate: false });
      else await mutate(workoutKey(date));
    },
    /** Change the cached day in place, without a request (optimistic updates, server answers). */
    patchDay(date: string, change: (day: WorkoutDto) => WorkoutDto) {
      return mutate<WorkoutDto>(workoutKey(date), (day) => (day ? change(day) : day), { revalidate: false });
    },
    /** One exercise as the server now has it. */
    async putExercise(date: string, exercise: ExerciseDto) {
      await forgetOtherDays(date);
      await mutate<WorkoutDto>(
        workoutKey(date),
        (day) => (day ? { ...day, exercises: day.exercises.map((e) => (e.id === exercise.id ? exercise : e)) } : day),
        { revalidate: false },
      );
    },
    refetchDay: (date: string) => mutate(workoutKey(date)),
  };
}
