// Copy a meal the member cooks to another date (docs/behaviour/meals.md, "Save plan and copy
// previous"): a family meal goes with its portions.
import { useState } from "react";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import type { Meal } from "@shared/meals/contract";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { ToggleChip } from "@web/components/ToggleChip";
import { failureText } from "@web/lib/failure";
import { toast, toastError } from "@web/stores/toast";
import { mealsApi } from "./api";

export function CopyMealButton({ meal }: { meal: Meal }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => toIsoDate(addDays(parseIsoDate(meal.date)!, 1)));
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    const day = parseIsoDate(date);
    if (!day) return;
    setBusy(true);
    try {
      await mealsApi.copyMeal(meal.id, date);
      setOpen(false);
      toast({ title: `${meal.name} copied to ${weekdayName(day)}` });
    } catch (e) {
      toastError(`Failed to copy the meal: ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ToggleChip aria-label={`Copy ${meal.name} to another day`} onClick={() => setOpen(true)}>
        Copy
      </ToggleChip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Copy ${meal.name}`}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={busy || !parseIsoDate(date)} onClick={() => void copy()}>
              {busy ? "Copying..." : "Copy Meal"}
            </button>
          </>
        }
      >
        <Field label="Copy to" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </Dialog>
    </>
  );
}
