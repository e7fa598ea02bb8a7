// One exercise of the day: view mode (Complete badge, 'Sets: done/total', the plan, when 'Last'
// was, per-set rows, add and remove a set, the rest timer while sets remain) or edit mode (name,
// sets, reps, weight, rest time). Ticks and logged numbers are saved per set as the user goes.
import { useId, useState, type ReactNode } from "react";
import { WORKOUT } from "@shared/limits";
import { parseLocaleNumber, weightLabel, weightTextFromStored } from "@shared/units";
import type { ExerciseDto, PreviousExerciseDto } from "@shared/workouts/contract";
import { recordSets } from "@shared/workouts/history";
import { allSetsDone, setsDone, typeFields } from "@shared/workouts/rules";
import { IconAction } from "@web/components/IconAction";
import { MinusIcon, PencilIcon, TrashIcon } from "@web/components/Icons";
import { count, sessionDay } from "@web/lib/words";
import { useUnits } from "@web/features/auth";
import { EditForm, type EditValues } from "./ExerciseEditForm";
import { columnHeads } from "@web/features/workouts/sets/set-values";
import type { SupersetPlace } from "./supersets";
import { lastFor } from "./last-numbers";
import { PlateCalculator } from "@web/features/workouts/sets/PlateCalculator";
import { WarmupDialog } from "@web/features/workouts/sets/WarmupDialog";
import type { WarmupSet } from "@web/features/workouts/sets/warmups";
import { RestTimeEdit, RestTimer } from "@web/features/workouts/rest/RestTimer";
import { SetRowView, type SetChange } from "@web/features/workouts/sets/SetRow";
import "./exercise-card.css";
import "@web/features/workouts/sets/set-extras.css";

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
  /** Its place in a superset of the day (A1, A2...), when it is in one. */
  superset?: SupersetPlace;
  /** The superset groups the day uses. */
  groups?: number[];
  /** Puts warm-up sets before the working sets (a weight-and-reps exercise without any yet). */
  onAddWarmups?: (exercise: ExerciseDto, sets: WarmupSet[]) => Promise<boolean>;
};

export type { EditValues };

export function ExerciseCard({
  exercise,
  previous,
  onSetChange,
  onSave,
  onSetCount,
  onDelete,
  onMove,
  canMove,
  extraActions,
  superset,
  groups = [],
  onAddWarmups,
}: ExerciseCardProps) {
  const { weightUnit, distanceUnit } = useUnits();
  const type = exercise.type ?? "weight_reps";
  const [editing, setEditing] = useState(false);
  const [plates, setPlates] = useState(false);
  const [warmups, setWarmups] = useState(false);
  const offersWarmups = onAddWarmups !== undefined && type === "weight_reps" && !exercise.setRows.some((r) => r.kind === "warmup");
  const titleId = useId();
  const done = setsDone(exercise.setRows);
  const total = exercise.setRows.length;
  const complete = exercise.isCompleted || allSetsDone(exercise.setRows);
  const records = recordSets(previous?.best ?? null, exercise.setRows, type);
  const plannedWeight = weightTextFromStored(exercise.weight, weightUnit);
  const plannedLoad = parseLocaleNumber(plannedWeight);
  const unit = weightLabel(weightUnit);
  const heads = columnHeads(type, unit, distanceUnit);
  const supersetClass = superset
    ? ` exercise-card-superset${superset.first ? " superset-first" : ""}${superset.last ? " superset-last" : ""}`
    : "";

  return (
    <article
      className={`card exercise-card${complete ? " exercise-card-done" : ""}${supersetClass}`}
      aria-labelledby={titleId}
      data-exercise={exercise.clientId ?? exercise.id}
    >
      <div className="exercise-head">
        <div className="exercise-heading">
          <h2 id={titleId} className="card-title exercise-name">
            {superset ? (
              <>
                <span className="superset-label" aria-hidden="true">
                  {superset.label}
                </span>
                <span className="visually-hidden">{`Superset ${superset.label}, `}</span>
              </>
            ) : null}
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
            <IconAction
              label={`Edit ${exercise.name}`}
              hint="Edit exercise"
              icon={<PencilIcon size={20} />}
              onClick={() => setEditing(true)}
            />
            <IconAction
              label={`Delete ${exercise.name}`}
              hint="Delete exercise"
              icon={<TrashIcon size={20} />}
              onClick={() => onDelete(exercise)}
              danger
            />
          </div>
        ) : null}
      </div>

      {editing ? (
        <EditForm
          exercise={exercise}
          groups={groups}
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
            <span>{typeFields(type).reps ? `${exercise.sets} × ${exercise.reps}` : count(exercise.sets, "set")}</span>
            <span aria-hidden="true">·</span>
            {!typeFields(type).weight ? null : (
              <>
                {Number.isNaN(plannedLoad) ? (
                  <span>{plannedWeight}</span>
                ) : (
                  <button
                    type="button"
                    className="plan-weight"
                    aria-label={`Plates for ${plannedWeight} ${unit}`}
                    onClick={() => setPlates(true)}
                  >
                    {`${plannedWeight} ${unit}`}
                  </button>
                )}
                <span aria-hidden="true">·</span>
              </>
            )}
            <RestTimeEdit
              exerciseName={exercise.name}
              restTime={exercise.restTime}
              onSave={(restTime) =>
                onSave(exercise, { name: exercise.name, sets: exercise.sets, reps: exercise.reps, weight: exercise.weight, restTime })
              }
            />
          </div>
          {previous ? <p className="exercise-last-date">{`Last time: ${sessionDay(previous.date)}`}</p> : null}
          {exercise.notes ? <p className="muted small exercise-notes">{exercise.notes}</p> : null}
          <div className="set-table">
            <div className="set-row set-head" aria-hidden="true">
              <span>Set</span>
              <span className={heads[1] === null ? "set-head-wide" : undefined}>{heads[0]}</span>
              {heads[1] === null ? null : <span>{heads[1]}</span>}
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
                  distanceUnit={distanceUnit}
                  onChange={(change) => onSetChange(exercise, row.setNumber, change)}
                />
              ))}
            </ol>
            <div className="set-count-actions">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={total >= WORKOUT.maxSets}
                onClick={() => onSetCount(exercise, total + 1)}
              >
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
              {offersWarmups ? (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setWarmups(true)}>
                  + Warm-up sets
                </button>
              ) : null}
            </div>
          </div>
          {/* A rest of 0 has nothing to count down; in a superset the rest comes after the round's last exercise. */}
          {!complete && exercise.restTime > 0 && (!superset || superset.last) ? (
            <RestTimer exerciseId={exercise.id} clientId={exercise.clientId} restTime={exercise.restTime} exerciseName={exercise.name} />
          ) : null}
          {onAddWarmups ? <WarmupDialog exercise={exercise} open={warmups} onClose={() => setWarmups(false)} onAdd={onAddWarmups} /> : null}
          <PlateCalculator open={plates} weight={Number.isNaN(plannedLoad) ? null : plannedLoad} onClose={() => setPlates(false)} />
        </>
      )}
    </article>
  );
}
