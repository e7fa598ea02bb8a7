// The household's shopping ticks (docs/behaviour/meals.md, "Shopping list"): kept on the server per
// range and item, so every phone shows the same ones. A tick remembers the quantity it was made
// at; when more is needed since, the item comes back unticked, saying how much more.
import { and, eq } from "drizzle-orm";
import type { Conn } from "@db/client";
import { shoppingTicks } from "@db/schema";
import type { ShoppingItem, ShoppingTick, ShoppingTickInput } from "@shared/meals/contract";

type Tick = { checked: boolean; quantity: number };

export function readTicks(db: Conn, from: string, to: string): Map<string, Tick> {
  const rows = db
    .select({ key: shoppingTicks.key, checked: shoppingTicks.checked, quantity: shoppingTicks.quantity })
    .from(shoppingTicks)
    .where(and(eq(shoppingTicks.fromDate, from), eq(shoppingTicks.toDate, to)))
    .all();
  return new Map(rows.map((r) => [r.key, { checked: r.checked, quantity: r.quantity }]));
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
  db.insert(shoppingTicks)
    .values({ fromDate: input.from, toDate: input.to, key, ...values })
    .onConflictDoUpdate({ target: [shoppingTicks.fromDate, shoppingTicks.toDate, shoppingTicks.key], set: values })
    .run();
  return { key, ...values };
}
