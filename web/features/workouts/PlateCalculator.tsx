// The plate calculator (docs/behaviour/workouts.md, "Plate calculator"): tapping a weight shows the plates
// for each side of a 45 lb (20 kg) bar, from the plate set chosen in Profile.
import { useEffect, useState } from "react";
import { formatAmount, parseLocaleNumber, weightLabel } from "@shared/units";
import { BAR_WEIGHT, platesFor } from "@shared/workouts/plates";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { useAuth, useUnits } from "@web/features/auth";
import "./plate-calculator.css";

export function PlateCalculator({ weight, open, onClose }: { weight: number | null; open: boolean; onClose: () => void }) {
  const { weightUnit } = useUnits();
  const { user } = useAuth();
  const [text, setText] = useState("");
  useEffect(() => {
    if (open) setText(weight === null ? "" : formatAmount(weight));
  }, [open, weight]);
  const total = parseLocaleNumber(text);
  const unit = weightLabel(weightUnit);
  const bar = BAR_WEIGHT[weightUnit];
  const load = Number.isNaN(total) ? null : platesFor(total, bar, user?.plates ?? []);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Plate calculator"
      description={`Plates for each side of a ${bar} ${unit} bar.`}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <div className="stack plate-calculator">
        <Field
          label={`Total weight (${unit})`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
        />
        {load === null ? (
          <p className="muted small">Type a weight to see its plates.</p>
        ) : load.belowBar ? (
          <p className="muted small">{`Less than the bar: the bar alone weighs ${bar} ${unit}.`}</p>
        ) : (
          <>
            <p className="plate-summary" aria-live="polite">
              {load.perSide.length === 0 ? "Just the bar." : `Each side: ${load.perSide.map(formatAmount).join(" + ")} ${unit}`}
            </p>
            <div className="plate-bar" aria-hidden="true">
              <span className="plate-bar-sleeve" />
              {load.perSide.map((p, i) => (
                <span
                  key={i}
                  className="plate"
                  style={{ height: `${Math.max(34, Math.min(100, (p / (weightUnit === "kg" ? 25 : 45)) * 100))}%` }}
                >
                  {formatAmount(p)}
                </span>
              ))}
            </div>
            {load.remainder > 0 ? (
              <p className="muted small">{`${formatAmount(load.remainder)} ${unit} cannot be made with your plates.`}</p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
