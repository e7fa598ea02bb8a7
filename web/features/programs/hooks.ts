// Reading the catalogue and the active program, and starting, stopping and putting the next
// workout on a day. The active program's answer is kept on the phone for the member, so the Next
// card still shows with no connection (docs/behaviour.md, "Offline").
import useSWR, { useSWRConfig } from "swr";
import type { ActiveProgramDto, CatalogueProgram } from "../../../src/shared/programs/contract";
import { keptRead, writeKept } from "../../lib/kept-store";
import { useUserId } from "../auth";
import { workoutKeys } from "../workouts";
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
 * worked out from: the server's answer, or the one kept on the phone when the server cannot be
 * reached. `loaded` is false until either has come.
 */
export function useNextWorkout(date: string) {
  const read = useActiveProgram(date);
  const answer = read.data;
  return {
    next: answer?.next ?? null,
    program: answer?.program ?? null,
    sessions: answer?.sessions ?? [],
    loaded: answer !== undefined,
    error: read.error as unknown,
  };
}

export function useProgramActions() {
  const { mutate } = useSWRConfig();
  const userId = useUserId();
  const keep = (answer: ActiveProgramDto) => (userId === undefined ? undefined : writeKept(userId, KEPT, answer));
  return {
    /** Starts a program in place of the active one; its answer is the active program as of today. */
    async start(body: StartProgramBody, today: string) {
      const answer = await programsApi.start(body);
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
