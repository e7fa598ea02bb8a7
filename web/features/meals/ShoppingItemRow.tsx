// One line of the Shopping List (docs/behaviour/meals.md, "Shopping list"): a checkbox, the short
// name (its full description one tap away), the amount (a count with its grams beside; kg from
// 1,000 g, on screen only), the days, and Remove for an item added by hand.
import { useState } from "react";
import type { ShoppingItem } from "@shared/meals/contract";
import { amount } from "@web/lib/words";
import { dayLabel, gramsText, itemAmount } from "./shopping";

type Props = { item: ShoppingItem; range: { from: string; to: string }; onToggle: () => void; onRemove?: () => void };

export function ShoppingItemRow({ item, range, onToggle, onRemove }: Props) {
  const [open, setOpen] = useState(false);
  const days = item.dates.map((d) => dayLabel(d, range.from, range.to)).join(", ");
  const shown = itemAmount(item);
  const more = item.more ? (item.unit === "g" ? gramsText(item.more) : amount(item.more, item.unit)) : null;
  return (
    <li>
      <label className={`shop-item${item.checked ? " is-ticked" : ""}`}>
        <input
          type="checkbox"
          className="shop-check"
          checked={item.checked}
          onChange={onToggle}
          aria-label={`${item.name} ${shown}`.trim()}
        />
        {item.description !== item.name ? (
          <button type="button" className="shop-item-name shop-item-more-name" aria-expanded={open} onClick={() => setOpen(!open)}>
            {item.name}
          </button>
        ) : (
          <span className="shop-item-name">{item.name}</span>
        )}
        <span className="shop-item-amount">{shown}</span>
        {days ? <span className="shop-item-days">{days}</span> : null}
        {open ? <span className="shop-item-description">{item.description}</span> : null}
        {more ? <span className="shop-item-more">{`${more} more than ticked`}</span> : null}
        {onRemove ? (
          <button type="button" className="btn btn-ghost shop-item-remove" onClick={onRemove} aria-label={`Remove ${item.name}`}>
            Remove
          </button>
        ) : null}
      </label>
    </li>
  );
}
