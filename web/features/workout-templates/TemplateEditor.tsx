// The template editor (docs/behaviour/workout-templates.md, "Templates screen"): 'New Template' builds
// one from nothing, with no day logged first, and a card's Edit changes one, in the same form: name,
// day, and exercises typed or picked from the library, each with its kind, sets, reps or a range,
// weight in the member's unit, rest and superset group, moved up or down with one tap.
import { useEffect, useState, type FormEvent } from "react";
import { WEEKDAY_NAMES, type WeekdayName } from "@shared/dates";
import { TEXT, WORKOUT } from "@shared/limits";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { useUnits } from "@web/features/auth";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { PlusIcon } from "@web/components/Icons";
import { toast, toastError } from "@web/stores/toast";
import { useWorkoutTemplateActions } from "./hooks";
import { DaySelect } from "./TemplateDialogs";
import { fromRows, moved, newRow, toRow, withType, type Row } from "./template-rows";
import { TemplateRowFields, type LibraryNamesPart } from "./TemplateRowFields";

type Props = {
  /** The template to edit; "new" for an empty one; null while closed. */
  template: WorkoutTemplateDto | "new" | null;
  onClose: () => void;
  libraryNames?: LibraryNamesPart;
};

/** The superset groups offered: those the rows use, and one more. */
function groupChoices(rows: readonly Row[]): number[] {
  const used = [...new Set(rows.map((r) => r.group).filter((g): g is number => g !== null))].sort((a, b) => a - b);
  const fresh = Math.min(WORKOUT.maxSupersetGroup, (used.at(-1) ?? 0) + 1);
  return used.includes(fresh) ? used : [...used, fresh];
}

export function TemplateEditorDialog({ template, onClose, libraryNames }: Props) {
  const actions = useWorkoutTemplateActions();
  const { weightUnit } = useUnits();
  const [name, setName] = useState("");
  const [day, setDay] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);
  const isNew = template === "new";

  useEffect(() => {
    if (template === null) return;
    if (template === "new") {
      setName("");
      setDay("");
      setRows([newRow(weightUnit)]);
      return;
    }
    setName(template.name);
    setDay(template.dayOfWeek ?? "");
    setRows(template.data.exercises.map((e) => toRow(e, weightUnit)));
  }, [template, weightUnit]);

  const change = (key: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (template === null || !name.trim() || saving) return;
    setSaving(true);
    const body = {
      name: name.trim(),
      dayOfWeek: (WEEKDAY_NAMES as readonly string[]).includes(day) ? (day as WeekdayName) : null,
      data: { exercises: fromRows(rows, weightUnit) },
    };
    try {
      if (template === "new") await actions.create(body);
      else await actions.update(template.id, body);
      toast({ title: isNew ? "Template created!" : "Template updated!" });
      onClose();
    } catch {
      toastError(isNew ? "Failed to create template. Please try again." : "Failed to update template. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  const groups = groupChoices(rows);
  return (
    <Dialog open={template !== null} onClose={onClose} title={isNew ? "New Template" : "Edit Template"} className="dialog-wide">
      {/* The Sets field's minimum of 1 guides the keypad and arrows only: a cleared field saves as
          0 (docs/behaviour/workout-templates.md, "Templates screen"), and the browser must not then refuse every later save of it. */}
      <form className="stack" onSubmit={submit} noValidate>
        <Field label="Template Name" value={name} maxLength={TEXT.name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <DaySelect label="Day" allLabel="No specific day" value={day} onChange={setDay} />
        <div className="template-edit-exercises">
          <h3 className="template-edit-heading">Exercises</h3>
          {rows.length === 0 ? <p className="muted small">No exercises yet.</p> : null}
          <ol className="template-edit-list">
            {rows.map((r, i) => (
              <TemplateRowFields
                key={r.key}
                row={r}
                index={i}
                count={rows.length}
                unit={weightUnit}
                groups={groups}
                libraryNames={libraryNames}
                onChange={(patch) => change(r.key, patch)}
                onType={(type) => setRows((rs) => rs.map((x) => (x.key === r.key ? withType(x, type) : x)))}
                onMove={(by) => setRows((rs) => moved(rs, i, by))}
                onRemove={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              />
            ))}
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
            {saving ? "Saving..." : isNew ? "Create Template" : "Save Changes"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
