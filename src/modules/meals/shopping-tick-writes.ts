// A member's tick of a shopping-list item (docs/behaviour/meals.md, "Shopping list"): a key in the
// list's own form, for an item the range's household list holds, within the household's caps, kept
// with its author. Each write first purges the ticks of ranges long past: ticks are only ever
// added here, so purging here keeps the table bounded without a timer of its own.
import type { Conn } from "@db/client";
import { badRequest, notFound } from "@src/errors";
import { addDays, toIsoDate, today } from "@shared/dates";
import { SHOPPING, TEXT } from "@shared/limits";
import type { ShoppingTick, ShoppingTickInput } from "@shared/meals/contract";
import { listedLines } from "./plan-views";
import { isManualListed, manualId, NOT_ON_LIST } from "./shopping-manual";
import { firstNames, purgeTicksEndedBefore, saveTickRow, tickCounts } from "./store";

export const TICK_KEY_PROBLEM = `An item's key is its name (at most ${TEXT.name} characters) and unit (at most ${TEXT.unit}), as name|unit`;
export const TICKS_PER_RANGE_PROBLEM = `A shopping list keeps at most ${SHOPPING.ticksPerRange} ticks`;
export const TICKS_IN_ALL_PROBLEM =
  `The household keeps at most ${SHOPPING.ticksInAll.toLocaleString("en")} shopping ` +
  `ticks: older lists' ticks go ${SHOPPING.ticksKeptDays} days after they end`;
export { NOT_ON_LIST };

/**
 * Whether `key` is in the list's own form: a name as the list folds it (trimmed, single spaces,
 * lower case) and a unit, each within its limit, joined by `|`. Either may hold a `|`, so any
 * split that makes both whole will do.
 */
export function isTickKey(key: string): boolean {
  if (key.length > TEXT.name + 1 + TEXT.unit) return false;
  for (let at = key.indexOf("|"); at !== -1; at = key.indexOf("|", at + 1)) {
    const name = key.slice(0, at);
    const unit = key.slice(at + 1);
    const folded = name.trim().replace(/\s+/g, " ").toLowerCase();
    if (name.length > 0 && name.length <= TEXT.name && name === folded && unit.length > 0 && unit.length <= TEXT.unit) return true;
  }
  return false;
}

/**
 * The item's line on the range's list, with its foods: on the household's list, which sums every
 * member's meals, or the member's own (a food's name can differ on it); or an item added by hand
 * the member sees (no foods). Undefined when the list holds no such item.
 */
function listedLine(db: Conn, userId: number, from: string, to: string, key: string): { foods: string | null } | undefined {
  const id = manualId(key);
  if (id !== null) return isManualListed(db, userId, from, to, id) ? { foods: null } : undefined;
  const lines = listedLines(db, userId, from, to);
  return lines.has(key) ? { foods: lines.get(key) ?? null } : undefined;
}

export function saveTick(db: Conn, userId: number, key: string, input: ShoppingTickInput, now = new Date()): ShoppingTick {
  if (manualId(key) === null && !isTickKey(key)) throw badRequest(TICK_KEY_PROBLEM);
  const line = listedLine(db, userId, input.from, input.to, key);
  if (!line) throw notFound(NOT_ON_LIST);
  // The range written to stays, however old, so that its list keeps its ticks while it is used.
  purgeTicksEndedBefore(db, toIsoDate(addDays(today(now), -SHOPPING.ticksKeptDays)), input.from, input.to);
  const counts = tickCounts(db, input.from, input.to, key);
  if (!counts.exists) {
    if (counts.inRange >= SHOPPING.ticksPerRange) throw badRequest(TICKS_PER_RANGE_PROBLEM);
    if (counts.inAll >= SHOPPING.ticksInAll) throw badRequest(TICKS_IN_ALL_PROBLEM);
  }
  const values = { checked: input.checked, quantity: input.quantity };
  saveTickRow(db, input.from, input.to, key, { ...values, foods: line.foods }, userId);
  return { key, ...values, tickedBy: firstNames(db, [userId]).get(userId) ?? "" };
}
