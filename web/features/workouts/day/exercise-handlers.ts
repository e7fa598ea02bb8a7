// What the Workouts screen does when the member adds, edits, moves, resizes, warms up or deletes
// an exercise: the change goes to the outbox (changes.ts) and the screen says how it went. With no
// connection the change is kept and the screen says what it would have said online; the line
// above the day counts what waits (docs/behaviour/workouts.md, "Saving sets offline").
import type { WeekdayName } from "@shared/dates";
import type { ExerciseDto, PreviousExerciseDto } from "@shared/workouts/contract";
import { count } from "@web/lib/words";
import { newClientId } from "@web/lib/client-id";
import { serverMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useWorkoutActions, type SetChange } from "@web/features/workouts/outbox/changes";
import type { EditValues } from "@web/features/workouts/exercise/ExerciseCard";
import { planFromLast, setsFromLast } from "@web/features/workouts/exercise/last-numbers";
import { DEFAULT_WEIGHT } from "@shared/workouts/defaults";
import type { ExerciseFields } from "@web/features/workouts/outbox/outbox-queue";

/** The exercise's value of a form field, as the form would hold it when untouched. */
function current(exercise: ExerciseDto, key: keyof EditValues): unknown {
  if (key === "notes") return exercise.notes ?? "";
  if (key === "supersetGroup") return exercise.supersetGroup ?? null;
  if (key === "type") return exercise.type ?? "weight_reps";
  return exercise[key];
}

type LogSet = (exercise: ExerciseDto, setNumber: number, change: SetChange) => unknown;

export function useExerciseHandlers(date: string, day: WeekdayName, logSet: LogSet) {
  const actions = useWorkoutActions(date, day);

  /**
   * Warm-up sets before the working ones (docs/behaviour/workouts.md, "Warm-up sets"): a change like
   * the others, kept with no connection; the sets after them are renumbered on screen at once.
   */
  const addWarmups = async (exercise: ExerciseDto, sets: { weight: string; reps: string }[]) => {
    try {
      await actions.addWarmups(
        exercise,
        sets.map(({ weight, reps }) => ({ weight, reps })),
      );
      toast({ title: "Warm-up sets added", description: `${count(sets.length, "warm-up set")} before ${exercise.name}.` });
      return true;
    } catch (e) {
      const why = serverMessage(e);
      toastError(why ? `Failed to add warm-up sets. ${why}` : "Failed to add warm-up sets.");
      return false;
    }
  };

  /** One more set after the last (two phones that each add one make two), or the last one off. */
  const changeSetCount = async (exercise: ExerciseDto, sets: number) => {
    try {
      await actions.update(exercise, sets > exercise.setRows.length ? { addSet: true } : { sets });
    } catch (e) {
      const why = serverMessage(e);
      toastError(why ? `Failed to update exercise. ${why}` : "Failed to update exercise.");
    }
  };

  const addExercise = async (values: EditValues, last?: PreviousExerciseDto) => {
    const clientId = newClientId();
    try {
      const updated = await actions.append([{ ...values, isCompleted: false, notes: null, clientId }]);
      // A name done before starts each set from what was lifted last time.
      const added = last ? updated.exercises.find((e) => e.clientId === clientId) : undefined;
      if (added && last) for (const { setNumber, change } of setsFromLast(added, last)) void logSet(added, setNumber, change);
      return true;
    } catch {
      toastError("Failed to save workout. Please try again.");
      return false;
    }
  };

  /**
   * Swap (docs/behaviour/workouts.md, "Swap"): the new exercise goes in the old one's place with its
   * sets, rest, superset and notes, its plan and each set from its own 'Last' (at 0 with none), and
   * the old one, with no set done, goes.
   */
  const swapExercise = async (old: ExerciseDto, name: string, last?: PreviousExerciseDto) => {
    const clientId = newClientId();
    const plan = last ? planFromLast(last) : { reps: old.reps, weight: DEFAULT_WEIGHT, type: old.type ?? "weight_reps" };
    try {
      const sets = Math.max(1, old.setRows.filter((r) => r.kind !== "warmup").length);
      const body = { name, sets, ...plan, restTime: old.restTime, isCompleted: false, notes: old.notes, clientId };
      const updated = await actions.append([{ ...body, supersetGroup: old.supersetGroup }]);
      const added = updated.exercises.find((e) => e.clientId === clientId);
      if (!added) return false;
      await actions.update(added, { sortOrder: old.sortOrder });
      await actions.remove(old);
      if (last) for (const { setNumber, change } of setsFromLast(added, last)) void logSet(added, setNumber, change);
      toast({ title: "Exercise swapped", description: `"${old.name}" is now "${name}".` });
      return true;
    } catch {
      toastError("Failed to swap exercise.");
      return false;
    }
  };

  const saveExercise = async (exercise: ExerciseDto, values: EditValues) => {
    const changes: ExerciseFields = {};
    for (const key of Object.keys(values) as (keyof EditValues)[]) {
      const value = values[key];
      if (value !== undefined && value !== current(exercise, key)) (changes as Record<string, unknown>)[key] = value;
    }
    if (Object.keys(changes).length === 0) {
      toast({ title: "Exercise updated", description: `"${exercise.name}" has been updated.` });
      return true;
    }
    try {
      const updated = await actions.update(exercise, changes);
      toast({
        title: "Exercise updated",
        description:
          updated.name !== exercise.name
            ? `"${exercise.name}" has been updated to "${updated.name}".`
            : `"${updated.name}" has been updated.`,
      });
      return true;
    } catch {
      toastError("Failed to update exercise.");
      return false;
    }
  };

  const moveExercise = async (exercise: ExerciseDto, by: -1 | 1) => {
    try {
      await actions.move(exercise, by);
    } catch {
      toastError("Failed to update exercise.");
    }
  };

  /** True once the exercise is gone (or its deletion is kept to be sent). */
  const deleteExercise = async (target: ExerciseDto) => {
    try {
      await actions.remove(target);
      toast({ title: "Exercise deleted", description: `"${target.name}" has been removed from your workout.` });
      return true;
    } catch {
      toastError("Failed to delete exercise.");
      return false;
    }
  };

  return { changeSetCount, addExercise, swapExercise, addWarmups, saveExercise, moveExercise, deleteExercise, append: actions.append };
}
