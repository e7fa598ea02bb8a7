// The exercise library's keys and calls (/api/exercise-library, /api/stats/muscles; the links of
// /api/exercises/links under the workouts feature's key).
import type { CustomExerciseBody, ExerciseLink, LibraryExerciseDetail, LinkBody } from "@shared/exercise-library/contract";
import { api } from "@web/lib/api";
import { workoutKeys } from "@web/features/workouts";

export const keys = {
  /** Exercises for what was typed. */
  search: (q: string) => `/api/exercise-library?q=${encodeURIComponent(q)}`,
  /** One exercise with its instructions. */
  detail: (id: string) => `/api/exercise-library/${encodeURIComponent(id)}`,
  /** The weekly hard sets per muscle, the weeks up to the phone's today. */
  muscles: (weeks: number, today: string) => `/api/stats/muscles?weeks=${weeks}&today=${today}`,
  /** Every read of the weekly sets (changed by a link, a tick, an edit). */
  isMuscles: (key: unknown) => typeof key === "string" && key.startsWith("/api/stats/muscles?"),
};

export const exerciseLibraryApi = {
  create: (body: CustomExerciseBody) => api.post<LibraryExerciseDetail>("/api/exercise-library", body),
  // The links live under /api/exercises, whose keys are the workouts feature's.
  link: (body: LinkBody) => api.put<ExerciseLink>(workoutKeys.links(), body),
};
