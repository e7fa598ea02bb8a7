// Custom ingredients, the household's ingredient database: default quantity and unit with optional
// nutrition per that quantity. A member sees their own and the shared ones of every member; only
// the owner changes or deletes one (docs/behaviour/household.md, "Sharing"). Deleting one keeps the meal
// ingredients made from it and clears their link to it.
import { conflict } from "@src/errors";
import type { Conn, Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { ownerOf } from "@db/shared-items";
import { PER_USER } from "@shared/limits";
import type { CustomIngredient, CustomIngredientInput } from "@shared/custom-ingredients/contract";
import { isAisle } from "@shared/meals/aisles";
import {
  barcodeSeen,
  changeableRow,
  checkIngredientRoom,
  deleteRow,
  insertRow,
  memberIds,
  ownerNames,
  shareAllRows,
  updateRow,
  visibleRow,
  visibleRows,
  type CustomIngredientRow,
  type CustomIngredientValues,
} from "./store";

export const NOT_FOUND = "Ingredient not found";
export const BARCODE_TAKEN = "Another ingredient you can see already has this barcode";
export const NOT_YOURS = "Only the member who added this ingredient can change it. Save a copy to make it your own.";
const FULL = `You can keep at most ${PER_USER.customIngredients} ingredients`;

type Row = CustomIngredientRow;

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
  aisle: isAisle(row.aisle) ? row.aisle : "other",
  owner: ownerOf(names, row.userId),
  createdAt: row.createdAt,
});

const values = (input: CustomIngredientInput): CustomIngredientValues => ({
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
  // The shopping list's aisle: "other" until the member picks one; a change without it keeps it.
  ...(input.aisle === undefined ? {} : { aisle: input.aisle }),
});

/** The member's own ingredients and the household's shared ones, by name in any case. */
export function listCustomIngredients(db: Db, userId: number): CustomIngredient[] {
  const names = ownerNames(db);
  return visibleRows(db, userId).map((row) => toDto(row, names));
}

const answer = (db: Conn, row: Row) => toDto(row, ownerNames(db));

/**
 * A barcode is unique among the items the member can see (their own and the shared ones), so a
 * scan finds one item, and a 409 never tells of another member's private one. (Another member's
 * private item may carry the code of an item shared later: their scan finds their own first.)
 */
function checkBarcode(db: Conn, userId: number, barcode: string | null | undefined, except?: number) {
  if (barcode && barcodeSeen(db, userId, barcode, except)) throw conflict(BARCODE_TAKEN);
}

export function createCustomIngredient(db: Db, userId: number, input: CustomIngredientInput): CustomIngredient {
  checkBarcode(db, userId, input.barcode);
  checkIngredientRoom(db, userId, PER_USER.customIngredients, FULL);
  return answer(db, insertRow(db, userId, { shared: true, ...values(input) }));
}

/** A private copy of an ingredient the member can see, theirs to change. */
export function copyCustomIngredient(db: Db, userId: number, id: number): CustomIngredient {
  const { id: _id, userId: _owner, createdAt: _at, ...row } = visibleRow(db, userId, id, NOT_FOUND);
  checkIngredientRoom(db, userId, PER_USER.customIngredients, FULL);
  // The copy takes no barcode: one code names one item the member sees.
  return answer(db, insertRow(db, userId, { ...row, shared: false, barcode: null }));
}

export function updateCustomIngredient(db: Db, userId: number, id: number, input: CustomIngredientInput): CustomIngredient {
  changeableRow(db, userId, id, NOT_FOUND, NOT_YOURS);
  checkBarcode(db, userId, input.barcode, id);
  return answer(db, updateRow(db, userId, id, values(input)));
}

/** Shares every ingredient of the member's that is still private. */
export function shareAllCustomIngredients(db: Db, userId: number): { shared: number } {
  return { shared: shareAllRows(db, userId) };
}

/** Who may have used the ingredient: its owner alone while private, else the whole household. */
const users_ = (db: Conn, row: Row) => (row.shared ? memberIds(db) : [row.userId!]);

/** Deletes the member's custom ingredient; the meal ingredients made from it stay, unlinked. */
export function deleteCustomIngredient(db: Db, userId: number, id: number) {
  const row = changeableRow(db, userId, id, NOT_FOUND, NOT_YOURS);
  inTransaction(db, (tx) => deleteRow(tx, userId, id, users_(tx, row)));
}
