// What the Workouts screen does when the member adds, edits, moves, resizes or deletes an
// exercise: the change goes to the outbox (changes.ts) and the screen says how it went. With no
// connection the change is kept and the screen says what it would have said online; the line
// above the day counts what waits (docs/behaviour/workouts.md, "Saving sets offline").
import type { WeekdayName } from "@shared/dates";
import type { ExerciseDto, PreviousExerciseDto } from "@shared/workouts/contract";
import { newClientId } from "@web/lib/client-id";
import { serverMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useWorkoutActions, type SetChange } from "./changes";
import type { EditValues } from "./ExerciseCard";
import { setsFromLast } from "./last-numbers";
import type { ExerciseFields } from "./outbox-queue";

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

  return { changeSetCount, addExercise, saveExercise, moveExercise, deleteExercise, append: actions.append };
}
