// Custom ingredients, the household's ingredient database: default quantity and unit with optional
// nutrition per that quantity. A member sees their own and the shared ones of every member; only
// the owner changes or deletes one (docs/behaviour/household.md, "Sharing"). Deleting one keeps the meal
// ingredients made from it and clears their link to it.
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { conflict } from "@src/errors";
import type { Conn, Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { customIngredients, users } from "@db/schema";
import { checkRoom } from "@db/owned";
import {
  findChangeable,
  findVisible,
  firstNames,
  mergeByName,
  othersShared,
  ownerOf,
  shareAll,
  unlinkMealIngredients,
} from "@db/shared-items";

export { unlinkMealIngredients };
import { PER_USER } from "@shared/limits";
import type { CustomIngredient, CustomIngredientInput } from "@shared/custom-ingredients/contract";

export const NOT_FOUND = "Ingredient not found";
export const BARCODE_TAKEN = "Another ingredient you can see already has this barcode";
export const NOT_YOURS = "Only the member who added this ingredient can change it. Save a copy to make it your own.";

type Row = typeof customIngredients.$inferSelect;

export const toDto = (row: Row, names: Map<number, string> = new Map()): CustomIngredient => ({
  id: row.id,
  name: row.name,
  defaultQuantity: row.defaultQuantity,
  defaultUnit: row.defaultUnit,
  caloriesPerUnit: row.caloriesPerUnit,
  proteinPerUnit: row.proteinPerUnit,
  carbsPerUnit: row.carbsPerUnit,
  fatPerUnit: row.fatPerUnit,
  fiberPerUnit: row.fiberPerUnit,
  sugarPerUnit: row.sugarPerUnit,
  sodiumPerUnit: row.sodiumPerUnit,
  notes: row.notes,
  barcode: row.barcode,
  shared: row.shared,
  owner: ownerOf(names, row.userId),
  createdAt: row.createdAt,
});

const values = (input: CustomIngredientInput) => ({
  name: input.name,
  defaultQuantity: input.defaultQuantity,
  defaultUnit: input.defaultUnit,
  caloriesPerUnit: input.caloriesPerUnit ?? null,
  proteinPerUnit: input.proteinPerUnit ?? null,
  carbsPerUnit: input.carbsPerUnit ?? null,
  fatPerUnit: input.fatPerUnit ?? null,
  fiberPerUnit: input.fiberPerUnit ?? null,
  sugarPerUnit: input.sugarPerUnit ?? null,
  sodiumPerUnit: input.sodiumPerUnit ?? null,
  notes: input.notes ?? null,
  ...(input.barcode === undefined ? {} : { barcode: input.barcode }),
  ...(input.shared === undefined ? {} : { shared: input.shared }),
});

const byName = [asc(sql`lower(${customIngredients.name})`), asc(customIngredients.id)];

/** The member's own ingredients and the household's shared ones, by name in any case. */
export function listCustomIngredients(db: Db, userId: number): CustomIngredient[] {
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
  const names = firstNames(db);
  return mergeByName(own, others).map((row) => toDto(row, names));
}

const answer = (db: Conn, row: Row) => toDto(row, firstNames(db));

/**
 * A barcode is unique among the items the member can see (their own and the shared ones), so a
 * scan finds one item, and a 409 never tells of another member's private one. (Another member's
 * private item may carry the code of an item shared later: their scan finds their own first.)
 */
function checkBarcode(db: Conn, userId: number, barcode: string | null | undefined, except?: number) {
  if (!barcode) return;
  const seen = or(eq(customIngredients.userId, userId), eq(customIngredients.shared, true));
  const clash = db
    .select({ id: customIngredients.id })
    .from(customIngredients)
    .where(and(eq(customIngredients.barcode, barcode), seen, except === undefined ? undefined : ne(customIngredients.id, except)))
    .get();
  if (clash) throw conflict(BARCODE_TAKEN);
}

export function createCustomIngredient(db: Db, userId: number, input: CustomIngredientInput): CustomIngredient {
  checkBarcode(db, userId, input.barcode);
  checkRoom(db, customIngredients, userId, PER_USER.customIngredients, `You can keep at most ${PER_USER.customIngredients} ingredients`);
  return answer(
    db,
    db
      .insert(customIngredients)
      .values({ userId, shared: true, ...values(input) })
      .returning()
      .get(),
  );
}

/** A private copy of an ingredient the member can see, theirs to change. */
export function copyCustomIngredient(db: Db, userId: number, id: number): CustomIngredient {
  const { id: _id, userId: _owner, createdAt: _at, ...row } = findVisible(db, customIngredients, userId, id, NOT_FOUND);
  checkRoom(db, customIngredients, userId, PER_USER.customIngredients, `You can keep at most ${PER_USER.customIngredients} ingredients`);
  // The copy takes no barcode: one code names one item the member sees.
  return answer(
    db,
    db
      .insert(customIngredients)
      .values({ ...row, userId, shared: false, barcode: null })
      .returning()
      .get(),
  );
}

export function updateCustomIngredient(db: Db, userId: number, id: number, input: CustomIngredientInput): CustomIngredient {
  findChangeable(db, customIngredients, userId, id, NOT_FOUND, NOT_YOURS);
  checkBarcode(db, userId, input.barcode, id);
  return answer(
    db,
    db
      .update(customIngredients)
      .set(values(input))
      .where(and(eq(customIngredients.id, id), eq(customIngredients.userId, userId)))
      .returning()
      .get()!,
  );
}

/** Shares every ingredient of the member's that is still private. */
export function shareAllCustomIngredients(db: Db, userId: number): { shared: number } {
  return { shared: shareAll(db, customIngredients, userId) };
}

/** Who may have used the ingredient: its owner alone while private, else the whole household. */
const users_ = (db: Conn, row: Row) =>
  row.shared
    ? db
        .select({ id: users.id })
        .from(users)
        .all()
        .map((u) => u.id)
    : [row.userId!];

/** Deletes the member's custom ingredient; the meal ingredients made from it stay, unlinked. */
export function deleteCustomIngredient(db: Db, userId: number, id: number) {
  const row = findChangeable(db, customIngredients, userId, id, NOT_FOUND, NOT_YOURS);
  inTransaction(db, (tx) => {
    unlinkMealIngredients(tx, users_(tx, row), id).run();
    tx.delete(customIngredients)
      .where(and(eq(customIngredients.id, id), eq(customIngredients.userId, userId)))
      .run();
  });
}
