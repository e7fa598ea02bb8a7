// Reading the catalogue and the active program, and starting, stopping and putting the next
// workout on a day. The active program's answer is kept on the phone for the member, so the Next
// card still shows with no connection (docs/behaviour/offline.md, "Offline").
import { useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { parseIsoDate, weekdayName } from "@shared/dates";
import type { ActiveProgramDto, CatalogueProgram, NextWorkout } from "@shared/programs/contract";
import { nextAsExercises, nextWorkout } from "@shared/programs/rules";
import { fromTuples, sessionsOfDays, toTuples, withDays } from "@shared/programs/sessions";
import { keptRead, writeKept } from "@web/lib/kept-store";
import { useAuth, useUserId } from "@web/features/auth";
import { useWorkout, useWorkoutActions, workoutKeys } from "@web/features/workouts";
import { keys, programsApi, type StartProgramBody } from "./api";

/** The member's last answer about the active program, as kept on the phone. */
const KEPT = "program";

export const NO_PROGRAM: ActiveProgramDto = { program: null, next: null, sessions: [] };

export function useCatalogue() {
  return useSWR<CatalogueProgram[]>(keys.catalogue(), () => programsApi.catalogue());
}

/**
 * The active program as of `date`. Read again each time a screen showing it opens: the next
 * workout follows the sets ticked on the Workouts screen (or another phone) since.
 */
export function useActiveProgram(date: string) {
  const userId = useUserId();
  return useSWR<ActiveProgramDto>(keys.active(date), () => keptRead(userId, KEPT, () => programsApi.active(date)), {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
}

/**
 * The next workout as of `date` (null with no program), with its program and the sessions it was
 * worked out from. The phone works it out with the server's rules (src/shared/programs) from the
 * program's sessions as last answered (or kept, with no connection) and the day as it shows now,
 * its waiting changes drawn in: the server's answer while nothing has changed since, and the one
 * it would give after the sets just ticked. `loaded` is false until an answer has come.
 */
export function useNextWorkout(date: string) {
  const read = useActiveProgram(date);
  const { data: day } = useWorkout(date);
  const { user } = useAuth();
  const answer = read.data;
  const weightUnit = user?.weightUnit === "kg" ? "kg" : "lb";
  const plates = user?.plates ?? null;
  const worked = useMemo(() => {
    if (!answer?.program) return { next: null, sessions: [] };
    const days = day ? [day] : [];
    const answered = fromTuples(answer.sessions);
    // The day as the answer knew it (compared as the answer carries it): the answer stands as it came.
    const known = answer.sessions.filter((s) => s.date === date);
    if (JSON.stringify(toTuples(sessionsOfDays(answer.program.id, days))) === JSON.stringify(known))
      return { next: answer.next, sessions: answered };
    const sessions = withDays(answer.program.id, answered, days);
    // A program with no workouts of its own to work from (not one the server answers) keeps the answer.
    if (answer.program.workouts.length === 0) return { next: answer.next, sessions };
    return { next: nextWorkout(answer.program, sessions, { weightUnit, plates, date }), sessions };
  }, [answer, day, weightUnit, plates, date]);
  return {
    next: worked.next as NextWorkout | null,
    program: answer?.program ?? null,
    sessions: worked.sessions,
    loaded: answer !== undefined,
    error: read.error as unknown,
  };
}

/**
 * Puts the next workout on `date` with no connection: its exercises go through the workouts'
 * outbox, carrying the program and workout, and reach the server when it answers again.
 */
export function useStartOffline(date: string) {
  const actions = useWorkoutActions(date, weekdayName(parseIsoDate(date)!));
  return (programId: number, next: NextWorkout) => actions.append(nextAsExercises(next, programId));
}

export function useProgramActions() {
  const { mutate } = useSWRConfig();
  const userId = useUserId();
  const keep = (answer: ActiveProgramDto) => (userId === undefined ? undefined : writeKept(userId, KEPT, answer));
  return {
    /** Starts a program in place of the active one; its answer is the active program as of today. */
    async start(body: StartProgramBody, today: string) {
      const answer = await programsApi.start(body, today);
      void keep(answer);
      await mutate(keys.active(today), answer, { revalidate: false });
      void mutate((key) => keys.isActive(key) && key !== keys.active(today));
      return answer;
    },
    /** Puts the next workout on `date`: the day's read gets the answer, and the program is read again. */
    async startDay(date: string) {
      const day = await programsApi.startDay(date);
      await mutate(workoutKeys.day(date), day, { revalidate: false });
      void mutate(workoutKeys.isWeek);
      await mutate(keys.isActive);
      return day;
    },
    async stop() {
      await programsApi.stop();
      void keep(NO_PROGRAM);
      await mutate(keys.isActive, NO_PROGRAM, { revalidate: false });
    },
  };
}
