// The household's shopping ticks (docs/behaviour/meals.md, "Shopping list"): kept on the server per
// range and item, so every phone shows the same ones. A tick remembers the quantity it was made
// at; when more is needed since, the item comes back unticked, saying how much more.
import type { Conn } from "@db/client";
import type { ShoppingItem, ShoppingTick, ShoppingTickInput } from "@shared/meals/contract";
import { saveTickRow, tickRows } from "./store";

type Tick = { checked: boolean; quantity: number };

export function readTicks(db: Conn, from: string, to: string): Map<string, Tick> {
  return new Map(tickRows(db, from, to).map((r) => [r.key, { checked: r.checked, quantity: r.quantity }]));
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

export function withTicks(items: ShoppingItem[], ticks: Map<string, Tick>): ShoppingItem[] {
  return items.map((item) => {
    const tick = ticks.get(item.key);
    if (!tick?.checked) return item;
    if (item.quantity <= tick.quantity) return { ...item, checked: true };
    return { ...item, more: hundredths(item.quantity - tick.quantity) };
  });
}

export function saveTick(db: Conn, key: string, input: ShoppingTickInput): ShoppingTick {
  const values = { checked: input.checked, quantity: input.quantity };
  saveTickRow(db, input.from, input.to, key, values);
  return { key, ...values };
}
