// What the server's tests build their data from: a household of three, an exercise written straight
// to the tables, an exercise of an import file. A test says only what it is about.
import type { Db } from "@db/client";
import { exercises, workouts } from "@db/schema";
import { parseIsoDate, weekdayName } from "@shared/dates";
import type { AppContext } from "@http/context";
import { household, signedUpClient } from "./harness";

export { logged, tpl } from "@shared/workouts/test-fixtures";

/** A household (its admin signed in) with three signed-in members: Ana, Ben and Cai. */
export async function threeMembers(overrides: Partial<AppContext> = {}) {
  const t = await household(overrides);
  const ana = await signedUpClient(t.app, { firstName: "Ana" });
  const ben = await signedUpClient(t.app, { firstName: "Ben" });
  const cai = await signedUpClient(t.app, { firstName: "Cai" });
  return { ...t, ana, ben, cai };
}
export type ThreeMembers = Awaited<ReturnType<typeof threeMembers>>;

/**
 * An exercise of 3 sets on `date`, written to the tables without the Workouts API (for a module
 * that only reads them): `true` is all ticked, `false` none, a number that many.
 */
export function storedExercise(db: Db, userId: number, date: string, ticked: boolean | number, name = "Squat") {
  const completedSets = ticked === true ? 3 : ticked === false ? 0 : ticked;
  const workout =
    db
      .select()
      .from(workouts)
      .all()
      .find((w) => w.userId === userId && w.date === date) ??
    db
      .insert(workouts)
      .values({ userId, date, dayOfWeek: weekdayName(parseIsoDate(date)!) })
      .returning()
      .get();
  db.insert(exercises)
    .values({ workoutId: workout.id, userId, date, name, sets: 3, completedSets, isCompleted: completedSets === 3 })
    .run();
}

/** The `i`th exercise of a day in an import file: one set of five at 100. */
export const importedExercise = (i: number) => ({ name: `Ex ${i}`, sets: 1, reps: "5", weight: "100", restTime: 60, sortOrder: i });
