// The shopping list's helpers on the device: the default range (today and the next six days),
// the days an item is for as shown, an item's amount as shown, and the list as text to copy or
// share (docs/behaviour/meals.md, "Shopping list"). Ticks are the household's, on the server
// (shopping-sync.ts).
import { addDays, parseIsoDate, today as localToday, toIsoDate } from "@shared/dates";
import type { ShoppingItem } from "@shared/meals/contract";
import { rangeDays } from "@shared/meals/rules";
import { amount, shortIsoDay, shortWeekday } from "@web/lib/words";

/** Today and the six days after it. */
export function defaultRange(today = localToday()): { from: string; to: string } {
  return { from: toIsoDate(today), to: toIsoDate(addDays(today, 6)) };
}

/** One item's identity within a list: the server's key (its name in any case and its unit). */
export const itemKey = (i: Pick<ShoppingItem, "key">) => i.key;

/** 'Mon', or 'Mon 23' when the range is longer than a week and weekday names would repeat. */
export function dayLabel(date: string, from: string, to: string): string {
  const d = parseIsoDate(date);
  if (!d) return date;
  const short = shortWeekday(d);
  return rangeDays(from, to) > 7 ? `${short} ${d.getUTCDate()}` : short;
}

/** 'Mon 23 Nov': a range end as the screen and the copied text name it. */
export const rangeEnd = shortIsoDay;

/** '1.25 kg' from 1,000 g, else '250 g': on screen only, the answer stays in grams. */
export const gramsText = (grams: number) => (grams >= 1000 ? amount(Math.round(grams / 10) / 100, "kg") : amount(grams, "g"));

/** What a line's amount reads: '5 large (250 g)', '1.2 kg', '3 cups', '2 packs'; an item added by hand without one, nothing. */
export function itemAmount(item: ShoppingItem): string {
  if (item.manual && item.unit === "") return item.quantity === 1 ? "" : String(item.quantity);
  const base = item.unit === "g" ? gramsText(item.quantity) : amount(item.quantity, item.unit);
  return item.grams === undefined ? base : `${base} (${gramsText(item.grams)})`;
}

/** One line: '☐ Oats — 240 g (Mon, Tue)', '☑' when ticked. */
export function itemLine(item: ShoppingItem, from: string, to: string, ticked: boolean): string {
  const days = item.dates.map((d) => dayLabel(d, from, to)).join(", ");
  const shown = itemAmount(item);
  return `${ticked ? "☑" : "☐"} ${item.name}${shown ? ` — ${shown}` : ""}${days ? ` (${days})` : ""}`;
}

/** The whole list as text: a title line with the range, then one line per item. */
export function shoppingText(items: ShoppingItem[], from: string, to: string, ticked: Set<string>): string {
  const title = from === to ? `Shopping list (${rangeEnd(from)})` : `Shopping list (${rangeEnd(from)} – ${rangeEnd(to)})`;
  return [title, ...items.map((i) => itemLine(i, from, to, ticked.has(itemKey(i))))].join("\n");
}
