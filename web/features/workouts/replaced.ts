// A change the server did not keep because a later one, made on another phone, had already written
// the same field (docs/behaviour/offline.md, "Offline"): the member who made it is told, once per set.
import type { ExerciseDto } from "@shared/workouts/contract";
import { toast } from "@web/stores/toast";
import type { EditEntry, SetEntry } from "./outbox-queue";

/** The same logged value: equal text, or the same number written another way. */
const sameValue = (sent: string, stored: string) =>
  sent === stored || (sent.trim() !== "" && stored.trim() !== "" && Number(sent) === Number(stored));

/** Whether the server's answer holds another value than this change sent, for a field it sent. */
export function replacedBy(entry: SetEntry, answer: ExerciseDto): boolean {
  const row = answer.setRows.find((r) => r.setNumber === entry.setNumber);
  if (!row) return false;
  const { weight, reps, completed, kind } = entry.change;
  return (
    (completed !== undefined && completed !== row.completed) ||
    (kind !== undefined && kind !== row.kind) ||
    (weight !== undefined && !sameValue(weight, row.weight)) ||
    (reps !== undefined && !sameValue(reps, row.reps))
  );
}

const told = new Set<string>();

/** Tells the member their change to a set was replaced by a later one, once for each set. */
export function tellReplaced(entry: SetEntry): void {
  const key = `${entry.exerciseId}/${entry.setNumber}`;
  if (told.has(key)) return;
  told.add(key);
  toast({
    title: "Changed on another phone",
    description: `Set ${entry.setNumber} of ${entry.exerciseName} was changed later on another phone; that change is kept.`,
  });
}

/** The exercise's own fields an edit sent that the server's answer holds otherwise. */
export function fieldsReplacedBy(entry: EditEntry, answer: ExerciseDto): boolean {
  const { name, reps, weight, restTime, notes, sortOrder } = entry.change;
  return (
    (name !== undefined && name !== answer.name) ||
    (reps !== undefined && reps !== answer.reps) ||
    (weight !== undefined && !sameValue(weight, answer.weight)) ||
    (restTime !== undefined && restTime !== answer.restTime) ||
    (notes !== undefined && (notes || null) !== answer.notes) ||
    (sortOrder !== undefined && sortOrder !== answer.sortOrder)
  );
}

/** Tells the member their change to an exercise was replaced by a later one, once for each exercise. */
export function tellFieldsReplaced(entry: EditEntry): void {
  const key = `${entry.clientId ?? entry.exerciseId}/plan`;
  if (told.has(key)) return;
  told.add(key);
  toast({
    title: "Changed on another phone",
    description: `${entry.exerciseName} was changed later on another phone; that change is kept.`,
  });
}
