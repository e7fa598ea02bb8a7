// The household's shopping ticks as a list reads them (docs/behaviour/meals.md, "Shopping list"):
// kept on the server per range and item, so every phone shows the same ones. A tick remembers the
// quantity it was made at; when more is needed since, the item comes back unticked, saying how
// much more. Writing one is shopping-tick-writes.ts.
import type { Conn } from "@db/client";
import type { ShoppingItem } from "@shared/meals/contract";
import { tickRows } from "./store";

type Tick = { checked: boolean; quantity: number; tickedBy: string | null };

export function readTicks(db: Conn, from: string, to: string): Map<string, Tick> {
  return new Map(tickRows(db, from, to).map((r) => [r.key, { checked: r.checked, quantity: r.quantity, tickedBy: r.tickedBy }]));
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

export function withTicks(items: ShoppingItem[], ticks: Map<string, Tick>): ShoppingItem[] {
  return items.map((item) => {
    const tick = ticks.get(item.key);
    if (!tick?.checked) return item;
    const by = tick.tickedBy === null ? {} : { tickedBy: tick.tickedBy };
    if (item.quantity <= tick.quantity) return { ...item, checked: true, ...by };
    return { ...item, more: hundredths(item.quantity - tick.quantity), ...by };
  });
}
