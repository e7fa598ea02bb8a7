// The RPE row under a ticked set of SetRow.tsx; which row is open is kept in rpe-row.ts.
import { RPE_VALUES } from "@shared/workouts/rules";

/**
 * RPE of a ticked set: one tap on a value of the row sets it (the chosen one again clears it);
 * once chosen the row folds to the value, which opens it again.
 */
export function RpePicker({
  label,
  value,
  open,
  onOpen,
  onPick,
}: {
  label: string;
  value?: number;
  open: boolean;
  onOpen: () => void;
  onPick: (rpe: number | null) => void;
}) {
  if (!open) {
    return (
      <button type="button" className="set-rpe-chosen" aria-label={`${label} RPE ${value}. Change RPE`} onClick={onOpen}>
        {`RPE ${value}`}
      </button>
    );
  }
  return (
    <div className="set-rpe" role="group" aria-label={`${label} RPE`}>
      <span className="set-rpe-label" aria-hidden="true">
        RPE
      </span>
      {RPE_VALUES.map((v) => (
        <button
          key={v}
          type="button"
          className={`set-rpe-value${v === value ? " is-chosen" : ""}`}
          aria-pressed={v === value}
          onClick={() => onPick(v === value ? null : v)}
        >
          {v}
        </button>
      ))}
    </div>
  );
}
