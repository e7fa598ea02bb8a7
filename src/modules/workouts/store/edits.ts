// An exercise's edit: its own columns, and its set rows moved, added, cut, ticked or removed with
// it; a day's exercises cleared (a template loaded in place of them) and the day's note.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { exercises, exerciseSets, workouts } from "@db/schema";
import { ownedBy } from "@db/owned";
import type { ExerciseRow } from "./records";

/** The exercise's own columns an edit changes, and its fields' stamps. */
export function updateExerciseColumns(db: Conn, id: number, changes: Partial<ExerciseRow>) {
  if (Object.keys(changes).length > 0) db.update(exercises).set(changes).where(eq(exercises.id, id)).run();
}

/** The unticked sets still holding the old planned weight or reps take the new one. */
export function moveUntickedSets(db: Conn, id: number, change: { weight: string; from: string } | { reps: string; from: string }) {
  const unticked = and(eq(exerciseSets.exerciseId, id), eq(exerciseSets.completed, false));
  if ("weight" in change)
    db.update(exerciseSets)
      .set({ weight: change.weight })
      .where(and(unticked, eq(exerciseSets.weight, change.from)))
      .run();
  else
    db.update(exerciseSets)
      .set({ reps: change.reps })
      .where(and(unticked, eq(exerciseSets.reps, change.from)))
      .run();
}

/** Every set of the exercise loses its weight and reps: a kind that logs neither (a time, a distance). */
export function clearSetLoads(db: Conn, id: number) {
  db.update(exerciseSets).set({ weight: "", reps: "" }).where(eq(exerciseSets.exerciseId, id)).run();
}

/** The exercise's last set row's number, weight and reps, if it has any. */
export function lastSet(db: Conn, id: number): { n: number; weight: string; reps: string } | undefined {
  return db
    .select({ n: exerciseSets.setNumber, weight: exerciseSets.weight, reps: exerciseSets.reps })
    .from(exerciseSets)
    .where(eq(exerciseSets.exerciseId, id))
    .orderBy(desc(exerciseSets.setNumber))
    .limit(1)
    .get();
}

/** Removes the exercise's set rows after set `count`. */
export function deleteSetsAfter(db: Conn, id: number, count: number) {
  db.delete(exerciseSets)
    .where(and(eq(exerciseSets.exerciseId, id), gt(exerciseSets.setNumber, count)))
    .run();
}

/** Ticks or unticks every set row of the exercise. */
export function tickAllSets(db: Conn, id: number, completed: boolean) {
  db.update(exerciseSets).set({ completed }).where(eq(exerciseSets.exerciseId, id)).run();
}

/** Removes the member's exercise (its set rows go with it, ON DELETE CASCADE). */
export function deleteExerciseRow(db: Conn, userId: number, id: number) {
  db.delete(exercises)
    .where(ownedBy(exercises, userId, id))
    .run();
}

/**
 * Moves the exercise's set rows `by` numbers on, to make room before them. In two steps through
 * negative numbers, so no row ever takes a number another still holds.
 */
export function shiftSets(db: Conn, id: number, by: number) {
  db.update(exerciseSets)
    .set({ setNumber: sql`-(${exerciseSets.setNumber} + ${by})` })
    .where(eq(exerciseSets.exerciseId, id))
    .run();
  db.update(exerciseSets)
    .set({ setNumber: sql`-${exerciseSets.setNumber}` })
    .where(eq(exerciseSets.exerciseId, id))
    .run();
}

/** Removes a workout's exercises; their set rows go with them (the foreign key cascades). */
export function deleteDayExercises(db: Conn, userId: number, workoutId: number) {
  db.delete(exercises)
    .where(and(eq(exercises.userId, userId), eq(exercises.workoutId, workoutId)))
    .run();
}

/** The note of a workout (null clears it). */
export function setNote(db: Conn, workoutId: number, note: string | null) {
  db.update(workouts).set({ note }).where(eq(workouts.id, workoutId)).run();
}

/** The note of the member's workout of a date (null clears it). */
export function setNoteOn(db: Conn, userId: number, date: string, note: string | null) {
  db.update(workouts)
    .set({ note })
    .where(and(eq(workouts.userId, userId), eq(workouts.date, date)))
    .run();
}
