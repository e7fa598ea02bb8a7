// Custom ingredients, a user's own ingredient database: default quantity and unit with optional
// nutrition per that quantity. Deleting one keeps the meal ingredients made from it and clears
// their link to it.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { inTransaction } from "../../db/prepared";
import { customIngredients, mealIngredients, meals } from "../../db/schema";
import { checkRoom, findOwned, ownedBy } from "../../db/owned";
import { PER_USER } from "../../shared/limits";
import type { CustomIngredient, CustomIngredientInput } from "../../shared/custom-ingredients/contract";

export const NOT_FOUND = "Ingredient not found";

type Row = typeof customIngredients.$inferSelect;

export const toDto = (row: Row): CustomIngredient => ({
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
});

export function listCustomIngredients(db: Db, userId: number): CustomIngredient[] {
  return db
    .select()
    .from(customIngredients)
    .where(eq(customIngredients.userId, userId))
    .orderBy(asc(sql`lower(${customIngredients.name})`), asc(customIngredients.id))
    .all()
    .map(toDto);
}

export function createCustomIngredient(db: Db, userId: number, input: CustomIngredientInput): CustomIngredient {
  checkRoom(db, customIngredients, userId, PER_USER.customIngredients, `You can keep at most ${PER_USER.customIngredients} ingredients`);
  return toDto(db.insert(customIngredients).values({ userId, ...values(input) }).returning().get());
}

function own(db: Db, userId: number, id: number) {
  findOwned(db, customIngredients, userId, id, NOT_FOUND);
}

export function updateCustomIngredient(db: Db, userId: number, id: number, input: CustomIngredientInput): CustomIngredient {
  own(db, userId, id);
  return toDto(
    db
      .update(customIngredients)
      .set(values(input))
      .where(ownedBy(customIngredients, userId, id))
      .returning()
      .get()!,
  );
}

/**
 * Clears the link of every meal ingredient of the member's made from custom ingredient `id` (no
 * foreign key does: see meal_ingredients in db/schema.ts). The links are found through the
 * member's meals, by the indexes on meals and on ingredients by meal: a few milliseconds on years
 * of meals, paid by this rare delete rather than by every meal written.
 */
export const unlinkMealIngredients = (db: Conn, userId: number, id: number) =>
  db
    .update(mealIngredients)
    .set({ customIngredientId: null })
    .where(and(inArray(mealIngredients.mealId, db.select({ id: meals.id }).from(meals).where(eq(meals.userId, userId))), eq(mealIngredients.customIngredientId, id)));

/** Deletes the member's custom ingredient; the meal ingredients made from it stay, unlinked. */
export function deleteCustomIngredient(db: Db, userId: number, id: number) {
  own(db, userId, id);
  inTransaction(db, (tx) => {
    unlinkMealIngredients(tx, userId, id).run();
    tx.delete(customIngredients).where(ownedBy(customIngredients, userId, id)).run();
  });
}
