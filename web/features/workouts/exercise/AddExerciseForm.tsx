// The dashed 'Add Exercise' button and the inline form it opens (docs/behaviour/workouts.md, "Day and
// exercises"): name required, defaults 3 sets, reps '8-10', weight '0', rest 90 for weight and reps,
// each other kind its own (type-defaults.ts); a value that cannot be saved gets a message at its
// field; resets on confirm or cancel. A name done before
// brings its 'Last' numbers while the numbers are untouched (last-numbers.ts).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { revealForm } from "@web/components/Form";
import type { PreviousExerciseDto } from "@shared/workouts/contract";
import type { ExerciseType } from "@shared/workouts/rules";
import { planDefaults, planForType } from "@shared/workouts/type-defaults";
import { PlusIcon } from "@web/components/Icons";
import { useUnits } from "@web/features/auth";
import { checkExerciseForm, type ExerciseFormText, type ExerciseValues, type FormErrors } from "./exercise-form";
import { ExerciseFields, type LibraryNamesPart } from "./ExerciseFields";
import { formFromLast } from "./last-numbers";

const defaults = (type: ExerciseType = "weight_reps"): ExerciseFormText => ({ name: "", ...planDefaults(type), type });

type Props = {
  /** `last` is the 'Last' the numbers came from, when the member left them as they came. */
  onAdd: (values: ExerciseValues, last?: PreviousExerciseDto) => Promise<boolean>;
  /** 'Last' for a name (any case), when it was done before. */
  lastOf?: (name: string) => PreviousExerciseDto | undefined;
  /** The exercise library's names, offered after the member's own. */
  libraryNames?: LibraryNamesPart;
};

export function AddExerciseForm({ onAdd, lastOf, libraryNames }: Props) {
  const { weightUnit } = useUnits();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(defaults);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  /** Whether the member changed sets, reps, weight or rest: then a name no longer replaces them. */
  const [numbersTouched, setNumbersTouched] = useState(false);
  const last = numbersTouched ? undefined : lastOf?.(form.name);

  const close = () => {
    setForm(defaults());
    setErrors({});
    setNumbersTouched(false);
    setOpen(false);
  };

  const change = (key: keyof ExerciseFormText, value: string) => {
    setErrors((er) => ({ ...er, [key]: undefined }));
    // Another kind: its own defaults while the numbers are untouched, else the fields it lacks cleared.
    if (key === "type") {
      const type = value as ExerciseType;
      setNumbersTouched(true);
      return setForm((f) => (numbersTouched ? { ...planForType(f, type), type } : { ...defaults(type), name: f.name }));
    }
    if (key !== "name") {
      setNumbersTouched(true);
      return setForm((f) => ({ ...f, [key]: value }));
    }
    const found = numbersTouched ? undefined : lastOf?.(value);
    setForm((f) =>
      numbersTouched ? { ...f, name: value } : { ...defaults(), ...(found ? formFromLast(found, weightUnit) : {}), name: value },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || saving) return;
    const checked = checkExerciseForm(form, weightUnit);
    if ("errors" in checked) return setErrors(checked.errors);
    setSaving(true);
    const ok = await onAdd(checked.values, last);
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
      <ExerciseFields text={form} errors={errors} suggest libraryNames={libraryNames} autoFocus onChange={change} />
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
