// Every query of custom ingredients: the member's own and the household's shared ones, a barcode's
// clash, and the rows a change writes. The sharing conditions are the household's
// (src/db/shared-items.ts); service.ts holds the rules.
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { checkRoom } from "@db/owned";
import { customIngredients, users } from "@db/schema";
import { findChangeable, findVisible, firstNames, mergeByName, othersShared, shareAll, unlinkMealIngredients } from "@db/shared-items";

export { unlinkMealIngredients };

export type CustomIngredientRow = typeof customIngredients.$inferSelect;
/** What a create or an update writes of an ingredient. */
export type CustomIngredientValues = Omit<typeof customIngredients.$inferInsert, "id" | "userId" | "createdAt">;

const byName = [asc(sql`lower(${customIngredients.name})`), asc(customIngredients.id)];

/** The member's own ingredients and the household's shared ones, by name in any case, then id. */
export function visibleRows(db: Conn, userId: number): CustomIngredientRow[] {
  const own = db
    .select()
    .from(customIngredients)
    .where(eq(customIngredients.userId, userId))
    .orderBy(...byName)
    .all();
  const others = db
    .select()
    .from(customIngredients)
    .where(othersShared(customIngredients, userId))
    .orderBy(...byName)
    .all();
  return mergeByName(own, others);
}

/** Each member's first name by id, for naming the owners. */
export const ownerNames = (db: Conn): Map<number, string> => firstNames(db);

/** The ingredient when the member may see it; a 404 with `message` otherwise. */
export const visibleRow = (db: Conn, userId: number, id: number, message: string): CustomIngredientRow =>
  findVisible(db, customIngredients, userId, id, message);

/** The ingredient when it is the member's own; a 403 with `refusal` for another's shared one, else a 404. */
export const changeableRow = (db: Conn, userId: number, id: number, message: string, refusal: string): CustomIngredientRow =>
  findChangeable(db, customIngredients, userId, id, message, refusal);

/** Refuses with `message` when the member keeps `max` ingredients already. */
export const checkIngredientRoom = (db: Conn, userId: number, max: number, message: string): void =>
  checkRoom(db, customIngredients, userId, max, message);

/** Whether an ingredient the member sees (their own or a shared one), other than `except`, has this barcode. */
export function barcodeSeen(db: Conn, userId: number, barcode: string, except?: number): boolean {
  const seen = or(eq(customIngredients.userId, userId), eq(customIngredients.shared, true));
  const clash = db
    .select({ id: customIngredients.id })
    .from(customIngredients)
    .where(and(eq(customIngredients.barcode, barcode), seen, except === undefined ? undefined : ne(customIngredients.id, except)))
    .get();
  return clash !== undefined;
}

export const insertRow = (db: Conn, userId: number, values: CustomIngredientValues): CustomIngredientRow =>
  db
    .insert(customIngredients)
    .values({ ...values, userId })
    .returning()
    .get();

export const updateRow = (db: Conn, userId: number, id: number, values: CustomIngredientValues): CustomIngredientRow =>
  db
    .update(customIngredients)
    .set(values)
    .where(and(eq(customIngredients.id, id), eq(customIngredients.userId, userId)))
    .returning()
    .get()!;

/** Shares every ingredient of the member's that is still private; answers how many. */
export const shareAllRows = (db: Conn, userId: number): number => shareAll(db, customIngredients, userId);

/** Every member's id. */
export const memberIds = (db: Conn): number[] =>
  db
    .select({ id: users.id })
    .from(users)
    .all()
    .map((u) => u.id);

/** Deletes the member's ingredient, unlinking the meal ingredients of `userIds` made from it. */
export function deleteRow(db: Conn, userId: number, id: number, userIds: number[]): void {
  unlinkMealIngredients(db, userIds, id).run();
  db.delete(customIngredients)
    .where(and(eq(customIngredients.id, id), eq(customIngredients.userId, userId)))
    .run();
}
