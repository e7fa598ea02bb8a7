// An exercise's edit form on its card: name, kind, sets, reps, weight, rest time, notes, its
// superset group, and Move up / Move down in the day.
import { useId, useState, type FormEvent } from "react";
import { TEXT } from "@shared/limits";
import { weightTextFromStored } from "@shared/units";
import type { ExerciseDto } from "@shared/workouts/contract";
import { groupLetter } from "@shared/workouts/rules";
import { useUnits } from "@web/features/auth";
import { checkExerciseForm, type ExerciseFormText, type ExerciseValues, type FormErrors } from "./exercise-form";
import { ExerciseFields } from "./ExerciseFields";

/** The edit form's values: the plan, and the exercise's notes and superset group (the add form has neither). */
export type EditValues = ExerciseValues & { notes?: string; supersetGroup?: number | null };

type EditFormProps = {
  exercise: ExerciseDto;
  /** The groups the day uses, for the superset choice (one more makes a new group). */
  groups: number[];
  onSave: (v: EditValues) => Promise<boolean>;
  onCancel: () => void;
  onMove?: (by: -1 | 1) => void;
  canMove?: { up: boolean; down: boolean };
};

export function EditForm({ exercise, groups, onSave, onCancel, onMove, canMove }: EditFormProps) {
  const notesId = useId();
  const groupId = useId();
  const [notes, setNotes] = useState(exercise.notes ?? "");
  const [group, setGroup] = useState<number | null>(exercise.supersetGroup ?? null);
  const choices = [...new Set([...groups, ...(group === null ? [] : [group])])].sort((x, y) => x - y);
  const fresh = Math.min((choices.at(-1) ?? 0) + 1, 26);
  const { weightUnit } = useUnits();
  const [form, setForm] = useState<ExerciseFormText>({
    name: exercise.name,
    sets: String(exercise.sets),
    reps: exercise.reps,
    weight: weightTextFromStored(exercise.weight, weightUnit),
    rest: String(exercise.restTime),
    type: exercise.type ?? "weight_reps",
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || saving) return;
    const checked = checkExerciseForm(form, weightUnit);
    if ("errors" in checked) return setErrors(checked.errors);
    // A weight shown rounded in kg and saved untouched keeps its stored pounds.
    const plan =
      form.weight === weightTextFromStored(exercise.weight, weightUnit) ? { ...checked.values, weight: exercise.weight } : checked.values;
    setSaving(true);
    const ok = await onSave({ ...plan, notes: notes.trim(), supersetGroup: group });
    if (!ok) setSaving(false);
  };

  return (
    <form className="stack exercise-edit" onSubmit={submit} aria-label={`Edit ${exercise.name}`} noValidate>
      <ExerciseFields
        text={form}
        errors={errors}
        onChange={(key, value) => {
          setForm((f) => ({ ...f, [key]: value }));
          setErrors((er) => ({ ...er, [key]: undefined }));
        }}
      />
      <div className="field">
        <label htmlFor={groupId}>Superset</label>
        <select
          id={groupId}
          className="input"
          value={group ?? ""}
          onChange={(e) => setGroup(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">None</option>
          {choices.map((g) => (
            <option key={g} value={g}>{`Superset ${groupLetter(g)}`}</option>
          ))}
          {choices.includes(fresh) ? null : <option value={fresh}>{`New superset ${groupLetter(fresh)}`}</option>}
        </select>
      </div>
      <div className="field">
        <label htmlFor={notesId}>Notes</label>
        <textarea
          id={notesId}
          name="notes"
          className="input"
          rows={2}
          maxLength={TEXT.notes}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      {onMove ? (
        <div className="button-row exercise-move">
          <button type="button" className="btn btn-ghost btn-sm" disabled={!canMove?.up} onClick={() => onMove(-1)}>
            Move up
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={!canMove?.down} onClick={() => onMove(1)}>
            Move down
          </button>
        </div>
      ) : null}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!form.name.trim() || saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
