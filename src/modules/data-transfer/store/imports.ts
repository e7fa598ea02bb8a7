// The queries of a Kinfit file's import but its workouts (workouts.ts): the member's settings,
// custom ingredients, templates, library meals, planned meals, body entries and programs, read to
// find what is there already and written in batches.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { bodyComposition, customIngredients, mealIngredients, meals, mealTemplates, programs, users, workoutTemplates } from "@db/schema";
import { checkRoom } from "@db/owned";
import { BATCH, inBatches } from "./batches";

type Owned<T> = Omit<T, "userId" | "id">;
/** The settings of a member's row a file may bring. */
export type UserSettings = Partial<
  Pick<
    typeof users.$inferInsert,
    | "macroTracking"
    | "weightUnit"
    | "lengthUnit"
    | "plates"
    | "goals"
    | "distanceUnit"
    | "muscleTargets"
    | "sex"
    | "birthYear"
    | "heightCm"
    | "activityLevel"
  >
>;
export type NewCustomIngredient = Owned<typeof customIngredients.$inferInsert>;
export type NewWorkoutTemplate = Owned<typeof workoutTemplates.$inferInsert>;
export type NewLibraryMeal = Owned<typeof mealTemplates.$inferInsert>;
export type NewMeal = Owned<typeof meals.$inferInsert>;
export type NewMealIngredient = Omit<Owned<typeof mealIngredients.$inferInsert>, "mealId">;
export type NewBodyEntry = Owned<typeof bodyComposition.$inferInsert>;
export type NewProgram = Owned<typeof programs.$inferInsert>;

/** The tables of an area whose rows an import counts against its limit. */
const COUNTED = { customIngredients, workoutTemplates, mealTemplates };

/** How many rows of `area` the member keeps. */
export function ownedCount(tx: Conn, area: keyof typeof COUNTED, userId: number): number {
  const table = COUNTED[area];
  return tx.select({ count: sql<number>`count(*)` }).from(table).where(eq(table.userId, userId)).get()!.count;
}

export function storedGoals(tx: Conn, userId: number) {
  return tx.select({ goals: users.goals }).from(users).where(eq(users.id, userId)).get()?.goals;
}

export function updateUserSettings(tx: Conn, userId: number, changes: UserSettings): void {
  tx.update(users).set(changes).where(eq(users.id, userId)).run();
}

/** The member's custom ingredients (id and name), by id. */
export function ownCustomIngredients(tx: Conn, userId: number): { id: number; name: string }[] {
  return tx
    .select({ id: customIngredients.id, name: customIngredients.name })
    .from(customIngredients)
    .where(eq(customIngredients.userId, userId))
    .orderBy(asc(customIngredients.id))
    .all();
}

/** The barcodes of the custom ingredients the member can see (their own and the shared ones). */
export function visibleBarcodes(tx: Conn, userId: number): (string | null)[] {
  return tx
    .select({ barcode: customIngredients.barcode })
    .from(customIngredients)
    .where(sql`${customIngredients.barcode} IS NOT NULL AND (${customIngredients.userId} = ${userId} OR ${customIngredients.shared} = 1)`)
    .all()
    .map((r) => r.barcode);
}

export function insertCustomIngredients(tx: Conn, userId: number, rows: NewCustomIngredient[]): void {
  inBatches(rows, (batch) =>
    tx
      .insert(customIngredients)
      .values(batch.map((r) => ({ ...r, userId })))
      .run(),
  );
}

export function workoutTemplateNames(tx: Conn, userId: number): string[] {
  return tx
    .select({ name: workoutTemplates.name })
    .from(workoutTemplates)
    .where(eq(workoutTemplates.userId, userId))
    .all()
    .map((t) => t.name);
}

export function insertWorkoutTemplates(tx: Conn, userId: number, rows: NewWorkoutTemplate[]): void {
  inBatches(rows, (batch) =>
    tx
      .insert(workoutTemplates)
      .values(batch.map((r) => ({ ...r, userId })))
      .run(),
  );
}

export function libraryMealNames(tx: Conn, userId: number): string[] {
  return tx
    .select({ name: mealTemplates.name })
    .from(mealTemplates)
    .where(eq(mealTemplates.userId, userId))
    .all()
    .map((t) => t.name);
}

export function insertLibraryMeals(tx: Conn, userId: number, rows: NewLibraryMeal[]): void {
  inBatches(rows, (batch) =>
    tx
      .insert(mealTemplates)
      .values(batch.map((r) => ({ ...r, userId })))
      .run(),
  );
}

/** The member's planned meals on `dates` (date, time and name). */
export function mealsOn(tx: Conn, userId: number, dates: string[]): { date: string; time: string; name: string }[] {
  return tx
    .select({ date: meals.date, time: meals.time, name: meals.name })
    .from(meals)
    .where(and(eq(meals.userId, userId), inArray(meals.date, dates)))
    .all();
}

/** Inserts planned meals with their ingredients, in batches. */
export function insertMeals(tx: Conn, userId: number, list: { meal: NewMeal; ingredients: NewMealIngredient[] }[]): void {
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = list.slice(i, i + BATCH);
    const mealIds = tx
      .insert(meals)
      .values(batch.map((m) => ({ ...m.meal, userId })))
      .returning({ id: meals.id })
      .all();
    const ingredients = batch.flatMap((m, j) => m.ingredients.map((g) => ({ ...g, userId, mealId: mealIds[j]!.id })));
    inBatches(ingredients, (rows) => tx.insert(mealIngredients).values(rows).run());
  }
}

/** A date on which the member plans more than `max` meals, if any. */
export function crowdedMealDay(tx: Conn, userId: number, max: number): string | undefined {
  return tx
    .select({ date: meals.date })
    .from(meals)
    .where(eq(meals.userId, userId))
    .groupBy(meals.date)
    .having(sql`count(*) > ${max}`)
    .get()?.date;
}

export function bodyEntryDates(tx: Conn, userId: number): string[] {
  return tx
    .select({ date: bodyComposition.date })
    .from(bodyComposition)
    .where(eq(bodyComposition.userId, userId))
    .all()
    .map((b) => b.date);
}

/** Refuses (400 with `message`) adding `adding` body entries past the member's `max`. */
export function checkBodyRoom(tx: Conn, userId: number, max: number, message: string, adding: number): void {
  checkRoom(tx, bodyComposition, userId, max, message, { adding });
}

export function insertBodyEntries(tx: Conn, userId: number, rows: NewBodyEntry[]): void {
  inBatches(rows, (batch) =>
    tx
      .insert(bodyComposition)
      .values(batch.map((r) => ({ ...r, userId })))
      .run(),
  );
}

/** The member's programs: name, start and whether it runs. */
export function ownPrograms(tx: Conn, userId: number): { id: number; name: string; startedOn: string; active: boolean }[] {
  return tx
    .select({ id: programs.id, name: programs.name, startedOn: programs.startedOn, active: programs.active })
    .from(programs)
    .where(eq(programs.userId, userId))
    .all();
}

export function insertProgram(tx: Conn, userId: number, values: NewProgram): void {
  tx.insert(programs)
    .values({ ...values, userId })
    .run();
}
