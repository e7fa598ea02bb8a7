// The dashed 'Add Exercise' button and the inline form it opens (docs/behaviour.md, "Day and
// exercises"): name required, defaults 3 sets, reps '8-10', weight '0', rest 90; a value that
// cannot be saved gets a message at its field; resets on confirm or cancel.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { revealForm } from "../../components/Form";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "../../../src/shared/workouts/defaults";
import { PlusIcon } from "../../components/Icons";
import { useUnits } from "../auth";
import { checkExerciseForm, type ExerciseFormText, type ExerciseValues, type FormErrors } from "./exercise-form";
import { ExerciseFields } from "./ExerciseFields";

const defaults = (): ExerciseFormText => ({ name: "", sets: String(DEFAULT_SETS), reps: DEFAULT_REPS, weight: DEFAULT_WEIGHT, rest: String(DEFAULT_REST_SECONDS) });

export function AddExerciseForm({ onAdd }: { onAdd: (values: ExerciseValues) => Promise<boolean> }) {
  const { weightUnit } = useUnits();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(defaults);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setForm(defaults());
    setErrors({});
    setOpen(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || saving) return;
    const checked = checkExerciseForm(form, weightUnit);
    if ("errors" in checked) return setErrors(checked.errors);
    setSaving(true);
    const ok = await onAdd(checked.values);
    setSaving(false);
    if (ok) close();
  };

  // Opened: in view above the bottom navigation and the rest bar, its name field focused.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => (open ? revealForm(formRef.current) : undefined), [open]);

  if (!open) {
    return (
      <button type="button" className="add-exercise-button" onClick={() => setOpen(true)}>
        <PlusIcon size={20} />
        Add Exercise
      </button>
    );
  }

  return (
    <form ref={formRef} className="card stack add-exercise-form reveal" onSubmit={submit} aria-label="Add Exercise" noValidate>
      <h2 className="card-title">New Exercise</h2>
      <ExerciseFields
        text={form}
        errors={errors}
        suggest
        autoFocus
        onChange={(key, value) => {
          setForm((f) => ({ ...f, [key]: value }));
          setErrors((er) => ({ ...er, [key]: undefined }));
        }}
      />
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
