// Which waiting changes a refused one takes with it: those made on top of it, which would make no
// sense without it (docs/behaviour/workouts.md, "Saving sets offline").
import { isSetEntry, type OutboxEntry } from "./outbox-queue";

export const sameExercise = (a: OutboxEntry, b: { exerciseId: number; clientId?: string }) =>
  a.kind !== "add" &&
  a.kind !== "finish" &&
  ((a.exerciseId === b.exerciseId && b.exerciseId > 0) ||
    (a.clientId !== undefined && a.clientId === b.clientId) ||
    (a.exerciseId === b.exerciseId && a.clientId === b.clientId));

/**
 * What was made on top of a refused change, and goes with it: for a set, the later changes of that
 * set; for exercises added, every later change of them; for an exercise's fields, its later field
 * changes; for warm-ups, the later changes of that exercise's sets and of its number of sets (they
 * count the warm-ups). A refused delete takes nothing else.
 */
function madeOnTop(refused: OutboxEntry, later: OutboxEntry): boolean {
  if (later.date !== refused.date) return false;
  if (refused.kind === "add") return refused.exercises.some((e) => sameExercise(later, { exerciseId: 0, clientId: e.clientId }));
  if (refused.kind === "delete" || refused.kind === "finish") return false;
  if (isSetEntry(refused)) return isSetEntry(later) && sameExercise(later, refused) && later.setNumber === refused.setNumber;
  if (refused.kind === "warmups") {
    const counts = later.kind === "edit" && (later.change.sets !== undefined || later.change.addSet === true);
    return (isSetEntry(later) || later.kind === "warmups" || counts) && sameExercise(later, refused);
  }
  return later.kind === "edit" && sameExercise(later, refused);
}

/**
 * A refused entry leaves the queue with every later change made on top of it. Past warm-ups put
 * before the same exercise's sets, a set number names another set: nothing later was made on that one.
 */
export function dropRefused(queue: readonly OutboxEntry[], refused: OutboxEntry) {
  const at = queue.findIndex((e) => e.id === refused.id);
  const later = at < 0 ? [] : queue.slice(at + 1);
  const renumbered = isSetEntry(refused) ? later.findIndex((e) => e.kind === "warmups" && sameExercise(e, refused)) : -1;
  const onTop = (renumbered < 0 ? later : later.slice(0, renumbered)).filter((e) => madeOnTop(refused, e));
  const dropped = [at < 0 ? refused : queue[at]!, ...onTop];
  const ids = new Set(dropped.map((e) => e.id));
  return { kept: queue.filter((e) => !ids.has(e.id)), dropped };
}
