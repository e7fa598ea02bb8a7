// The dashed 'Add Exercise' button and the inline form it opens (docs/behaviour.md, "Day and
// exercises"): name required, defaults 3 sets, reps '8-10', weight '0', rest 90; resets on confirm or cancel.
import { useState, type FormEvent } from "react";
import { TEXT } from "../../../src/shared/limits";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "../../../src/shared/workouts/contract";
import { addFormSets, formRestTime } from "./form-values";
import type { EditValues } from "./ExerciseCard";
import { Field } from "../../components/Field";
import { PlusIcon } from "../../components/Icons";

const defaults = () => ({ name: "", sets: String(DEFAULT_SETS), reps: DEFAULT_REPS, weight: DEFAULT_WEIGHT, rest: String(DEFAULT_REST_SECONDS) });

export function AddExerciseForm({ onAdd }: { onAdd: (values: EditValues) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(defaults);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof ReturnType<typeof defaults>) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const close = () => {
    setForm(defaults());
    setOpen(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || saving) return;
    setSaving(true);
    const ok = await onAdd({
      name: form.name.trim(),
      sets: addFormSets(form.sets),
      reps: form.reps.trim() || DEFAULT_REPS,
      weight: form.weight.trim() || DEFAULT_WEIGHT,
      restTime: formRestTime(form.rest),
    });
    setSaving(false);
    if (ok) close();
  };

  if (!open) {
    return (
      <button type="button" className="add-exercise-button" onClick={() => setOpen(true)}>
        <PlusIcon size={20} />
        Add Exercise
      </button>
    );
  }

  return (
    <form className="card stack add-exercise-form" onSubmit={submit} aria-label="Add Exercise">
      <h2 className="card-title">New Exercise</h2>
      <Field label="Exercise Name" value={form.name} maxLength={TEXT.name} autoFocus autoComplete="off" placeholder="e.g. Bench Press" onChange={set("name")} />
      <div className="field-row">
        <Field label="Sets" inputMode="numeric" autoComplete="off" value={form.sets} onChange={set("sets")} />
        <Field label="Reps" autoComplete="off" maxLength={TEXT.short} value={form.reps} onChange={set("reps")} />
      </div>
      <div className="field-row">
        <Field label="Weight (lbs)" inputMode="decimal" autoComplete="off" maxLength={TEXT.short} value={form.weight} onChange={set("weight")} />
        <Field label="Rest Time (sec)" inputMode="numeric" autoComplete="off" value={form.rest} onChange={set("rest")} />
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!form.name.trim() || saving}>
          {saving ? "Adding..." : "Add"}
        </button>
      </div>
    </form>
  );
}
