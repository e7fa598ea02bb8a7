// 'Save Workout Template': the day's exercises saved under a name (prefilled '{Day} Workout').
import { useEffect, useState, type FormEvent } from "react";
import type { WeekdayName } from "../../../src/shared/dates";
import { defaultTemplateName, toTemplateExercises, type ExerciseDto } from "../../../src/shared/workouts";
import { workoutsApi } from "../../api/workouts";
import { Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { toast, toastError } from "../../stores/toast";

type Props = { open: boolean; onClose: () => void; day: WeekdayName; exercises: ExerciseDto[]; onSaved: () => void };

export function SaveTemplateDialog({ open, onClose, day, exercises, onSaved }: Props) {
  const [name, setName] = useState(defaultTemplateName(day));
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setName(defaultTemplateName(day));
  }, [open, day]);

  const canSave = name.trim() !== "" && exercises.length > 0 && !saving;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    const trimmed = name.trim();
    setSaving(true);
    try {
      await workoutsApi.createTemplate({ name: trimmed, dayOfWeek: day, data: { exercises: toTemplateExercises(exercises) } });
      toast({ title: "Template saved!", description: `"${trimmed}" has been saved successfully.` });
      onSaved();
      onClose();
    } catch {
      toastError("Failed to save template. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Save Workout Template"
      description={`Save ${day}'s ${exercises.length} ${exercises.length === 1 ? "exercise" : "exercises"} to load into any day later.`}
    >
      <form className="stack" onSubmit={submit}>
        <Field label="Template Name" value={name} maxLength={200} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!canSave}>
            {saving ? "Saving..." : "Save Template"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
