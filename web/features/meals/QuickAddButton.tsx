// Quick add on a meal card (docs/behaviour/meals.md, "Meal ingredients"): calories alone, a name
// and macros if wanted; the server stores it as 1 piece named 'Quick add' and leaves it off the
// shopping list.
import { useState } from "react";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { ToggleChip } from "@web/components/ToggleChip";
import { failureText } from "@web/lib/failure";
import { toastError } from "@web/stores/toast";

/** What a quick entry sends: calories, and a name or macros only when typed. */
export type QuickEntry = { calories: string; name?: string; protein?: string; carbs?: string; fat?: string };

export function QuickAddButton({ mealName, onAdd }: { mealName: string; onAdd: (entry: QuickEntry) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [v, setV] = useState({ calories: "", name: "", protein: "", carbs: "", fat: "" });
  const field = (key: keyof typeof v, label: string, decimal = true) => (
    <Field
      label={label}
      inputMode={decimal ? "decimal" : undefined}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
    />
  );
  const add = async () => {
    setBusy(true);
    try {
      const typed = Object.entries(v).filter(([k, x]) => k !== "calories" && x.trim() !== "");
      await onAdd({ calories: v.calories, ...Object.fromEntries(typed) });
      setOpen(false);
      setV({ calories: "", name: "", protein: "", carbs: "", fat: "" });
    } catch (e) {
      toastError(`Failed to add: ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ToggleChip aria-label={`Quick add to ${mealName}`} onClick={() => setOpen(true)}>
        Quick Add
      </ToggleChip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Quick Add"
        actions={
          <button type="button" className="btn btn-primary" disabled={busy || v.calories.trim() === ""} onClick={() => void add()}>
            {busy ? "Adding..." : "Add"}
          </button>
        }
      >
        {field("calories", "Calories")}
        {field("name", "Name (optional)", false)}
        {field("protein", "Protein (g)")}
        {field("carbs", "Carbs (g)")}
        {field("fat", "Fat (g)")}
      </Dialog>
    </>
  );
}
