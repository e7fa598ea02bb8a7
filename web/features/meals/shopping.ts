// The shopping list's helpers on the device: the default range (today and the next six days),
// the days an item is for as shown, the ticks kept in localStorage for one range, grouping by first
// letter, and the list as text to copy or share (docs/behaviour.md, "Shopping list").
import { addDays, parseIsoDate, today as localToday, toIsoDate } from "../../../src/shared/dates";
import type { ShoppingItem } from "../../../src/shared/meals/contract";
import { rangeDays } from "../../../src/shared/meals/rules";
import { amount, shortIsoDay, shortWeekday } from "../../lib/words";

export const TICKS_STORAGE_KEY = "kinfit.shoppingTicks";

/** Today and the six days after it. */
export function defaultRange(today = localToday()): { from: string; to: string } {
  return { from: toIsoDate(today), to: toIsoDate(addDays(today, 6)) };
}

/** One item's identity within a list: its name in any case and its unit. */
export const itemKey = (i: Pick<ShoppingItem, "name" | "unit">) => `${i.name.trim().toLowerCase()}|${i.unit}`;

/** 'Mon', or 'Mon 23' when the range is longer than a week and weekday names would repeat. */
export function dayLabel(date: string, from: string, to: string): string {
  const d = parseIsoDate(date);
  if (!d) return date;
  const short = shortWeekday(d);
  return rangeDays(from, to) > 7 ? `${short} ${d.getUTCDate()}` : short;
}

/** 'Mon 23 Nov': a range end as the screen and the copied text name it. */
export const rangeEnd = shortIsoDay;

/** Whose list and which range the kept ticks are for: another account's or range's do not count. */
type Stored = { owner: number | null; range: string; ticked: string[] };
const rangeId = (from: string, to: string) => `${from}/${to}`;

/** The ticked items of this account's list for this range. */
export function loadTicks(owner: number | null, from: string, to: string): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(TICKS_STORAGE_KEY) ?? "null") as Stored | null;
    if (stored && stored.owner === owner && stored.range === rangeId(from, to) && Array.isArray(stored.ticked)) {
      return new Set(stored.ticked.filter((t) => typeof t === "string"));
    }
  } catch {
    // Unreadable: nothing ticked.
  }
  return new Set();
}

/** Keeps one range's ticks; saving another range's (or account's) drops the ones kept before. */
export function saveTicks(owner: number | null, from: string, to: string, ticked: Set<string>) {
  try {
    localStorage.setItem(TICKS_STORAGE_KEY, JSON.stringify({ owner, range: rangeId(from, to), ticked: [...ticked] } satisfies Stored));
  } catch {
    // Storage full or refused: the ticks last as long as the screen.
  }
}

/** Items grouped by the first letter of their name (A-Z; anything else under '#'), in list order. */
export function byFirstLetter(items: ShoppingItem[]): { letter: string; items: ShoppingItem[] }[] {
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const first = item.name.trim().charAt(0).toLocaleUpperCase("en");
    const letter = /^[A-Z]$/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b))).map(([letter, items]) => ({ letter, items }));
}

/** One line: '☐ Oats — 240 g (Mon, Tue)', '☑' when ticked. */
export function itemLine(item: ShoppingItem, from: string, to: string, ticked: boolean): string {
  const days = item.dates.map((d) => dayLabel(d, from, to)).join(", ");
  return `${ticked ? "☑" : "☐"} ${item.name} — ${amount(item.quantity, item.unit)} (${days})`;
}

/** The whole list as text: a title line with the range, then one line per item. */
export function shoppingText(items: ShoppingItem[], from: string, to: string, ticked: Set<string>): string {
  const title = from === to ? `Shopping list (${rangeEnd(from)})` : `Shopping list (${rangeEnd(from)} – ${rangeEnd(to)})`;
  return [title, ...items.map((i) => itemLine(i, from, to, ticked.has(itemKey(i))))].join("\n");
}
