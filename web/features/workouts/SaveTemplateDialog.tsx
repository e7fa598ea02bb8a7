// 'Save Workout Template': the day's exercises saved under a name (prefilled '{Day} Workout').
import { useEffect, useState, type FormEvent } from "react";
import type { WeekdayName } from "@shared/dates";
import { TEXT } from "@shared/limits";
import { toTemplateExercises } from "@shared/workout-templates/rules";
import type { ExerciseDto } from "@shared/workouts/contract";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { toast, toastError } from "@web/stores/toast";
import { useWorkoutTemplateActions } from "@web/features/workout-templates";
import { defaultTemplateName } from "./form-values";
import { count } from "@web/lib/words";

type Props = { open: boolean; onClose: () => void; day: WeekdayName; exercises: ExerciseDto[] };

export function SaveTemplateDialog({ open, onClose, day, exercises }: Props) {
  const templates = useWorkoutTemplateActions();
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
      await templates.create({ name: trimmed, dayOfWeek: day, data: { exercises: toTemplateExercises(exercises) } });
      toast({ title: "Template saved!", description: `"${trimmed}" has been saved successfully.` });
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
      description={`Save ${day}'s ${count(exercises.length, "exercise")} to load into any day later.`}
    >
      <form className="stack" onSubmit={submit}>
        <Field label="Template Name" value={name} maxLength={TEXT.name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
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
