// One exercise of the day: view mode (Complete badge, 'Sets: done/total', per-set rows with
// weight, reps, 'Last' and a tick, the rest timer while sets remain) or edit mode (name, sets,
// reps, weight, rest time). Ticks and logged numbers are saved per set as the user goes.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { TEXT } from "../../../src/shared/limits";
import { DEFAULT_REPS, DEFAULT_WEIGHT, type ExerciseDto, type PreviousExerciseDto, type SetRow } from "../../../src/shared/workouts/contract";
import { allSetsDone, setsDone } from "../../../src/shared/workouts/rules";
import { editFormSets, formRestTime } from "./form-values";
import { Field } from "../../components/Field";
import { CheckIcon, PencilIcon, TrashIcon } from "../../components/Icons";
import "./exercise-card.css";
import { IconAction } from "../../components/IconAction";
import { RestTimeEdit, RestTimer } from "./RestTimer";

type SetChange = { weight?: string; reps?: string; completed?: boolean };

type ExerciseCardProps = {
  exercise: ExerciseDto;
  /** The same exercise (by name, any case) in the previous workout, for the 'Last' column. */
  previous?: PreviousExerciseDto;
  onSetChange: (exercise: ExerciseDto, setNumber: number, change: SetChange) => void;
  onSave: (exercise: ExerciseDto, changes: EditValues) => Promise<boolean>;
  onDelete: (exercise: ExerciseDto) => void;
  /** Room for more per-exercise actions (such as the exercise's history), shown before Edit. */
  extraActions?: ReactNode;
};

export type EditValues = { name: string; sets: number; reps: string; weight: string; restTime: number };

const withUnit = (weight: string) => (/^\d+(\.\d+)?$/.test(weight.trim()) ? `${weight.trim()} lbs` : weight);

function lastFor(previous: PreviousExerciseDto | undefined, setNumber: number): SetRow | undefined {
  if (!previous || previous.sets.length === 0) return undefined;
  return previous.sets.find((s) => s.setNumber === setNumber) ?? previous.sets[previous.sets.length - 1];
}

function SetRowView({
  exercise,
  row,
  last,
  onChange,
}: {
  exercise: ExerciseDto;
  row: SetRow;
  last?: SetRow;
  onChange: (change: SetChange) => void;
}) {
  const [weight, setWeight] = useState(row.weight);
  const [reps, setReps] = useState(row.reps);
  // The tick follows the finger at once (a controlled checkbox would otherwise spring back until
  // the new state arrives); the server's values win whenever they change.
  const [completed, setCompleted] = useState(row.completed);
  useEffect(() => setWeight(row.weight), [row.weight]);
  useEffect(() => setReps(row.reps), [row.reps]);
  useEffect(() => setCompleted(row.completed), [row.completed]);

  const label = `Set ${row.setNumber}`;
  const commit = () => {
    const change: SetChange = {};
    if (weight.trim() !== row.weight) change.weight = weight.trim();
    if (reps.trim() !== row.reps) change.reps = reps.trim();
    if (change.weight !== undefined || change.reps !== undefined) onChange(change);
  };

  return (
    <li className={`set-row${completed ? " set-row-done" : ""}`}>
      <span className="set-number" aria-hidden="true">
        {row.setNumber}
      </span>
      <input
        className="input set-input"
        aria-label={`${label} weight`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={TEXT.short}
        value={weight}
        disabled={completed}
        onChange={(e) => setWeight(e.target.value)}
        onBlur={commit}
      />
      <input
        className="input set-input"
        aria-label={`${label} reps`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={TEXT.short}
        value={reps}
        disabled={completed}
        onChange={(e) => setReps(e.target.value)}
        onBlur={commit}
      />
      <span className="set-last" aria-label={last ? `${label} last time: ${last.weight} for ${last.reps}` : undefined}>
        {last ? `${last.weight}×${last.reps}` : "—"}
      </span>
      <label className="set-tick">
        <input
          type="checkbox"
          checked={completed}
          aria-label={`${label} completed`}
          onChange={() => {
            const change: SetChange = { completed: !completed };
            setCompleted(!completed);
            // Ticking saves what is in the boxes too, even if they never lost focus.
            if (!completed) {
              if (weight.trim() !== row.weight) change.weight = weight.trim();
              if (reps.trim() !== row.reps) change.reps = reps.trim();
            }
            onChange(change);
          }}
        />
        <span className="set-tick-box" aria-hidden="true">
          <CheckIcon size={18} strokeWidth={3} />
        </span>
      </label>
      <span className="visually-hidden">{exercise.name}</span>
    </li>
  );
}

function EditForm({ exercise, onSave, onCancel }: { exercise: ExerciseDto; onSave: (v: EditValues) => Promise<boolean>; onCancel: () => void }) {
  const [name, setName] = useState(exercise.name);
  const [sets, setSets] = useState(String(exercise.sets));
  const [reps, setReps] = useState(exercise.reps);
  const [weight, setWeight] = useState(exercise.weight);
  const [rest, setRest] = useState(String(exercise.restTime));
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || saving) return;
    setSaving(true);
    const ok = await onSave({
      name: name.trim(),
      sets: editFormSets(sets),
      reps: reps.trim() || DEFAULT_REPS,
      weight: weight.trim() || DEFAULT_WEIGHT,
      restTime: formRestTime(rest),
    });
    if (!ok) setSaving(false);
  };

  return (
    <form className="stack exercise-edit" onSubmit={submit} aria-label={`Edit ${exercise.name}`}>
      <Field label="Exercise Name" value={name} maxLength={TEXT.name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <div className="field-row">
        <Field label="Sets" inputMode="numeric" value={sets} onChange={(e) => setSets(e.target.value)} autoComplete="off" />
        <Field label="Reps" value={reps} maxLength={TEXT.short} onChange={(e) => setReps(e.target.value)} autoComplete="off" />
      </div>
      <div className="field-row">
        <Field label="Weight (lbs)" inputMode="decimal" value={weight} maxLength={TEXT.short} onChange={(e) => setWeight(e.target.value)} autoComplete="off" />
        <Field label="Rest Time (sec)" inputMode="numeric" value={rest} onChange={(e) => setRest(e.target.value)} autoComplete="off" />
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!name.trim() || saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}

export function ExerciseCard({ exercise, previous, onSetChange, onSave, onDelete, extraActions }: ExerciseCardProps) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const done = setsDone(exercise.setRows);
  const total = exercise.setRows.length;
  const complete = exercise.isCompleted || allSetsDone(exercise.setRows);

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
            <span>{withUnit(exercise.weight)}</span>
            <span aria-hidden="true">·</span>
            <RestTimeEdit
              exerciseName={exercise.name}
              restTime={exercise.restTime}
              onSave={(restTime) => onSave(exercise, { name: exercise.name, sets: exercise.sets, reps: exercise.reps, weight: exercise.weight, restTime })}
            />
          </div>
          {exercise.notes ? <p className="muted small exercise-notes">{exercise.notes}</p> : null}
          <div className="set-table">
            <div className="set-row set-head" aria-hidden="true">
              <span>Set</span>
              <span>Weight</span>
              <span>Reps</span>
              <span>Last</span>
              <span className="set-head-tick">Done</span>
            </div>
            <ol className="set-list" aria-label={`Sets of ${exercise.name}`}>
              {exercise.setRows.map((row) => (
                <SetRowView
                  key={row.setNumber}
                  exercise={exercise}
                  row={row}
                  last={lastFor(previous, row.setNumber)}
                  onChange={(change) => onSetChange(exercise, row.setNumber, change)}
                />
              ))}
            </ol>
          </div>
          {/* A rest of 0 (a superset, say) has nothing to count down. */}
          {!complete && exercise.restTime > 0 ? <RestTimer exerciseId={exercise.id} restTime={exercise.restTime} exerciseName={exercise.name} /> : null}
        </>
      )}
    </article>
  );
}
