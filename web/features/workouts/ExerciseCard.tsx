// One exercise of the day: view mode (Complete badge, 'Sets: done/total', the plan, when 'Last'
// was, per-set rows, add and remove a set, the rest timer while sets remain) or edit mode (name,
// sets, reps, weight, rest time). Ticks and logged numbers are saved per set as the user goes.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { TEXT, WORKOUT } from "../../../src/shared/limits";
import { parseLocaleNumber, weightLabel, weightTextFromStored } from "../../../src/shared/units";
import type { ExerciseDto, PreviousExerciseDto } from "../../../src/shared/workouts/contract";
import { recordSets } from "../../../src/shared/workouts/history";
import { allSetsDone, setsDone } from "../../../src/shared/workouts/rules";
import { IconAction } from "../../components/IconAction";
import { MinusIcon, PencilIcon, TrashIcon } from "../../components/Icons";
import { sessionDay } from "../../lib/words";
import { useUnits } from "../auth";
import { checkExerciseForm, type ExerciseFormText, type ExerciseValues, type FormErrors } from "./exercise-form";
import { ExerciseFields } from "./ExerciseFields";
import { lastFor } from "./last-numbers";
import { PlateCalculator } from "./PlateCalculator";
import { RestTimeEdit, RestTimer } from "./RestTimer";
import { SetRowView, type SetChange } from "./SetRow";
import "./exercise-card.css";

type ExerciseCardProps = {
  exercise: ExerciseDto;
  /** 'Last' for this exercise (by name, any case): its last day with ticked sets. */
  previous?: PreviousExerciseDto;
  onSetChange: (exercise: ExerciseDto, setNumber: number, change: SetChange) => void;
  onSave: (exercise: ExerciseDto, changes: EditValues) => Promise<boolean>;
  /** Adds a set at the end or removes the last one. */
  onSetCount: (exercise: ExerciseDto, sets: number) => void;
  onDelete: (exercise: ExerciseDto) => void;
  /** Moves it one place up (-1) or down (1) in the day; `canMove` says which way there is room. */
  onMove?: (by: -1 | 1) => void;
  canMove?: { up: boolean; down: boolean };
  /** Room for more per-exercise actions (such as the exercise's history), shown before Edit. */
  extraActions?: ReactNode;
};

/** The edit form's values: the plan, and the exercise's notes (the add form has none). */
export type EditValues = ExerciseValues & { notes?: string };

type EditFormProps = {
  exercise: ExerciseDto;
  onSave: (v: EditValues) => Promise<boolean>;
  onCancel: () => void;
  onMove?: (by: -1 | 1) => void;
  canMove?: { up: boolean; down: boolean };
};

function EditForm({ exercise, onSave, onCancel, onMove, canMove }: EditFormProps) {
  const notesId = useId();
  const [notes, setNotes] = useState(exercise.notes ?? "");
  const { weightUnit } = useUnits();
  const [form, setForm] = useState<ExerciseFormText>({
    name: exercise.name,
    sets: String(exercise.sets),
    reps: exercise.reps,
    weight: weightTextFromStored(exercise.weight, weightUnit),
    rest: String(exercise.restTime),
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || saving) return;
    const checked = checkExerciseForm(form, weightUnit);
    if ("errors" in checked) return setErrors(checked.errors);
    // A weight shown rounded in kg and saved untouched keeps its stored pounds.
    const plan = form.weight === weightTextFromStored(exercise.weight, weightUnit) ? { ...checked.values, weight: exercise.weight } : checked.values;
    setSaving(true);
    const ok = await onSave({ ...plan, notes: notes.trim() });
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
        <label htmlFor={notesId}>Notes</label>
        <textarea id={notesId} name="notes" className="input" rows={2} maxLength={TEXT.notes} value={notes} onChange={(e) => setNotes(e.target.value)} />
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

export function ExerciseCard({ exercise, previous, onSetChange, onSave, onSetCount, onDelete, onMove, canMove, extraActions }: ExerciseCardProps) {
  const { weightUnit } = useUnits();
  const [editing, setEditing] = useState(false);
  const [plates, setPlates] = useState(false);
  const titleId = useId();
  const done = setsDone(exercise.setRows);
  const total = exercise.setRows.length;
  const complete = exercise.isCompleted || allSetsDone(exercise.setRows);
  const records = recordSets(previous?.best ?? null, exercise.setRows);
  const plannedWeight = weightTextFromStored(exercise.weight, weightUnit);
  const plannedLoad = parseLocaleNumber(plannedWeight);
  const unit = weightLabel(weightUnit);

  return (
    <article className={`card exercise-card${complete ? " exercise-card-done" : ""}`} aria-labelledby={titleId}>
      <div className="exercise-head">
        <div className="exercise-heading">
          <h2 id={titleId} className="card-title exercise-name">
            {exercise.name}
          </h2>
          <div className="exercise-meta">
            {complete ? <span className="badge badge-success">Complete</span> : null}
            <span className="exercise-sets-count">
              Sets: {done}/{total}
            </span>
            {records.size > 0 ? <span className="badge badge-pr">PR</span> : null}
          </div>
        </div>
        {!editing ? (
          <div className="exercise-actions">
            {extraActions}
            <IconAction label={`Edit ${exercise.name}`} hint="Edit exercise" icon={<PencilIcon size={20} />} onClick={() => setEditing(true)} />
            <IconAction label={`Delete ${exercise.name}`} hint="Delete exercise" icon={<TrashIcon size={20} />} onClick={() => onDelete(exercise)} danger />
          </div>
        ) : null}
      </div>

      {editing ? (
        <EditForm
          exercise={exercise}
          onMove={onMove}
          canMove={canMove}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            const ok = await onSave(exercise, values);
            if (ok) setEditing(false);
            return ok;
          }}
        />
      ) : (
        <>
          <div className="exercise-plan">
            <span>{exercise.sets} × {exercise.reps}</span>
            <span aria-hidden="true">·</span>
            {Number.isNaN(plannedLoad) ? (
              <span>{plannedWeight}</span>
            ) : (
              <button type="button" className="plan-weight" aria-label={`Plates for ${plannedWeight} ${unit}`} onClick={() => setPlates(true)}>
                {`${plannedWeight} ${unit}`}
              </button>
            )}
            <span aria-hidden="true">·</span>
            <RestTimeEdit
              exerciseName={exercise.name}
              restTime={exercise.restTime}
              onSave={(restTime) => onSave(exercise, { name: exercise.name, sets: exercise.sets, reps: exercise.reps, weight: exercise.weight, restTime })}
            />
          </div>
          {previous ? <p className="exercise-last-date">{`Last time: ${sessionDay(previous.date)}`}</p> : null}
          {exercise.notes ? <p className="muted small exercise-notes">{exercise.notes}</p> : null}
          <div className="set-table">
            <div className="set-row set-head" aria-hidden="true">
              <span>Set</span>
              <span>{unit}</span>
              <span>Reps</span>
              <span>Last</span>
              <span className="set-head-tick">Done</span>
            </div>
            <ol className="set-list" aria-label={`Sets of ${exercise.name}`}>
              {exercise.setRows.map((row, i) => (
                <SetRowView
                  key={row.setNumber}
                  exercise={exercise}
                  row={row}
                  last={lastFor(previous, i)}
                  isRecord={records.has(row.setNumber)}
                  unit={weightUnit}
                  onChange={(change) => onSetChange(exercise, row.setNumber, change)}
                />
              ))}
            </ol>
            <div className="set-count-actions">
              <button type="button" className="btn btn-ghost btn-sm" disabled={total >= WORKOUT.maxSets} onClick={() => onSetCount(exercise, total + 1)}>
                + Add set
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove set: the last set of ${exercise.name}`}
                disabled={total <= WORKOUT.minSets}
                onClick={() => onSetCount(exercise, total - 1)}
              >
                <MinusIcon size={18} />
                Remove set
              </button>
            </div>
          </div>
          {/* A rest of 0 (a superset, say) has nothing to count down. */}
          {!complete && exercise.restTime > 0 ? <RestTimer exerciseId={exercise.id} restTime={exercise.restTime} exerciseName={exercise.name} /> : null}
          <PlateCalculator open={plates} weight={Number.isNaN(plannedLoad) ? null : plannedLoad} onClose={() => setPlates(false)} />
        </>
      )}
    </article>
  );
}
