// Family meals' rows: each member's portion and consumed mark (meal_portions), the cook's portion
// (meals.portion), the family meals a member reads on a date and the members' first names. The
// rules (who may do what, scaling) are family.ts's.
import { and, eq, inArray } from "drizzle-orm";
import type { Conn } from "@db/client";
import { mealPortions, meals, users } from "@db/schema";
import type { GuestMealValues, IngredientValues, PortionValues } from "./rows";
import { queries, sqliteStatements } from "./statements";

export type PortionRow = typeof mealPortions.$inferSelect;

/** The member's portion of a family meal another member cooks, when they are in it. */
export const portionRow = (db: Conn, mealId: number, userId: number): PortionRow | undefined => queries(db).portion.get({ mealId, userId });

/** A meal's members other than its cook, by member. */
export const mealPortionRows = (db: Conn, mealId: number): PortionValues[] => queries(db).mealPortions.all({ mealId });

/** The other members of the member's own meals of a date, by meal. */
export const ownMealsPortionRows = (db: Conn, userId: number, date: string): PortionValues[] =>
  sqliteStatements(db).ownMealsPortions.all(userId, date);

/** The family meals others cook that include the member on a date. */
export const guestMealRows = (db: Conn, userId: number, date: string): GuestMealValues[] =>
  sqliteStatements(db).guestMeals.all(userId, date);

/** Their ingredients (the cook's rows), by meal, then id. */
export const guestIngredientRows = (db: Conn, userId: number, date: string): IngredientValues[] =>
  sqliteStatements(db).guestIngredients.all(userId, date);

/** All the members of the family meals the member is in on a date, by meal. */
export const guestMealsPortionRows = (db: Conn, userId: number, date: string): PortionValues[] =>
  sqliteStatements(db).guestMealsPortions.all(userId, date);

/** The first names of these members, in one read ("" for one without). */
export function firstNames(db: Conn, userIds: Iterable<number>): Map<number, string> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  return new Map(
    sqliteStatements(db)
      .firstNames.all(JSON.stringify(ids))
      .map((r) => [r.id, r.firstName ?? ""]),
  );
}

/** How many of these ids are members' ids. */
export const memberCount = (db: Conn, ids: number[]): number =>
  ids.length ? db.select({ id: users.id }).from(users).where(inArray(users.id, ids)).all().length : 0;

/** Every member's id. */
export const memberIds = (db: Conn): number[] =>
  db
    .select({ id: users.id })
    .from(users)
    .all()
    .map((u) => u.id);

export function setCookPortion(db: Conn, mealId: number, portion: number): void {
  db.update(meals).set({ portion }).where(eq(meals.id, mealId)).run();
}

/** The members in the meal other than its cook. */
export const portionMemberIds = (db: Conn, mealId: number): number[] =>
  db
    .select({ userId: mealPortions.userId })
    .from(mealPortions)
    .where(eq(mealPortions.mealId, mealId))
    .all()
    .map((r) => r.userId);

/** The ids of the family meals others cook that include the member on a date. */
export const guestMealIds = (db: Conn, userId: number, date: string): number[] =>
  db
    .select({ id: mealPortions.mealId })
    .from(mealPortions)
    .where(and(eq(mealPortions.userId, userId), eq(mealPortions.date, date)))
    .all()
    .map((r) => r.id);

/** These members leave the meal. */
export function deletePortions(db: Conn, mealId: number, userIds: number[]): void {
  if (userIds.length)
    db.delete(mealPortions)
      .where(and(eq(mealPortions.mealId, mealId), inArray(mealPortions.userId, userIds)))
      .run();
}

export function updatePortion(db: Conn, mealId: number, userId: number, portion: number): void {
  db.update(mealPortions)
    .set({ portion })
    .where(and(eq(mealPortions.mealId, mealId), eq(mealPortions.userId, userId)))
    .run();
}

export function insertPortion(db: Conn, p: { mealId: number; userId: number; date: string; portion: number }): void {
  db.insert(mealPortions).values(p).run();
}

/** The member's consumed mark of a family meal another member cooks. */
export function setPortionConsumed(db: Conn, mealId: number, userId: number, isConsumed: boolean): void {
  db.update(mealPortions)
    .set({ isConsumed })
    .where(and(eq(mealPortions.mealId, mealId), eq(mealPortions.userId, userId)))
    .run();
}

/** The member leaves a family meal another member cooks. */
export function deletePortion(db: Conn, mealId: number, userId: number): void {
  db.delete(mealPortions)
    .where(and(eq(mealPortions.mealId, mealId), eq(mealPortions.userId, userId)))
    .run();
}

/** The members of these meals other than their cooks. */
export const portionRowsOf = (db: Conn, mealIds: number[]): PortionRow[] =>
  mealIds.length ? db.select().from(mealPortions).where(inArray(mealPortions.mealId, mealIds)).all() : [];

/** How many family meals another member cooks include the member on a date. */
export const guestMealCount = (db: Conn, userId: number, date: string): number => sqliteStatements(db).guestCount.get(userId, date)!.n;

/** Removes the member's portions of every family meal on a date; answers how many. */
export const deleteGuestPortions = (db: Conn, userId: number, date: string): number =>
  db
    .delete(mealPortions)
    .where(and(eq(mealPortions.userId, userId), eq(mealPortions.date, date)))
    .returning({ mealId: mealPortions.mealId })
    .all().length;
