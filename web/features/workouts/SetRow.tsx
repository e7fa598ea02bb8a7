// One set row of an exercise card: its type (tap the number: warm-up, drop, failure, normal), the
// weight in the user's unit and the reps (numeric keyboards, content selected on focus, a comma
// read as a decimal mark), 'Last', a 'PR' mark and the tick. A value that cannot be saved stays in
// its box with a message and is not sent.
import { useEffect, useState } from "react";
import { TEXT } from "../../../src/shared/limits";
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

export function SetRowView({ exercise, row, last, isRecord, unit, onChange }: Props) {
  const shownWeight = weightTextFromStored(row.weight, unit);
  const [weight, setWeight] = useState(shownWeight);
  const [reps, setReps] = useState(row.reps);
  const [error, setError] = useState<string | null>(null);
  // The tick follows the finger at once (a controlled checkbox would otherwise spring back until
  // the new state arrives); the server's values win whenever they change.
  const [completed, setCompleted] = useState(row.completed);
  useEffect(() => setWeight(shownWeight), [shownWeight]);
  useEffect(() => setReps(row.reps), [row.reps]);
  useEffect(() => setCompleted(row.completed), [row.completed]);

  const label = `Set ${row.setNumber}`;

  /** The typed numbers that differ from the row, checked; null (with the message shown) when one cannot be saved. */
  const typed = (): SetChange | null => {
    const change: SetChange = {};
    if (weight.trim() !== shownWeight.trim()) {
      const w = checkLoggedWeight(weight, unit);
      if ("error" in w) return setError(w.error), null;
      if (w.value !== row.weight) change.weight = w.value;
    }
    if (reps.trim() !== row.reps.trim()) {
      const r = checkLoggedReps(reps);
      if ("error" in r) return setError(r.error), null;
      change.reps = r.value;
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
        disabled={completed}
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
        value={reps}
        disabled={completed}
        aria-invalid={error?.startsWith("Reps") ? true : undefined}
        onFocus={selectAll}
        onChange={(e) => setReps(e.target.value)}
        onBlur={commit}
      />
      <span className="set-last" aria-label={last ? `${label} last time: ${weightTextFromStored(last.weight, unit)} for ${last.reps}` : undefined}>
        {isRecord ? (
          <span className="set-pr" title="Personal record">
            PR
          </span>
        ) : null}
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
            // Ticking saves what is in the boxes too, even if they never lost focus.
            const change = typed();
            if (!change) return;
            setCompleted(true);
            onChange({ ...change, completed: true });
          }}
        />
        <span className="set-tick-box" aria-hidden="true">
          <CheckIcon size={18} strokeWidth={3} />
        </span>
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
