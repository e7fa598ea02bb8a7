// The household's shopping ticks as a list reads them (docs/behaviour/meals.md, "Shopping list"):
// kept on the server per range and item, so every phone shows the same ones. A tick remembers the
// quantity it was made at; when more is needed since, the item comes back unticked, saying how
// much more. Writing one is shopping-tick-writes.ts.
import type { Conn } from "@db/client";
import type { ShoppingItem } from "@shared/meals/contract";
import { tickRows } from "./store";

type Tick = { checked: boolean; quantity: number; tickedBy: string | null; foods: string | null };

export function readTicks(db: Conn, from: string, to: string): Map<string, Tick> {
  return new Map(tickRows(db, from, to).map(({ key, ...tick }) => [key, tick]));
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * The items with their ticks. A food's line is renamed when another food that would share its short
 * name joins or leaves the list ('Chicken breast' becomes 'Chicken breast roasted'); its tick, kept
 * under the old name, still finds it by the line's foods (`foodsOf`, by key), as long as no item
 * holds the old name.
 */
export function withTicks(items: ShoppingItem[], ticks: Map<string, Tick>, foodsOf = new Map<string, string | null>()): ShoppingItem[] {
  const keys = new Set(items.map((i) => i.key));
  const byFoods = new Map<string, Tick>();
  for (const [key, tick] of ticks) if (tick.foods !== null && !keys.has(key)) byFoods.set(tick.foods, tick);
  return items.map((item) => {
    const foods = foodsOf.get(item.key);
    const tick = ticks.get(item.key) ?? (foods ? byFoods.get(foods) : undefined);
    if (!tick?.checked) return item;
    const by = tick.tickedBy === null ? {} : { tickedBy: tick.tickedBy };
    if (item.quantity <= tick.quantity) return { ...item, checked: true, ...by };
    return { ...item, more: hundredths(item.quantity - tick.quantity), ...by };
  });
}
