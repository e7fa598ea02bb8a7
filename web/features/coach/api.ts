// The coach's keys and calls (/api/coach): the estimate and targets, the week, the goal, applying.
import type { ApplyAnswer, CoachAnswer, CoachGoalInput, CoachWeek } from "@shared/coach/contract";
import type { CoachGoal } from "@shared/coach/rules";
import { api } from "@web/lib/api";

const COACH = "/api/coach";

export const keys = {
  /** The estimate and the targets as of the client's calendar day. */
  coach: (today: string) => `${COACH}?today=${today}`,
  /** The week starting on a Monday, in one look. */
  week: (weekStart: string) => `${COACH}/week?weekStart=${weekStart}`,
  /** Whether an SWR key is one of the coach's reads (all are read again after a change, or a weigh-in). */
  isOwn: (key: unknown) => typeof key === "string" && (key === COACH || key.startsWith(`${COACH}?`) || key.startsWith(`${COACH}/week?`)),
};

export const coachApi = {
  get: (today: string) => api.get<CoachAnswer>(keys.coach(today)),
  setGoal: (input: CoachGoalInput) => api.put<CoachGoal>(`${COACH}/goal`, input),
  apply: (today: string) => api.post<ApplyAnswer>(`${COACH}/apply?today=${today}`, {}),
  week: (weekStart: string) => api.get<CoachWeek>(keys.week(weekStart)),
};
