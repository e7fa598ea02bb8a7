// The programs' keys and calls (docs/behaviour/programs.md, "Programs screen and the Next card"). Bodies and
// answers are the shared contract's types; weights in them are pounds.
import type { z } from "zod";
import type { ActiveProgramDto, CatalogueProgram, startProgramSchema } from "@shared/programs/contract";
import type { WorkoutDto } from "@shared/workouts/contract";
import { api } from "@web/lib/api";

export type StartProgramBody = z.input<typeof startProgramSchema>;

const PROGRAMS = "/api/programs";
const ACTIVE = `${PROGRAMS}/active`;

export const keys = {
  /** The built-in programs a member can start. */
  catalogue: () => `${PROGRAMS}/catalogue`,
  /** The active program and its next workout, as of the phone's day (or the day on screen). */
  active: (date: string) => `${ACTIVE}?date=${date}`,
  /** Whether a cached key is a read of the active program, whatever day it was asked for. */
  isActive: (key: unknown) => typeof key === "string" && key.startsWith(`${ACTIVE}?`),
};

export const programsApi = {
  /** Starts a built-in program (or a member's own) in place of the active one. */
  start: (body: StartProgramBody, today: string) => api.post<ActiveProgramDto>(`${PROGRAMS}?date=${today}`, body),
  /** Puts the next workout on `date`; answers that day as the Workouts screen reads it. */
  startDay: (date: string) => api.post<WorkoutDto>(`${ACTIVE}/start`, { date }),
  /** Stops the active program; what was logged stays. */
  stop: () => api.delete<{ ok: true }>(ACTIVE),
  catalogue: () => api.get<CatalogueProgram[]>(keys.catalogue()),
  active: (date: string) => api.get<ActiveProgramDto>(keys.active(date)),
};
