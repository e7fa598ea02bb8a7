// The workouts area's keys and calls: a day, "previous", appending, editing and deleting
// exercises, logging sets, and an exercise's history. Bodies are the shared contract's types.
import type { z } from "zod";
import type { WeekdayName } from "@shared/dates";
import type { ExerciseDto, exerciseUpdateSchema, newExerciseSchema, setUpdateSchema, WorkoutDto } from "@shared/workouts/contract";
import type { WriteMode } from "@shared/write-mode";
import { api } from "@web/lib/api";

export type NewExerciseBody = z.input<typeof newExerciseSchema>;
export type ExerciseChanges = z.input<typeof exerciseUpdateSchema>;
export type SetChanges = z.input<typeof setUpdateSchema>;

const WORKOUTS = "/api/workouts/";
const WEEK = `${WORKOUTS}week`;
const HISTORY = "/api/exercises/history";

import type { FinishSummaryDto, SessionDto, SessionRecord } from "@shared/workouts/session-contract";

/** Sessions and Finish answer as the shared contract says (session-contract.ts). */
export type { SessionDto };
export type SessionPr = SessionRecord;
export type FinishSummary = FinishSummaryDto;
/** Sessions asked for per page (the server's default). */
export const SESSIONS_PAGE = 20;

const startsWith = (prefix: string) => (key: unknown) => typeof key === "string" && key.startsWith(prefix);

export const keys = {
  /** A day's workout; the dashboard reads the same entry. */
  day: (date: string) => `${WORKOUTS}${date}`,
  /** 'Last' for every exercise done before the date, and each one's best so far. */
  previous: (date: string) => `${WORKOUTS}previous/${date}`,
  /** Seven days from `start`, for the weekday strip's dots. */
  week: (start: string) => `${WEEK}?start=${start}`,
  /** A page of sessions, newest first, before `before` (exclusive) or from the newest. */
  sessions: (before?: string, limit = SESSIONS_PAGE) => `${WORKOUTS}sessions?${before ? `before=${before}&` : ""}limit=${limit}`,
  /** Exercise names from the user's history, for the add form. */
  names: (q: string) => `/api/exercises/names?q=${encodeURIComponent(q.trim())}`,
  /** Every earlier session of one exercise, before the day being viewed. */
  history: (name: string, before?: string) => `${HISTORY}?name=${encodeURIComponent(name.trim())}${before ? `&before=${before}` : ""}`,
  /** What each name the member uses stands for in the exercise library (read and set by that feature). */
  links: () => "/api/exercises/links",
  /** Whether a cached key is a read that a change to some day can make stale: days, weeks, 'Last', histories. */
  isWorkoutRead: (key: unknown) => startsWith(WORKOUTS)(key) || startsWith(HISTORY)(key),
  /** Whether a cached key is a week's dots. */
  isWeek: startsWith(WEEK),
};

export const workoutsApi = {
  /** Without a mode the server appends; the screen sends "replace" only when the member chose it. */
  append: (date: string, dayOfWeek: WeekdayName, exercises: NewExerciseBody[], mode?: WriteMode) =>
    api.post<WorkoutDto>("/api/workouts", { date, dayOfWeek, exercises, ...(mode ? { mode } : {}) }),
  // An exercise is named by its id, or by the id the phone made for it before the server's is known.
  updateExercise: (id: number | string, changes: ExerciseChanges) => api.put<ExerciseDto>(`/api/exercises/${id}`, changes),
  deleteExercise: (id: number | string) => api.delete<{ ok: true }>(`/api/exercises/${id}`),
  updateSet: (id: number | string, setNumber: number, changes: SetChanges) =>
    api.put<ExerciseDto>(`/api/exercises/${id}/sets/${setNumber}`, changes),
  /** Warm-up sets put before the exercise's working sets (pounds); answers the exercise. */
  addWarmups: (id: number | string, sets: { weight: string; reps: string }[]) =>
    api.post<ExerciseDto>(`/api/exercises/${id}/warmups`, { sets }),
  /** Finishes the day's workout; answers its summary. */
  finish: (date: string, finishedAt: string) => api.post<FinishSummary>(`/api/workouts/${date}/finish`, { finishedAt }),
  setNote: (date: string, note: string) => api.put<WorkoutDto>(`/api/workouts/${date}/note`, { note }),
};
