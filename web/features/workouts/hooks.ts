// Reading a day's workout, 'Last', the week and the names, with the changes still waiting in the
// outbox shown on top (docs/behaviour/workouts.md, "Saving sets offline"); changing it is changes.ts.
import { useEffect, useMemo, useRef } from "react";
import { todayIso } from "@shared/dates";
import useSWR from "swr";
import type { PreviousWorkoutDto, WeekDayDto, WorkoutDto } from "@shared/workouts/contract";
import { api, whenSettled } from "@web/lib/api";
import { noConnection } from "@web/lib/kept-store";
import { keepTemplates } from "@web/features/workout-templates";
import { useAuth, useUserId } from "@web/features/auth";
import { keys } from "./api";
import { usePendingSetChanges } from "./outbox/changes";
import { withPending } from "./outbox/day-changes";
import { useOnScreen } from "./outbox/on-screen";
import type { TemplateExercise } from "@shared/workouts/contract";
import type { LastSet } from "@shared/workout-templates/rules";
import { keptLookback, keptNames, readDay, readPrevious, refreshWorkingSet } from "./outbox/working-set";

export { usePendingSetChanges, useSetLogging, useWaitingToSync, useWorkoutActions, type SetChange } from "./outbox/changes";

/**
 * A day's workout, with the set changes still waiting to be saved shown on top of what the server
 * sent; with no connection, the kept day, or an empty one (working-set.ts).
 */
export function useWorkout(date: string) {
  const userId = useUserId();
  const read = useSWR<WorkoutDto>(keys.day(date), () => readDay(userId, date));
  useOnScreen(keys.day(date));
  const pending = usePendingSetChanges();
  const data = useMemo(() => (read.data ? withPending(read.data, pending) : read.data), [read.data, pending]);
  return { data, error: read.error, isLoading: read.isLoading, isValidating: read.isValidating, mutate: read.mutate };
}

export function usePreviousWorkout(date: string) {
  const userId = useUserId();
  const pending = usePendingSetChanges();
  const queue = useRef(pending);
  queue.current = pending;
  useOnScreen(keys.previous(date));
  return useSWR<PreviousWorkoutDto>(keys.previous(date), () => readPrevious(userId, date, queue.current));
}

export function useWorkoutWeek(start: string) {
  return useSWR<WeekDayDto[]>(keys.week(start), { keepPreviousData: true });
}

/** Names for the add form's suggestions: the user's own, most used first (none until typed). */
export function useExerciseNames(q: string) {
  const userId = useUserId();
  const fetcher = async (url: string) => {
    try {
      return await api.get<string[]>(url);
    } catch (error) {
      // With no connection, the names of the kept working set.
      if (userId === undefined || !noConnection(error)) throw error;
      return keptNames(userId, q);
    }
  };
  return useSWR<string[]>(q.trim() ? keys.names(q) : null, fetcher, { keepPreviousData: true, dedupingInterval: 30_000 });
}

/**
 * Keeps the member's working set on the phone after an online visit to any screen (working-set.ts),
 * as soon as that screen's own reads have settled, and the templates with it. The app's routes
 * call it, so a member who opened only the Dashboard finds the working set offline too.
 */
export function useKeepWorkingSet(today: string) {
  const { user, offline } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || offline) return;
    let live = true;
    // A turn of the event loop first: the screen's first reads start in its effects.
    const handle = setTimeout(() => {
      void whenSettled()
        .then(() => (live ? refreshWorkingSet(userId, today) : false))
        .then((refreshed) => (refreshed ? keepTemplates(userId) : undefined))
        .catch(() => undefined); // offline or refused: what was kept stays
    }, 0);
    return () => {
      live = false;
      clearTimeout(handle);
    };
  }, [userId, offline, today]);
}

/** Keeps the working set from whichever signed-in screen is open (web/app.tsx renders it beside the routes). */
export function KeepWorkingSet(): null {
  useKeepWorkingSet(todayIso());
  return null;
}

/** A template's exercises filled with the newest numbers, from what the phone keeps. */
export type KeptLatest = (
  template: readonly TemplateExercise[],
) => Promise<{ exercises: (TemplateExercise & { lastSets?: LastSet[] })[]; foundPrior: boolean }>;

/** Loading a template with no connection: the look-back from the kept days, waiting changes on top. */
export function useKeptLatest(date: string): KeptLatest | undefined {
  const userId = useUserId();
  const pending = usePendingSetChanges();
  if (userId === undefined) return undefined;
  return (template) => keptLookback(userId, template, date, pending);
}
