// The Workout Templates screen's dialogs: edit (name, day, exercises added, removed and changed,
// weights in the user's unit), duplicate (name defaults to '{template name} (Copy)') and delete.
import { useEffect, useId, useState, type FormEvent } from "react";
import { WEEKDAY_NAMES, weekdayNames, type WeekdayName } from "@shared/dates";
import { TEXT, WORKOUT } from "@shared/limits";
import type { TemplateExercise, WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { weightLabel, type WeightUnit } from "@shared/units";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_SETS, DEFAULT_WEIGHT } from "@shared/workouts/defaults";
import { useUnits } from "@web/features/auth";
import { useWorkoutTemplateActions } from "./hooks";
import { copyName, shownWeightText, storedWeightText, templateFormRest, templateFormSets } from "./rules";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { CloseIcon, PlusIcon } from "@web/components/Icons";
import { toast, toastError } from "@web/stores/toast";

/**
 * One exercise in the editor. `weight` is in the user's unit; `stored` and `shown` are the saved
 * weight text and how it was first shown, so a weight left alone is saved exactly as it was.
 */
type Row = {
  key: number;
  name: string;
  sets: string;
  reps: string;
  weight: string;
  rest: string;
  stored: string;
  shown: string;
  /** Its kind and superset group, kept as they came (the editor does not change them). */
  kept: Pick<TemplateExercise, "type" | "supersetGroup">;
};

let rowKey = 0;
const toRow = (e: TemplateExercise, unit: WeightUnit): Row => {
  const shown = shownWeightText(e.weight, unit);
  const kept = { ...(e.type ? { type: e.type } : {}), ...(e.supersetGroup ? { supersetGroup: e.supersetGroup } : {}) };
  return {
    key: ++rowKey,
    name: e.name,
    sets: String(e.sets),
    reps: e.reps,
    weight: shown,
    rest: String(e.restTime),
    stored: e.weight,
    shown,
    kept,
  };
};
const newRow = (unit: WeightUnit): Row =>
  toRow({ name: "", sets: DEFAULT_SETS, reps: DEFAULT_REPS, weight: DEFAULT_WEIGHT, restTime: DEFAULT_REST_SECONDS }, unit);

/** Rows back to template exercises, weights in pounds; a row left without a name is dropped. */
function fromRows(rows: Row[], unit: WeightUnit): TemplateExercise[] {
  return rows
    .filter((r) => r.name.trim())
    .map((r) => ({
      name: r.name.trim(),
      sets: templateFormSets(r.sets),
      reps: r.reps.trim() || DEFAULT_REPS,
      weight: r.weight === r.shown ? r.stored : storedWeightText(r.weight.trim() || DEFAULT_WEIGHT, unit),
      restTime: templateFormRest(r.rest),
      ...r.kept,
    }));
}

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

export function EditTemplateDialog({ template, onClose }: EditProps) {
  const actions = useWorkoutTemplateActions();
  const { weightUnit } = useUnits();
  const [name, setName] = useState("");
  const [day, setDay] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!template) return;
    setName(template.name);
    setDay(template.dayOfWeek ?? "");
    setRows(template.data.exercises.map((e) => toRow(e, weightUnit)));
  }, [template, weightUnit]);

  const change = (key: number, field: keyof Omit<Row, "key">, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!template || !name.trim() || saving) return;
    setSaving(true);
    try {
      await actions.update(template.id, {
        name: name.trim(),
        dayOfWeek: (WEEKDAY_NAMES as readonly string[]).includes(day) ? (day as WeekdayName) : null,
        data: { exercises: fromRows(rows, weightUnit) },
      });
      toast({ title: "Template updated!" });
      onClose();
    } catch {
      toastError("Failed to update template. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={template !== null} onClose={onClose} title="Edit Template" className="dialog-wide">
      {/* The Sets field's minimum of 1 guides the keypad and arrows only: a cleared field saves as
          0 (docs/behaviour/workout-templates.md, "Templates screen"), and the browser must not then refuse every later save of it. */}
      <form className="stack" onSubmit={submit} noValidate>
        <Field label="Template Name" value={name} maxLength={TEXT.name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <DaySelect label="Day" allLabel="No specific day" value={day} onChange={setDay} />
        <div className="template-edit-exercises">
          <h3 className="template-edit-heading">Exercises</h3>
          {rows.length === 0 ? <p className="muted small">No exercises yet.</p> : null}
          <ol className="template-edit-list">
            {rows.map((r, i) => {
              const label = r.name.trim() || `exercise ${i + 1}`;
              return (
                <li key={r.key} className="template-edit-row">
                  <div className="template-edit-row-head">
                    <Field
                      label={`Exercise ${i + 1} name`}
                      value={r.name}
                      maxLength={TEXT.name}
                      autoComplete="off"
                      placeholder="Exercise name"
                      onChange={(e) => change(r.key, "name", e.target.value)}
                    />
                    <button
                      type="button"
                      className="icon-button icon-button-danger"
                      aria-label={`Remove ${label}`}
                      onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                    >
                      <CloseIcon size={18} />
                    </button>
                  </div>
                  <div className="template-edit-numbers">
                    <Field
                      label="Sets"
                      type="number"
                      min={WORKOUT.minSets}
                      inputMode="numeric"
                      value={r.sets}
                      onChange={(e) => change(r.key, "sets", e.target.value)}
                    />
                    <Field
                      label="Reps"
                      value={r.reps}
                      maxLength={TEXT.short}
                      autoComplete="off"
                      onChange={(e) => change(r.key, "reps", e.target.value)}
                    />
                    <Field
                      label={`Weight (${weightLabel(weightUnit)})`}
                      inputMode="decimal"
                      value={r.weight}
                      maxLength={TEXT.short}
                      autoComplete="off"
                      onChange={(e) => change(r.key, "weight", e.target.value)}
                    />
                    <Field
                      label="Rest (sec)"
                      inputMode="numeric"
                      value={r.rest}
                      autoComplete="off"
                      onChange={(e) => change(r.key, "rest", e.target.value)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn btn-secondary btn-block"
            disabled={rows.length >= WORKOUT.maxExercises}
            onClick={() => setRows((rs) => [...rs, newRow(weightUnit)])}
          >
            <PlusIcon size={18} />
            Add Exercise
          </button>
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!name.trim() || saving}>
            {saving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

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
