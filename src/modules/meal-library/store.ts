// Every query of the meal library (the meal_templates table, the library's old name): the member's
// own library meals and the household's shared ones, and the rows a change writes. The sharing
// conditions are the household's (src/db/shared-items.ts); service.ts holds the rules.
import { desc, eq } from "drizzle-orm";
import type { Conn } from "@db/client";
import { checkRoom, ownedBy } from "@db/owned";
import { mealTemplates } from "@db/schema";
import { findChangeable, findVisible, firstNames, othersShared, shareAll } from "@db/shared-items";

export type LibraryMealRow = typeof mealTemplates.$inferSelect;
/** What a create writes of a library meal. */
export type LibraryMealValues = Omit<typeof mealTemplates.$inferInsert, "id" | "userId" | "createdAt">;

const newestFirst = [desc(mealTemplates.createdAt), desc(mealTemplates.id)];

/** The member's own library meals, newest first. */
export const ownRows = (db: Conn, userId: number): LibraryMealRow[] =>
  db
    .select()
    .from(mealTemplates)
    .where(eq(mealTemplates.userId, userId))
    .orderBy(...newestFirst)
    .all();

/** The other members' shared library meals (a former member's included), newest first. */
export const othersSharedRows = (db: Conn, userId: number): LibraryMealRow[] =>
  db
    .select()
    .from(mealTemplates)
    .where(othersShared(mealTemplates, userId))
    .orderBy(...newestFirst)
    .all();

/** Each member's first name by id, for naming the owners. */
export const ownerNames = (db: Conn): Map<number, string> => firstNames(db);

/** The library meal when the member may see it; a 404 with `message` otherwise. */
export const visibleRow = (db: Conn, userId: number, id: number, message: string): LibraryMealRow =>
  findVisible(db, mealTemplates, userId, id, message);

/** The library meal when it is the member's own; a 403 with `refusal` for another's shared one, else a 404. */
export const changeableRow = (db: Conn, userId: number, id: number, message: string, refusal: string): LibraryMealRow =>
  findChangeable(db, mealTemplates, userId, id, message, refusal);

/** Refuses with `message` when the member keeps `max` library meals already. */
export const checkLibraryRoom = (db: Conn, userId: number, max: number, message: string): void =>
  checkRoom(db, mealTemplates, userId, max, message);

export const insertRow = (db: Conn, userId: number, values: LibraryMealValues): LibraryMealRow =>
  db
    .insert(mealTemplates)
    .values({ ...values, userId })
    .returning()
    .get();

export const updateRow = (db: Conn, userId: number, id: number, changes: Partial<LibraryMealValues>): LibraryMealRow =>
  db
    .update(mealTemplates)
    .set(changes)
    .where(ownedBy(mealTemplates, userId, id))
    .returning()
    .get()!;

/** Shares every library meal of the member's that is still private; answers how many. */
export const shareAllRows = (db: Conn, userId: number): number => shareAll(db, mealTemplates, userId);

export function deleteRow(db: Conn, userId: number, id: number): void {
  db.delete(mealTemplates)
    .where(ownedBy(mealTemplates, userId, id))
    .run();
}
