// The Workout Templates screen's dialogs besides the editor (TemplateEditor.tsx): the day choice,
// duplicate (name defaults to '{template name} (Copy)') and delete.
import { useEffect, useId, useState, type FormEvent } from "react";
import { weekdayNames } from "@shared/dates";
import { TEXT } from "@shared/limits";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { useWorkoutTemplateActions } from "./hooks";
import { copyName } from "./rules";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { toast, toastError } from "@web/stores/toast";

type DaySelectProps = {
  value: string;
  onChange: (v: string) => void;
  label: string;
  allLabel: string;
  hideLabel?: boolean;
  className?: string;
};

export function DaySelect({ value, onChange, label, allLabel, hideLabel, className }: DaySelectProps) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {weekdayNames("monday").map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </div>
  );
}

type EditProps = { template: WorkoutTemplateDto | null; onClose: () => void };

export function DuplicateTemplateDialog({ template, onClose }: EditProps) {
  const actions = useWorkoutTemplateActions();
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (template) setName(copyName(template.name));
  }, [template]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!template || !name.trim() || saving) return;
    setSaving(true);
    try {
      await actions.create({ name: name.trim(), dayOfWeek: template.dayOfWeek, data: { exercises: template.data.exercises } });
      toast({ title: "Template duplicated!" });
      onClose();
    } catch {
      toastError("Failed to duplicate template. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={template !== null}
      onClose={onClose}
      title="Duplicate Template"
      description={template ? `A copy of "${template.name}" with all its exercises.` : undefined}
    >
      <form className="stack" onSubmit={submit}>
        <Field label="New Template Name" value={name} maxLength={TEXT.name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!name.trim() || saving}>
            {saving ? "Duplicating..." : "Duplicate"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteTemplateDialog({ template, onClose }: EditProps) {
  const actions = useWorkoutTemplateActions();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!template || busy) return;
    setBusy(true);
    try {
      await actions.remove(template.id);
      toast({ title: "Template deleted!" });
      onClose();
    } catch {
      toastError("Failed to delete template. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={template !== null}
      onClose={() => !busy && onClose()}
      title="Delete Template"
      description={template ? `Are you sure you want to delete "${template.name}"? This action cannot be undone.` : undefined}
      actions={<DeleteActions busy={busy} onCancel={onClose} onDelete={confirm} />}
    />
  );
}
