// One set row of an exercise card: its type (tap the number: warm-up, drop, failure, normal), the
// weight in the user's unit and the reps (numeric keyboards, content selected on focus, a comma
// read as a decimal mark), 'Last', the tick and, on a ticked record, a 'PR' mark. A value that
// cannot be saved stays in its box with a message and is not sent. A ticked row stays editable.
import { useEffect, useRef, useState } from "react";
import { TEXT } from "../../../src/shared/limits";
import { readLoggedReps } from "../../../src/shared/workouts/rules";
import { weightTextFromStored, type WeightUnit } from "../../../src/shared/units";
import type { ExerciseDto, SetKind, SetRow } from "../../../src/shared/workouts/contract";
import { CheckIcon } from "../../components/Icons";
import { checkLoggedReps, checkLoggedWeight } from "./exercise-form";
import type { SetChange } from "./hooks";

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
  onChange: (change: SetChange) => void;
};

/**
 * What an open row's boxes start from. Only numbers really done are shown as typed: a planned
 * range or word ('8-10', 'AMRAP') and the plan's untouched weight of 0 are hints, so ticking never
 * stores them as what was lifted (docs/behaviour.md, "Sets").
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

export function SetRowView({ exercise, row, last, isRecord, unit, onChange }: Props) {
  const start = boxes(exercise, row, unit);
  const [weight, setWeight] = useState(start.weight);
  const [reps, setReps] = useState(start.reps);
  const [error, setError] = useState<string | null>(null);
  const repsBox = useRef<HTMLInputElement>(null);
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
      if ("error" in w) return setError(w.error), null;
      if (w.value !== row.weight) change.weight = w.value;
    }
    if (reps.trim() !== start.reps.trim()) {
      const r = checkLoggedReps(reps);
      if ("error" in r) return setError(r.error), null;
      if (r.value !== row.reps) change.reps = r.value;
    }
    setError(null);
    return change;
  };

  const commit = () => {
    const change = typed();
    if (change && (change.weight !== undefined || change.reps !== undefined)) onChange(change);
  };

  const kind = row.kind ?? "normal";
  const nextKind = KIND_ORDER[(KIND_ORDER.indexOf(kind) + 1) % KIND_ORDER.length]!;
  const selectAll = (e: { currentTarget: HTMLInputElement }) => e.currentTarget.select();

  return (
    <li className={`set-row${completed ? " set-row-done" : ""}${kind !== "normal" ? ` set-row-${kind}` : ""}`}>
      <button
        type="button"
        className={`set-number set-kind-${kind}`}
        aria-label={`${label}, ${KIND_NAME[kind]}. Mark as ${KIND_NAME[nextKind]}`}
        onClick={() => onChange({ kind: nextKind })}
      >
        {kind === "normal" ? row.setNumber : KIND_MARK[kind]}
      </button>
      <input
        className="input set-input"
        aria-label={`${label} weight`}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="next"
        maxLength={TEXT.short}
        value={weight}
        placeholder={start.weightHint}
        aria-invalid={error?.startsWith("Weight") ? true : undefined}
        onFocus={selectAll}
        onChange={(e) => setWeight(e.target.value)}
        onBlur={commit}
      />
      <input
        className="input set-input"
        aria-label={`${label} reps`}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={TEXT.short}
        ref={repsBox}
        value={reps}
        placeholder={start.repsHint}
        aria-invalid={error?.startsWith("Reps") ? true : undefined}
        onFocus={selectAll}
        onChange={(e) => setReps(e.target.value)}
        onBlur={commit}
      />
      <span className="set-last" aria-label={last ? `${label} last time: ${weightTextFromStored(last.weight, unit)} for ${last.reps}` : undefined}>
        <span className="set-last-text">{last ? `${weightTextFromStored(last.weight, unit)}×${last.reps}` : "—"}</span>
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
            if (!reps.trim()) {
              setError("Reps needed: type how many you did");
              repsBox.current?.focus();
              return;
            }
            if (start.untypedZero && !weight.trim()) change.weight = "";
            setCompleted(true);
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
      {error ? (
        <p className="set-error" role="alert">
          {`${label}: ${error}`}
        </p>
      ) : null}
    </li>
  );
}
