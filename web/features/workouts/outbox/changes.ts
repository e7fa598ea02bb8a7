// Changing a day's workout. Every change joins the member's outbox (one queue, in the order the
// changes were made, kept through a lost connection and a reload) and shows at once, drawn over the
// day (day-changes.ts); the outbox sends it when the server can be reached (docs/behaviour/workouts.md,
// "Saving sets offline"). The cache rule holds everywhere: after a change to one day, that day's
// entry shows the server's answer and every other cached workout read is dropped (a change to one
// day is 'Last' for the days after it), and the reads other features keep following workouts (the
// dashboard's streak, web/lib/follow.ts) are read afresh (docs/behaviour/conventions.md, "Reading and changing
// data").
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useSWRConfig, type ScopedMutator } from "swr";
import type { WeekdayName } from "@shared/dates";
import type { WriteMode } from "@shared/write-mode";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "@shared/workouts/defaults";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { ApiError, serverMessage } from "@web/lib/api";
import { follows } from "@web/lib/follow";
import { newClientId } from "@web/lib/client-id";
import { toastError } from "@web/stores/toast";
import { useAuth } from "@web/features/auth";
import { keys, type NewExerciseBody } from "@web/features/workouts/api";
import { entryName, inOrder, isAbout, refOf, renumbering } from "./day-changes";
import {
  beforeOf,
  isSetEntry,
  OUTBOX_KEY,
  patchSet,
  withoutChanges,
  withPending,
  type EditEntry,
  type OutboxEntry,
  type OutboxHandlers,
  type Settled,
} from "./outbox";
import type { ExerciseFields, QueuedExercise, SetFields, WarmupFigures } from "./outbox-queue";
import { fieldsReplacedBy, replacedBy, tellFieldsReplaced, tellReplaced } from "./replaced";
import { onScreen } from "./on-screen";
import { readOwnDay, setOutboxes } from "./set-outbox";
import { emptyDay } from "./working-set";

function workoutCache(mutate: ScopedMutator) {
  const forgetOtherDays = async (date: string) => {
    const own = new Set([keys.day(date), keys.previous(date)]);
    const other = (key: unknown) => keys.isWorkoutRead(key) && !keys.isWeek(key) && !own.has(key as string);
    await mutate((key) => other(key) && !onScreen(key), undefined, { revalidate: false });
    // The week's dots, the reads following workouts (the streak) and the other reads on screen stay
    // there: they are read again, not dropped (on-screen.ts). Those reads are not waited for: the
    // outbox sends its next change only after this, and a slow read must not hold the member's sets.
    const followers = follows("workouts");
    void mutate((key) => keys.isWeek(key) || followers(key) || (other(key) && onScreen(key)));
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
        // A moved exercise takes its new place.
        (day) => (day ? inOrder({ ...day, exercises: day.exercises.map((e) => (e.id === exercise.id ? exercise : e)) }) : day),
        { revalidate: false },
      );
    },
    refetchDay: (date: string) => mutate(keys.day(date)),
  };
}

// The signed-in member's outbox: their queue lives in localStorage, so a reload or a second screen
// sees it, and no one else's is ever shown or sent (set-outbox.ts).
const useSetOutbox = () => setOutboxes.of(useAuth().user?.id);

const noEntries: OutboxEntry[] = [];

/** How many changes wait for the connection to come back; 0 while saving goes normally. */
export function useWaitingToSync(): number {
  const setOutbox = useSetOutbox();
  return useSyncExternalStore(setOutbox.subscribe, setOutbox.waiting, () => 0);
}

/** The changes waiting to be saved, oldest first. */
export function usePendingSetChanges(): OutboxEntry[] {
  const setOutbox = useSetOutbox();
  return useSyncExternalStore(setOutbox.subscribe, setOutbox.entries, () => noEntries);
}

let lastId = 0;
const newId = () => `${Date.now().toString(36)}-${(++lastId).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** What the toast says when the server refuses a change nobody was waiting on. */
export function notSavedMessage(entry: OutboxEntry, why: string | undefined): string {
  const name = entryName(entry);
  if (isSetEntry(entry)) return `Set ${entry.setNumber} of ${name} was not saved: ${why ?? "Failed to update exercise."}`;
  const reason = why ?? "Failed to save workout.";
  if (entry.kind === "add") return `Adding ${name} was not saved: ${reason}`;
  if (entry.kind === "delete") return `Deleting ${name} was not saved: ${reason}`;
  if (entry.kind === "finish") return `Finishing the workout was not saved: ${reason}`;
  if (entry.kind === "warmups") return `Warm-up sets for ${name} were not saved: ${reason}`;
  return `Changes to ${name} were not saved: ${reason}`;
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
      // answer never undoes a newer change on screen, and nothing flickers between two answers.
      if (entry.kind === "add") return cache.setDay(entry.date, answer as WorkoutDto);
      // The day now has its times; it and the sessions are read again.
      if (entry.kind === "finish") return cache.setDay(entry.date);
      if (entry.kind === "delete") {
        await cache.patchDay(entry.date, (d) => ({ ...d, exercises: d.exercises.filter((e) => !isAbout(e, entry)) }));
        return cache.setDay(entry.date);
      }
      const exercise = answer as ExerciseDto;
      await cache.putExercise(entry.date, exercise);
      if (entry.kind === "warmups") return;
      if (isSetEntry(entry)) {
        if (replacedBy(entry, exercise)) tellReplaced(entry);
      } else if (fieldsReplacedBy(entry, exercise)) tellFieldsReplaced(entry);
    },
    async refused(entry, dropped, error, told) {
      await cache.patchDay(entry.date, (d) => withoutChanges(d, dropped));
      if (!told) toastError(notSavedMessage(entry, serverMessage(error) ?? undefined));
      // Gone from the server (deleted on another phone): show the day as it is stored.
      if (error instanceof ApiError && error.status === 404) await cache.refetchDay(entry.date);
    },
    signedOut,
  };
}

/**
 * A new exercise as the outbox keeps it, with the phone's id and the server's defaults for what the
 * form left out. The forms have checked it; the server checks it again, and a refusal takes it off.
 */
function queued(body: NewExerciseBody): QueuedExercise {
  const e = body as Partial<QueuedExercise>;
  return {
    name: (e.name ?? "").trim(),
    sets: e.sets ?? DEFAULT_SETS,
    reps: e.reps ?? DEFAULT_REPS,
    weight: e.weight ?? DEFAULT_WEIGHT,
    restTime: e.restTime ?? DEFAULT_REST_SECONDS,
    notes: e.notes || null,
    clientId: e.clientId ?? newClientId(),
    ...(e.type && e.type !== "weight_reps" ? { type: e.type } : {}),
    ...(e.supersetGroup ? { supersetGroup: e.supersetGroup } : {}),
    ...(e.programId !== undefined && e.programWorkout ? { programId: e.programId, programWorkout: e.programWorkout } : {}),
    // A started template's sets, each from the same set of last time (the server takes them as they are).
    ...(e.setRows && e.setRows.length > 0
      ? { setRows: e.setRows.map(({ weight, reps, kind }) => ({ weight, reps, kind })), sets: e.setRows.length }
      : {}),
  };
}

/**
 * Adding, editing, moving and deleting the exercises of one day. Each resolves once the server has
 * the change, or once it is kept to be sent later (no connection); a refusal the server gives while
 * the member waits is thrown, for the screen's toast.
 */
export function useWorkoutActions(date: string, day: WeekdayName) {
  const { cache } = useSWRConfig();
  const outbox = useSetOutbox();
  const shown = (): WorkoutDto =>
    withPending((cache.get(keys.day(date))?.data as WorkoutDto | undefined) ?? emptyDay(date), outbox.entries());
  const made = (exerciseName: string) => ({ id: newId(), date, exerciseName, at: Date.now() });
  const edit = async (exercise: ExerciseDto, change: ExerciseFields): Promise<ExerciseDto> => {
    const entry: EditEntry = { ...made(exercise.name), kind: "edit", ...refOf(exercise), change, setsBefore: exercise.setRows.length };
    const settled: Settled = await outbox.track(entry);
    if (settled.state === "saved") return settled.answer as ExerciseDto;
    return shown().exercises.find((e) => isAbout(e, entry)) ?? exercise;
  };
  return {
    /**
     * Adds exercises to the day (a new one, or a template's), after its own or, with "replace", in
     * their place; answers the day as it now is.
     */
    async append(list: NewExerciseBody[], mode?: WriteMode): Promise<WorkoutDto> {
      const exercises = list.map(queued);
      const settled = await outbox.track({
        ...made(exercises.map((e) => e.name).join(", ")),
        kind: "add",
        dayOfWeek: day,
        exercises,
        ...(mode ? { mode } : {}),
      });
      return settled.state === "saved" ? (settled.answer as WorkoutDto) : shown();
    },
    update: edit,
    /** Moves the exercise one place up (-1) or down (1) in the day. */
    async move(exercise: ExerciseDto, by: -1 | 1) {
      const list = shown().exercises;
      const at = list.findIndex((e) => isAbout(e, refOf(exercise)));
      const to = at + by;
      if (at < 0 || to < 0 || to >= list.length) return;
      const order = [...list];
      [order[at], order[to]] = [order[to]!, order[at]!];
      // Every exercise whose place number changes gets it: the day's numbers may have gaps or ties.
      await Promise.all(order.map((e, i) => (e.sortOrder === i ? undefined : edit(e, { sortOrder: i }))));
    },
    /** Warm-up sets before the exercise's sets, which are renumbered after them. */
    async addWarmups(exercise: ExerciseDto, sets: WarmupFigures[]) {
      await outbox.track({ ...made(exercise.name), kind: "warmups", ...refOf(exercise), sets });
    },
    async remove(exercise: ExerciseDto) {
      await outbox.track({ ...made(exercise.name), kind: "delete", ...refOf(exercise) });
    },
    /** Finishes the day's workout now: the server's summary once it has it, "queued" while offline. */
    finish(): Promise<Settled> {
      return outbox.track({ ...made("Workout"), kind: "finish", finishedAt: new Date().toISOString() });
    },
  };
}

export type SetChange = SetFields;

/**
 * Logging sets. A change shows at once and joins the outbox. While this hook is mounted the outbox
 * sends what waits: now, when the browser is back online, when the tab is shown again and on a
 * timer (docs/behaviour/workouts.md, "Saving sets offline").
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
    const target = refOf(exercise);
    // Its number counts warm-ups still waiting, which the cached day does not have yet: the change
    // is drawn over the day from the queue alone.
    if (!renumbering(setOutbox.entries(), date, target)) {
      void workoutCache(mutate).patchDay(date, (d) => patchSet(d, target, setNumber, change));
    }
    return setOutbox.add({
      id: newId(),
      date,
      ...target,
      exerciseName: exercise.name,
      setNumber,
      change,
      before: beforeOf(row, change),
      at: Date.now(),
    });
  };
}
