// Reading and changing a day's workout. Every change goes through here, so the cache rule holds
// everywhere: after a change to one day, that day's entry shows the server's answer and every other
// cached workout read is dropped (a change to one day is 'Last' for the days after it), and the
// streak is read afresh (docs/behaviour.md, "Reading and changing data").
import { useRef } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { WeekdayName } from "../../../src/shared/dates";
import type { ExerciseDto, PreviousWorkoutDto, SetKind, WeekDayDto, WorkoutDto } from "../../../src/shared/workouts/contract";
import { allSetsDone } from "../../../src/shared/workouts/rules";
import { toastError } from "../../stores/toast";
import { keys, workoutsApi, type ExerciseChanges, type NewExerciseBody } from "./api";

export function useWorkout(date: string) {
  return useSWR<WorkoutDto>(keys.day(date));
}

export function usePreviousWorkout(date: string) {
  return useSWR<PreviousWorkoutDto>(keys.previous(date));
}

export function useWorkoutWeek(start: string) {
  return useSWR<WeekDayDto[]>(keys.week(start), { keepPreviousData: true });
}

/** Names for the add form's suggestions: the user's own, most used first (none until typed). */
export function useExerciseNames(q: string) {
  return useSWR<string[]>(q.trim() ? keys.names(q) : null, { keepPreviousData: true, dedupingInterval: 30_000 });
}

const isWorkoutRead = (key: unknown) =>
  typeof key === "string" && (key.startsWith("/api/workouts/") || key.startsWith("/api/exercises/history"));

const isWeekRead = (key: unknown) => typeof key === "string" && key.startsWith("/api/workouts/week");

function useWorkoutCache() {
  const { mutate } = useSWRConfig();
  const forgetOtherDays = async (date: string) => {
    const own = new Set([keys.day(date), keys.previous(date)]);
    await mutate((key) => isWorkoutRead(key) && !isWeekRead(key) && !own.has(key as string), undefined, { revalidate: false });
    // The week's dots and the streak stay on screen: they are read again, not dropped.
    await mutate((key) => isWeekRead(key) || (typeof key === "string" && key.startsWith("/api/streak")));
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
    /** Appends exercises to the day (a new one, or a template's) and shows the day as answered. */
    async append(list: NewExerciseBody[]) {
      const updated = await workoutsApi.append(date, day, list);
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

/**
 * Logging sets. A change shows at once; the changes of one exercise go to the server one after
 * another, and only the answer to the last of them is shown, so a slower, older answer never undoes
 * a newer tick on screen. A failure says so and reads the day again, so the screen shows what is
 * stored (docs/behaviour.md, "Sets").
 */
export function useSetLogging(date: string) {
  const cache = useWorkoutCache();
  const queues = useRef(new Map<number, { tail: Promise<unknown>; pending: number }>());

  return (exercise: ExerciseDto, setNumber: number, change: SetChange) => {
    void cache.patchDay(date, (d) => ({
      ...d,
      exercises: d.exercises.map((e) => {
        if (e.id !== exercise.id) return e;
        const setRows = e.setRows.map((r) => (r.setNumber === setNumber ? { ...r, ...change } : r));
        return { ...e, setRows, isCompleted: allSetsDone(setRows) };
      }),
    }));
    const queue = queues.current.get(exercise.id) ?? { tail: Promise.resolve(), pending: 0 };
    queues.current.set(exercise.id, queue);
    queue.pending++;
    const forDate = date;
    queue.tail = queue.tail.then(async () => {
      try {
        const updated = await workoutsApi.updateSet(exercise.id, setNumber, change);
        if (queue.pending === 1) await cache.putExercise(forDate, updated);
      } catch {
        toastError("Failed to update exercise.");
        await cache.refetchDay(forDate);
      } finally {
        queue.pending--;
      }
    });
    return queue.tail;
  };
}
