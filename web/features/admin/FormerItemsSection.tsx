// What removed members shared (docs/behaviour/household.md, "Sharing"): their shared ingredients and library
// meals stay for the household, owned by no one, until the admin deletes them here. Nothing shows
// while there are none.
import { useState } from "react";
import { errorMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useAdminActions, useFormerItems } from "./hooks";

type Kind = "custom-ingredients" | "meal-templates";

export function FormerItemsSection() {
  const { data } = useFormerItems();
  const actions = useAdminActions();
  const [busy, setBusy] = useState<string | null>(null);
  if (!data || data.customIngredients.length + data.libraryMeals.length === 0) return null;

  const remove = async (kind: Kind, id: number, name: string) => {
    setBusy(`${kind}/${id}`);
    try {
      await actions.deleteFormerItem(kind, id);
      toast({ title: `${name} deleted` });
    } catch (err) {
      toastError(errorMessage(err, "Failed to delete"));
    } finally {
      setBusy(null);
    }
  };

  const rows = [
    ...data.customIngredients.map((i) => ({ kind: "custom-ingredients" as const, what: "Ingredient", ...i })),
    ...data.libraryMeals.map((m) => ({ kind: "meal-templates" as const, what: "Library meal", ...m })),
  ];
  return (
    <section className="card stack" aria-labelledby="former-items-title">
      <h2 id="former-items-title" className="card-title">
        Shared by former members
      </h2>
      <p className="muted small">Members still see and use these; no one can change them.</p>
      <ul className="former-items">
        {rows.map((r) => (
          <li key={`${r.kind}/${r.id}`} className="former-item">
            <span className="former-item-name">
              {r.name} <span className="muted small">{r.what}</span>
            </span>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy !== null}
              onClick={() => void remove(r.kind, r.id, r.name)}
              aria-label={`Delete ${r.name}`}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
