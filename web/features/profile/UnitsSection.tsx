// Profile's 'Units' card: the weight and length units every screen shows and accepts, and the
// plates the plate calculator may use (docs/behaviour/profile.md, and "Units" in conventions.md). Changing a unit
// changes no stored figure: the API keeps pounds and inches.
import { useId, useState, type FormEvent } from "react";
import type { UserDto } from "@shared/auth/contract";
import {
  distanceUnitOf,
  formatAmount,
  parseLocaleNumber,
  weightLabel,
  type DistanceUnit,
  type LengthUnit,
  type WeightUnit,
} from "@shared/units";
import { MAX_PLATE, MAX_PLATE_TYPES, STANDARD_PLATES } from "@shared/workouts/plates";
import { FormError } from "@web/components/Form";
import { CloseIcon } from "@web/components/Icons";
import { Segmented } from "@web/components/Segmented";
import { errorMessage } from "@web/lib/api";
import { toastError } from "@web/stores/toast";
import { useProfileActions } from "./hooks";

const WEIGHT_OPTIONS: readonly { key: WeightUnit; label: string }[] = [
  { key: "lb", label: "lb" },
  { key: "kg", label: "kg" },
];
const LENGTH_OPTIONS: readonly { key: LengthUnit; label: string }[] = [
  { key: "in", label: "in" },
  { key: "cm", label: "cm" },
];
const DISTANCE_OPTIONS: readonly { key: DistanceUnit; label: string }[] = [
  { key: "mi", label: "mi" },
  { key: "km", label: "km" },
];

/** One unit switch: shows the choice at once, puts the saved one back if the server refuses. */
function UnitChoice<K extends string>({
  label,
  options,
  value,
  save,
}: {
  label: string;
  options: readonly { key: K; label: string }[];
  value: K;
  save: (next: K) => Promise<void>;
}) {
  const [pending, setPending] = useState<K | null>(null);
  const onChange = async (next: K) => {
    if (pending !== null || next === value) return;
    setPending(next);
    try {
      await save(next);
    } catch {
      toastError("Failed to update units. Please try again.");
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="units-row">
      <span className="units-row-label" aria-hidden="true">
        {label}
      </span>
      <Segmented label={`${label} unit`} options={options} value={pending ?? value} onChange={onChange} />
    </div>
  );
}

/** Why a plate list cannot be saved, in the user's unit; null when it can. */
function platesProblem(plates: number[], unit: WeightUnit): string | null {
  if (plates.length === 0) return "Keep at least one plate.";
  if (plates.length > MAX_PLATE_TYPES) return `At most ${MAX_PLATE_TYPES} different plates.`;
  if (plates.some((p) => !(p > 0))) return "A plate must weigh more than 0.";
  if (plates.some((p) => p > MAX_PLATE)) return `A plate weighs at most ${MAX_PLATE} ${weightLabel(unit)}.`;
  return null;
}

function PlatesEditor({ user }: { user: UserDto }) {
  const actions = useProfileActions();
  const unit = user.weightUnit;
  const label = weightLabel(unit);
  const plates = user.plates ?? [];
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();

  const save = async (next: number[]): Promise<boolean> => {
    const invalid = platesProblem(next, unit);
    if (invalid) {
      setProblem(invalid);
      return false;
    }
    setProblem(null);
    setSaving(true);
    try {
      await actions.setPlates([...next].sort((a, b) => b - a));
      return true;
    } catch (error) {
      setProblem(errorMessage(error, "Failed to update plates. Please try again."));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const weight = parseLocaleNumber(text);
    if (Number.isNaN(weight)) {
      setProblem("Enter the plate's weight as a number, like 2.5.");
      return;
    }
    if (plates.includes(weight)) {
      setProblem(`You already have ${formatAmount(weight)} ${label} plates.`);
      return;
    }
    if (await save([...plates, weight])) setText("");
  };

  return (
    <div className="stack plates-editor">
      <div>
        <h3 className="units-subtitle" id="plates-title">
          Plates
        </h3>
        <p className="muted small">The plates you own, per size, for the plate calculator ({label}).</p>
      </div>
      <ul className="plate-chips" aria-labelledby="plates-title">
        {plates.map((p) => (
          <li key={p} className="plate-chip">
            <span>
              {formatAmount(p)} {label}
            </span>
            <button
              type="button"
              className="plate-chip-remove"
              aria-label={`Remove ${formatAmount(p)} ${label} plate`}
              disabled={saving}
              onClick={() => void save(plates.filter((x) => x !== p))}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <form className="plate-add" onSubmit={add} aria-label="Add a plate" noValidate>
        <div className="field">
          <label htmlFor={inputId}>Plate weight ({label})</label>
          <input
            id={inputId}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={unit === "kg" ? "1.25" : "2.5"}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={saving || text.trim() === ""}>
          Add Plate
        </button>
      </form>
      <FormError message={problem} />
      <button
        type="button"
        className="btn btn-secondary btn-sm plates-reset"
        disabled={saving}
        onClick={() => void save(STANDARD_PLATES[unit])}
      >
        Reset to standard
      </button>
    </div>
  );
}

export function UnitsSection({ user }: { user: UserDto }) {
  const actions = useProfileActions();
  return (
    <section className="card stack" aria-labelledby="units-title">
      <div>
        <h2 id="units-title" className="card-title">
          Units
        </h2>
        <p className="muted small">How weights, measurements and distances are shown and typed. Your saved figures stay as they are.</p>
      </div>
      <UnitChoice label="Weight" options={WEIGHT_OPTIONS} value={user.weightUnit} save={(weightUnit) => actions.setUnits({ weightUnit })} />
      <UnitChoice label="Length" options={LENGTH_OPTIONS} value={user.lengthUnit} save={(lengthUnit) => actions.setUnits({ lengthUnit })} />
      <UnitChoice
        label="Distance"
        options={DISTANCE_OPTIONS}
        value={distanceUnitOf(user.distanceUnit, user.weightUnit)}
        save={(distanceUnit) => actions.setUnits({ distanceUnit })}
      />
      <PlatesEditor user={user} />
    </section>
  );
}
