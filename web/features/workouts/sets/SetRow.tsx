// One set row of an exercise card: its type (tap the number: warm-up, drop, failure, normal), the
// boxes of the exercise's kind (weight in the user's unit and reps; reps alone; a time; a distance
// in km or mi and a time: numeric keyboards, content selected on focus, a comma read as a decimal
// mark), 'Last', the tick and, on a ticked record, a 'PR' mark; under it, once ticked, RPE picked
// with one tap from a row of values. A value that cannot be saved stays in its box with a message
// and is not sent. A ticked row stays editable.
import { useEffect, useRef, useState } from "react";
import { readLoggedReps, typeFields } from "@shared/workouts/rules";
import { weightTextFromStored, type DistanceUnit, type WeightUnit } from "@shared/units";
import type { ExerciseDto, SetKind, SetRow } from "@shared/workouts/contract";
import { CheckIcon } from "@web/components/Icons";
import type { SetChange } from "@web/features/workouts/hooks";
import { checkLoggedReps, checkLoggedWeight, extraBoxes, lastText, missingForTick, typedExtras } from "./set-values";
import { openRpeRow, useRpeRowOpen } from "./rpe-row";
import { RpePicker } from "./RpePicker";
import { SetBox } from "./SetBox";

export type { SetChange };

const KIND_ORDER: SetKind[] = ["normal", "warmup", "drop", "failure"];
const KIND_NAME: Record<SetKind, string> = { normal: "normal", warmup: "warm-up", drop: "drop set", failure: "to failure" };
const KIND_MARK: Record<Exclude<SetKind, "normal">, string> = { warmup: "W", drop: "D", failure: "F" };

type Props = {
  exercise: ExerciseDto;
  row: SetRow;
  last?: SetRow;
  isRecord: boolean;
  unit: WeightUnit;
  distanceUnit: DistanceUnit;
  onChange: (change: SetChange) => void;
};

/**
 * What an open row's boxes start from. Only numbers really done are shown as typed: a planned
 * range or word ('8-10', 'AMRAP') and the plan's untouched weight of 0 are hints, so ticking never
 * stores them as what was lifted (docs/behaviour/workouts.md, "Sets").
 */
function boxes(exercise: ExerciseDto, row: SetRow, unit: WeightUnit) {
  const open = !row.completed;
  const untypedZero = open && row.weight.trim() === "0" && exercise.weight.trim() === "0";
  const repsToAsk = open && readLoggedReps(row.reps) === null;
  return {
    untypedZero,
    weight: untypedZero ? "" : weightTextFromStored(row.weight, unit),
    reps: repsToAsk ? "" : row.reps,
    weightHint: untypedZero ? "0" : undefined,
    repsHint: repsToAsk ? row.reps : undefined,
  };
}

export function SetRowView({ exercise, row, last, isRecord, unit, distanceUnit, onChange }: Props) {
  const type = exercise.type ?? "weight_reps";
  const fields = typeFields(type);
  const start = boxes(exercise, row, unit);
  const startExtra = extraBoxes(row, distanceUnit);
  const [weight, setWeight] = useState(start.weight);
  const [reps, setReps] = useState(start.reps);
  const [duration, setDuration] = useState(startExtra.duration);
  const [distance, setDistance] = useState(startExtra.distance);
  const [error, setError] = useState<string | null>(null);
  // The RPE row opens under the set just ticked, and when its RPE is tapped (rpe-row.ts).
  const rowKey = `${exercise.clientId ?? exercise.id}/${row.setNumber}`;
  const rpeOpen = useRpeRowOpen(rowKey);
  const setRpeOpen = (value: boolean) => openRpeRow(value ? rowKey : null);
  const repsBox = useRef<HTMLInputElement>(null);
  const durationBox = useRef<HTMLInputElement>(null);
  const distanceBox = useRef<HTMLInputElement>(null);
  useEffect(() => setDuration(startExtra.duration), [startExtra.duration]);
  useEffect(() => setDistance(startExtra.distance), [startExtra.distance]);
  // The tick follows the finger at once (a controlled checkbox would otherwise spring back until
  // the new state arrives); the server's values win whenever they change.
  const [completed, setCompleted] = useState(row.completed);
  useEffect(() => setWeight(start.weight), [start.weight]);
  useEffect(() => setReps(start.reps), [start.reps]);
  useEffect(() => setCompleted(row.completed), [row.completed]);

  const label = `Set ${row.setNumber}`;

  /** The typed numbers that differ from the row, checked; null (with the message shown) when one cannot be saved. */
  const typed = (): SetChange | null => {
    const change: SetChange = {};
    if (weight.trim() !== start.weight.trim()) {
      const w = checkLoggedWeight(weight, unit);
      if ("error" in w) return (setError(w.error), null);
      if (w.value !== row.weight) change.weight = w.value;
    }
    if (reps.trim() !== start.reps.trim()) {
      const r = checkLoggedReps(reps);
      if ("error" in r) return (setError(r.error), null);
      if (r.value !== row.reps) change.reps = r.value;
    }
    const extra = typedExtras({ duration, distance }, startExtra, row, distanceUnit);
    if ("error" in extra) return (setError(extra.error), null);
    setError(null);
    return { ...change, ...extra.change };
  };

  const commit = () => {
    const change = typed();
    if (change && Object.keys(change).length > 0) onChange(change);
  };

  const kind = row.kind ?? "normal";
  const nextKind = KIND_ORDER[(KIND_ORDER.indexOf(kind) + 1) % KIND_ORDER.length]!;

  return (
    <li className={`set-row${completed ? " set-row-done" : ""}${kind !== "normal" ? ` set-row-${kind}` : ""}`} data-set={row.setNumber}>
      <button
        type="button"
        className={`set-number set-kind-${kind}`}
        aria-label={`${label}, ${KIND_NAME[kind]}. Mark as ${KIND_NAME[nextKind]}`}
        onClick={() => onChange({ kind: nextKind })}
      >
        {kind === "normal" ? row.setNumber : KIND_MARK[kind]}
      </button>
      {fields.weight ? (
        <SetBox
          label={`${label} ${type === "assisted_bodyweight" ? "assistance" : type === "weighted_bodyweight" ? "added weight" : "weight"}`}
          inputMode="decimal"
          next
          value={weight}
          hint={start.weightHint}
          invalid={error?.startsWith("Weight")}
          onChange={setWeight}
          onBlur={commit}
        />
      ) : null}
      {fields.distance ? (
        <SetBox
          label={`${label} distance`}
          inputMode="decimal"
          next
          box={distanceBox}
          value={distance}
          invalid={error?.startsWith("Distance")}
          onChange={setDistance}
          onBlur={commit}
        />
      ) : null}
      {fields.reps ? (
        <SetBox
          label={`${label} reps`}
          inputMode="numeric"
          wide={!fields.weight}
          box={repsBox}
          value={reps}
          hint={start.repsHint}
          invalid={error?.startsWith("Reps")}
          onChange={setReps}
          onBlur={commit}
        />
      ) : null}
      {fields.duration ? (
        <SetBox
          label={`${label} time`}
          wide={!fields.distance}
          box={durationBox}
          value={duration}
          hint="m:ss"
          invalid={error?.startsWith("Time")}
          onChange={setDuration}
          onBlur={commit}
        />
      ) : null}
      <span className="set-last" role="group" aria-label={last ? lastLabel(label, type, last, unit, distanceUnit) : undefined}>
        <span className="set-last-text">{last ? lastText(type, last, unit, distanceUnit) : "—"}</span>
      </span>
      <label className="set-tick">
        <input
          type="checkbox"
          checked={completed}
          aria-label={`${label} completed`}
          onChange={() => {
            if (completed) {
              setCompleted(false);
              return onChange({ completed: false });
            }
            // Ticking saves what is in the boxes too, even if they never lost focus; a set is done
            // with the reps really done, so an empty reps box is asked for, not ticked.
            const change = typed();
            if (!change) return;
            const missing = missingForTick(type, reps, { duration, distance });
            if (missing) {
              setError(missing.error);
              ({ reps: repsBox, duration: durationBox, distance: distanceBox })[missing.box].current?.focus();
              return;
            }
            if (fields.weight && start.untypedZero && !weight.trim()) change.weight = "";
            setCompleted(true);
            setRpeOpen(true);
            onChange({ ...change, completed: true });
          }}
        />
        <span className="set-tick-box" aria-hidden="true">
          <CheckIcon size={18} strokeWidth={3} />
        </span>
        {/* The record is the set just done: its mark sits on its tick, never beside last time's numbers. */}
        {isRecord ? (
          <span className="set-pr" title="Personal record" aria-hidden="true">
            PR
          </span>
        ) : null}
      </label>
      <span className="visually-hidden">{isRecord ? `${exercise.name}, personal record` : exercise.name}</span>
      {completed && (rpeOpen || row.rpe !== undefined) ? (
        <RpePicker
          label={label}
          value={row.rpe}
          open={rpeOpen}
          onOpen={() => setRpeOpen(true)}
          onPick={(rpe) => {
            setRpeOpen(false);
            onChange({ rpe });
          }}
        />
      ) : null}
      {error ? (
        <p className="set-error" role="alert">
          {`${label}: ${error}`}
        </p>
      ) : null}
    </li>
  );
}

function lastLabel(label: string, type: ExerciseDto["type"], last: SetRow, unit: WeightUnit, distanceUnit: DistanceUnit): string {
  if (type === "weight_reps") return `${label} last time: ${weightTextFromStored(last.weight, unit)} for ${last.reps}`;
  return `${label} last time: ${lastText(type, last, unit, distanceUnit)}`;
}
