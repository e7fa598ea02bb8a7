// Reading the coach and changing the goal (docs/behaviour/coach.md). The last answer is kept on the
// phone for the member, so the Dashboard's check-in card shows with no connection
// (docs/behaviour/offline.md, "Offline"); the targets it shows are worked out again from that
// answer by the shared rules when the day has moved on.
import useSWR, { useSWRConfig } from "swr";
import type { CoachAnswer, CoachGoalInput } from "@shared/coach/contract";
import { checkInDays, DEFAULT_GOAL } from "@shared/coach/rules";
import { keptRead } from "@web/lib/kept-store";
import { useUserId } from "@web/features/auth";
import { useRefreshGoals } from "@web/features/goals";
import { coachApi, keys } from "./api";

/** The member's last coach answer, as kept on the phone. */
const KEPT = "coach";

/** The coach as of `today`: asked again each time a screen showing it opens (weigh-ins and meals move it). */
export function useCoach(today: string) {
  const userId = useUserId();
  return useSWR<CoachAnswer>(keys.coach(today), () => keptRead(userId, KEPT, () => coachApi.get(today)), {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
}

/**
 * Whether `today` is the member's check-in day and the answer's targets are that check-in's: a
 * kept answer from an earlier week is not shown as this week's.
 */
export function isCheckInToday(answer: CoachAnswer, today: string): boolean {
  const day = checkInDays(today, (answer.goal ?? DEFAULT_GOAL).checkInDay);
  return day.isToday && answer.checkIn.date === day.date;
}

export function useCoachActions(today: string) {
  const { mutate } = useSWRConfig();
  const refreshGoals = useRefreshGoals();
  const refresh = () => mutate(keys.isOwn);
  return {
    setGoal: async (input: CoachGoalInput) => {
      await coachApi.setGoal(input);
      await refresh();
    },
    apply: async () => {
      await coachApi.apply(today);
      await Promise.all([refresh(), refreshGoals()]);
    },
  };
}
