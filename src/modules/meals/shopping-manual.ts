// Items added by hand to a range's shopping list (docs/behaviour/meals.md, "Shopping list"): toilet
// paper, birthday candles. A `me` item is the member's own, with its tick; a `household` one the
// household's. Each is keyed `manual:<id>`, ticked like the others and removed only by its key.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { badRequest, notFound } from "@src/errors";
import { addDays, toIsoDate, today } from "@shared/dates";
import { SHOPPING } from "@shared/limits";
import type { ManualItemInput, ShoppingItem, ShoppingScope } from "@shared/meals/contract";
import type { Conn } from "@db/client";
import { deleteManualRow, insertManualRow, manualCount, manualRows, purgeManualEndedBefore, seenManualRow, type ManualRow } from "./store";

export const MANUAL_FULL = `A shopping list keeps at most ${SHOPPING.manualPerRange} items added by hand`;
export const NOT_MANUAL = "Only items added by hand can be removed from the list";
export const NOT_ON_LIST = "That item is not on this shopping list";

const MANUAL_KEY = /^manual:(\d{1,15})$/;

/** The id an item added by hand is keyed by, or null for any other key. */
export const manualId = (key: string): number | null => {
  const m = MANUAL_KEY.exec(key);
  return m ? Number(m[1]) : null;
};

function toItem(r: ManualRow): ShoppingItem {
  return {
    name: r.name,
    description: r.name,
    quantity: r.quantity ?? 1,
    unit: r.unit ?? "",
    aisle: "other",
    dates: [],
    key: `manual:${r.id}`,
    checked: false,
    manual: true,
  };
}

/** The items added by hand to the list the member reads: their own, or the household's. */
export function manualItems(db: Conn, userId: number, from: string, to: string, scope: ShoppingScope): ShoppingItem[] {
  return manualRows(db, from, to, scope === "me" ? userId : null).map(toItem);
}

/** Whether the member sees the item `key` names on the range's lists. */
export const isManualListed = (db: Conn, userId: number, from: string, to: string, id: number): boolean =>
  seenManualRow(db, userId, from, to, id) !== undefined;

export function addManualItem(db: Db, userId: number, input: ManualItemInput, now = new Date()): ShoppingItem {
  return inTransaction(db, (tx) => {
    purgeManualEndedBefore(tx, toIsoDate(addDays(today(now), -SHOPPING.ticksKeptDays)));
    const owner = input.scope === "me" ? userId : null;
    if (manualCount(tx, input.from, input.to, owner) >= SHOPPING.manualPerRange) throw badRequest(MANUAL_FULL);
    const row = { name: input.name, quantity: input.quantity ?? null, unit: input.unit ? input.unit : null };
    const id = insertManualRow(tx, { from: input.from, to: input.to, userId: owner, ...row });
    return toItem({ id, ...row });
  });
}

export function removeManualItem(db: Db, userId: number, key: string, from: string, to: string): { ok: true } {
  const id = manualId(key);
  if (id === null) throw notFound(NOT_MANUAL);
  return inTransaction(db, (tx) => {
    if (!seenManualRow(tx, userId, from, to, id)) throw notFound(NOT_ON_LIST);
    deleteManualRow(tx, from, to, id, key);
    return { ok: true as const };
  });
}
