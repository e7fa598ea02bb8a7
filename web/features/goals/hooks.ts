// Reading the goals as they resolve (docs/behaviour/meals.md, "Macro tracking"). Read again each time a
// screen that shows them opens, since a new body entry changes a per-body-weight protein goal.
import useSWR, { useSWRConfig } from "swr";
import type { GoalsAnswer } from "@shared/goals/contract";
import { keys } from "./api";

/** The goals answer; nothing is read while `enabled` is false (macro tracking off). */
export function useGoals(enabled = true) {
  // No deduping: a body entry saved a moment ago must count when the screen opens again.
  return useSWR<GoalsAnswer>(enabled ? keys.goals() : null, { revalidateOnMount: true, dedupingInterval: 0 });
}

/** Reads the goals again (after the profile saved new ones). */
export function useRefreshGoals() {
  const { mutate } = useSWRConfig();
  return () => mutate(keys.goals());
}
