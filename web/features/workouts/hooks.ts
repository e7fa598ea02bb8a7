// Reading and changing a day's workout. Every change goes through here, so the cache rule holds
// everywhere: after a change to one day, that day's entry shows the server's answer and every other
// cached workout read is dropped (a change to one day is 'Last' for the days after it), and the
// streak is read afresh (docs/behaviour.md, "Reading and changing data"). Set changes wait in the
// outbox until the server has them, and a day is always shown with them on top
// (docs/behaviour.md, "Saving sets offline").
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import useSWR, { useSWRConfig, type ScopedMutator } from "swr";
import type { WeekdayName } from "../../../src/shared/dates";
import type { WriteMode } from "../../../src/shared/write-mode";
import type { ExerciseDto, PreviousWorkoutDto, SetKind, WeekDayDto, WorkoutDto } from "../../../src/shared/workouts/contract";
import { api, ApiError, serverMessage } from "../../lib/api";
import { newClientId } from "../../lib/client-id";
import { noConnection } from "../../lib/kept-store";
import { keepTemplates } from "../workout-templates";
import { toastError } from "../../stores/toast";
import { useAuth, useUserId } from "../auth";
import { dashboardKeys } from "../dashboard";
import { keys, workoutsApi, type ExerciseChanges, type NewExerciseBody } from "./api";
import { beforeOf, OUTBOX_KEY, patchSet, withoutChanges, withPending, type OutboxEntry, type OutboxHandlers } from "./outbox";
import { replacedBy, tellReplaced } from "./replaced";
import { readOwnDay, setOutboxes } from "./set-outbox";
import { keptNames, readDay, readPrevious, refreshWorkingSet } from "./working-set";

/**
 * A day's workout, with the set changes still waiting to be saved shown on top of what the server
 * sent; with no connection, the kept day, or an empty one (working-set.ts).
 */
export function useWorkout(date: string) {
  const userId = useUserId();
  const read = useSWR<WorkoutDto>(keys.day(date), () => readDay(userId, date));
  const pending = usePendingSetChanges();
  const data = useMemo(() => (read.data ? withPending(read.data, pending) : read.data), [read.data, pending]);
  return { data, error: read.error, isLoading: read.isLoading, isValidating: read.isValidating, mutate: read.mutate };
}

export function usePreviousWorkout(date: string) {
  const userId = useUserId();
  return useSWR<PreviousWorkoutDto>(keys.previous(date), () => readPrevious(userId, date));
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
 * Keeps the member's working set on the phone after an online visit (working-set.ts), once the
 * screen has settled, and the templates with it.
 */
export function useKeepWorkingSet(today: string) {
  const { user, offline } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || offline) return;
    const handle = setTimeout(() => {
      void refreshWorkingSet(userId, today)
        .then((refreshed) => (refreshed ? keepTemplates(userId) : undefined))
        .catch(() => undefined); // offline or refused: what was kept stays
    }, KEEP_AFTER_MS);
    return () => clearTimeout(handle);
  }, [userId, offline, today]);
}

/** How long after the screen opens the working set is read: the screen's own reads go first. */
const KEEP_AFTER_MS = 2000;

function useWorkoutCache() {
  return workoutCache(useSWRConfig().mutate);
}

function workoutCache(mutate: ScopedMutator) {
  const forgetOtherDays = async (date: string) => {
    const own = new Set([keys.day(date), keys.previous(date)]);
    await mutate((key) => keys.isWorkoutRead(key) && !keys.isWeek(key) && !own.has(key as string), undefined, { revalidate: false });
    // The week's dots and the streak stay on screen: they are read again, not dropped.
    await mutate((key) => keys.isWeek(key) || dashboardKeys.isStreak(key));
  };
  return {
    /** Put a fresh answer for the day in place (or read it again when there is none). */
    async setDay(date: string, fresh?: WorkoutDto) {
      await forgetOtherDays(date);
      if (fresh) await mutate(keys.day(date), fresh, { revalidate: false });
      else await mutate(keys.day(date));
    },
    /** Change the cached day in place, without a request (what the screen shows before the answer). */
    patchDay(date: string, change: (day: WorkoutDto) => WorkoutDto) {
      return mutate<WorkoutDto>(keys.day(date), (day) => (day ? change(day) : day), { revalidate: false });
    },
    /** One exercise as the server now has it. */
    async putExercise(date: string, exercise: ExerciseDto) {
      await forgetOtherDays(date);
      await mutate<WorkoutDto>(
        keys.day(date),
        (day) => (day ? { ...day, exercises: day.exercises.map((e) => (e.id === exercise.id ? exercise : e)) } : day),
        { revalidate: false },
      );
    },
    refetchDay: (date: string) => mutate(keys.day(date)),
  };
}

/** Adding, editing and deleting the exercises of one day. Each rethrows a failure for its toast. */
export function useWorkoutActions(date: string, day: WeekdayName) {
  const cache = useWorkoutCache();
  return {
    /**
     * Adds exercises to the day (a new one, or a template's), after its own or, with "replace", in
     * their place; shows the day as answered.
     */
    async append(list: NewExerciseBody[], mode?: WriteMode) {
      // Each exercise gets the phone's id: a create sent twice is stored once.
      const withIds = list.map((e) => {
        const exercise = e as Record<string, unknown>;
        return { ...exercise, clientId: exercise.clientId ?? newClientId() };
      });
      const updated = await workoutsApi.append(date, day, withIds, mode);
      await cache.setDay(date, updated);
      return updated;
    },
    async update(id: number, changes: ExerciseChanges) {
      const updated = await workoutsApi.updateExercise(id, changes);
      await cache.putExercise(date, updated);
      return updated;
    },
    async remove(id: number) {
      await workoutsApi.deleteExercise(id);
      await cache.patchDay(date, (d) => ({ ...d, exercises: d.exercises.filter((e) => e.id !== id) }));
      await cache.setDay(date);
    },
  };
}

export type SetChange = { weight?: string; reps?: string; completed?: boolean; kind?: SetKind };

// The signed-in member's outbox: their queue lives in localStorage, so a reload or a second screen
// sees it, and no one else's is ever shown or sent (set-outbox.ts).
const useSetOutbox = () => setOutboxes.of(useAuth().user?.id);

const noEntries: OutboxEntry[] = [];

/** How many set changes wait for the connection to come back; 0 while saving goes normally. */
export function useWaitingToSync(): number {
  const setOutbox = useSetOutbox();
  return useSyncExternalStore(setOutbox.subscribe, setOutbox.waiting, () => 0);
}

/** The set changes waiting to be saved, oldest first. */
export function usePendingSetChanges(): OutboxEntry[] {
  const setOutbox = useSetOutbox();
  return useSyncExternalStore(setOutbox.subscribe, setOutbox.entries, () => noEntries);
}

/**
 * What happens to the cache and the screen when the server takes or refuses a waiting change, and
 * when it says the session has ended (the phone signs out; the member's changes stay for them).
 */
function outboxHandlers(mutate: ScopedMutator, signedOut: () => unknown): OutboxHandlers {
  const cache = workoutCache(mutate);
  return {
    async saved(entry, answer) {
      // Every answer goes into the cache: the changes still waiting are drawn over it, so an older
      // answer never undoes a newer tick on screen, and nothing flickers between two answers.
      await cache.putExercise(entry.date, answer);
      if (replacedBy(entry, answer)) tellReplaced(entry);
    },
    async refused(entry, dropped, error) {
      await cache.patchDay(entry.date, (d) => withoutChanges(d, dropped));
      const why = serverMessage(error) ?? "Failed to update exercise.";
      toastError(`Set ${entry.setNumber} of ${entry.exerciseName} was not saved: ${why}`);
      // Gone from the server (deleted on another phone): show the day as it is stored.
      if (error instanceof ApiError && error.status === 404) await cache.refetchDay(entry.date);
    },
    signedOut,
  };
}

let lastId = 0;
const newId = () => `${Date.now().toString(36)}-${(++lastId).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Logging sets. A change shows at once and joins the outbox, which sends the changes in the order
 * they were made, one at a time, and keeps them through a lost connection or a reload. While this
 * hook is mounted it sends what waits: now, when the browser is back online, when the tab is
 * shown again and on a timer (docs/behaviour.md, "Saving sets offline").
 */
export function useSetLogging(date: string) {
  const { mutate } = useSWRConfig();
  const { user, refresh } = useAuth();
  const userId = user?.id;
  const setOutbox = setOutboxes.of(userId);
  const checkSession = useRef(refresh);
  checkSession.current = refresh;

  useEffect(() => {
    const stop = setOutbox.start(outboxHandlers(mutate, () => checkSession.current()));
    const wake = () => void setOutbox.flush();
    const onVisible = () => {
      if (document.visibilityState === "visible") wake();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === OUTBOX_KEY) setOutbox.notify();
    };
    window.addEventListener("online", wake);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    // A queue kept before queues had owners is older than the member's own: it is sorted out first.
    if (userId === undefined) wake();
    else void setOutboxes.adopt(userId, readOwnDay).then(wake, wake);
    return () => {
      stop();
      window.removeEventListener("online", wake);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, [mutate, setOutbox, userId]);

  return (exercise: ExerciseDto, setNumber: number, change: SetChange) => {
    const row = exercise.setRows.find((r) => r.setNumber === setNumber);
    void workoutCache(mutate).patchDay(date, (d) => patchSet(d, exercise.id, setNumber, change));
    return setOutbox.add({
      id: newId(),
      date,
      exerciseId: exercise.id,
      exerciseName: exercise.name,
      setNumber,
      change,
      before: beforeOf(row, change),
      at: Date.now(),
    });
  };
}
