// A meal card's inline edit form: name, time (the phone's time picker), notes, the recipe's
// steps, and for the cook the household's portions.
import { useState, type FormEvent } from "react";
import type { Meal } from "@shared/meals/contract";
import { TEXT } from "@shared/limits";
import { recipeOf, stepsFromLines } from "@shared/recipes/rules";
import { CHOOSE_TIME, fromTimeInput, toTimeInput } from "@shared/time";
import { Field } from "@web/components/Field";
import { TextAreaField } from "@web/components/FormFields";
import { toast, toastError } from "@web/stores/toast";
import { failureText } from "@web/lib/failure";
import { useMealActions } from "./hooks";
import { PortionSteppers, portionsBody, portionsOf } from "./FamilyPortions";

/** `cookId`: the signed-in member, who cooks every meal they can edit; without it no portions are shown. */
export function MealEditor({ date, meal, cookId, onDone }: { date: string; meal: Meal; cookId?: number; onDone: () => void }) {
  const { update } = useMealActions(date);
  const [name, setName] = useState(meal.name);
  const [time, setTime] = useState(toTimeInput(meal.time));
  const [notes, setNotes] = useState(meal.notes ?? "");
  /** The steps, one to a line. */
  const keptSteps = recipeOf(meal).steps.join("\n");
  const [steps, setSteps] = useState(keptSteps);
  const [saving, setSaving] = useState(false);
  const [portions, setPortions] = useState(() => (cookId === undefined ? null : portionsOf(meal, cookId)));
  const stored = fromTimeInput(time);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !stored) return;
    setSaving(true);
    try {
      const family = portions && cookId !== undefined ? portionsBody(portions) : null;
      const changed = family !== null && JSON.stringify(family) !== JSON.stringify(portionsBody(portionsOf(meal, cookId!)));
      await update(meal.id, {
        name: name.trim(),
        time: stored,
        notes: notes.trim() || null,
        ...(changed ? { portions: family! } : {}),
        ...(steps !== keptSteps ? { steps: stepsFromLines(steps) } : {}),
      });
      toast({ title: "Meal updated successfully" });
      onDone();
    } catch (error) {
      toastError(`Failed to update meal: ${failureText(error)}`);
      setSaving(false);
    }
  };

  return (
    <form className="stack meal-editor" onSubmit={onSubmit} noValidate aria-label={`Edit ${meal.name}`}>
      <Field label="Meal Name" value={name} maxLength={TEXT.name} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Time"
        type="time"
        value={time}
        hint={stored ? undefined : CHOOSE_TIME}
        aria-invalid={!stored}
        onChange={(e) => setTime(e.target.value)}
      />
      <TextAreaField label="Notes" value={notes} maxLength={TEXT.notes} onChange={(e) => setNotes(e.target.value)} />
      <TextAreaField label="Steps (one to a line)" value={steps} onChange={(e) => setSteps(e.target.value)} />
      {portions && cookId !== undefined ? <PortionSteppers cookId={cookId} portions={portions} onChange={setPortions} /> : null}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || !name.trim() || !stored}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
