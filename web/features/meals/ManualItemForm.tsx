// Adding an item by hand to the Shopping List (docs/behaviour/meals.md, "Shopping list"): a name,
// and a quantity and unit if wanted, on the list the screen shows (Mine or Household).
import { useState } from "react";
import type { ShoppingScope } from "@shared/meals/contract";
import { Field } from "@web/components/Field";
import { failureText } from "@web/lib/failure";
import { mealsApi } from "./api";

type Props = { from: string; to: string; scope: ShoppingScope; onAdded: () => void };

export function ManualItemForm({ from, to, scope, onAdded }: Props) {
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (name.trim() === "") return setError("Item name is required");
    setBusy(true);
    try {
      await mealsApi.addManualItem({
        from,
        to,
        scope,
        name,
        ...(quantity.trim() ? { quantity } : {}),
        ...(unit.trim() ? { unit } : {}),
      });
      setName("");
      setQuantity("");
      setUnit("");
      setError(null);
      onAdded();
    } catch (err) {
      setError(failureText(err, "Could not add the item"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card stack shop-manual" aria-label="Add an item" onSubmit={(e) => void add(e)}>
      <Field label="Item" value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} error={error ?? undefined} />
      <div className="field-row">
        <Field label="Quantity" inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
        <Field label="Unit" value={unit} maxLength={20} onChange={(e) => setUnit(e.currentTarget.value)} />
      </div>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? "Adding..." : "Add Item"}
      </button>
    </form>
  );
}
